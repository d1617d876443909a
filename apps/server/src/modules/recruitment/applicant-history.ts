import type { Db } from '@care360/db';
import {
  APPLICANT_HISTORY_PAGES,
  addressHistoryGaps,
  employmentGaps,
  type Gap,
  gapMonths,
  type HistoryGapAnswer,
  recordKind,
  ukCalendarDate,
} from '@care360/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { column, tableOf } from '../../platform/records/record-query';
import { type Row, toApiRow } from '../../platform/records/record-values';

/** Every live entry of each history kind of one applicant, oldest first. */
export async function historyEntries(
  db: Db,
  organisationId: string,
  applicantId: string,
): Promise<Record<string, Row[]>> {
  const entries: Record<string, Row[]> = {};
  for (const page of APPLICANT_HISTORY_PAGES) {
    const kind = recordKind(page.kind.name);
    const table = tableOf(kind);
    const rows = await db
      .select()
      .from(table)
      .where(
        and(
          eq(column(table, 'organisationId'), organisationId),
          eq(column(table, 'parentId'), applicantId),
          isNull(column(table, 'deletedAt')),
        ),
      )
      .orderBy(
        asc(column(table, kind.fields.fromDate ? 'fromDate' : 'createdAt')),
        asc(column(table, 'id')),
      );
    entries[kind.name] = rows.map((row) => toApiRow(kind, row as Record<string, unknown>));
  }
  return entries;
}

const gapAnswer = (gap: Gap & { explained?: boolean }): HistoryGapAnswer => ({
  from: gap.from,
  to: gap.to,
  days: gap.days,
  months: gapMonths(gap),
  explained: gap.explained ?? false,
});

type Dated = Record<string, unknown>;
const periods = (rows: readonly Dated[]) =>
  rows
    .filter((row) => typeof row.fromDate === 'string')
    .map((row) => ({
      fromDate: row.fromDate as string,
      toDate: typeof row.toDate === 'string' ? row.toDate : null,
    }));

/** The employment gaps over the threshold (explained or not) and the uncovered address years. */
export function historyGaps(
  entries: Record<string, readonly Dated[]>,
  settings: { gapThresholdDays: number; addressHistoryYears: number },
  today = ukCalendarDate(),
) {
  const jobs = periods(entries['applicant-work-history'] ?? []);
  const explanations = periods(entries['applicant-gap-explanations'] ?? []);
  return {
    employmentGaps: employmentGaps(jobs, explanations, {
      today,
      thresholdDays: settings.gapThresholdDays,
    }).map(gapAnswer),
    addressGaps: addressHistoryGaps(periods(entries['applicant-address-history'] ?? []), {
      today,
      years: settings.addressHistoryYears,
    }).map(gapAnswer),
  };
}

/** "Employment gap 03/2021–08/2021 needs an explanation": what a refusal names. */
export function unexplainedGapMessages(gaps: readonly HistoryGapAnswer[]): string[] {
  return gaps
    .filter((gap) => !gap.explained)
    .map((gap) => `Employment gap ${gap.months} needs an explanation.`);
}
