import { z } from 'zod';
import { keptIsoDate } from '../../engine/records/fields';
import { VISIT_STATUSES } from '../scheduling/visits.record';
import { MAX_DASHBOARD_MONTHS, monthsBetween } from './dashboard-periods';

/**
 * The dashboards' endpoints (apps/server/src/modules/dashboard): their queries and answers,
 * written once for the server and the web app. Every figure is counted on the server from the
 * records, within the caller's organisation and branch.
 */

// A year the database keeps: a year such as 0000 would reach PostgreSQL and be refused there.
const isoDate = keptIsoDate;
const count = z.number().int().nonnegative();
const hours = z.number().nonnegative();
const share = z.number().int().min(0).max(100);

/** A report over a period: a branch (else every branch the caller may see), from and to. */
export const dashboardPeriodQuery = z
  .object({ branch: z.uuid().optional(), from: isoDate.optional(), to: isoDate.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: 'The end date must be on or after the start date.',
    path: ['to'],
  })
  .refine((q) => !q.from || !q.to || monthsBetween(q.from, q.to) <= MAX_DASHBOARD_MONTHS, {
    error: `Choose a period of at most ${MAX_DASHBOARD_MONTHS} months.`,
    path: ['from'],
  });
export type DashboardPeriodQuery = z.infer<typeof dashboardPeriodQuery>;

/** A weekly report: a branch, and any day of the week (this week unless given). */
export const dashboardWeekQuery = z.object({
  branch: z.uuid().optional(),
  week: isoDate.optional(),
});
export type DashboardWeekQuery = z.infer<typeof dashboardWeekQuery>;

const period = { from: isoDate, to: isoDate };
const month = z.strictObject({ key: z.string(), label: z.string() });
const branch = z.strictObject({ id: z.uuid(), name: z.string() });

/**
 * How visits went, for a client's visits or a carer's places on them. Due: not cancelled and
 * begun. Delivered: checked in, or completed or in progress by the office's word. On time: the
 * first check-in within the lateness window of the planned start; late after it; delivered with
 * no check-in recorded is neither. Missed: marked missed, or not delivered by the missed window.
 * Awaiting: begun within the missed window and not yet checked in. Hours planned count each
 * carer needed; hours delivered are check-in to check-out.
 */
export const performanceFigures = {
  due: count,
  delivered: count,
  onTime: count,
  late: count,
  noCheckIn: count,
  missed: count,
  awaiting: count,
  hoursPlanned: hours,
  hoursDelivered: hours,
  /** On time as a share of the delivered visits with a check-in, %. */
  onTimeShare: share,
  /** Hours delivered as a share of hours planned, %. */
  hoursShare: z.number().int().nonnegative(),
};
const performanceRow = z.strictObject(performanceFigures);
export type PerformanceFigures = z.infer<typeof performanceRow>;

/** The rules the performance figures were counted by, shown beside them. */
const performanceRules = z.strictObject({
  lateAfterMinutes: count,
  missedAfterMinutes: count,
});

/** GET /api/v1/dashboard/clients/performance. */
export const clientPerformanceAnswer = z.strictObject({
  ...period,
  rules: performanceRules,
  totals: performanceRow,
  byBranch: z.array(
    z.strictObject({ ...performanceFigures, branch: z.uuid(), branchName: z.string() }),
  ),
  byWeek: z.array(z.strictObject({ ...performanceFigures, week: isoDate, label: z.string() })),
});
export type ClientPerformance = z.infer<typeof clientPerformanceAnswer>;

/** The most carers the carer performance table lists (the rest are in the branch totals). */
export const CARER_PERFORMANCE_LIMIT = 500;

/** GET /api/v1/dashboard/carers/performance: a carer's places on visits. */
export const carerPerformanceAnswer = z.strictObject({
  ...period,
  rules: performanceRules,
  totals: performanceRow,
  byBranch: z.array(
    z.strictObject({ ...performanceFigures, branch: z.uuid(), branchName: z.string() }),
  ),
  carers: z.array(
    z.strictObject({
      ...performanceFigures,
      carer: z.uuid(),
      carerName: z.string(),
      branchName: z.string(),
    }),
  ),
  /** Carers with places in the period, of whom `carers` lists at most CARER_PERFORMANCE_LIMIT. */
  carerCount: count,
});
export type CarerPerformance = z.infer<typeof carerPerformanceAnswer>;

