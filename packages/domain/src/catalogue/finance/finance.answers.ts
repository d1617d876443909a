import { z } from 'zod';
import { DAY_TYPES, VISIT_OUTCOMES } from './pricing';

/** The shapes of the finance endpoints' bodies and answers, shared by server and web. */

const isoDate = z.iso.date({ error: 'Enter a date as yyyy-mm-dd.' });

/** A period of at most a year and a bit: a run over more is a mistake, and unbounded work. */
export const financePeriod = z
  .strictObject({ from: isoDate, to: isoDate })
  .refine((p) => p.from <= p.to, { path: ['to'], error: 'The end must be on or after the start.' })
  .refine((p) => Date.parse(p.to) - Date.parse(p.from) <= 400 * 86_400_000, {
    path: ['to'],
    error: 'A period is at most 400 days.',
  });

export const confirmationReviewLine = z.strictObject({
  visitCarerId: z.uuid(),
  visitId: z.uuid(),
  visitDate: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  clientName: z.string(),
  carerName: z.string(),
  dayType: z.enum(DAY_TYPES),
  outcome: z.enum(VISIT_OUTCOMES),
  plannedMinutes: z.number(),
  actualMinutes: z.number().nullable(),
  chargeMinutes: z.number(),
  payMinutes: z.number(),
  travelMinutes: z.number(),
  mileage: z.number(),
});
export type ConfirmationReviewLine = z.infer<typeof confirmationReviewLine>;

/** The review list before a bulk confirmation: the first lines, and how many in all. */
export const confirmationReviewAnswer = z.strictObject({
  items: z.array(confirmationReviewLine),
  total: z.number(),
  alreadyConfirmed: z.number(),
});

export const confirmBody = z.strictObject({
  from: isoDate,
  to: isoDate,
  /** Only these places (from the review list); all in the period when left out. */
  visitCarerIds: z.array(z.uuid()).max(10_000).optional(),
});

export const confirmAnswer = z.strictObject({
  confirmed: z.number(),
  alreadyConfirmed: z.number(),
});

export const adjustConfirmationBody = z.strictObject({
  version: z.number().int().min(1),
  reason: z.string().trim().min(3, 'Say why the confirmed visit is changed.').max(500),
  chargeMinutes: z.number().int().min(0).max(1440).optional(),
  payMinutes: z.number().int().min(0).max(1440).optional(),
  travelMinutes: z.number().int().min(0).max(600).optional(),
  mileage: z.number().min(0).max(1000).optional(),
  outcome: z.enum(VISIT_OUTCOMES).optional(),
});

export const adjustConfirmationAnswer = z.strictObject({
  id: z.uuid(),
  version: z.number(),
  changes: z.array(z.string()),
});

export const invoiceRunBody = z.strictObject({
  funder: z.uuid({ error: 'Choose a funder.' }),
  from: isoDate,
  to: isoDate,
});

export const runStartedAnswer = z.strictObject({ id: z.uuid(), status: z.string() });

export const creditNoteBody = z.strictObject({
  reason: z.string().trim().min(3, 'Say why the invoice is credited.').max(500),
});
export const creditNoteAnswer = z.strictObject({
  id: z.uuid(),
  number: z.string(),
  totalAmount: z.number(),
});

// Xero's layout unless Sage 50's is asked for.
export const exportQuery = z.strictObject({ format: z.enum(['xero', 'sage']).default('xero') });

export const payRunBody = z.strictObject({ from: isoDate, to: isoDate });

export const payAdjustmentBody = z.strictObject({
  amount: z
    .number()
    .int('Enter an amount in pence.')
    .min(-10_000_000)
    .max(10_000_000)
    .refine((n) => n !== 0, 'Enter an amount other than £0.00.'),
  reason: z.string().trim().min(3, 'Say why the pay is adjusted.').max(500),
});

export const payslipCheckAnswer = z.strictObject({
  payslipId: z.uuid(),
  shortfall: z.number(),
  runStatus: z.string(),
  shortfallCount: z.number(),
});

export const closePayRunBody = z.strictObject({ version: z.number().int().min(1) });

export const financeRunLine = z.strictObject({
  id: z.uuid(),
  kind: z.enum(['invoice', 'pay']),
  title: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  status: z.string(),
  count: z.number(),
  total: z.number(),
  problem: z.string().nullable(),
  shortfalls: z.array(
    z.strictObject({ payslipId: z.uuid(), carerName: z.string(), shortfall: z.number() }),
  ),
  version: z.number(),
});
export type FinanceRunLine = z.infer<typeof financeRunLine>;

/** /app/finance: the runs with their states and totals, and confirmations by outcome in the period. */
export const financeOverviewAnswer = z.strictObject({
  runs: z.array(financeRunLine),
  confirmed: z.strictObject({
    visits: z.number(),
    chargeMinutes: z.number(),
    payMinutes: z.number(),
  }),
  waiting: z.number(),
  // The funders an invoice run can be started for (whoever may start one), by name: the run's
  // own permission answers for them, not the reference data's.
  funders: z.array(z.strictObject({ id: z.string(), name: z.string() })),
});
