import { type ExportLine, pounds, ukDate, VAT_EXEMPT_TEXT } from '@care360/domain';
import {
  font,
  footers,
  labelled,
  paragraph,
  pdfDocument,
  table,
  titleLines,
} from '../../platform/pdf/pdf-blocks';

/** What an invoice's PDF shows. */
export interface InvoicePrint {
  organisation: string;
  number: string;
  documentType: 'Invoice' | 'Credit note';
  funderName: string;
  clientName: string;
  funderReference: string | null;
  periodFrom: string;
  periodTo: string;
  issuedOn: string;
  dueOn: string;
  reason: string | null;
  total: number;
  lines: readonly ExportLine[];
}

const money = (pence: number) => `${pence < 0 ? '-' : ''}£${pounds(Math.abs(pence))}`;

/**
 * An invoice or credit note on A4: who bills whom for which client's visits, one line per visit
 * place with minutes, rate and share, the total, and that care is exempt from VAT.
 */
export async function renderInvoice(invoice: InvoicePrint): Promise<Buffer> {
  const { doc, done } = pdfDocument({
    Title: `${invoice.documentType} ${invoice.number}`,
    Author: invoice.organisation,
  });
  titleLines(
    doc,
    invoice.organisation,
    `${invoice.documentType} ${invoice.number}`,
    invoice.funderName,
  );
  labelled(doc, 'Client', invoice.clientName);
  if (invoice.funderReference) labelled(doc, 'Your reference', invoice.funderReference);
  labelled(doc, 'Period', `${ukDate(invoice.periodFrom)} to ${ukDate(invoice.periodTo)}`);
  labelled(doc, 'Issued', ukDate(invoice.issuedOn));
  if (invoice.documentType === 'Invoice') labelled(doc, 'Due', ukDate(invoice.dueOn));
  if (invoice.reason) labelled(doc, 'Reason for credit', invoice.reason);
  doc.moveDown(0.5);
  table(
    doc,
    [
      { title: 'Date', share: 1.1 },
      { title: 'Carer', share: 1.8 },
      { title: 'Minutes', share: 0.8 },
      { title: 'Rate/hour', share: 0.9 },
      { title: 'Share', share: 0.7 },
      { title: 'VAT', share: 1 },
      { title: 'Amount', share: 1 },
    ],
    invoice.lines.map((line) => [
      ukDate(line.visitDate),
      line.carerName ?? '',
      String(line.minutes),
      line.ratePerHour === null ? '' : money(line.ratePerHour),
      `${line.sharePercent}%`,
      VAT_EXEMPT_TEXT,
      money(line.amount),
    ]),
  );
  doc.moveDown(0.5);
  font(doc, 'bold', 12);
  labelled(doc, 'Total', money(invoice.total));
  labelled(doc, 'VAT', `${VAT_EXEMPT_TEXT}: £0.00`);
  paragraph(
    doc,
    'Domiciliary care is exempt from VAT (VAT Act 1994, Schedule 9, Group 7, item 9): no VAT is charged.',
  );
  footers(doc, `${invoice.organisation} · ${invoice.documentType} ${invoice.number}`);
  doc.end();
  return done;
}
