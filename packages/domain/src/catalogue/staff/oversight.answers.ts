import { z } from 'zod';
import { DUE_STATES, OVERSIGHT_KINDS, OVERSIGHT_LIST_KINDS } from './oversight-due';
import { HOLIDAY_STATUSES } from './staff-leave.records';

/**
 * The answers of the oversight and holiday endpoints (apps/server/src/modules/staff/oversight.ts
 * and holidays.ts).
 */

const staffOwner = z.enum(['carers', 'employees']);

/** One kind's next date for one person. */
export const oversightDueAnswer = z.strictObject({
  kind: z.enum(OVERSIGHT_KINDS),
  title: z.string(),
  lastHeldOn: z.iso.date().nullable(),
  nextDue: z.iso.date().nullable(),
  state: z.enum(DUE_STATES),
  stage: z.string().nullable(),
  /** The file's page to record the next one. */
  addPath: z.string(),
  /** The file's list of them. */
  listPath: z.string(),
});
export type OversightDueItem = z.infer<typeof oversightDueAnswer>;

/** GET /api/v1/{carers|employees}/:id/oversight. */
export const personOversightAnswer = z.strictObject({
  owner: staffOwner,
  personId: z.uuid(),
  today: z.iso.date(),
  items: z.array(oversightDueAnswer),
});
export type PersonOversight = z.infer<typeof personOversightAnswer>;

/** GET /api/v1/staff-oversight: the people a manager works through, most overdue first. */
export const staffOversightListAnswer = z.strictObject({
  owner: staffOwner,
  kind: z.enum(OVERSIGHT_LIST_KINDS),
  today: z.iso.date(),
  months: z.number().int().positive(),
  rows: z.array(
    z.strictObject({
      personId: z.uuid(),
      name: z.string(),
      branch: z.string().nullable(),
      lastHeldOn: z.iso.date().nullable(),
      nextDue: z.iso.date(),
      state: z.enum(DUE_STATES),
      addPath: z.string(),
      profilePath: z.string(),
    }),
  ),
  counts: z.strictObject({
    overdue: z.number().int().nonnegative(),
    'due-soon': z.number().int().nonnegative(),
    ok: z.number().int().nonnegative(),
  }),
});
export type StaffOversightList = z.infer<typeof staffOversightListAnswer>;

/** GET /api/v1/{carers|employees}/:id/holiday-balance. */
export const holidayBalanceAnswer = z.strictObject({
  owner: staffOwner,
  personId: z.uuid(),
  leaveYear: z.strictObject({
    year: z.number().int(),
    from: z.iso.date(),
    to: z.iso.date(),
  }),
  weeklyHours: z.number().nullable(),
  holidayWeeks: z.number(),
  allowance: z.number(),
  proRata: z.boolean(),
  taken: z.number(),
  booked: z.number(),
  remaining: z.number(),
});
export type HolidayBalanceAnswer = z.infer<typeof holidayBalanceAnswer>;

/**
 * GET /api/v1/holiday-calendar: who is off in a month, of carers, office employees or (`all`, the
 * organisation's calendar) both that the caller may see, with the month's bank holidays (the
 * `holidays` reference list).
 */
export const holidayCalendarAnswer = z.strictObject({
  owner: z.union([staffOwner, z.literal('all')]),
  month: z.string().regex(/^\d{4}-\d{2}$/),
  from: z.iso.date(),
  to: z.iso.date(),
  bankHolidays: z.array(
    z.strictObject({
      id: z.uuid(),
      name: z.string(),
      date: z.iso.date(),
      region: z.string().nullable(),
    }),
  ),
  holidays: z.array(
    z.strictObject({
      id: z.uuid(),
      /** Whose file the holiday is on: a carer's or an office employee's. */
      owner: staffOwner,
      personId: z.uuid(),
      name: z.string(),
      fromDate: z.iso.date(),
      toDate: z.iso.date(),
      status: z.enum(HOLIDAY_STATUSES),
      reason: z.string().nullable(),
      colour: z.string().nullable(),
      hours: z.number().nullable(),
      editPath: z.string(),
    }),
  ),
});
export type HolidayCalendar = z.infer<typeof holidayCalendarAnswer>;
