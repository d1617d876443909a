import { Anchor } from '@mantine/core';
import { apiUrl } from '../../platform/api';
import type { RecordRowActionsProps } from '../../platform/records/record-row-actions';

/**
 * The PDF of an invoice (or credit note) on its row of a run's invoices: the server renders it
 * on request, so there is nothing to keep in step. Given to the generic list by the manifest.
 */
export function InvoiceRowActions({ row }: RecordRowActionsProps) {
  return (
    <Anchor
      href={apiUrl(`/api/v1/finance/invoices/${row.id}/pdf`)}
      aria-label={`PDF of ${String(row.number ?? 'the invoice')}`}
      size="sm"
    >
      PDF
    </Anchor>
  );
}
