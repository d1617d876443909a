import fs from 'node:fs/promises';
import path from 'node:path';
import { type Db, schema } from '@care360/db';
import {
  ALL_RECORDS,
  type RecordKind,
  retentionCutoffDay,
  retentionCutoffInstant,
  ukCalendarDate,
} from '@care360/domain';
import { and, eq, inArray, isNotNull, isNull, lt, notInArray, or, type SQL } from 'drizzle-orm';
import { recordAudit } from '../audit/audit';
import { defineCronTask } from '../jobs/task';
import { pgErrorOf } from './record-integrity';
import { column, tableOf, titleOf } from './record-query';

/**
 * The retention task (README, "Records and retention"): the only code that removes records for
 * good. Per organisation it removes
 *  - archived records (a kind's `archivedWhen` date: a client whose service ended) older than the
 *    retention period, with everything of their file: nested records, questionnaire responses,
 *    MAR entries and uploaded files (their rows and their bytes on disk);
 *  - deleted records (`deleted_at`) older than the period, with what is nested under them.
 * Each removal is one transaction with its audit entry ('retention.remove'); the audit trail
 * itself is append-only and kept. A record still referred to by a live record outside what is
 * removed (a medicine a client's medication names), or by a foreign key (a user named in the
 * audit trail), is kept and reported.
 */

export interface RetentionOptions {
  now?: Date;
  /** Reports what would be removed and removes nothing. */
  dryRun?: boolean;
  /** Where uploads are stored (config.filesDir). */
  filesDir: string;
  /** Only this organisation (the daily job runs once per organisation). */
  organisationId?: string;
}

export interface RetentionRemoval {
  organisation: string;
  kind: string;
  id: string;
  title: string;
  /** 'archived' since a date, or 'deleted' at an instant. */
  reason: 'archived' | 'deleted';
  since: string;
  nestedRecords: number;
  responses: number;
  marEntries: number;
  files: number;
  /** Why it was not removed after all (still referred to). */
  keptBecause?: string;
}

const { files, formResponses, marEntries, organisations } = schema;

/** Kinds nested directly under `kind`. */
const childrenOf = (kind: RecordKind) => ALL_RECORDS.filter((other) => other.parent === kind.name);

/** Outermost kinds first, so a removed parent takes its children before they are looked at. */
const depthOf = (kind: RecordKind): number =>
  kind.parent ? 1 + depthOf(ALL_RECORDS.find((k) => k.name === kind.parent) as RecordKind) : 0;
/**
 * Users are never removed: the append-only audit trail names them (README: a user can only be
 * deactivated), and they are staff accounts, not care records.
 */
const NEVER_REMOVED = new Set(['users']);
const KINDS_OUTSIDE_IN = ALL_RECORDS.filter((kind) => !NEVER_REMOVED.has(kind.name)).sort(
  (a, b) => depthOf(a) - depthOf(b),
);

/** The ids of each kind nested (at any depth) under the given records. */
async function subtreeOf(
  db: Db,
  kind: RecordKind,
  ids: string[],
): Promise<Map<RecordKind, string[]>> {
  const found = new Map<RecordKind, string[]>([[kind, ids]]);
  for (const child of childrenOf(kind)) {
    const table = tableOf(child);
    const rows = await db
      .select({ id: column(table, 'id') })
      .from(table)
      .where(inArray(column(table, 'parentId'), ids));
    const childIds = rows.map((row) => row.id as string);
    if (!childIds.length) continue;
    for (const [k, v] of await subtreeOf(db, child, childIds)) found.set(k, v);
  }
  return found;
}

/** A live record outside `removed` whose reference field names `id`, if any. */
async function liveReferenceTo(
  db: Db,
  kind: RecordKind,
  id: string,
  removed: Map<RecordKind, string[]>,
): Promise<string | null> {
  for (const other of ALL_RECORDS) {
    for (const [key, def] of Object.entries(other.fields)) {
      if (def.kind !== 'reference' || def.to !== kind.name) continue;
      const table = tableOf(other);
      const outside = removed.get(other);
      const [found] = await db
        .select({ id: column(table, 'id') })
        .from(table)
        .where(
          and(
            eq(column(table, key), id),
            isNull(column(table, 'deletedAt')),
            outside?.length ? notInArray(column(table, 'id'), outside) : undefined,
          ),
        )
        .limit(1);
      if (found) return `a ${other.singular.toLowerCase()} still refers to it`;
    }
  }
  return null;
}

