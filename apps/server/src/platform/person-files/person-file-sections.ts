import type { Db } from '@care360/db';
import {
  ALL_RECORDS,
  fileQuestionnaire,
  formPermissionsOf,
  isReviewOverdue,
  type PermissionHolder,
  type PersonFile,
  type PersonFileSection,
  type PersonFileSectionStatus,
  type PersonFileSections,
  personFileSections,
  recordKind,
  type SuspensionPeriod,
  ukCalendarDate,
} from '@care360/domain';
import { and, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { notFound } from '../http/envelope';
import { holdsPermission } from '../http/further-permission';
import { type Caller, column, scopeOf, tableOf } from '../records/record-query';
import type { PersonFileExtension } from './person-file-extension';
import { type FormLatest, latestResponses } from './person-responses';

/** Live records of each list section of one owner: one query, a UNION ALL of counts. */
async function listCounts(
  db: Db,
  caller: Caller,
  ownerId: string,
  sections: readonly PersonFileSection[],
): Promise<Map<string, number>> {
  const counts = sections
    .filter((section) => section.kind === 'list')
    .map((section) => {
      const kind = recordKind(section.key);
      return db
        .select({
          key: sql<string>`${section.key}::text`.as('key'),
          count: sql<number>`count(*)::int`.as('count'),
        })
        .from(tableOf(kind))
        .where(scopeOf(kind, caller, ownerId));
    });
  const [first, second, ...rest] = counts;
  if (!first) return new Map();
  const rows = second ? await unionAll(first, second, ...rest) : await first;
  return new Map(rows.map((row) => [row.key, Number(row.count)]));
}

function statusOf(
  file: PersonFile,
  section: PersonFileSection,
  responses: Map<string, FormLatest>,
  counts: Map<string, number>,
  today: string,
  suspended: readonly SuspensionPeriod[],
): PersonFileSectionStatus {
  const empty = {
    completion: null,
    count: null,
    overdue: false,
    nextReviewOn: null,
    signed: false,
  };
  if (section.kind === 'list') return { ...section, ...empty, count: counts.get(section.key) ?? 0 };
  if (section.kind !== 'form') return { ...section, ...empty };
  const found = responses.get(section.key);
  const nextReviewOn = found?.completed?.nextReviewOn ?? null;
  return {
    ...section,
    ...empty,
    completion: found?.latest.completion ?? 0,
    nextReviewOn,
    // Not while reviews are suspended (a client in hospital or whose service ended).
    overdue: nextReviewOn !== null && isReviewOverdue(nextReviewOn, today, suspended),
    signed:
      fileQuestionnaire(file, section.key)?.purpose === 'contract' && Boolean(found?.completed),
  };
}

/** The owner's name as the file's heading says it, or 404 when the caller may not see them. */
async function ownerName(db: Db, caller: Caller, file: PersonFile, ownerId: string) {
  const kind = recordKind(file.owner);
  const table = tableOf(kind);
  const [found] = await db
    .select({ row: table })
    .from(table)
    .where(and(eq(column(table, 'id'), ownerId), scopeOf(kind, caller)));
  if (!found) throw notFound(file.noun.toLowerCase());
  return file.ownerName(found.row as Record<string, unknown>);
}

/**
 * Every section of a person's file with its completion, count and review state; a questionnaire
 * that needs a permission the caller lacks (bank details) is not among them.
 */
export async function fileSectionsOf(
  db: Db,
  caller: Caller & PermissionHolder,
  file: PersonFile,
  extension: PersonFileExtension,
  ownerId: string,
): Promise<PersonFileSections> {
  const sections = personFileSections(file, ALL_RECORDS).filter((section) => {
    const needs = section.kind === 'form' ? formPermissionsOf(file, section.key) : undefined;
    return !needs || holdsPermission(caller, needs.read);
  });
  // Each read is scoped to the caller and the owner by itself, so the owner's (404) runs beside.
  const [name, responses, counts, suspended] = await Promise.all([
    ownerName(db, caller, file, ownerId),
    latestResponses(db, {
      organisationId: caller.organisation.id,
      subjectType: file.responseSubject,
      subjectId: ownerId,
    }),
    listCounts(db, caller, ownerId, sections),
    extension.suspendedPeriods?.(db, caller, ownerId) ?? [],
  ]);
  const today = ukCalendarDate();
  return {
    owner: { id: ownerId, name },
    items: sections.map((section) => statusOf(file, section, responses, counts, today, suspended)),
  };
}
