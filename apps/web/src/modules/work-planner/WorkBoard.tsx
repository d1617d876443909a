import {
  can,
  formatUkDate,
  TASK_CARD_STATUS_LABELS,
  type WorkBoardAnswer,
  type WorkBoardView,
  type WorkCard,
} from '@care360/domain';
import { Badge, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type DragEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { alertFailure } from '../../platform/alert-store';
import { useCurrentUser } from '../../platform/current-user';
import { LineLoader } from '../../platform/LineLoader';
import { Notice } from '../../platform/Notice';
import { StatusBadge } from '../../platform/StatusBadge';
import { keyboardMove, movedBoard } from './board-moves';
import { CreateCardDialog, DeleteCardDialog, EditCardDialog } from './CardDialogs';
import classes from './WorkBoard.module.css';
import { BOARD_PATH, boardQuery, branchesQuery, moveCard } from './work-planner-api';

/**
 * A work planner board: its columns (statuses, teams or projects, as the server answers them)
 * and their cards. A card is moved by dragging it to a place in a column, or from the keyboard
 * with Alt and the arrow keys; the move is drawn at once and sent with the version shown, and
 * every other open board refreshes through live events. Cards are created, edited and deleted
 * in dialogs with the kind's own form.
 */

const STATUS_TONES = { pending: 'warning', completed: 'success', cancelled: 'neutral' } as const;

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; card: WorkCard }
  | { kind: 'delete'; card: WorkCard }
  | null;

