import {
  addCalendarDays,
  type BoardDeclaration,
  type BoardRow,
  can,
  ukCalendarDate,
  ukDate,
} from '@care360/domain';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { alertFailure, showAlert } from '../../platform/alert-store';
import { type ApiResult, apiPost } from '../../platform/api';
import { useCurrentUser } from '../../platform/current-user';
import { ReferenceSelect } from '../../platform/records/fields/ReferenceSelect';
import { UkDateInput } from '../../platform/records/fields/UkDateTimeInputs';
import { isoDateOf } from '../../platform/records/form-values';
import { alertActions, BOARDS_KEY } from './board-api';

/**
 * An alert row's actions, as its board declares them: acknowledge it, assign it to someone,
 * resolve it saying how. Each sends the version the board showed; one changed meanwhile is
 * refused by the server and the board shows it again as it is now.
 */
export function AlertActions({ row, board }: { row: BoardRow; board: BoardDeclaration }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const user = useCurrentUser();
  const [dialog, setDialog] = useState<'assign' | 'resolve' | 'task' | null>(null);
  const [userId, setUserId] = useState('');
  const [resolution, setResolution] = useState('');
  // A task made of the alert: its owner (the person making it, unless changed) and due day.
  const [owner, setOwner] = useState(user.id);
  const [dueText, setDueText] = useState(() => ukDate(addCalendarDays(ukCalendarDate(), 1)));
  const dueDate = isoDateOf(dueText);
  const status = row.alert?.status;
  if (!row.alert || status === 'Resolved') return null;
  const offers = new Set(board.actions);

  async function run(send: () => Promise<ApiResult<unknown>>, done: string) {
    setBusy(true);
    const result = await send();
    setBusy(false);
    await queryClient.invalidateQueries({ queryKey: [BOARDS_KEY] });
    if (result.error) {
      alertFailure(result);
      return;
    }
    setDialog(null);
    showAlert({ type: 'success', message: done });
  }

  const label = (verb: string) => `${verb}: ${row.subject}`;
  return (
    <Group gap="xs" wrap="wrap">
      {offers.has('acknowledge') && status === 'Raised' && (
        <Button
          size="xs"
          loading={busy}
          aria-label={label('Acknowledge')}
          onClick={() => run(() => alertActions.acknowledge(row), 'Alert acknowledged.')}
        >
          Acknowledge
        </Button>
      )}
      {offers.has('assign') && (
        <Button
          size="xs"
          variant="default"
          aria-label={label('Assign')}
          onClick={() => setDialog('assign')}
        >
          Assign
        </Button>
      )}
      {offers.has('resolve') && (
        <Button
          size="xs"
          variant="default"
          aria-label={label('Resolve')}
          onClick={() => setDialog('resolve')}
        >
          Resolve
        </Button>
      )}
      {can(user, 'task-cards.create') && (
        <Button
          size="xs"
          variant="default"
          aria-label={label('Make a task')}
          onClick={() => setDialog('task')}
        >
          Make a task
        </Button>
      )}
      <Modal opened={dialog === 'task'} onClose={() => setDialog(null)} title="Make a task">
        <Stack>
          <ReferenceSelect
            to="users"
            owner="task-cards"
            field="assignedTo"
            label="Owner"
            value={owner}
            onChange={setOwner}
            required
          />
          <UkDateInput
            label="Due date"
            value={dueText}
            onChange={setDueText}
            error={dueText && !dueDate ? 'Enter a date as DD/MM/YYYY.' : undefined}
            required
          />
          <Button
            loading={busy}
            disabled={!owner || !dueDate}
            onClick={() =>
              run(
                () =>
                  apiPost(`/api/v1/alerts/${encodeURIComponent(row.id)}/task`, {
                    assignedTo: owner,
                    dueDate,
                  }),
                'The alert is now a task on the work planner.',
              )
            }
          >
            Make a task
          </Button>
        </Stack>
      </Modal>
      <Modal opened={dialog === 'assign'} onClose={() => setDialog(null)} title="Assign the alert">
        <Stack>
          <ReferenceSelect
            to="users"
            owner="alerts"
            field="assignedTo"
            label="Assign to"
            value={userId}
            onChange={setUserId}
            required
          />
          <Button
            loading={busy}
            disabled={!userId}
            onClick={() => run(() => alertActions.assign(row, userId), 'Alert assigned.')}
          >
            Assign
          </Button>
        </Stack>
      </Modal>
      <Modal
        opened={dialog === 'resolve'}
        onClose={() => setDialog(null)}
        title="Resolve the alert"
      >
        <Stack>
          <Textarea
            label="How was it resolved?"
            required
            maxLength={1000}
            value={resolution}
            onChange={(event) => setResolution(event.currentTarget.value)}
          />
          <Button
            loading={busy}
            disabled={!resolution.trim()}
            onClick={() =>
              run(() => alertActions.resolve(row, resolution.trim()), 'Alert resolved.')
            }
          >
            Resolve
          </Button>
        </Stack>
      </Modal>
    </Group>
  );
}
