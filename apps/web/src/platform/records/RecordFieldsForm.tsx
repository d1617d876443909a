import type { Fields, RecordKind } from '@care360/domain';
import { Group, Stack } from '@mantine/core';
import { type ReactNode, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ApiResult } from '../api';
import { ButtonLoader } from '../ButtonLoader';
import { Notice } from '../Notice';
import { FieldInput } from './fields/FieldInput';
import { type RecordFormValues, toFormValues } from './form-values';
import { type RecordBody, recordResolver } from './record-resolver';

interface RecordFieldsFormProps {
  kind: RecordKind;
  /** The fields to draw and send, in order: a page outside the app may offer only some. */
  fields: readonly string[];
  /** The saved record to correct (its version is sent back), or null to add one. */
  record: (Record<string, unknown> & { version?: number }) | null;
  /** Values a new record starts with (a gap's dates). */
  initial?: Record<string, unknown>;
  /** Where the body goes: the caller's API, signed in or opened by a link. */
  onSave(body: RecordBody): Promise<ApiResult<unknown>>;
  onSaved(result: ApiResult<unknown>): void;
  submitLabel?: string;
  /** Further buttons beside Save (cancel, remove). */
  actions?: ReactNode;
}

/**
 * A record kind's own form (a widget per declared field, checked by the kind's own schema, as
 * RecordForm) whose data source is the caller's: RecordForm saves through the signed-in record
 * API; a link page saves through its link's route. Only `fields` are drawn and sent.
 */
export function RecordFieldsForm({
  kind,
  fields,
  record,
  initial,
  onSave,
  onSaved,
  submitLabel = 'Save',
  actions,
}: RecordFieldsFormProps) {
  const shown: Fields = Object.fromEntries(
    fields.flatMap((name) => (kind.fields[name] ? [[name, kind.fields[name]]] : [])),
  );
  const version = useRef(record?.version ?? 0);
  const [message, setMessage] = useState('');
  const form = useForm<RecordFormValues, unknown, RecordBody>({
    defaultValues: toFormValues(shown, record ?? initial ?? null),
    // The kind's whole schema checks the shown fields; those not shown are sent as absent.
    resolver: recordResolver(
      { ...kind, fields: shown } as RecordKind,
      record ? kind.updateSchema : kind.createSchema,
      record ? () => ({ version: version.current }) : undefined,
    ),
    mode: 'onTouched',
  });

  async function save(body: RecordBody) {
    setMessage('');
    const result = await onSave(body);
    if (!result.error) return onSaved(result);
    let first = true;
    const elsewhere: string[] = [];
    for (const [field, messages] of Object.entries(result.errors)) {
      if (field in shown) {
        form.setError(field, { type: 'server', message: messages[0] }, { shouldFocus: first });
        first = false;
      } else elsewhere.push(...messages);
    }
    setMessage([result.message, ...elsewhere].join(' '));
  }

  return (
    <form
      onSubmit={form.handleSubmit(save, () =>
        setMessage('Some answers need checking. Each one says what is wrong.'),
      )}
      noValidate
    >
      <Stack gap="md">
        {message && (
          <Notice tone="danger" title="Not saved">
            {message}
          </Notice>
        )}
        {Object.entries(shown).map(([name, def]) => (
          <FieldInput
            key={name}
            name={name}
            owner={kind.name}
            def={def}
            control={form.control}
            disabled={false}
            onUploadError={(text) => form.setError(name, { type: 'upload', message: text })}
          />
        ))}
        <Group gap="sm">
          <ButtonLoader type="submit" loading={form.formState.isSubmitting}>
            {submitLabel}
          </ButtonLoader>
          {actions}
        </Group>
      </Stack>
    </form>
  );
}
