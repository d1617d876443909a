import { type Db, schema } from '@care360/db';
import {
  APPLICANT_FILE,
  APPLICANT_STAGES,
  type ApplicantStage,
  clearedToStart,
  matrixRow,
  medianOfCounts,
  percent,
  recordKind,
  stageConversion,
  type TrackerBoard,
  type TrackerDashboard,
  type TrackerMatrix,
  type TrackerTests,
  trackerNextStep,
} from '@care360/domain';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { latestCompletedOfMany } from '../../platform/person-files/person-responses';
import { type Caller, column, scopeOf, tableOf } from '../../platform/records/record-query';
import { clearanceFactsFor } from './clearance';
import { recruitmentSettingsFor } from './recruitment-settings';

/**
 * The recruitment tracker's reads (spec §2.5): each groups or limits in SQL, within the caller's
 * organisation and branch, and runs the domain's rules on what it read.
 */

const applicants = recordKind('applicants');
const table = tableOf(applicants);
const col = (key: string) => column(table, key);

export interface TrackerFilter {
  branch?: string | undefined;
  source?: string | undefined;
}

/** The board's cards in all: a tracker for the office's live intake, newest first. */
export const BOARD_LIMIT = 300;

/** Stages that come after the interview: the compliance matrix's people. */
const PAST_INTERVIEW: ApplicantStage[] = ['References', 'Checks', 'Contract', 'Cleared'];

/** The test a support worker sits, whose score decides pass or fail. */
export const SUPPORT_WORKER_TEST_KEY = 'support-worker-test';

function where(caller: Caller, filter: TrackerFilter, ...more: (SQL | undefined)[]) {
  return and(
    scopeOf(applicants, caller),
    filter.branch ? eq(col('branch'), filter.branch) : undefined,
    filter.source ? eq(col('source'), filter.source) : undefined,
    ...more,
  );
}

const name = sql<string>`trim(${col('forename')} || ' ' || ${col('surname')})`;
const branchName = schema.branches.name;

/**
 * When the applicant came into their stage: their last move (a save or Clear to start changing
 * it, in the audit trail) or else the day they applied (an applicant keyed in by the office days
 * later still applied on that day).
 */
const stageSince = sql<string>`coalesce((select max(${schema.auditLog.at}) from ${schema.auditLog}
  where ${schema.auditLog.recordType} = 'applicants' and ${schema.auditLog.recordId} = ${col('id')}::text
    and ${schema.auditLog.action} <> 'create' and (${schema.auditLog.changes} ? 'stage'))::date,
  ${col('appliedOn')})`;

/** The people of the board, the matrix and the test list, with their branch's name. */
function people(db: Db, caller: Caller, filter: TrackerFilter, today: string, more?: SQL) {
  return db
    .select({
      id: sql<string>`${col('id')}`,
      name,
      stage: sql<ApplicantStage>`${col('stage')}`,
      source: sql<string | null>`${col('source')}`,
      branchName,
      daysInStage: sql<number>`greatest(0, ${today}::date - ${stageSince})::int`,
    })
    .from(table)
    .leftJoin(schema.branches, eq(schema.branches.id, col('branch')))
    .where(where(caller, filter, more));
}

export async function trackerBoard(
  db: Db,
  caller: Caller,
  filter: TrackerFilter,
  today: string,
): Promise<TrackerBoard> {
  const [rows, counted, settings] = await Promise.all([
    people(db, caller, filter, today)
      .orderBy(desc(col('appliedOn')), col('id'))
      .limit(BOARD_LIMIT),
    db
      .select({ stage: sql<ApplicantStage>`${col('stage')}`, n: sql<number>`count(*)::int` })
      .from(table)
      .where(where(caller, filter))
      .groupBy(col('stage')),
    recruitmentSettingsFor(db, caller.organisation.id),
  ]);
  // What is missing next only matters while the applicant is on the way.
  const open = rows.filter((row) => row.stage !== 'Cleared' && row.stage !== 'Rejected');
  const facts = await clearanceFactsFor(
    db,
    caller.organisation.id,
    open.map((row) => row.id),
  );
  return {
    items: rows.map((row) => {
      const mine = facts.get(row.id);
      return {
        ...row,
        nextMissing: mine
          ? trackerNextStep(
              row.stage,
              mine.interviews,
              clearedToStart(mine, today, settings).missing,
            )
          : null,
      };
    }),
    counts: Object.fromEntries(
      APPLICANT_STAGES.map((stage) => [stage, counted.find((row) => row.stage === stage)?.n ?? 0]),
    ) as TrackerBoard['counts'],
  };
}

