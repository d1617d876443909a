import { defineRecord, field, type RecordKind, type RecordKindName } from '@care360/domain';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../api';
import { RecordFieldsForm } from './RecordFieldsForm';

const jobs = defineRecord({
  // Not a declared kind: named as one so its permissions are in the typed vocabulary.
  name: 'test-jobs' as RecordKindName,
  area: 'test',
  singular: 'Job',
  plural: 'Jobs',
  fields: {
    employer: field.text('Employer', { required: true, max: 40 }),
    fromDate: field.date('Started', { required: true }),
    toDate: field.date('Left'),
    officeNote: field.text('Office note'),
  },
  list: { columns: ['employer', 'fromDate'], sort: 'fromDate' },
  rules: [
    {
      field: 'toDate',
      message: 'Left must be on or after Started.',
      check: (v) => !v.toDate || !v.fromDate || String(v.toDate) >= String(v.fromDate),
    },
  ],
}) as unknown as RecordKind;

const saved: ApiResult<unknown> = {
  error: false,
  message: '',
  errors: {},
  data: null,
  status: 200,
  notice: 'Saved.',
};

function renderForm(props: Partial<Parameters<typeof RecordFieldsForm>[0]> = {}) {
  const onSave = vi.fn(async () => saved);
  const onSaved = vi.fn();
  render(
    <MantineProvider env="test">
      <RecordFieldsForm
        kind={jobs}
        fields={['employer', 'fromDate', 'toDate']}
        record={null}
        onSave={onSave}
        onSaved={onSaved}
        {...props}
      />
    </MantineProvider>,
  );
  return { onSave, onSaved, user: userEvent.setup({ delay: null }) };
}

describe('a record form whose data source is the caller’s', () => {
  it('draws only the given fields, checks them by the kind’s own rules and hands the body to the caller', async () => {
    const { onSave, onSaved, user } = renderForm();
    expect(screen.queryByRole('textbox', { name: /Office note/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Employer/ }), 'Kind Care');
    await user.type(screen.getByRole('textbox', { name: /Started/ }), '01/02/2024');
    await user.type(screen.getByRole('textbox', { name: /Left/ }), '01/01/2024');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Left must be on or after Started.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('textbox', { name: /Left/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith({
      employer: 'Kind Care',
      fromDate: '2024-02-01',
      toDate: null,
    });
  });

  it('corrects a saved record with the version it read, and shows the server’s refusal at its field', async () => {
    const onSave = vi.fn(
      async (): Promise<ApiResult<unknown>> => ({
        error: true,
        message: 'Please correct the highlighted fields.',
        errors: { employer: ['That employer is not known.'] },
        data: null,
        status: 400,
      }),
    );
    const { user } = renderForm({
      record: { id: 'j1', version: 3, employer: 'Old name', fromDate: '2020-05-01', toDate: null },
      onSave,
    });
    expect((screen.getByRole('textbox', { name: /Employer/ }) as HTMLInputElement).value).toBe(
      'Old name',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ employer: 'Old name', fromDate: '2020-05-01', version: 3 }),
    );
    expect(await screen.findByText('That employer is not known.')).toBeTruthy();
  });
});
