import { ukDate } from '../../engine/records/display-value';
import { VAT_EXEMPT_TEXT } from './invoice-runs.record';

/**
 * The CSV layouts finance exports, documented in docs/finance-exports.md: sales invoices for Xero
 * and for Sage 50 Accounts, and the pay run for payroll. Amounts are pounds with two decimals;
 * dates are dd/mm/yyyy (UK organisations' import settings). Care is exempt from VAT, so every
 * line carries the package's exempt code and no tax.
 */

/** Xero's UK tax rate for exempt sales. */
export const XERO_EXEMPT_TAX_TYPE = 'Exempt Income';
/** Sage 50 Accounts' UK tax code for exempt transactions. */
export const SAGE_EXEMPT_TAX_CODE = 'T2';
/** The sales nominal code both packages post care income to unless told otherwise. */
export const SALES_ACCOUNT_CODE = '4000';

const FORMULA = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** One cell: numbers as they are; text that a spreadsheet would run as a formula is defused. */
export function exportCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = NUMBER.test(text) || !FORMULA.test(text) ? text : `'${text}`;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvOf(
  header: readonly string[],
  rows: readonly (string | number | null)[][],
): string {
  return [header, ...rows].map((row) => `${row.map(exportCell).join(',')}\r\n`).join('');
}

/** Pence as pounds with two decimals ('-12.50'). */
export const pounds = (pence: number) =>
  `${pence < 0 ? '-' : ''}${Math.floor(Math.abs(pence) / 100)}.${String(Math.abs(pence) % 100).padStart(2, '0')}`;

/** A line of an invoice as an export reads it. */
export interface ExportLine {
  invoiceNumber: string;
  documentType: 'Invoice' | 'Credit note';
  funderCode: string;
  funderName: string;
  funderEmail: string | null;
  clientName: string;
  funderReference: string | null;
  issuedOn: string;
  dueOn: string;
  visitDate: string;
  carerName: string | null;
  minutes: number;
  ratePerHour: number | null;
  sharePercent: number;
  /** Pence; negative on a credit note. */
  amount: number;
}

const describe = (line: ExportLine) =>
  [
    `${line.clientName}: visit ${ukDate(line.visitDate)}`,
    `${line.minutes} min`,
    line.ratePerHour === null ? null : `at £${pounds(line.ratePerHour)}/h`,
    line.sharePercent < 100 ? `${line.sharePercent}% share` : null,
    line.carerName ? `carer ${line.carerName}` : null,
    VAT_EXEMPT_TEXT,
  ]
    .filter(Boolean)
    .join(', ');

export const XERO_COLUMNS = [
  'ContactName',
  'EmailAddress',
  'InvoiceNumber',
  'Reference',
  'InvoiceDate',
  'DueDate',
  'Description',
  'Quantity',
  'UnitAmount',
  'AccountCode',
  'TaxType',
  'Currency',
] as const;

/**
 * Xero's sales invoice import (Business › Invoices › Import): one row per line; rows with the same
 * InvoiceNumber make one invoice. A credit note is its lines with negative amounts, which Xero
 * imports as a credit note. Quantity 1 at the line's amount keeps every penny as priced.
 */
export function xeroCsv(lines: readonly ExportLine[]): string {
  return csvOf(
    XERO_COLUMNS,
    lines.map((line) => [
      line.funderName,
      line.funderEmail,
      line.invoiceNumber,
      line.funderReference ?? line.clientName,
      ukDate(line.issuedOn),
      ukDate(line.dueOn),
      describe(line),
      1,
      pounds(line.amount),
      SALES_ACCOUNT_CODE,
      XERO_EXEMPT_TAX_TYPE,
      'GBP',
    ]),
  );
}

export const SAGE_COLUMNS = [
  'Type',
  'Account Reference',
  'Nominal A/C Ref',
  'Department Code',
  'Date',
  'Reference',
  'Details',
  'Net Amount',
  'Tax Code',
  'Tax Amount',
] as const;

/** Sage 50's account references are at most 8 characters, capitals and digits. */
export const sageAccountRef = (code: string) =>
  code
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 8);

/**
 * Sage 50 Accounts' audit trail import (File › Import › Audit Trail Transactions): SI a sales
 * invoice, SC a sales credit (amounts positive), one row per line on the funder's customer account.
 */
export function sageCsv(lines: readonly ExportLine[]): string {
  return csvOf(
    SAGE_COLUMNS,
    lines.map((line) => [
      line.documentType === 'Credit note' ? 'SC' : 'SI',
      sageAccountRef(line.funderCode),
      SALES_ACCOUNT_CODE,
      0,
      ukDate(line.issuedOn),
      line.invoiceNumber,
      describe(line).slice(0, 60),
      pounds(Math.abs(line.amount)),
      SAGE_EXEMPT_TAX_CODE,
      '0.00',
    ]),
  );
}

/** A payslip as the payroll export reads it. */
export interface PayrollLine {
  payrollNumber: string | null;
  surname: string;
  forename: string;
  periodFrom: string;
  periodTo: string;
  visitMinutes: number;
  visitPay: number;
  travelMinutes: number;
  travelPay: number;
  mileage: number;
  mileagePay: number;
  holidayPay: number;
  adjustments: number;
  grossPay: number;
  wageBand: string | null;
  minimumRate: number | null;
  effectiveRate: number | null;
}

export const PAYROLL_COLUMNS = [
  'Works number',
  'Surname',
  'Forename',
  'Period start',
  'Period end',
  'Visit hours',
  'Visit pay',
  'Travel hours',
  'Travel pay',
  'Mileage (miles)',
  'Mileage allowance',
  'Holiday pay',
  'Adjustments',
  'Gross pay',
  'Minimum wage band',
  'Minimum hourly rate',
  'Pay per hour worked',
] as const;

const hours = (minutes: number) => (minutes / 60).toFixed(2);

/** The pay run for payroll: one row per carer, hours as decimals, money as pounds. */
export function payrollCsv(lines: readonly PayrollLine[]): string {
  return csvOf(
    PAYROLL_COLUMNS,
    lines.map((line) => [
      line.payrollNumber,
      line.surname,
      line.forename,
      ukDate(line.periodFrom),
      ukDate(line.periodTo),
      hours(line.visitMinutes),
      pounds(line.visitPay),
      hours(line.travelMinutes),
      pounds(line.travelPay),
      line.mileage.toFixed(1),
      pounds(line.mileagePay),
      pounds(line.holidayPay),
      pounds(line.adjustments),
      pounds(line.grossPay),
      line.wageBand,
      line.minimumRate === null ? null : pounds(line.minimumRate),
      line.effectiveRate === null ? null : pounds(line.effectiveRate),
    ]),
  );
}