const slice = z.strictObject({ label: z.string(), count });

/** GET /api/v1/dashboard/clients/weekly: a week's client visits as shares of the whole. */
export const weeklyVisitsAnswer = z.strictObject({
  ...period,
  rules: performanceRules,
  /** Every client visit of the week by status, as the visits list filters them. */
  byStatus: z.array(z.strictObject({ label: z.enum(VISIT_STATUSES), count })),
  byType: z.array(slice),
  /** The week's due visits: on time, late, no check-in time, missed, awaiting. */
  byPunctuality: z.array(slice),
  total: count,
});
export type WeeklyVisits = z.infer<typeof weeklyVisitsAnswer>;

/** GET /api/v1/dashboard/clients/branch-comparison: each branch's week side by side. */
export const branchComparisonAnswer = z.strictObject({
  ...period,
  rules: performanceRules,
  branches: z.array(
    z.strictObject({
      ...performanceFigures,
      branch: z.uuid(),
      branchName: z.string(),
      visits: count,
      cancelled: count,
      clientsVisited: count,
    }),
  ),
});
export type BranchComparison = z.infer<typeof branchComparisonAnswer>;

/** GET /api/v1/dashboard/clients/branch-lines: visits and hours per branch, month by month. */
export const branchLinesAnswer = z.strictObject({
  ...period,
  months: z.array(month),
  branches: z.array(branch),
  rows: z.array(
    z.strictObject({
      month: z.string(),
      branch: z.uuid(),
      delivered: count,
      hoursPlanned: hours,
      hoursDelivered: hours,
    }),
  ),
});
export type BranchLines = z.infer<typeof branchLinesAnswer>;

/** GET /api/v1/dashboard/{clients,carers}/growth: who was active, started and ended, monthly. */
export const growthAnswer = z.strictObject({
  ...period,
  months: z.array(month),
  branches: z.array(branch),
  rows: z.array(
    z.strictObject({
      month: z.string(),
      branch: z.uuid(),
      /** Active on the month's last day (or today, for this month). */
      active: count,
      started: count,
      ended: count,
    }),
  ),
  /** People with no start date recorded: they cannot be placed in time and are not counted. */
  undated: count,
});
export type Growth = z.infer<typeof growthAnswer>;

/** The most people a start or end report lists (its counts are of everyone). */
export const MOVEMENT_LIST_LIMIT = 500;

/** GET /api/v1/dashboard/{clients,carers}/{starts,ends}: who started or ended in the period. */
export const movementAnswer = z.strictObject({
  ...period,
  total: count,
  byMonth: z.array(z.strictObject({ month: z.string(), label: z.string(), count })),
  byBranch: z.array(z.strictObject({ branch: z.uuid(), branchName: z.string(), count })),
  people: z.array(
    z.strictObject({
      id: z.uuid(),
      name: z.string(),
      branchName: z.string(),
      date: isoDate,
      /** The client's reason for ending, or the carer's status. */
      detail: z.string().nullable(),
    }),
  ),
});
export type Movement = z.infer<typeof movementAnswer>;

const headline = z.strictObject({ branch: z.uuid(), branchName: z.string() });

/** GET /api/v1/dashboard/main: the headline figures of what the caller may read. */
export const mainDashboardAnswer = z.strictObject({
  today: isoDate,
  /** This month so far. */
  month: z.strictObject({ from: isoDate, to: isoDate }),
  week: z.strictObject({ from: isoDate, to: isoDate }),
  /** Without the clients' read permission: null. */
  clients: z
    .strictObject({
      /** Clients whose service has not ended: the clients list. */
      current: count,
      startedThisMonth: count,
      endedThisMonth: count,
      byBranch: z.array(headline.extend({ current: count })),
    })
    .nullable(),
  /** Without the carers' read permission: null. */
  carers: z
    .strictObject({
      /** Carers whose status is Active or Senior carer active. */
      working: count,
      startedThisMonth: count,
      leftThisMonth: count,
      byBranch: z.array(headline.extend({ working: count })),
    })
    .nullable(),
  /** Without the visits' read permission: null. */
  visits: z
    .strictObject({
      today: count,
      week: performanceRow,
    })
    .nullable(),
});
export type MainDashboard = z.infer<typeof mainDashboardAnswer>;
