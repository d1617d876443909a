import { type Db, schema } from '@care360/db';
import {
  ALL_RECORDS,
  fileQuestionnaire,
  formAuditType,
  type PersonFile,
  type PersonFileHistoryPage,
} from '@care360/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PersonFileExtension } from './person-file-extension';

function sectionOf(
  file: PersonFile,
  extension: PersonFileExtension,
  recordType: string,
  changes: Record<string, unknown> | null,
): string {
  if (recordType === file.owner) {
    return typeof changes?.section === 'string' ? changes.section : `${file.noun} details`;
  }
  if (recordType === formAuditType(file)) {
    return fileQuestionnaire(file, String(changes?.form ?? ''))?.title ?? 'Questionnaire';
  }
  const named = extension.historySections?.[recordType];
  if (named) return named;
  return ALL_RECORDS.find((kind) => kind.name === recordType)?.singular ?? recordType;
}

export const HISTORY_PAGE = 30;

/**
 * Every audited event of one person's file, newest first: reads and changes of the owner's
 * record, of every record nested under it, of its questionnaires and of what else names the
 * owner as its subject (audit_log.subject_*: one indexed query). `before` continues after the
 * last entry of the previous page (keyset on at, id).
 */
export async function fileHistory(
  db: Db,
  file: PersonFile,
  extension: PersonFileExtension,
  organisationId: string,
  ownerId: string,
  before?: { at: string; id: number },
): Promise<PersonFileHistoryPage> {
  const { auditLog, users } = schema;
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      // The cursor keeps the full microseconds: an ISO string of milliseconds would skip rows.
      cursorAt: sql<string>`${auditLog.at}::text`,
      actorName: users.name,
      action: auditLog.action,
      recordType: auditLog.recordType,
      recordId: auditLog.recordId,
      changes: auditLog.changes,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        eq(auditLog.organisationId, organisationId),
        eq(auditLog.subjectType, file.owner),
        eq(auditLog.subjectId, ownerId),
        before
          ? sql`(${auditLog.at}, ${auditLog.id}) < (${before.at}::timestamptz, ${before.id})`
          : undefined,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(HISTORY_PAGE + 1);
  const page = rows.slice(0, HISTORY_PAGE);
  const last = page.at(-1);
  return {
    items: page.map(({ cursorAt: _, ...row }) => {
      const changes = row.changes as Record<string, unknown> | null;
      return {
        ...row,
        at: new Date(row.at).toISOString(),
        section: sectionOf(file, extension, row.recordType, changes),
        changes,
      };
    }),
    nextCursor: rows.length > HISTORY_PAGE && last ? `${last.cursorAt}|${last.id}` : null,
  };
}

/** The cursor of fileHistory, or null when it is not one. */
export function historyCursor(cursor: string | undefined): { at: string; id: number } | undefined {
  if (!cursor) return undefined;
  const [at = '', id = ''] = cursor.split('|');
  if (Number.isNaN(Date.parse(at)) || !/^\d+$/.test(id)) return undefined;
  return { at, id: Number(id) };
}