/** Questionnaire responses about the records (a client's assessments and consents). */
function responsesOf(removed: Map<RecordKind, string[]>): SQL | undefined {
  const clauses = [...removed].map(([kind, ids]) =>
    and(
      eq(formResponses.subjectType, kind.singular.toLowerCase()),
      inArray(formResponses.subjectId, ids),
    ),
  );
  return or(...clauses);
}

/** MAR entries of a removed client or of a removed medicine line. */
function marEntriesOf(removed: Map<RecordKind, string[]>): SQL | undefined {
  const clients = [...removed].find(([kind]) => kind.name === 'clients')?.[1] ?? [];
  const lines = [...removed].find(([kind]) => kind.name === 'client-medications')?.[1] ?? [];
  return or(
    clients.length ? inArray(marEntries.clientId, clients) : undefined,
    lines.length ? inArray(marEntries.clientMedicationId, lines) : undefined,
  );
}

/** Uploaded files owned by the records. */
function filesOf(removed: Map<RecordKind, string[]>): SQL | undefined {
  return or(
    ...[...removed].map(([kind, ids]) =>
      and(eq(files.ownerKind, kind.name), inArray(files.ownerId, ids)),
    ),
  );
}

/** Runs the retention task over every organisation; answers what it removed (or would). */
export async function runRetention(db: Db, options: RetentionOptions): Promise<RetentionRemoval[]> {
  const now = options.now ?? new Date();
  const cutoffDay = retentionCutoffDay(ukCalendarDate(now));
  const cutoffInstant = retentionCutoffInstant(now);
  const removals: RetentionRemoval[] = [];
  const orgs = await db
    .select()
    .from(organisations)
    .where(options.organisationId ? eq(organisations.id, options.organisationId) : undefined)
    .orderBy(organisations.name);
  for (const organisation of orgs) {
    /** Ids already taken with a removed record above them (a dry run finds them again). */
    const gone = new Set<string>();
    for (const kind of KINDS_OUTSIDE_IN) {
      const table = tableOf(kind);
      const archived = kind.archivedWhen ? column(table, kind.archivedWhen) : null;
      const deletedAt = column(table, 'deletedAt');
      const candidates = await db
        .select({
          id: column(table, 'id'),
          title: titleOf(kind, table),
          archivedOn: archived ?? deletedAt,
          deletedAt,
          parentId: kind.parent ? column(table, 'parentId') : column(table, 'id'),
        })
        .from(table)
        .where(
          and(
            eq(column(table, 'organisationId'), organisation.id),
            or(
              archived ? and(isNotNull(archived), lt(archived, cutoffDay)) : undefined,
              and(isNotNull(deletedAt), lt(deletedAt, cutoffInstant)),
            ),
          ),
        );
      for (const candidate of candidates) {
        const id = candidate.id as string;
        if (gone.has(id) || (kind.parent && gone.has(candidate.parentId as string))) {
          gone.add(id);
          continue;
        }
        const deleted = candidate.deletedAt as Date | null;
        const isArchived = Boolean(
          archived && candidate.archivedOn && String(candidate.archivedOn) < cutoffDay,
        );
        const removal = await removeOne(db, options, {
          organisation,
          kind,
          id,
          title: String(candidate.title ?? kind.singular),
          reason: isArchived ? 'archived' : 'deleted',
          since: isArchived ? String(candidate.archivedOn) : (deleted as Date).toISOString(),
        });
        removals.push(removal.report);
        if (!removal.report.keptBecause) for (const taken of removal.ids) gone.add(taken);
      }
    }
  }
  return removals;
}

