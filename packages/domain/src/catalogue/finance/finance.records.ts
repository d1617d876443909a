import { carerPayRules, funderChargeRules } from './finance-rules.record';
import { invoiceLines, invoiceRuns, invoices } from './invoice-runs.record';
import { payAdjustments, payRuns, payslips } from './pay-runs.record';
import { confirmationAdjustments, visitConfirmations } from './visit-confirmations.record';

/** The finance area's record kinds, in navigation order; `registry.ts` composes every area's list. */
export const FINANCE_RECORDS = [
  funderChargeRules,
  carerPayRules,
  visitConfirmations,
  confirmationAdjustments,
  invoiceRuns,
  invoices,
  invoiceLines,
  payRuns,
  payslips,
  payAdjustments,
] as const;
