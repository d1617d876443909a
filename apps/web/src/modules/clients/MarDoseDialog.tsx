import type { MarEntry } from '@care360/domain';
import {
  formatUkDateTime,
  isMarCode,
  MAR_CODES,
  MAR_NOTE_MAX,
  MAR_NOTE_REQUIRED_MESSAGE,
  MAR_SLOTS,
  type MarCode,
  type MarSlot,
  marCode,
  marNoteRequired,
} from '@care360/domain';
import { Button, Group, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { showAlert } from '../../app/alert/alert-store';
import { ButtonLoader } from '../../platform/ButtonLoader';
import { Notice } from '../../platform/Notice';
import { useLastShown } from '../../platform/useLastShown';
import { currentEntryOf, putEntryOnChart, saveMarEntry } from './mar-api';
import { longDay, type MarRow, rowLabel } from './mar-cells';

export interface DoseTarget {
  row: MarRow;
  day: string;
}

interface MarDoseDialogProps {
  clientId: string;
  target: DoseTarget | null;
  /** The doses of the chart's month, so the dialog always shows what is recorded now. */
  entries: readonly MarEntry[];
  mayRecord: boolean;
  onClose: () => void;
}

const CODE_OPTIONS = [
  { value: '', label: 'Choose a code' },
  ...MAR_CODES.map((entry) => ({ value: entry.code, label: `${entry.code} – ${entry.label}` })),
];

function describeCode(code: string): string {
  return isMarCode(code) ? `${marCode(code).label} (${code})` : code;
}

function dialogTitle(
  target: DoseTarget | null,
  mayRecord: boolean,
  entryAt: (slot: MarSlot) => MarEntry | undefined,
): string {
  if (!target) return '';
  if (!mayRecord) return 'Recorded dose';
  if (target.row.slot === null) return 'PRN dose';
  return entryAt(target.row.slot) ? 'Correct a dose' : 'Record a dose';
}

/** Records a dose, or shows and corrects one already recorded (spec §2.4 marchart). */
export function MarDoseDialog({
  clientId,
  target,
  entries,
  mayRecord,
  onClose,
}: MarDoseDialogProps) {
  const shown = useLastShown(target);
  const entryAt = (slot: MarSlot) =>
    shown
      ? entries.find(
          (e) =>
            e.clientMedicationId === shown.row.medication.id &&
            e.day === shown.day &&
            e.slot === slot,
        )
      : undefined;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={dialogTitle(shown, mayRecord, entryAt)}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {shown && (
        <DoseForm
          key={`${shown.row.medication.id}-${shown.day}-${shown.row.slot ?? 'prn'}`}
          clientId={clientId}
          target={shown}
          entryAt={entryAt}
          mayRecord={mayRecord}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

interface DoseFormProps {
  clientId: string;
  target: DoseTarget;
  entryAt: (slot: MarSlot) => MarEntry | undefined;
  mayRecord: boolean;
  onClose: () => void;
}

/** A PRN day opens at its first round with nothing recorded. */
function firstSlot(target: DoseTarget, entryAt: DoseFormProps['entryAt']): MarSlot {
  if (target.row.slot) return target.row.slot;
  return MAR_SLOTS.find((slot) => !entryAt(slot.value))?.value ?? 'morning';
}

function DoseForm({ clientId, target, entryAt, mayRecord, onClose }: DoseFormProps) {
  const queryClient = useQueryClient();
  const { medication } = target.row;
  const [slot, setSlot] = useState<MarSlot>(() => firstSlot(target, entryAt));
  const existing = entryAt(slot);
  const [code, setCode] = useState<string>(existing?.code ?? '');
  const [note, setNote] = useState(existing?.note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<MarEntry | null>(null);
  const [saving, setSaving] = useState(false);
  const needsNote = isMarCode(code) && marNoteRequired(code);

  function chooseSlot(next: MarSlot) {
    // Another round of a PRN day is another dose: show what is recorded there.
    const entry = entryAt(next);
    setSlot(next);
    setCode(entry?.code ?? '');
    setNote(entry?.note ?? '');
    setErrors({});
    setConflict(null);
    setFailure(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!isMarCode(code)) problems.code = 'Choose a code from the MAR key.';
    else if (needsNote && !note.trim()) problems.note = MAR_NOTE_REQUIRED_MESSAGE;
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    const result = await saveMarEntry(clientId, {
      clientMedicationId: medication.id,
      day: target.day,
      slot,
      code: code as MarCode,
      note: note.trim() || null,
      // The version of the dose on screen: a correction, unless nothing was recorded yet.
      version: existing?.version,
    });
    setSaving(false);
    if (!result.error) {
      putEntryOnChart(queryClient, clientId, result.data);
      showAlert({ type: 'success', message: result.notice || 'Dose recorded.' });
      onClose();
      return;
    }
    const current = result.status === 409 ? currentEntryOf(result.details) : null;
    if (current) {
      // The newer dose goes on the chart and into this dialog; the person's choice is kept.
      putEntryOnChart(queryClient, clientId, current);
      setConflict(current);
      return;
    }
    const fieldErrors = Object.fromEntries(
      Object.entries(result.errors).map(([field, messages]) => [field, messages[0] ?? '']),
    );
    setErrors(fieldErrors);
    const elsewhere = Object.entries(fieldErrors)
      .filter(([field]) => field !== 'code' && field !== 'note')
      .map(([, message]) => message);
    setFailure([result.message, ...elsewhere].join(' '));
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <div>
          <Text fw={700}>{medication.title}</Text>
          <Text size="sm">
            {medication.dose}, {medication.route.toLowerCase()}. Support: {medication.supportLevel}.
          </Text>
          {medication.prn && (
            <Text size="sm">
              When needed: {medication.prnReason ?? 'not stated'}.
              {medication.prnMaximum ? ` At most ${medication.prnMaximum} in 24 hours.` : ''}
            </Text>
          )}
          <Text size="sm">
            {longDay(target.day)}
            {target.row.slot ? `, ${rowLabel(target.row.slot)}` : ''}
          </Text>
        </div>

        {target.row.slot === null && (
          <NativeSelect
            label="Round"
            value={slot}
            onChange={(event) => chooseSlot(event.currentTarget.value as MarSlot)}
            disabled={!mayRecord && !MAR_SLOTS.some((s) => entryAt(s.value))}
            data={MAR_SLOTS.map((s) => {
              const entry = entryAt(s.value);
              return {
                value: s.value,
                label: `${s.label} ${s.time}${entry ? ` – recorded ${entry.code}` : ''}`,
              };
            })}
          />
        )}

        {existing ? (
          <Text size="sm">
            Recorded as {describeCode(existing.code)} by{' '}
            {existing.recordedByName ?? 'a former user'} on {formatUkDateTime(existing.recordedAt)}.
            {!mayRecord && existing.note ? ` Note: ${existing.note}` : ''}
          </Text>
        ) : (
          <Text size="sm">Nothing is recorded for this dose yet.</Text>
        )}

        {conflict && (
          <Notice tone="info" title="Someone else recorded this dose meanwhile">
            {conflict.recordedByName ?? 'Someone'} recorded {describeCode(conflict.code)}
            {conflict.note ? ` with the note “${conflict.note}”` : ''}. Your choice is kept: save
            again to replace theirs, or cancel to keep it.
          </Notice>
        )}
        {failure && (
          <Notice tone="danger" title="Not saved">
            {failure}
          </Notice>
        )}

        {mayRecord && (
          <>
            <NativeSelect
              label="Code"
              withAsterisk
              value={code}
              onChange={(event) => {
                setCode(event.currentTarget.value);
                setErrors(({ code: _, ...rest }) => rest);
              }}
              data={CODE_OPTIONS}
              error={errors.code}
            />
            <Textarea
              label="Note"
              withAsterisk={needsNote}
              aria-required={needsNote || undefined}
              description={
                needsNote
                  ? 'Required: say why the dose was not given as prescribed.'
                  : 'Optional for a dose given.'
              }
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              maxLength={MAR_NOTE_MAX}
              autosize
              minRows={2}
              error={errors.note}
            />
          </>
        )}

        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {mayRecord ? 'Cancel' : 'Close'}
          </Button>
          {mayRecord && (
            <ButtonLoader type="submit" loading={saving}>
              Save
            </ButtonLoader>
          )}
        </Group>
      </Stack>
    </form>
  );
}
