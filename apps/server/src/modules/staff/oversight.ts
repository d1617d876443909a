import type { Db } from '@care360/db';
import {
  can,
  DUE_STATES,
  type DueState,
  OVERSIGHT_SECTIONS,
  type OversightDueItem,
  type OversightListKind,
  oversightDue,
  oversightKindsOf,
  type PersonOversight,
  probationDue,
  recordKind,
  STAFF_OWNER_KINDS,
  type StaffOversightList,
  type StaffOwner,
  type StaffSettings,
  staffSettingsOf,
  ukCalendarDate,
  ukDate,
  type WorklistLine,
} from '@care360/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { notFound } from '../../platform/http/envelope';
import { organisationSettingsRow } from '../../platform/records/organisation-settings';
import {
  type Caller,
  column,
  referenceTitles,
  scopeOf,
  tableOf,
  titlesObject,
} from '../../platform/records/record-query';

/**
 * When each person's next supervision, spot check, appraisal and probation review is due
 * (domain: oversight-due.ts), for one person's file (the profile, GET …/:id/oversight) and for
 * the lists a manager works through (GET /api/v1/staff-oversight). The reads here are not
 * audited: the endpoints calling them audit the read of the file in the same transaction.
 */

/** The organisation's staff settings: its first live row, the defaults elsewhere. */
export async function staffSettingsFor(db: Db, organisationId: string): Promise<StaffSettings> {
  return staffSettingsOf(await organisationSettingsRow(db, 'staff-settings', organisationId));
}

/** The person's page and their sections' pages. */
export const staffPaths = {
  profile: (owner: StaffOwner, id: string) => `/app/${owner}/${id}`,
  section: (owner: StaffOwner, id: string, segment: string) =>
    `/app/${owner}/${id}/edit/${segment}`,
  add: (owner: StaffOwner, id: string, segment: string) =>
    `/app/${owner}/${id}/edit/${segment}/add`,
};

/** A live staff member the caller may see (organisation and branch), or 404. */
export async function findStaff(db: Db, caller: Caller, owner: StaffOwner, id: string) {
  const kind = recordKind(owner);
  const table = tableOf(kind);
  const [found] = await db
    .select({
      id: column(table, 'id'),
      forename: column(table, 'forename'),
      surname: column(table, 'surname'),
      startDate: column(table, 'startDate'),
      leftOn: column(table, 'leftOn'),
      weeklyHours: column(table, 'weeklyHours'),
    })
    .from(table)
    .where(and(eq(column(table, 'id'), id), scopeOf(kind, caller)));
  if (!found) throw notFound(kind.singular.toLowerCase());
  return found as {
    id: string;
    forename: string;
    surname: string;
    startDate: string;
    leftOn: string | null;
    weeklyHours: number | string | null;
  };
}

/** The latest `heldOn` of one person's live rows of these kinds, as a SQL expression. */
function lastHeldSql(kinds: readonly string[], caller: Caller, ownerId: SQL | string): SQL {
  const parts = kinds.map((name) => {
    const kind = recordKind(name);
    const table = tableOf(kind);
    return sql`(select max(${column(table, 'heldOn')}) from ${table} where ${column(table, 'parentId')} = ${ownerId} and ${column(table, 'organisationId')} = ${caller.organisation.id} and ${column(table, 'deletedAt')} is null)`;
  });
  return parts.length === 1
    ? sql`${parts[0]}::text`
    : sql`greatest(${sql.join(parts, sql`, `)})::text`;
}

/** Next supervision, spot check, appraisal and (for an office employee) probation review. */
export async function oversightOf(
  db: Db,
  caller: Caller,
  owner: StaffOwner,
  id: string,
  today: string = ukCalendarDate(),
): Promise<PersonOversight> {
  const settings = await staffSettingsFor(db, caller.organisation.id);
  const kinds = oversightKindsOf(owner);
  const ownerKind = recordKind(owner);
  const table = tableOf(ownerKind);
  const [person] = (await db
    .select({
      startDate: column(table, 'startDate'),
      ...Object.fromEntries(
        kinds.map((k) => [k, lastHeldSql(OVERSIGHT_SECTIONS[k].kinds[owner] ?? [], caller, id)]),
      ),
    })
    .from(table)
    .where(and(eq(column(table, 'id'), id), scopeOf(ownerKind, caller)))) as (Record<
    string,
    string | null
  > & { startDate: string })[];
  if (!person) throw notFound(ownerKind.singular.toLowerCase());
  const last: Record<string, string | null> = person;
  const items: OversightDueItem[] = kinds.map((kind) => {
    const due = oversightDue({
      kind,
      heldOn: last?.[kind] ? [String(last[kind])] : [],
      startDate: person.startDate,
      settings,
      today,
    });
    const { segment, title } = OVERSIGHT_SECTIONS[kind];
    return {
      ...due,
      title,
      stage: null,
      addPath: staffPaths.add(owner, id, segment),
      listPath: staffPaths.section(owner, id, segment),
    };
  });
  if (owner === 'employees') {
    const kind = recordKind('employee-probation-reviews');
    const table = tableOf(kind);
    const reviews = (await db
      .select({
        heldOn: column(table, 'heldOn'),
        stage: column(table, 'stage'),
        decision: column(table, 'decision'),
      })
      .from(table)
      .where(scopeOf(kind, caller, id))) as { heldOn: string; stage: string; decision: string }[];
    const due = probationDue({ reviews, startDate: person.startDate, today });
    items.push({
      ...due,
      title: 'Probation review',
      stage: due.stage ?? null,
      addPath: staffPaths.add(owner, id, 'probation-reviews'),
      listPath: staffPaths.section(owner, id, 'probation-reviews'),
    });
  }
  return { owner, personId: id, today, items };
}