export function WorkBoard(props: {
  view: WorkBoardView;
  heading: string;
  intro: string;
  /** The branch of a branch's board; the other boards may be narrowed to one. */
  branch?: string;
}) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [chosenBranch, setChosenBranch] = useState<string | null>(null);
  const branch = props.branch ?? chosenBranch ?? undefined;
  const options = boardQuery(props.view, branch);
  const board = useQuery(options);
  const branches = useQuery({ ...branchesQuery, enabled: !props.branch });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [said, setSaid] = useState('');
  const focusAfterMove = useRef<string | null>(null);
  const helpId = useId();
  const mayUpdate = can(user, 'task-cards.update');

  useEffect(() => {
    const id = focusAfterMove.current;
    if (!id || !board.data) return;
    const element = document.querySelector<HTMLElement>(`[data-card-id="${id}"]`);
    element?.focus();
    focusAfterMove.current = null;
  });

  async function move(card: WorkCard, column: string, beforeId: string | null) {
    const shown = queryClient.getQueryData<WorkBoardAnswer>(options.queryKey);
    if (!shown) return;
    const title = shown.columns.find((c) => c.key === column)?.title ?? column;
    queryClient.setQueryData(options.queryKey, movedBoard(shown, card.id, column, beforeId));
    const result = await moveCard(card.id, {
      version: card.version,
      grouping: shown.grouping,
      column,
      beforeId,
    });
    if (result.error) alertFailure(result);
    else setSaid(`${card.title} moved to ${title}.`);
    await queryClient.invalidateQueries({ queryKey: [BOARD_PATH] });
  }

  function onKey(event: KeyboardEvent<HTMLElement>, card: WorkCard) {
    if (!event.altKey || !mayUpdate || !board.data) return;
    const to = keyboardMove(board.data, card.id, event.key);
    if (!to) return;
    event.preventDefault();
    focusAfterMove.current = card.id;
    void move(card, to.column, to.beforeId);
  }

  function onDrop(event: DragEvent<HTMLElement>, column: string) {
    event.preventDefault();
    const id = event.dataTransfer.getData('text/plain');
    const data = board.data;
    const card = data?.columns.flatMap((c) => c.cards).find((c) => c.id === id);
    if (!card || !data) return;
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-card-id]');
    const cards = (data.columns.find((c) => c.key === column)?.cards ?? []).filter(
      (other) => other.id !== id,
    );
    let beforeId: string | null = null;
    if (target && target.dataset.cardId !== id) {
      const at = cards.findIndex((other) => other.id === target.dataset.cardId);
      const box = target.getBoundingClientRect();
      const upper = event.clientY < box.top + box.height / 2;
      beforeId = upper ? (cards[at]?.id ?? null) : (cards[at + 1]?.id ?? null);
    }
    void move(card, column, beforeId);
  }

  const data = board.data;
  return (
    <Stack gap="md">
      <Title order={1}>{props.heading}</Title>
      <Text c="dimmed">{props.intro}</Text>
      <Group align="end">
        {!props.branch && (
          <Select
            label="Branch"
            placeholder="Every branch"
            clearable
            data={(branches.data?.items ?? []).map((b) => ({ value: b.id, label: b.name }))}
            value={chosenBranch}
            onChange={setChosenBranch}
          />
        )}
        {can(user, 'task-cards.create') && (
          <Button onClick={() => setDialog({ kind: 'create' })}>Create card</Button>
        )}
      </Group>
      <Text id={helpId} size="sm" c="dimmed">
        Drag a card to another column or place to move it; from the keyboard, focus a card and press
        Alt with an arrow key.
      </Text>
      <div role="status" aria-live="polite" className={classes.said}>
        {said}
      </div>
      {board.isError && (
        <Notice tone="danger" title="The board could not be loaded">
          {board.error.message}
        </Notice>
      )}
      {!data && !board.isError && <LineLoader label="Loading the board" />}
      {data?.more && (
        <Notice tone="warning" title="Not every card is shown">
          This board holds more cards than it can show: choose a branch to narrow it.
        </Notice>
      )}
      {data && (
        <div className={classes.columns}>
          {data.columns.map((column) => (
            <section
              key={column.key}
              className={classes.column}
              aria-label={`${column.title} (${column.cards.length})`}
              data-column={column.key}
              onDragOver={(event) => {
                if (!mayUpdate) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
              }}
              onDrop={(event) => onDrop(event, column.key)}
            >
              <Group justify="space-between" mb="xs">
                <Title order={2} size="h5">
                  {column.title}
                </Title>
                <Badge variant="light" color="gray">
                  {column.cards.length}
                </Badge>
              </Group>
              <ul className={classes.cards}>
                {column.cards.map((card) => (
                  <li key={card.id}>
                    <Card
                      withBorder
                      padding="sm"
                      className={classes.card}
                      data-card-id={card.id}
                      tabIndex={0}
                      role="group"
                      aria-label={card.title}
                      aria-describedby={helpId}
                      draggable={mayUpdate}
                      onDragStart={(event: DragEvent<HTMLDivElement>) => {
                        event.dataTransfer.setData('text/plain', card.id);
                        event.dataTransfer.effectAllowed = 'move';
                      }}
                      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => onKey(event, card)}
                    >
                      <Text fw={600}>{card.title}</Text>
                      <Text size="sm">{card.assignedToName ?? 'No owner'}</Text>
                      <Group gap="xs" mt={4}>
                        {card.dueDate && <Text size="sm">Due {formatUkDate(card.dueDate)}</Text>}
                        {card.overdue && <StatusBadge tone="danger">Overdue</StatusBadge>}
                        {data.grouping !== 'status' && (
                          <StatusBadge tone={STATUS_TONES[card.status]}>
                            {TASK_CARD_STATUS_LABELS[card.status]}
                          </StatusBadge>
                        )}
                      </Group>
                      {(card.projectName || card.teamName) && (
                        <Text size="xs" c="dimmed">
                          {[card.projectName, card.teamName, card.branchName]
                            .filter(Boolean)
                            .join(' · ')}
                        </Text>
                      )}
                      <Group gap="xs" mt="xs">
                        {mayUpdate && (
                          <Button
                            size="compact-xs"
                            variant="default"
                            aria-label={`Edit card: ${card.title}`}
                            onClick={() => setDialog({ kind: 'edit', card })}
                          >
                            Edit
                          </Button>
                        )}
                        {can(user, 'task-cards.delete') && (
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            color="red"
                            aria-label={`Delete card: ${card.title}`}
                            onClick={() => setDialog({ kind: 'delete', card })}
                          >
                            Delete
                          </Button>
                        )}
                      </Group>
                    </Card>
                  </li>
                ))}
              </ul>
              {column.cards.length === 0 && (
                <Text size="sm" c="dimmed">
                  No cards.
                </Text>
              )}
            </section>
          ))}
        </div>
      )}
      {dialog?.kind === 'create' && (
        <CreateCardDialog
          initial={{
            status: 'pending',
            assignedTo: user.id,
            branch: branch ?? user.branch?.id ?? null,
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'edit' && (
        <EditCardDialog card={dialog.card} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteCardDialog card={dialog.card} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
}
