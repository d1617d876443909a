import type { WorkCard } from '@care360/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { alertFailure, showAlert } from '../../platform/alert-store';
import { LineLoader } from '../../platform/LineLoader';
import { loadedKind } from '../../platform/records/loaded-kinds';
import { RecordFieldsForm } from '../../platform/records/RecordFieldsForm';
import {
  createRecord,
  deleteRecord,
  newIdempotencyKey,
  recordQuery,
  restoreRecord,
  updateRecord,
} from '../../platform/records/record-api';
import { CARDS_PATH } from './work-planner-api';

/** The fields a card's dialogs show, in order: the kind's own form, checked by its schema. */
const CARD_FIELDS = [
  'title',
  'description',
  'assignedTo',
  'dueDate',
  'status',
  'branch',
  'team',
  'project',
] as const;

const refreshCards = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).includes('/task-cards'),
  });

/** Create card: the kind's form in a dialog, started with the board's defaults. */
export function CreateCardDialog(props: { initial: Record<string, unknown>; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [key] = useState(newIdempotencyKey);
  return (
    <Modal opened onClose={props.onClose} title="Create card" size="lg">
      <RecordFieldsForm
        kind={loadedKind('task-cards')}
        fields={CARD_FIELDS}
        record={null}
        initial={props.initial}
        submitLabel="Create card"
        onSave={(body) => createRecord(CARDS_PATH, body, key)}
        onSaved={() => {
          void refreshCards(queryClient);
          showAlert({
            type: 'success',
            title: 'Card created',
            message: 'The card is on the board.',
          });
          props.onClose();
        }}
        actions={
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
        }
      />
    </Modal>
  );
}

/** Edit card: the card as saved now (its version too), so a change made meanwhile is not lost. */
export function EditCardDialog(props: { card: WorkCard; onClose: () => void }) {
  const queryClient = useQueryClient();
  const saved = useQuery(recordQuery(CARDS_PATH, props.card.id));
  return (
    <Modal opened onClose={props.onClose} title="Edit card" size="lg">
      {saved.data ? (
        <RecordFieldsForm
          kind={loadedKind('task-cards')}
          fields={CARD_FIELDS}
          record={saved.data as Record<string, unknown> & { version: number }}
          submitLabel="Save card"
          onSave={(body) =>
            updateRecord(
              CARDS_PATH,
              props.card.id,
              body as Record<string, unknown> & { version: number },
            )
          }
          onSaved={() => {
            void refreshCards(queryClient);
            showAlert({ type: 'success', title: 'Card saved', message: 'The card is saved.' });
            props.onClose();
          }}
          actions={
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
          }
        />
      ) : saved.isError ? (
        <Text role="alert">{saved.error.message}</Text>
      ) : (
        <LineLoader label="Loading the card" />
      )}
    </Modal>
  );
}

/** Delete card: asked once, with an Undo in the alert that says it is done. */
export function DeleteCardDialog(props: { card: WorkCard; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  async function undo() {
    const back = await restoreRecord(CARDS_PATH, props.card.id);
    if (back.error) alertFailure(back);
    void refreshCards(queryClient);
  }
  async function remove() {
    setBusy(true);
    const result = await deleteRecord(CARDS_PATH, props.card.id);
    setBusy(false);
    if (result.error) return alertFailure(result);
    void refreshCards(queryClient);
    props.onClose();
    showAlert({
      type: 'success',
      title: 'Card deleted',
      message: `“${props.card.title}” is deleted.`,
      action: { label: 'Undo', run: () => void undo() },
    });
  }
  return (
    <Modal opened onClose={props.onClose} title="Delete card">
      <Stack>
        <Text>Delete “{props.card.title}”? The task-planner log keeps its history.</Text>
        <Group>
          <Button color="red" loading={busy} onClick={remove}>
            Delete card
          </Button>
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
