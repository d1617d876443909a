import { type Db, schema } from '@care360/db';
import {
  clearedToStart,
  formatUkDate,
  RECRUITMENT_REPORTS,
  type RecruitmentReportKey,
  recordKind,
} from '@care360/domain';
import { and, asc, eq, isNotNull, notInArray, type SQL, sql } from 'drizzle-orm';
import { type Caller, column, scopeOf, tableOf } from '../../platform/records/record-query';
import { clearanceFactsFor } from './clearance';
import { recruitmentSettingsFor } from './recruitment-settings';
import type { TrackerFilter } from './tracker';

/**
 * The tracker's reports as a table (title, columns, rows of text), which the endpoints write as
 * CSV or PDF. Only names, branches, stages, sources, dates and the checks' names: nothing a
 * report lying on a desk should not show.
 */

const applicants = recordKind('applicants');
const table = tableOf(applicants);
const col = (key: string) => column(table, key);

/** A report is for reading, not a data dump: its rows are capped. */
export const REPORT_LIMIT = 2000;

export interface ReportTable {
  key: RecruitmentReportKey;
  title: string;
  columns: { title: string; share: number }[];
  rows: string[][];
}

const date = (value: unknown) => (typeof value === 'string' && value ? formatUkDate(value) : '');

function rowsOf(db: Db, caller: Caller, filter: TrackerFilter, more?: SQL) {
  return db
    .select({
      id: sql<string>`${col('id')}`,
      name: sql<string>`trim(${col('forename')} || ' ' || ${col('surname')})`,
      branch: schema.branches.name,
      stage: sql<string>`${col('stage')}`,
      source: sql<string | null>`${col('source')}`,
      appliedOn: sql<string>`${col('appliedOn')}`,
      clearedOn: sql<string | null>`${col('clearedOn')}`,
      daysToClear: sql<number | null>`(${col('clearedOn')} - ${col('appliedOn')})::int`,
    })
    .from(table)
    .leftJoin(schema.branches, eq(schema.branches.id, col('branch')))
    .where(
      and(
        scopeOf(applicants, caller),
        filter.branch ? eq(col('branch'), filter.branch) : undefined,
        filter.source ? eq(col('source'), filter.source) : undefined,
        more,
      ),
    )
    .orderBy(asc(col('surname')), asc(col('forename')), asc(col('id')))
    .limit(REPORT_LIMIT);
}

export async function recruitmentReport(
  db: Db,
  caller: Caller,
  key: RecruitmentReportKey,
  filter: TrackerFilter,
  today: string,
): Promise<ReportTable> {
  const title = RECRUITMENT_REPORTS.find((report) => report.key === key)?.title ?? key;
  if (key === 'applicants-by-stage') {
    const rows = await rowsOf(db, caller, filter);
    return {
      key,
      title,
      columns: [
        { title: 'Name', share: 3 },
        { title: 'Branch', share: 2 },
        { title: 'Stage', share: 2 },
        { title: 'Source', share: 2 },
        { title: 'Applied on', share: 2 },
        { title: 'Cleared on', share: 2 },
      ],
      rows: rows.map((row) => [
        row.name,
        row.branch ?? '',
        row.stage,
        row.source ?? '',
        date(row.appliedOn),
        date(row.clearedOn),
      ]),
    };
  }
  if (key === 'time-to-clear') {
    const rows = await rowsOf(db, caller, filter, isNotNull(col('clearedOn')));
    return {
      key,
      title,
      columns: [
        { title: 'Name', share: 3 },
        { title: 'Branch', share: 2 },
        { title: 'Source', share: 2 },
        { title: 'Applied on', share: 2 },
        { title: 'Cleared on', share: 2 },
        { title: 'Days to clear', share: 1.5 },
      ],
      rows: rows.map((row) => [
        row.name,
        row.branch ?? '',
        row.source ?? '',
        date(row.appliedOn),
        date(row.clearedOn),
        String(row.daysToClear ?? ''),
      ]),
    };
  }
  const rows = await rowsOf(db, caller, filter, notInArray(col('stage'), ['Cleared', 'Rejected']));
  const [facts, settings] = await Promise.all([
    clearanceFactsFor(
      db,
      caller.organisation.id,
      rows.map((row) => row.id),
    ),
    recruitmentSettingsFor(db, caller.organisation.id),
  ]);
  return {
    key,
    title,
    columns: [
      { title: 'Name', share: 3 },
      { title: 'Branch', share: 2 },
      { title: 'Stage', share: 2 },
      { title: 'Outstanding checks', share: 8 },
    ],
    rows: rows.map((row) => {
      const mine = facts.get(row.id);
      const missing = mine ? clearedToStart(mine, today, settings).missing : [];
      return [row.name, row.branch ?? '', row.stage, missing.join('; ') || 'None'];
    }),
  };
}