/** The statuses of people no longer working, who owe no supervision. */
const GONE: Record<StaffOwner, readonly string[]> = {
  carers: ['Inactive', 'Rejected'],
  employees: ['Inactive', 'Left'],
};

/** The most people one list shows (an agency has a few hundred staff at most). */
export const OVERSIGHT_LIST_LIMIT = 1000;

/**
 * Everyone working (of the caller's organisation and, when limited, branch) with when their next
 * one of `kind` is due, most overdue first; `state` keeps only overdue or due-soon people.
 */
export async function staffOversightList(
  db: Db,
  caller: Caller,
  owner: StaffOwner,
  kind: OversightListKind,
  state?: DueState,
  today: string = ukCalendarDate(),
): Promise<StaffOversightList> {
  const settings = await staffSettingsFor(db, caller.organisation.id);
  const ownerKind = recordKind(owner);
  const table = tableOf(ownerKind);
  const sections = OVERSIGHT_SECTIONS[kind];
  const kinds = sections.kinds[owner] ?? [];
  const months = settings[sections.setting];
  const empty = { overdue: 0, 'due-soon': 0, ok: 0 };
  if (kinds.length === 0) return { owner, kind, today, months, rows: [], counts: empty };
  const people = (await db
    .select({
      id: column(table, 'id'),
      forename: column(table, 'forename'),
      surname: column(table, 'surname'),
      startDate: column(table, 'startDate'),
      lastHeldOn: lastHeldSql(kinds, caller, sql`${column(table, 'id')}`),
      _titles: titlesObject(referenceTitles(ownerKind)),
    })
    .from(table)
    .where(
      and(
        scopeOf(ownerKind, caller),
        sql`${column(table, 'status')} not in (${sql.join(
          GONE[owner].map((s) => sql`${s}`),
          sql`, `,
        )})`,
        sql`(${column(table, 'leftOn')} is null or ${column(table, 'leftOn')} >= ${today})`,
      ),
    )
    .limit(OVERSIGHT_LIST_LIMIT)) as {
    id: string;
    forename: string;
    surname: string;
    startDate: string;
    lastHeldOn: string | null;
    _titles: Record<string, string | null> | null;
  }[];
  const counts = { ...empty };
  const rows = people.map((p) => {
    const due = oversightDue({
      kind,
      heldOn: p.lastHeldOn ? [p.lastHeldOn] : [],
      startDate: p.startDate,
      settings,
      today,
    });
    counts[due.state] += 1;
    return {
      personId: p.id,
      name: `${p.surname}, ${p.forename}`,
      branch: p._titles?.branch ?? null,
      lastHeldOn: due.lastHeldOn,
      nextDue: due.nextDue as string,
      state: due.state,
      addPath: staffPaths.add(owner, p.id, sections.segment),
      profilePath: staffPaths.profile(owner, p.id),
    };
  });
  const order = (s: DueState) => DUE_STATES.indexOf(s);
  const kept = rows
    .filter((r) => !state || r.state === state)
    .sort(
      (a, b) =>
        order(a.state) - order(b.state) ||
        a.nextDue.localeCompare(b.nextDue) ||
        a.name.localeCompare(b.name),
    );
  return { owner, kind, today, months, rows: kept, counts };
}

/**
 * Home's worklist group "Supervisions, spot checks and appraisals overdue": each overdue one of
 * the staff the caller may see (organisation, branch), oldest first, linked to the section's add
 * page.
 */
export async function oversightWorklistLines(
  db: Db,
  auth: AuthContext,
  now = new Date(),
): Promise<WorklistLine[]> {
  const today = ukCalendarDate(now);
  const lines: { line: WorklistLine; due: string }[] = [];
  for (const owner of STAFF_OWNER_KINDS) {
    if (!can(auth.user, recordKind(owner).permissions.read)) continue;
    for (const kind of oversightKindsOf(owner)) {
      const list = await staffOversightList(db, auth.user, owner, kind, 'overdue', today);
      for (const row of list.rows) {
        lines.push({
          due: row.nextDue,
          line: {
            clientId: row.personId,
            clientName: row.name,
            detail: `${OVERSIGHT_SECTIONS[kind].title} was due ${ukDate(row.nextDue)}`,
            href: row.addPath,
          },
        });
      }
    }
  }
  return lines.sort((a, b) => a.due.localeCompare(b.due)).map(({ line }) => line);
}
