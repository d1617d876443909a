import type { Db } from '@care360/db';
import {
  type ClientFileSection,
  type ClientFileSectionStatus,
  type ClientFileSections,
  clientFileSections,
  clientForm,
  clientFullName,
  isReviewOverdue,
  recordKind,
  type SuspensionPeriod,
  ukCalendarDate,
} from '@care360/domain';
import { sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { type Caller, scopeOf, tableOf } from '../../platform/records/record-query';
import { type FormLatest, latestResponses } from './client-responses';
import { findClient } from './client-summary';
import { lifecycleFactsOfClient } from './client-suspension';

/** Live records of each list section of one client: one query, a UNION ALL of counts. */
async function listCounts(
  db: Db,
  caller: Caller,
  clientId: string,
  sections: readonly ClientFileSection[],
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
        .where(scopeOf(kind, caller, clientId));
    });
  const [first, second, ...rest] = counts;
  if (!first) return new Map();
  const rows = second ? await unionAll(first, second, ...rest) : await first;
  return new Map(rows.map((row) => [row.key, Number(row.count)]));
}

function statusOf(
  section: ClientFileSection,
  responses: Map<string, FormLatest>,
  counts: Map<string, number>,
  today: string,
  suspended: readonly SuspensionPeriod[],
): ClientFileSectionStatus {
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
    // Not while the client is in hospital or their service has ended (suspension.ts).
    overdue: nextReviewOn !== null && isReviewOverdue(nextReviewOn, today, suspended),
    signed: clientForm(section.key)?.purpose === 'contract' && Boolean(found?.completed),
  };
}

/** Every section of a client's file with its completion, count and review state. */
export async function clientSections(
  db: Db,
  caller: Caller,
  clientId: string,
): Promise<ClientFileSections> {
  const sections = clientFileSections();
  // Each read is scoped to the caller and the client by itself, so the client's (404) runs beside.
  const [client, responses, counts, { suspended }] = await Promise.all([
    findClient(db, caller, clientId),
    latestResponses(db, caller.organisation.id, clientId),
    listCounts(db, caller, clientId, sections),
    lifecycleFactsOfClient(db, caller, clientId),
  ]);
  const today = ukCalendarDate();
  return {
    client: { id: client.id, name: clientFullName(client) },
    items: sections.map((section) => statusOf(section, responses, counts, today, suspended)),
  };
}
