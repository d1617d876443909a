import { z } from 'zod';
import { keptIsoDate } from '../../engine/records/fields';
import { dashboardPeriodQuery } from '../dashboard/dashboard.answers';
import { HARM_LEVELS } from './quality-register-fields';

/**
 * The QA dashboard (GET /api/v1/quality-assurance/dashboard): the registers' entries counted on
 * the server, within the caller's organisation and branch and only for the registers they may
 * read. An entry is in a period when its own date (occurred, raised, received, died) is, so each
 * figure is the count of the register's list filtered the same way. A draft (an incident from a
 * carer's phone, not yet opened by the office) is counted only among the drafts, not in the
 * totals, open, harm or charts: its harm is not judged yet.
 */

/** A branch and a period, as the dashboards ask (at most 24 months). */
export const qaDashboardQuery = dashboardPeriodQuery;
export type QaDashboardQuery = z.infer<typeof qaDashboardQuery>;

/** The registers the dashboard counts, by record kind name. */
export const QA_DASHBOARD_REGISTERS = [
  'incidents',
  'safeguardings',
  'complaints',
  'medication-errors',
  'compliments',
  'death-notifications',
] as const;
export type QaRegisterName = (typeof QA_DASHBOARD_REGISTERS)[number];

/** How long closed entries took to close, in days from their date to their closing. */
export const DAYS_TO_CLOSE_BANDS = [
  { label: 'Within 7 days', upTo: 7 },
  { label: '8 to 28 days', upTo: 28 },
  { label: '29 to 90 days', upTo: 90 },
  { label: 'Over 90 days', upTo: null },
] as const;

const count = z.number().int().nonnegative();
/** Each readable register's count, by its name. */
const counts = z.record(z.string(), count);

export const qaDashboardAnswer = z.strictObject({
  from: keptIsoDate,
  to: keptIsoDate,
  /** The registers the caller may read, each with its totals; the others are left out. */
  registers: z.array(
    z.strictObject({
      register: z.enum(QA_DASHBOARD_REGISTERS),
      label: z.string(),
      path: z.string(),
      total: count,
      /** Null for a register without open and closed (compliments). */
      open: count.nullable(),
      closed: count.nullable(),
      /** Drafts in the period waiting to be opened, outside `total`; null for a register without drafts. */
      drafts: count.nullable(),
      actions: count,
      overdueActions: count,
      /** Whole days on average from the entry's date to its closing; null when none closed. */
      averageDaysToClose: z.number().nonnegative().nullable(),
    }),
  ),
  totals: z.strictObject({ total: count, open: count, closed: count, overdueActions: count }),
  byBranch: z.array(
    z.strictObject({ branch: z.uuid(), branchName: z.string(), total: count, counts }),
  ),
  byMonth: z.array(z.strictObject({ month: z.string(), label: z.string(), total: count, counts })),
  /** Entries of the registers that record harm, by harm level. */
  byHarm: z.array(z.strictObject({ harm: z.enum(HARM_LEVELS), total: count, counts })),
  daysToClose: z.array(z.strictObject({ band: z.string(), total: count, counts })),
  /** The overdue actions themselves (the soonest due first, at most QA_OVERDUE_LIMIT). */
  overdue: z.array(
    z.strictObject({
      register: z.enum(QA_DASHBOARD_REGISTERS),
      entry: z.uuid(),
      entryTitle: z.string(),
      action: z.string(),
      dueOn: keptIsoDate,
      ownerName: z.string().nullable(),
    }),
  ),
});
export type QaDashboard = z.infer<typeof qaDashboardAnswer>;

/** The most overdue actions the dashboard lists (the counts include them all). */
export const QA_OVERDUE_LIMIT = 100;
