import {
  addCalendarDays,
  can,
  formatUkDate,
  recordKind,
  type UnavailabilityEntry,
  ukCalendarDate,
  unavailabilityOccurrences,
} from '@care360/domain';
import { and, inArray } from 'drizzle-orm';
import {
  type BoardSourceContribution,
  derivedBoardSource,
  worklistBoardRows,
} from '../../platform/boards/board-source';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';
import { complianceWorklistLines } from './compliance';
import { onboardingWorklistLines } from './onboarding-todos';
import { oversightWorklistLines } from './oversight';
import { currentStaff, trainingWorklistLines } from './training';
import { mustNotWorkWorklistLines } from './working-state';

/**
 * The staff area's live-board sources: the carers' boards from the rules Home's worklist already
 * runs (compliance, training, onboarding, oversight), and who cannot work this week.
 */

const AHEAD_DAYS = 7;
/** The carers' boards show carers; the worklist's staff lines link to carers and employees. */
const carersOnly = <T extends { href: string }>(lines: readonly T[]) =>
  lines.filter((line) => line.href.startsWith('/app/carers/'));

const fileAlerts = derivedBoardSource('carer-file-alerts', async ({ db, auth, now }) => {
  const [mustNotWork, compliance, training] = await Promise.all([
    mustNotWorkWorklistLines(db, auth, now),
    complianceWorklistLines(db, auth, now),
    trainingWorklistLines(db, auth, now),
  ]);
  return [
    ...worklistBoardRows(carersOnly(mustNotWork), 'Critical', 'Must not work'),
    ...worklistBoardRows(carersOnly(compliance), 'High', 'Right to work or DBS'),
    ...worklistBoardRows(carersOnly(training), 'Medium', 'Training expiring or expired'),
  ];
});

const preEmployment = derivedBoardSource('carer-pre-employment', async ({ db, auth, now }) =>
  worklistBoardRows(
    carersOnly(await onboardingWorklistLines(db, auth, now)),
    'High',
    'Onboarding to-do',
  ),
);

const support = derivedBoardSource('carer-support', async ({ db, auth, now }) =>
  worklistBoardRows(
    carersOnly(await oversightWorklistLines(db, auth, now)),
    'Medium',
    'Supervision, spot check or appraisal overdue',
  ),
);

const availability = derivedBoardSource('carer-availability', async ({ db, auth, now }) => {
  const kind = recordKind('carer-unavailability');
  if (!can(auth.user, kind.permissions.read)) return [];
  const carers = await currentStaff(db, auth, 'carers');
  if (carers.length === 0) return [];
  const byId = new Map(carers.map((carer) => [carer.id, carer]));
  const table = tableOf(kind);
  const col = (key: string) => column(table, key);
  const entries = (await db
    .select({
      id: col('id'),
      parentId: col('parentId'),
      repeats: col('repeats'),
      startsAt: col('startsAt'),
      endsAt: col('endsAt'),
      dayOfWeek: col('dayOfWeek'),
      startTime: col('startTime'),
      endTime: col('endTime'),
      fromDate: col('fromDate'),
      untilDate: col('untilDate'),
      reason: col('reason'),
    })
    .from(table)
    .where(and(scopeOf(kind, auth.user), inArray(col('parentId'), [...byId.keys()])))) as Array<
    UnavailabilityEntry & { id: string; parentId: string }
  >;
  const window = {
    from: now,
    to: new Date(`${addCalendarDays(ukCalendarDate(now), AHEAD_DAYS + 1)}T00:00:00Z`),
  };
  return entries.flatMap((entry) => {
    const carer = byId.get(entry.parentId);
    if (!carer) return [];
    // The first stretch of each entry in the week: a weekly one is named once, with its next time.
    const next = unavailabilityOccurrences([entry], window)[0];
    if (!next) return [];
    const from = next.startsAt;
    const during = from <= now;
    const time = (at: Date) =>
      at.toLocaleTimeString('en-GB', {
        timeZone: 'Europe/London',
        hour: '2-digit',
        minute: '2-digit',
      });
    return [
      {
        id: entry.id,
        at: from.toISOString(),
        severity: during ? 'Medium' : 'Low',
        subject: entry.repeats === 'Weekly' ? 'Unavailable every week' : 'Unavailable',
        detail: `${during ? 'Now, until' : `${formatUkDate(ukCalendarDate(from))} ${time(from)} to`} ${formatUkDate(ukCalendarDate(next.endsAt))} ${time(next.endsAt)}: ${entry.reason ?? ''}`,
        person: carer.name,
        href: `/app/carers/${carer.id}/edit/unavailability`,
        branch: carer.branch,
        alert: null,
      } as const,
    ];
  });
});

/** For the staff area's manifest. */
export const staffBoardSources: readonly BoardSourceContribution[] = [
  fileAlerts,
  preEmployment,
  support,
  availability,
];
