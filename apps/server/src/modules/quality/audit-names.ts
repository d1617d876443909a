import { type Db, schema } from '@care360/db';
import {
  ALL_RECORDS,
  clientForm,
  displayValue,
  permissionLabel,
  type RecordKind,
} from '@care360/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { column, referenceTitles, tableOf } from '../../platform/records/record-query';
import { toApiValue } from '../../platform/records/record-values';

/**
 * How the audit trail names the record an entry is about: its title (the client's surname, the
 * user's name) by the declaration's title field; the kind's title is auditRecordKindTitle.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const KINDS = new Map<string, RecordKind>(ALL_RECORDS.map((kind) => [kind.name, kind]));

export interface NamedEntry {
  recordType: string;
  recordId: string | null;
  changes: Record<string, unknown> | null;
}

const keyOf = (recordType: string, recordId: string) => `${recordType}\u0000${recordId}`;

/**
 * The title of every record the entries name, with one query per kind on the page (never one per
 * entry). Records of another organisation have no title here; deleted records keep theirs, since
 * the trail outlives them.
 */
export async function recordTitles(
  db: Db,
  organisationId: string,
  entries: NamedEntry[],
): Promise<(entry: NamedEntry) => string | null> {
  const idsByType = new Map<string, Set<string>>();
  for (const { recordType, recordId } of entries) {
    if (!recordId || !UUID.test(recordId)) continue;
    if (!KINDS.has(recordType) && recordType !== 'files') continue;
    const ids = idsByType.get(recordType) ?? new Set<string>();
    ids.add(recordId.toLowerCase());
    idsByType.set(recordType, ids);
  }
  const titles = new Map<string, string>();
  await Promise.all(
    [...idsByType].map(async ([recordType, ids]) => {
      const found = await (recordType === 'files'
        ? fileNames(db, organisationId, [...ids])
        : kindTitles(db, KINDS.get(recordType) as RecordKind, organisationId, [...ids]));
      for (const [id, title] of found) if (title) titles.set(keyOf(recordType, id), title);
    }),
  );
  return (entry) => {
    if (entry.recordType === 'permissions' && entry.recordId)
      return permissionLabel(entry.recordId);
    if (entry.recordType === 'client-form-responses') {
      return clientForm(String(entry.changes?.form ?? ''))?.title ?? null;
    }
    return entry.recordId
      ? (titles.get(keyOf(entry.recordType, entry.recordId.toLowerCase())) ?? null)
      : null;
  };
}

async function kindTitles(
  db: Db,
  kind: RecordKind,
  organisationId: string,
  ids: string[],
): Promise<Array<[string, string]>> {
  const table = tableOf(kind);
  const def = kind.fields[kind.titleField];
  if (!def) return [];
  // A title that is itself a reference (a medication named by its medicine) reads that title.
  const reference: SQL | undefined =
    def.kind === 'reference' ? referenceTitles(kind)[kind.titleField] : undefined;
  const rows = await db
    .select({
      id: column(table, 'id'),
      value: column(table, kind.titleField),
      ...(reference ? { referenceTitle: reference } : {}),
    })
    .from(table)
    .where(
      and(inArray(column(table, 'id'), ids), eq(column(table, 'organisationId'), organisationId)),
    );
  return rows.map((row) => [
    String(row.id),
    displayValue(
      def,
      toApiValue(def, row.value),
      (row as { referenceTitle?: string | null }).referenceTitle ?? null,
    ),
  ]);
}

async function fileNames(
  db: Db,
  organisationId: string,
  ids: string[],
): Promise<Array<[string, string]>> {
  const { files } = schema;
  const rows = await db
    .select({ id: files.id, name: files.originalName })
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.organisationId, organisationId)));
  return rows.map((row) => [row.id, row.name]);
}
