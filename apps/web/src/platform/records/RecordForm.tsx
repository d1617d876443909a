import { type RecordKind, recordAnswer } from '@care360/domain';
import { Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Suspense, useRef, useState } from 'react';
import { type FieldErrors as FormErrors, useForm } from 'react-hook-form';
import { showAlert } from '../alert-store';
import { type ApiFailure, conflictOf } from '../api';
import { ButtonLoader } from '../ButtonLoader';
import { Notice } from '../Notice';
import { ConflictHint } from './ConflictHint';
import { FieldWarnings } from './FieldWarnings';
import { ComputedField } from './fields/ComputedField';
import { FieldInput } from './fields/FieldInput';
import { HIDDEN_PLACEHOLDER, SensitiveField } from './fields/SensitiveField';
import { type RecordFormValues, toFormValue, toFormValues } from './form-values';
import { inSentence } from './in-sentence';
import { NO_PERMISSION_MESSAGE } from './RecordPageStates';
import { createRecord, newIdempotencyKey, type RecordRow, updateRecord } from './record-api';
import { formNoticeOf } from './record-form-notices';
import type { RecordLocation } from './record-location';
import { type RecordBody, recordResolver } from './record-resolver';

interface RecordFormProps {
  location: RecordLocation;
  /** The saved record on an edit page; null on an add page. */
  record: RecordRow | null;
  readOnly: boolean;
  /** Why this record may not be changed by this person, as the server says (authority). */
  readOnlyReason?: string | undefined;
}

type TopMessage = { tone: 'danger' | 'info'; title: string; text: string } | null;

/** Whether two saved versions of a record hold the same value in every declared field. */
function sameFields(kind: RecordKind, a: RecordRow, b: RecordRow): boolean {
  return Object.keys(kind.fields).every(
    (field) => JSON.stringify(a[field] ?? null) === JSON.stringify(b[field] ?? null),
  );
}

/**
 * One form for any record kind: a widget per declared field, validated by the kind's own
 * schema, saved with POST (add) or PUT with the version read (edit). A save that meets a newer
 * version keeps what the person typed and shows the newer value beside each field that differs.
 */