async function groupedBy(db: Db, caller: Caller, filter: TrackerFilter, key: SQL, label: SQL) {
  const rows = await db
    .select({
      key: sql<string>`coalesce(${key}::text, '')`,
      label: sql<string>`coalesce(${label}, 'Not recorded')`,
      total: sql<number>`count(*)::int`,
      cleared: sql<number>`(count(*) filter (where ${col('stage')} = 'Cleared'))::int`,
      rejected: sql<number>`(count(*) filter (where ${col('stage')} = 'Rejected'))::int`,
    })
    .from(table)
    .leftJoin(schema.branches, eq(schema.branches.id, col('branch')))
    .where(where(caller, filter))
    .groupBy(key, label)
    .orderBy(label);
  return rows.map((row) => ({ ...row, conversion: percent(row.cleared, row.total) }));
}

export async function trackerDashboard(
  db: Db,
  caller: Caller,
  filter: TrackerFilter,
): Promise<TrackerDashboard> {
  const [stages, byBranch, bySource, daysToClear] = await Promise.all([
    db
      .select({ stage: sql<ApplicantStage>`${col('stage')}`, n: sql<number>`count(*)::int` })
      .from(table)
      .where(where(caller, filter))
      .groupBy(col('stage')),
    groupedBy(db, caller, filter, sql`${col('branch')}`, sql`${branchName}`),
    groupedBy(db, caller, filter, sql`${col('source')}`, sql`${col('source')}`),
    // How many were cleared after each number of days: the median is read from these counts.
    db
      .select({
        value: sql<number>`(${col('clearedOn')} - ${col('appliedOn')})::int`,
        count: sql<number>`count(*)::int`,
      })
      .from(table)
      .where(where(caller, filter, sql`${col('clearedOn')} is not null`))
      .groupBy(sql`1`),
  ]);
  const counts = Object.fromEntries(stages.map((row) => [row.stage, row.n]));
  const conversion = stageConversion(counts);
  return {
    total: conversion[0]?.reached ?? 0,
    stages: conversion,
    byBranch,
    bySource,
    clearedCount: daysToClear.reduce((sum, bucket) => sum + bucket.count, 0),
    medianDaysToClear: medianOfCounts(daysToClear),
  };
}

export async function trackerMatrix(
  db: Db,
  caller: Caller,
  filter: TrackerFilter,
  today: string,
): Promise<TrackerMatrix> {
  const rows = await people(db, caller, filter, today, inArray(col('stage'), PAST_INTERVIEW))
    .orderBy(col('surname'), col('forename'), col('id'))
    .limit(BOARD_LIMIT);
  const [facts, settings] = await Promise.all([
    clearanceFactsFor(
      db,
      caller.organisation.id,
      rows.map((row) => row.id),
    ),
    recruitmentSettingsFor(db, caller.organisation.id),
  ]);
  return {
    items: rows.flatMap((row) => {
      const mine = facts.get(row.id);
      return mine
        ? [
            {
              id: row.id,
              name: row.name,
              branchName: row.branchName,
              stage: row.stage,
              checks: matrixRow(mine, today, settings),
            },
          ]
        : [];
    }),
  };
}

export async function trackerTests(
  db: Db,
  caller: Caller,
  filter: TrackerFilter,
  today: string,
): Promise<TrackerTests> {
  const rows = await people(db, caller, filter, today)
    .orderBy(desc(col('appliedOn')), col('id'))
    .limit(BOARD_LIMIT);
  const [tests, settings] = await Promise.all([
    latestCompletedOfMany(db, {
      organisationId: caller.organisation.id,
      subjectType: APPLICANT_FILE.responseSubject,
      subjectIds: rows.map((row) => row.id),
      formKeys: [SUPPORT_WORKER_TEST_KEY],
    }),
    recruitmentSettingsFor(db, caller.organisation.id),
  ]);
  return {
    passMark: settings.testPassMark,
    items: rows.map((row) => {
      const test = tests.get(row.id)?.get(SUPPORT_WORKER_TEST_KEY);
      const score = test?.score ?? null;
      return {
        id: row.id,
        name: row.name,
        branchName: row.branchName,
        stage: row.stage,
        score,
        takenOn: test?.assessedOn ?? null,
        result: score === null ? 'Not taken' : score >= settings.testPassMark ? 'Pass' : 'Fail',
      };
    }),
  };
}
