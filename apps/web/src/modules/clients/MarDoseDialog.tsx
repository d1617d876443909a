import type { MarEntry, MarMedication } from '@care360/domain';
import {
  CORRECTION_REASON_NEEDED,
  currentMarEntries,
  defaultGivenAt,
  doseRange,
  formatQuantity,
  formatUkDateTime,
  isMarCode,
  MAR_CODES,
  MAR_NOTE_MAX,
  MAR_NOTE_REQUIRED_MESSAGE,
  MAR_SLOTS,
  type MarCode,
  type MarSlot,
  marCode,
  marEntryAnswer,
  marNoteRequired,
  quantityProblem,
  slotAt,
  ukLocalDateTime,
  witnessRequired,
} from '@care360/domain';
import {
  Button,
  Group,
  Modal,
  NativeSelect,
  PasswordInput,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { showAlert } from '../../platform/alert-store';
import { conflictOf } from '../../platform/api';
import { ButtonLoader } from '../../platform/ButtonLoader';
import { CarerName } from '../../platform/CarerName';
import { useCurrentUser } from '../../platform/current-user';
import { Notice } from '../../platform/Notice';
import { FORMAT_HELP, UkDateTimeInput } from '../../platform/records/fields/UkDateTimeInputs';
import { ukTextToWallClock, wallClockToUkText } from '../../platform/records/london-time';
import { useLastShown } from '../../platform/useLastShown';
import { RaiseMedicationError } from '../quality';
import { marGiversQuery, marWitnessesQuery, putEntryOnChart, saveMarEntry } from './mar-api';
import { longDay, type MarRow, quantityLabel, rowLabel } from './mar-cells';

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

const NEW_DOSE = 'new';

function describeCode(code: string): string {
  return isMarCode(code) ? `${marCode(code).label} (${code})` : code;
}

const slotOrder = (slot: string) => MAR_SLOTS.findIndex((s) => s.value === slot);

/**
 * The doses of the row on that day, each by its current entry: one at most for a round, any
 * number on a PRN day.
 */
function dosesOf(target: DoseTarget, entries: readonly MarEntry[]): MarEntry[] {
  return currentMarEntries(entries)
    .filter(
      (e) =>
        e.clientMedicationId === target.row.medication.id &&
        e.day === target.day &&
        (target.row.slot === null || e.slot === target.row.slot),
    )
    .sort(
      (a, b) =>
        slotOrder(a.slot) - slotOrder(b.slot) || (a.givenAt ?? '').localeCompare(b.givenAt ?? ''),
    );
}

/** The entries a dose's corrections replaced, latest first: its history, struck through. */
function replacedBy(entry: MarEntry, entries: readonly MarEntry[]): MarEntry[] {
  const chain: MarEntry[] = [];
  let previous = entries.find((e) => e.id === entry.correctsId);
  while (previous && !chain.includes(previous)) {
    chain.push(previous);
    const id = previous.correctsId;
    previous = entries.find((e) => e.id === id);
  }
  return chain;
}

function dialogTitle(target: DoseTarget | null, mayRecord: boolean, doses: MarEntry[]): string {
  if (!target) return '';
  if (!mayRecord) return 'Recorded dose';
  if (target.row.slot === null) return 'PRN dose';
  return doses.length > 0 ? 'Correct a dose' : 'Record a dose';
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
  const doses = shown ? dosesOf(shown, entries) : [];
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={dialogTitle(shown, mayRecord, doses)}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {shown && (
        <DoseForm
          key={`${shown.row.medication.id}-${shown.day}-${shown.row.slot ?? 'prn'}`}
          clientId={clientId}
          target={shown}
          doses={doses}
          entries={entries}
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
  doses: MarEntry[];
  /** Every entry of the month, those a correction replaced included. */
  entries: readonly MarEntry[];
  mayRecord: boolean;
  onClose: () => void;
}

/** What the form holds for a dose: what is recorded, or the defaults of a new one. */
function formValues(entry: MarEntry | undefined, target: DoseTarget) {
  return {
    code: entry?.code ?? '',
    note: entry?.note ?? '',
    // Typed the UK way in the box; sent as the API's 'YYYY-MM-DDTHH:MM' (wall clock).
    givenAt: wallClockToUkText(
      entry?.givenAt
        ? ukLocalDateTime(new Date(entry.givenAt))
        : defaultGivenAt(
            target.day,
            (entry?.slot as MarSlot | undefined) ?? target.row.slot ?? 'morning',
            new Date(),
          ),
    ),
    givenByCarer: entry?.givenByCarerId ?? '',
    correctionReason: '',
    quantity:
      entry?.quantity === null || entry?.quantity === undefined ? '' : String(entry.quantity),
    breachReason: entry?.breachReason ?? '',
  };
}

function DoseForm({ clientId, target, doses, entries, mayRecord, onClose }: DoseFormProps) {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const { medication } = target.row;
  const prn = target.row.slot === null;
  // A PRN day opens on a new dose for someone who may record one, else on its first dose.
  const [chosen, setChosen] = useState<string>(() =>
    prn && (mayRecord || doses.length === 0) ? NEW_DOSE : (doses[0]?.id ?? NEW_DOSE),
  );
  const existing = doses.find((dose) => dose.id === chosen);
  const [values, setValues] = useState(() => formValues(existing, target));
  const [witnessEmail, setWitnessEmail] = useState('');
  const [witnessSecret, setWitnessSecret] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<MarEntry | null>(null);
  const [saving, setSaving] = useState(false);
  const givers = useQuery({ ...marGiversQuery(clientId), enabled: mayRecord });
  const code = values.code;
  const correcting = existing !== undefined;
  const needsNote = isMarCode(code) && marNoteRequired(code);
  const range = doseRange(medication.dose);
  const given = isMarCode(code) && marCode(code).outcome === 'given';
  const needsWitness =
    isMarCode(code) && witnessRequired(medication.controlled === true, code, correcting);
  const witnesses = useQuery({
    ...marWitnessesQuery(clientId),
    enabled: mayRecord && needsWitness,
  });
  const showReason = Boolean(errors.breachReason || existing?.prnBreach || values.breachReason);

  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  function chooseDose(next: string) {
    // Another dose of a PRN day: show what is recorded there.
    setChosen(next);
    setValues(
      formValues(
        doses.find((dose) => dose.id === next),
        target,
      ),
    );
    setErrors({});
    setConflict(null);
    setFailure(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    const quantity = values.quantity.trim() === '' ? null : Number(values.quantity);
    if (!isMarCode(code)) problems.code = 'Choose a code from the MAR key.';
    else {
      if (needsNote && !values.note.trim()) problems.note = MAR_NOTE_REQUIRED_MESSAGE;
      const wrongQuantity =
        quantity !== null && !Number.isFinite(quantity)
          ? 'Enter the quantity as a number.'
          : quantityProblem(medication.dose, code, quantity);
      if (wrongQuantity) problems.quantity = wrongQuantity;
      if (needsWitness && !witnessEmail.trim()) {
        problems.witnessEmail = 'Choose the witness.';
      }
      if (needsWitness && !witnessSecret) {
        problems.witnessSecret = 'Ask the witness to enter their password or code.';
      }
    }
    const givenAt = ukTextToWallClock(values.givenAt);
    if (!values.givenAt.trim()) problems.givenAt = 'Enter the date and time the dose was given.';
    else if (!givenAt) problems.givenAt = 'Enter the date and time as DD/MM/YYYY HH:MM.';
    if (correcting && !values.correctionReason.trim()) {
      problems.correctionReason = CORRECTION_REASON_NEEDED;
    }
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0 || !givenAt) return;
    setSaving(true);
    const slot: MarSlot = existing
      ? (existing.slot as MarSlot)
      : (target.row.slot ?? slotAt(givenAt.slice(11)));
    const result = await saveMarEntry(clientId, {
      clientMedicationId: medication.id,
      day: target.day,
      slot,
      code: code as MarCode,
      note: values.note.trim() || null,
      givenAt,
      ...(values.givenByCarer ? { givenByCarer: values.givenByCarer } : {}),
      ...(given && quantity !== null ? { quantity } : {}),
      ...(values.breachReason.trim() ? { breachReason: values.breachReason.trim() } : {}),
      ...(needsWitness ? { witnessEmail: witnessEmail.trim(), witnessSecret } : {}),
      // The dose on screen: a correction, with its reason, unless nothing was recorded yet.
      ...(existing
        ? {
            id: existing.id,
            version: existing.version,
            correctionReason: values.correctionReason.trim(),
          }
        : {}),
    });
    setSaving(false);
    // The witness types their password once, for this save only.
    setWitnessSecret('');
    if (!result.error) {
      putEntryOnChart(queryClient, clientId, result.data);
      showAlert({
        type: result.data.prnBreach ? 'warning' : 'success',
        message: result.notice || 'Dose recorded.',
      });
      onClose();
      return;
    }
    const current = conflictOf(result, marEntryAnswer);
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
      .filter(([field]) => !SHOWN_BY_FIELD.has(field))
      .map(([, message]) => message);
    setFailure([result.message, ...elsewhere].join(' '));
  }

  // The carers working for the client's branch; left at the first, the person recording gave it.
  const giverOptions = [
    { value: '', label: `${user.name} (you)` },
    ...(givers.data?.items ?? []).map((giver) => ({ value: giver.id, label: giver.name })),
  ];
  if (values.givenByCarer && !giverOptions.some((option) => option.value === values.givenByCarer)) {
    giverOptions.push({
      value: values.givenByCarer,
      label: existing?.givenByName ?? 'Someone else',
    });
  }
  const witnessOptions = [
    { value: '', label: 'Choose the witness' },
    ...(witnesses.data?.items ?? [])
      .filter((witness) => witness.id !== user.id)
      .map((witness) => ({ value: witness.email, label: witness.name })),
  ];

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <MedicineSummary medication={medication} target={target} />

        {prn && (doses.length > 0 || !mayRecord) && (
          <NativeSelect
            label="Dose"
            value={chosen}
            onChange={(event) => chooseDose(event.currentTarget.value)}
            data={[
              ...(mayRecord ? [{ value: NEW_DOSE, label: 'A new dose' }] : []),
              ...doses.map((dose) => ({
                value: dose.id,
                label: `${dose.givenAt ? formatUkDateTime(dose.givenAt).slice(11) : MAR_SLOTS[slotOrder(dose.slot)]?.label} – ${dose.code}${dose.prnBreach ? ' (flagged)' : ''}`,
              })),
            ]}
          />
        )}

        {existing ? (
          <>
            <RecordedDose entry={existing} medication={medication} mayRecord={mayRecord} />
            <ReplacedEntries entries={replacedBy(existing, entries)} medication={medication} />
          </>
        ) : (
          <Text size="sm">
            {prn
              ? 'A new dose: nothing is recorded for it yet.'
              : 'Nothing is recorded for this dose yet.'}
          </Text>
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
              onChange={(event) => set('code')(event.currentTarget.value)}
              data={CODE_OPTIONS}
              error={errors.code}
            />
            <Group grow align="flex-start" wrap="wrap">
              <UkDateTimeInput
                label="Date and time given"
                withAsterisk
                description={FORMAT_HELP.dateTime}
                value={values.givenAt}
                onChange={set('givenAt')}
                error={errors.givenAt}
                miw={200}
              />
              <NativeSelect
                label="Given by"
                description="The carer who gave it, if not you."
                value={values.givenByCarer}
                onChange={(event) => set('givenByCarer')(event.currentTarget.value)}
                data={giverOptions}
                error={errors.givenByCarer}
                miw={200}
              />
            </Group>
            {range && given && (
              <TextInput
                label={`Quantity given${range.unit ? ` (${range.unit})` : ''}`}
                withAsterisk
                inputMode="decimal"
                description={`The dose is ${medication.dose}: from ${formatQuantity(range.min)} to ${formatQuantity(range.max)}.`}
                value={values.quantity}
                onChange={(event) => set('quantity')(event.currentTarget.value)}
                error={errors.quantity}
              />
            )}
            <Textarea
              label="Note"
              withAsterisk={needsNote}
              aria-required={needsNote || undefined}
              description={
                needsNote
                  ? 'Required: say why the dose was not given as prescribed.'
                  : 'Optional for a dose given.'
              }
              value={values.note}
              onChange={(event) => set('note')(event.currentTarget.value)}
              maxLength={MAR_NOTE_MAX}
              autosize
              minRows={2}
              error={errors.note}
            />
            {correcting && (
              <Textarea
                label="Reason for the correction"
                withAsterisk
                description="What was recorded stays on the chart, struck through, with this reason."
                value={values.correctionReason}
                onChange={(event) => set('correctionReason')(event.currentTarget.value)}
                maxLength={MAR_NOTE_MAX}
                autosize
                minRows={2}
                error={errors.correctionReason}
              />
            )}
            {prn && showReason && (
              <Textarea
                label="Reason for giving it outside the PRN limits"
                withAsterisk
                description="The dose is flagged on the chart for a manager to review."
                value={values.breachReason}
                onChange={(event) => set('breachReason')(event.currentTarget.value)}
                maxLength={MAR_NOTE_MAX}
                autosize
                minRows={2}
                error={errors.breachReason}
              />
            )}
            {needsWitness && (
              <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
                <Text component="legend" fw={600} size="sm">
                  {correcting
                    ? 'Witness of the correction (controlled drug)'
                    : 'Witness (controlled drug)'}
                </Text>
                <Text size="sm" c="dimmed">
                  {correcting
                    ? 'A second person confirms the correction with their own sign-in; the first witness stays on the entry corrected.'
                    : 'A second person who saw it given confirms with their own sign-in: their password, or the code of their authenticator app.'}
                </Text>
                <Stack gap="xs" mt="xs">
                  <NativeSelect
                    label="Witness"
                    withAsterisk
                    description="Someone who may give medicines and read this client’s file."
                    value={witnessEmail}
                    onChange={(event) => {
                      setWitnessEmail(event.currentTarget.value);
                      setErrors(({ witnessEmail: _, ...rest }) => rest);
                    }}
                    data={witnessOptions}
                    error={errors.witnessEmail}
                  />
                  <PasswordInput
                    label="Witness’s password or authenticator code"
                    withAsterisk
                    autoComplete="new-password"
                    value={witnessSecret}
                    onChange={(event) => {
                      setWitnessSecret(event.currentTarget.value);
                      setErrors(({ witnessSecret: _, ...rest }) => rest);
                    }}
                    error={errors.witnessSecret}
                  />
                </Stack>
              </fieldset>
            )}
          </>
        )}

        <Group justify="flex-end">
          {target.row.slot && (
            <RaiseMedicationError
              clientId={clientId}
              medicationId={medication.id}
              day={target.day}
              slot={target.row.slot}
              recorded={existing ?? doses[0]}
            />
          )}
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

/** The fields whose errors show beside them; others go into the notice above the form. */
const SHOWN_BY_FIELD = new Set([
  'code',
  'note',
  'givenAt',
  'givenByCarer',
  'correctionReason',
  'quantity',
  'breachReason',
  'witnessEmail',
  'witnessSecret',
]);

function MedicineSummary({
  medication,
  target,
}: {
  medication: MarMedication;
  target: DoseTarget;
}) {
  return (
    <div>
      <Text fw={700}>{medication.title}</Text>
      <Text size="sm">
        {medication.dose}, {medication.route.toLowerCase()}. Support: {medication.supportLevel}.
        {medication.controlled ? ' Controlled drug: each dose is witnessed.' : ''}
      </Text>
      {medication.prn && (
        <Text size="sm">
          When needed: {medication.prnReason ?? 'not stated'}.
          {medication.prnMaximum ? ` At most ${medication.prnMaximum} in 24 hours.` : ''}
          {medication.prnMinIntervalHours
            ? ` At least ${medication.prnMinIntervalHours} hours apart.`
            : ''}
          {medication.prnMaxDoses24h
            ? ` No more than ${medication.prnMaxDoses24h} doses in 24 hours.`
            : ''}
        </Text>
      )}
      <Text size="sm">
        {longDay(target.day)}
        {target.row.slot ? `, ${rowLabel(target.row.slot)}` : ''}
      </Text>
    </div>
  );
}

/**
 * peopleLabel's words with the giver's name linked to their carer's file (CarerName): 'by Tom
 * Fletcher', or 'recorded by Alex Morgan for Tom Fletcher', then the witness.
 */
function GivenBy({ entry }: { entry: MarEntry }) {
  const given = entry.givenByName;
  const recorder = entry.recordedByName ?? 'a former user';
  const forSomeoneElse = given && given !== entry.recordedByName;
  return (
    <>
      {forSomeoneElse ? `recorded by ${recorder} for ` : 'by '}
      <CarerName name={given ?? recorder} carerId={entry.givenByCarerId} />
      {entry.witnessedByName ? `, witnessed by ${entry.witnessedByName}` : ''}
    </>
  );
}

/**
 * The entries corrections replaced, latest first: each as it was written, struck through, with
 * its giver and witness, and the reason of the correction that replaced it.
 */
function ReplacedEntries({
  entries,
  medication,
}: {
  entries: MarEntry[];
  medication: MarMedication;
}) {
  if (entries.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Corrected: first recorded as
      </Text>
      {entries.map((entry) => (
        <Text size="sm" key={entry.id}>
          <s>
            {describeCode(entry.code)}
            {entry.quantity !== null ? `, ${quantityLabel(entry, medication)}` : ''}
            {entry.givenAt ? `, given at ${formatUkDateTime(entry.givenAt)}` : ''}
          </s>{' '}
          {entry.givenAt ? (
            <GivenBy entry={entry} />
          ) : (
            `by ${entry.recordedByName ?? 'a former user'}`
          )}
          , recorded {formatUkDateTime(entry.recordedAt)}.
        </Text>
      ))}
    </Stack>
  );
}

/** What is recorded: the code, who recorded it and when, and the details of the dose. */
function RecordedDose({
  entry,
  medication,
  mayRecord,
}: {
  entry: MarEntry;
  medication: MarMedication;
  mayRecord: boolean;
}) {
  return (
    <Stack gap={4}>
      <Text size="sm">
        Recorded as {describeCode(entry.code)} by {entry.recordedByName ?? 'a former user'} on{' '}
        {formatUkDateTime(entry.recordedAt)}.
        {!mayRecord && entry.note ? ` Note: ${entry.note}` : ''}
      </Text>
      {entry.givenAt && (
        <Text size="sm">
          Given at {formatUkDateTime(entry.givenAt)}, <GivenBy entry={entry} />.
        </Text>
      )}
      {entry.correctionReason && (
        <Text size="sm">Reason for the correction: {entry.correctionReason}</Text>
      )}
      {entry.quantity !== null && entry.quantity !== undefined && (
        <Text size="sm">Quantity given: {quantityLabel(entry, medication)}.</Text>
      )}
      {entry.prnBreach && (
        <Notice tone="danger" title="Flagged PRN dose">
          {entry.prnBreach} Reason: {entry.breachReason ?? 'not given'}.
        </Notice>
      )}
    </Stack>
  );
}
