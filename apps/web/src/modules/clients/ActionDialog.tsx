import type { Fields } from '@care360/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ApiResult } from '../../platform/api';
import { ButtonLoader } from '../../platform/ButtonLoader';
import { Notice } from '../../platform/Notice';
import { FieldInput } from '../../platform/records/fields/FieldInput';
import {
  type RecordFormValues,
  toApiValues,
  toFormValues,
} from '../../platform/records/form-values';

interface ActionDialogProps {
  opened: boolean;
  title: string;
  /** What the action does, said before the fields. */
  intro?: string;
  /** The body's fields, declared like record fields (client-lifecycle.ts). */
  fields: Fields;
  /** The record kind whose options a reference field offers. */
  owner: string;
  initial?: Record<string, unknown>;
  submitLabel: string;
  submit: (body: Record<string, unknown>) => Promise<ApiResult<unknown>>;
  onClose: () => void;
  onDone: () => void;
}

/**
 * A small form in a dialog for one action of a record (End service, Stop, Change): the fields
 * are rendered as the record forms render them, the server checks the body, and its messages
 * show at their fields.
 */
export function ActionDialog({ opened, title, onClose, ...props }: ActionDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && <ActionForm onClose={onClose} {...props} />}
    </Modal>
  );
}

function ActionForm({
  intro,
  fields,
  owner,
  initial,
  submitLabel,
  submit,
  onClose,
  onDone,
}: Omit<ActionDialogProps, 'opened' | 'title'>) {
  const form = useForm<RecordFormValues>({ defaultValues: toFormValues(fields, initial ?? null) });
  const [message, setMessage] = useState<string | null>(null);
  const { isSubmitting } = form.formState;

  async function save(values: RecordFormValues) {
    setMessage(null);
    const result = await submit(toApiValues(fields, values));
    if (!result.error) return onDone();
    const elsewhere: string[] = [];
    let first = true;
    for (const [field, messages] of Object.entries(result.errors)) {
      if (field in fields) {
        form.setError(field, { type: 'server', message: messages[0] }, { shouldFocus: first });
        first = false;
      } else {
        elsewhere.push(...messages);
      }
    }
    setMessage([result.message, ...elsewhere].join(' '));
  }

  return (
    <form onSubmit={form.handleSubmit(save)} noValidate>
      <Stack gap="md">
        {intro && <Text>{intro}</Text>}
        {message && (
          <Notice tone="danger" title="Not saved">
            {message}
          </Notice>
        )}
        {Object.entries(fields).map(([name, def]) => (
          <FieldInput
            key={name}
            name={name}
            owner={owner}
            def={def}
            control={form.control}
            disabled={isSubmitting}
            onUploadError={(text) => setMessage(text)}
          />
        ))}
        <Group gap="sm">
          <ButtonLoader type="submit" loading={isSubmitting}>
            {submitLabel}
          </ButtonLoader>
          <Button variant="default" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
