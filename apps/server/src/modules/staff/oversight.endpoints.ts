import {
  CARER_FILE,
  can,
  DUE_STATES,
  EMPLOYEE_FILE,
  holidayBalanceAnswer,
  holidayCalendarAnswer,
  OVERSIGHT_LIST_KINDS,
  personOversightAnswer,
  recordKind,
  STAFF_OWNER_KINDS,
  type StaffOwner,
  staffOversightListAnswer,
} from '@care360/domain';
import { z } from 'zod';
import { idParams } from '../../platform/http/id-params';
import { defineRoute } from '../../platform/http/route';
import { auditFileAccess } from '../../platform/person-files/person-file-access';
import { holidayBalanceOf, holidayCalendarOf, holidayKindOf } from './holidays';
import { oversightOf, staffOversightList } from './oversight';

/**
 * Oversight and holidays of staff files: one person's next
 * supervision, spot check, appraisal and probation review, and their holiday balance (each a
 * read of the file, audited in its transaction: a 404 writes nothing); the list a manager works
 * through (/app/audits/carers/supervisions …) and the holiday calendars of spec §2.2.
 */

const FILES = { carers: CARER_FILE, employees: EMPLOYEE_FILE } as const;
const owners = z.enum(['carers', 'employees'], { error: 'Choose carers or office employees.' });

function oversightRoute(owner: StaffOwner) {
  const kind = recordKind(owner);
  return defineRoute({
    method: 'GET',
    url: `/api/v1/${owner}/:id/oversight`,
    access: { permission: kind.permissions.read },
    answer: personOversightAnswer,
    summary: `When a ${kind.singular.toLowerCase()}'s next supervision, spot check, appraisal (and probation review) are due`,
    params: idParams,
    resource: owner,
    async handler({ auth, params, request, services: { db } }) {
      const data = await db.transaction(async (tx) => {
        const found = await oversightOf(tx, auth.user, owner, params.id);
        await auditFileAccess(tx, auth, request.ip, FILES[owner], params.id, 'read', {
          section: 'oversight',
        });
        return found;
      });
      return { data };
    },
  });
}

const balanceQuery = z.object({
  leaveYear: z.coerce
    .number({ error: 'Give the leave year as the year it starts in, e.g. 2026.' })
    .int()
    .min(2000)
    .max(2100)
    .optional(),
});

function balanceRoute(owner: StaffOwner) {
  const kind = recordKind(owner);
  return defineRoute({
    method: 'GET',
    url: `/api/v1/${owner}/:id/holiday-balance`,
    access: { permission: holidayKindOf(owner).permissions.read },
    answer: holidayBalanceAnswer,
    summary: `A ${kind.singular.toLowerCase()}'s holiday allowance for a leave year (this one unless named by the year it starts in), taken, booked and remaining, in hours`,
    params: idParams,
    query: balanceQuery,
    resource: owner,
    async handler({ auth, params, query, request, services: { db } }) {
      const data = await db.transaction(async (tx) => {
        const found = await holidayBalanceOf(tx, auth.user, owner, params.id, query.leaveYear);
        await auditFileAccess(tx, auth, request.ip, FILES[owner], params.id, 'read', {
          section: 'holiday balance',
          leaveYear: found.leaveYear.year,
        });
        return found;
      });
      return { data };
    },
  });
}

const readOfEither = {
  anyPermission: [
    holidayKindOf('carers').permissions.read,
    holidayKindOf('employees').permissions.read,
  ],
} as const;

/** Whose staff a list names (before its query is validated): reading them needs their read. */
function readOfOwner(query: unknown, fallback?: StaffOwner) {
  const named = owners.safeParse((query as { owner?: unknown } | null)?.owner ?? fallback);
  return named.success ? holidayKindOf(named.data).permissions.read : null;
}

export const oversightListQuery = z.object({
  owner: owners.default('carers'),
  kind: z.enum(OVERSIGHT_LIST_KINDS, {
    error: 'Choose supervision, spot-check or appraisal.',
  }),
  state: z.enum(DUE_STATES, { error: 'Choose overdue, due-soon or ok.' }).optional(),
});

const oversightList = defineRoute({
  method: 'GET',
  url: '/api/v1/staff-oversight',
  access: readOfEither,
  answer: staffOversightListAnswer,
  summary:
    'Current staff (of the caller’s branch when limited to it) with their last and next supervision, spot check or appraisal, most overdue first (filter: state)',
  query: oversightListQuery,
  permissionFrom: ({ query }) => readOfOwner(query, 'carers'),
  async handler({ auth, query, services: { db } }) {
    return {
      data: await staffOversightList(db, auth.user, query.owner, query.kind, query.state),
    };
  },
});

export const calendarQuery = z.object({
  /** `all`: the organisation's calendar, every holiday the caller may read. */
  owner: z.enum(['carers', 'employees', 'all'], {
    error: 'Choose carers, office employees or all.',
  }),
  month: z
    .string({ error: 'Give the month as YYYY-MM.' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Give the month as YYYY-MM.' }),
});

const calendar = defineRoute({
  method: 'GET',
  url: '/api/v1/holiday-calendar',
  access: readOfEither,
  answer: holidayCalendarAnswer,
  summary:
    'Who is off in a month: the holidays (requested and approved) of carers, office employees or both (owner=all) the caller may see, with the bank holidays',
  query: calendarQuery,
  permissionFrom: ({ query }) => readOfOwner(query),
  async handler({ auth, query, services: { db } }) {
    if (query.owner !== 'all')
      return { data: await holidayCalendarOf(db, auth, query.owner, query.month) };
    // The organisation's calendar: each kind of staff the caller may read (access: at least one).
    const readable = STAFF_OWNER_KINDS.filter((owner) =>
      can(auth.user, holidayKindOf(owner).permissions.read),
    );
    const parts = await Promise.all(
      readable.map((owner) => holidayCalendarOf(db, auth, owner, query.month)),
    );
    const [first] = parts;
    if (!first) return { data: await holidayCalendarOf(db, auth, 'carers', query.month) };
    return {
      data: {
        ...first,
        owner: 'all' as const,
        holidays: parts
          .flatMap((part) => part.holidays)
          .sort((a, b) => a.fromDate.localeCompare(b.fromDate) || a.name.localeCompare(b.name)),
      },
    };
  },
});

export const oversightRoutes = [
  ...STAFF_OWNER_KINDS.map(oversightRoute),
  ...STAFF_OWNER_KINDS.map(balanceRoute),
  oversightList,
  calendar,
];