export function RecordForm({ location, record, readOnly, readOnlyReason }: RecordFormProps) {
  const { kind, apiBase } = location;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const version = useRef(record?.version ?? 0);
  // The record as the form read it: a live refresh of the page's query must not move the
  // baseline a conflict is judged against, or a newer save would look like no change at all.
  const readRecord = useRef(record);
  const idempotencyKey = useRef<string | null>(null);
  const [conflict, setConflict] = useState<RecordRow | null>(null);
  const [titles, setTitles] = useState<Record<string, string | null>>(record?._titles ?? {});
  const [message, setMessage] = useState<TopMessage>(null);
  // Sensitive values the answer withheld; those not shown and left empty are kept on save.
  const withheld = (record?._withheld ?? {}) as Record<string, boolean>;
  const [revealed, setRevealed] = useState<Record<string, boolean>>({});
  const shown = useRef(revealed);
  shown.current = revealed;
  const kept = () =>
    Object.fromEntries(
      Object.entries(withheld).map(([key, set]) => [key, set && !shown.current[key]]),
    );
  const form = useForm<RecordFormValues, unknown, RecordBody>({
    defaultValues: toFormValues(kind.fields, record),
    resolver: recordResolver(
      kind,
      record ? kind.updateSchema : kind.createSchema,
      record ? () => ({ version: version.current, _withheld: kept() }) : undefined,
    ),
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;
  const FormNotice = readOnly ? undefined : formNoticeOf(kind.name);

  function showFailure(result: ApiFailure) {
    if (result.status === 403) {
      // The server says why (e.g. a user who holds more than the person saving).
      setMessage({
        tone: 'danger',
        title: 'Not saved',
        text: result.message || NO_PERMISSION_MESSAGE,
      });
      return;
    }
    if (result.status === 404) {
      setMessage({
        tone: 'danger',
        title: 'Not saved',
        text: `This ${inSentence(kind.singular)} no longer exists: someone may have deleted it.`,
      });
      return;
    }
    const elsewhere: string[] = [];
    let first = true;
    for (const [field, messages] of Object.entries(result.errors)) {
      if (field in kind.fields) {
        form.setError(field, { type: 'server', message: messages[0] }, { shouldFocus: first });
        first = false;
      } else {
        elsewhere.push(...messages);
      }
    }
    setMessage({
      tone: 'danger',
      title: 'Not saved',
      text: [result.message, ...elsewhere].join(' '),
    });
  }

  async function save(body: RecordBody) {
    setMessage(null);
    if (!record) {
      idempotencyKey.current ??= newIdempotencyKey();
      const result = await createRecord(apiBase, body, idempotencyKey.current);
      // A lost connection may hide a create that happened: a retry must reuse the key. Any
      // answer from the server settles the attempt.
      if (result.status !== 0) idempotencyKey.current = null;
      if (result.error) return showFailure(result);
      await queryClient.invalidateQueries({ queryKey: [apiBase] });
      // The server's message says what the save also did (visits it cancelled, carers it moved).
      showAlert({
        type: 'success',
        title: 'Added',
        message: result.notice || `${kind.singular} added.`,
      });
      // A record with a page of its own opens there; with nested records the person goes on to
      // the new record, where those lists are.
      const opens = location.recordPath(result.data.id);
      await navigate({
        to:
          opens && (location.kind.viewPage || location.nestedKinds.length > 0)
            ? opens
            : location.listPath,
      });
      return;
    }
    await saveChanges(record, body, true);
  }

  async function saveChanges(loaded: RecordRow, body: RecordBody, mayRetry: boolean) {
    const result = await updateRecord(apiBase, loaded.id, { ...body, version: version.current });
    if (result.error) {
      const current = conflictOf(result, recordAnswer(kind));
      if (!current) return showFailure(result);
      // Saving again now means saving over the newer version, knowingly.
      version.current = current.version;
      // A newer version that changed none of these fields (e.g. a role's permissions, saved on
      // another tab of this page) overwrites nothing the person sees: save again at once.
      if (mayRetry && sameFields(kind, conflict ?? readRecord.current ?? loaded, current)) {
        return saveChanges(loaded, body, false);
      }
      setConflict(current);
      setMessage({
        tone: 'info',
        title: 'Someone else saved this meanwhile',
        text: `Another person saved this ${inSentence(kind.singular)} while you were editing it. Your changes are still here. Where their saved value differs from yours it is shown under the field: use theirs or keep yours, then save again.`,
      });
      return;
    }
    await queryClient.invalidateQueries({ queryKey: [apiBase] });
    showAlert({
      type: 'success',
      title: 'Saved',
      message: result.notice || `${kind.singular} saved.`,
    });
    await navigate({
      to: kind.viewPage ? (location.recordPath(loaded.id) ?? location.listPath) : location.listPath,
    });
  }

  function refused(errors: FormErrors<RecordFormValues>) {
    const versionError = (errors as Record<string, { message?: string } | undefined>).version;
    setMessage({
      tone: 'danger',
      title: 'Not saved',
      text: versionError?.message ?? 'Some answers need checking. Each one says what is wrong.',
    });
  }

  function take(field: string) {
    if (!conflict) return;
    const def = kind.fields[field];
    if (!def) return;
    setTitles((known) => ({ ...known, [field]: conflict._titles?.[field] ?? null }));
    form.setValue(field, toFormValue(def, conflict[field]), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  }

  return (
    <form onSubmit={form.handleSubmit(save, refused)} noValidate>
      <Stack gap="md" maw={720}>
        {readOnly && (
          <Notice tone="info" title="View only">
            {readOnlyReason ??
              `You can look at this ${inSentence(kind.singular)} but not change it.`}
          </Notice>
        )}
        {message && (
          <Notice tone={message.tone} title={message.title}>
            {message.text}
          </Notice>
        )}
        {Object.entries(kind.fields).map(([name, def]) => {
          // A field kept by the server is shown as it was read, read-only, like a computed one.
          const compute =
            kind.computed?.[name] ??
            (def.keptByServer ? (values: Record<string, unknown>) => values[name] : undefined);
          if (compute)
            return (
              <ComputedField
                key={name}
                name={name}
                def={def}
                fields={kind.fields}
                compute={compute}
                control={form.control}
                {...(kind.computed?.[name] ? {} : { kept: { title: titles[name] } })}
              />
            );
          const input = (
            <FieldInput
              name={name}
              owner={kind.name}
              def={def}
              control={form.control}
              disabled={readOnly}
              knownTitle={titles[name]}
              onUploadError={(text) => form.setError(name, { type: 'upload', message: text })}
              placeholder={withheld[name] && !revealed[name] ? HIDDEN_PLACEHOLDER : undefined}
            />
          );
          return (
            <div key={name}>
              {record && name in withheld ? (
                <SensitiveField
                  def={def}
                  isSet={withheld[name] === true}
                  revealed={revealed[name] === true}
                  revealUrl={`${apiBase}/${encodeURIComponent(record.id)}/reveal/${name}`}
                  onReveal={(value) => {
                    setRevealed((known) => ({ ...known, [name]: true }));
                    form.setValue(name, toFormValue(def, value));
                  }}
                >
                  {input}
                </SensitiveField>
              ) : (
                input
              )}
              {kind.warnings?.some((warning) => warning.field === name) && (
                <FieldWarnings kind={kind} name={name} control={form.control} />
              )}
              {conflict && !(name in withheld) && (
                <ConflictHint
                  name={name}
                  def={def}
                  control={form.control}
                  current={conflict}
                  onTake={() => take(name)}
                />
              )}
            </div>
          );
        })}
        {FormNotice && (
          <Suspense fallback={null}>
            <FormNotice control={form.control} recordId={record?.id ?? null} />
          </Suspense>
        )}
        <Group gap="sm">
          {!readOnly && (
            <ButtonLoader type="submit" loading={isSubmitting}>
              Save
            </ButtonLoader>
          )}
          <Button component={Link} to={location.listPath} variant="default">
            {readOnly ? `Back to ${inSentence(kind.plural)}` : 'Cancel'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