async function removeOne(
  db: Db,
  options: RetentionOptions,
  target: {
    organisation: { id: string; name: string };
    kind: RecordKind;
    id: string;
    title: string;
    reason: 'archived' | 'deleted';
    since: string;
  },
): Promise<{ report: RetentionRemoval; ids: string[] }> {
  const { kind, id } = target;
  const removed = await subtreeOf(db, kind, [id]);
  const ids = [...removed.values()].flat();
  const responses = responsesOf(removed);
  const mar = marEntriesOf(removed);
  const [responseRows, marRows, fileRows] = await Promise.all([
    responses ? db.select({ id: formResponses.id }).from(formResponses).where(responses) : [],
    mar ? db.select({ id: marEntries.id }).from(marEntries).where(mar) : [],
    db.select({ id: files.id, storageKey: files.storageKey }).from(files).where(filesOf(removed)),
  ]);
  const report: RetentionRemoval = {
    organisation: target.organisation.name,
    kind: kind.name,
    id,
    title: target.title,
    reason: target.reason,
    since: target.since,
    nestedRecords: ids.length - 1,
    responses: responseRows.length,
    marEntries: marRows.length,
    files: fileRows.length,
  };
  const referred = await liveReferenceTo(db, kind, id, removed);
  if (referred) return { report: { ...report, keptBecause: referred }, ids };
  if (options.dryRun) return { report, ids };
  try {
    await db.transaction(async (tx) => {
      if (mar) await tx.delete(marEntries).where(mar);
      if (responses) await tx.delete(formResponses).where(responses);
      if (fileRows.length)
        await tx.delete(files).where(
          inArray(
            files.id,
            fileRows.map((f) => f.id),
          ),
        );
      // Innermost records first.
      for (const [k, kindIds] of [...removed].reverse()) {
        await tx.delete(tableOf(k)).where(inArray(column(tableOf(k), 'id'), kindIds));
      }
      await recordAudit(tx, {
        organisationId: target.organisation.id,
        actorUserId: null,
        action: 'retention.remove',
        recordType: kind.name,
        recordId: id,
        changes: {
          reason: target.reason,
          since: target.since,
          nestedRecords: report.nestedRecords,
          responses: report.responses,
          marEntries: report.marEntries,
          files: report.files,
        },
      });
    });
  } catch (error) {
    // A foreign key still holds it (a role its users have): kept, and said so; the transaction
    // took nothing with it.
    if (pgErrorOf(error).code === '23503') {
      return { report: { ...report, keptBecause: 'other data still depends on it' }, ids };
    }
    throw error;
  }
  // The bytes go once their rows are gone, unless a copy's row still names them (a carer's
  // DBS certificate copied from their applicant file); a file already missing is no failure.
  const keys = [...new Set(fileRows.map((file) => file.storageKey))];
  const shared = keys.length
    ? await db
        .select({ storageKey: files.storageKey })
        .from(files)
        .where(inArray(files.storageKey, keys))
    : [];
  const stillNamed = new Set(shared.map((file) => file.storageKey));
  await Promise.all(
    keys
      .filter((key) => !stillNamed.has(key))
      .map((key) => fs.rm(path.join(options.filesDir, key), { force: true })),
  );
  return { report, ids };
}

/**
 * The retention task, nightly for each organisation (`npm run retention` runs it at once, or with
 * `-- --dry-run` to see what it would remove).
 */
export const retentionTask = defineCronTask({
  name: 'records.retention',
  title: 'Retention (removes records past the retention period)',
  schedule: '45 2 * * *',
  async run({ db, config, log, organisationId }) {
    const removals = await runRetention(db, { filesDir: config.filesDir, organisationId });
    const removed = removals.filter((removal) => !removal.keptBecause).length;
    if (removals.length > 0)
      log.info({ removed, kept: removals.length - removed }, 'retention ran');
  },
});

/** One line per removal, as the script prints it. */
export function describeRemoval(removal: RetentionRemoval, dryRun: boolean): string {
  const what = `${removal.kind} “${removal.title}” (${removal.reason} ${removal.reason === 'archived' ? 'since' : 'on'} ${removal.since.slice(0, 10)})`;
  if (removal.keptBecause) return `${removal.organisation}: kept ${what}: ${removal.keptBecause}`;
  const parts = [
    `${removal.nestedRecords} nested records`,
    `${removal.responses} questionnaire responses`,
    `${removal.marEntries} MAR entries`,
    `${removal.files} files`,
  ];
  return `${removal.organisation}: ${dryRun ? 'would remove' : 'removed'} ${what} with ${parts.join(', ')}`;
}
