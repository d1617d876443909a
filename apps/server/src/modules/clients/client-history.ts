import { type Db, schema } from '@care360/db';
import {
  ALL_RECORDS,
  type ClientHistoryPage,
  clientForm,
  type RecordKind,
  recordKind,
  snakeCase,
} from '@care360/domain';
import { type SQL, sql } from 'drizzle-orm';
import { CLIENT_FORM_AUDIT } from './client-forms.endpoints';
import { MAR_AUDIT_TYPE } from './mar-entry-save';

/** The kinds a client's file is made of, each with the SQL that finds its rows of one client. */
function fileKinds(): Array<{ kind: RecordKind; idsOf: (client: SQL) => SQL }> {
  const chains = ALL_RECORDS.flatMap((kind) => {
    const chain: RecordKind[] = [kind];
    while (chain[0]?.parent) chain.unshift(recordKind(chain[0].parent));
    return chain[0]?.name === 'clients' && chain.length > 1 ? [chain.slice(1)] : [];
  });
  return chains.map((chain) => ({
    kind: chain[chain.length - 1] as RecordKind,
    // Nested one level deeper (a visit template's details): their parents are the client's rows.
    idsOf: (client: SQL) =>
      chain.reduce<SQL>(
        (parentIds, level) =>
          sql`select id from ${sql.identifier(level.table ?? snakeCase(level.name))} where parent_id in (${parentIds})`,
        sql`select ${client}`,
      ),
  }));
}

const FILE_KINDS = fileKinds();

function sectionOf(recordType: string, changes: Record<string, unknown> | null): string {
  if (recordType === 'clients') {
    return typeof changes?.section === 'string' ? changes.section : 'Client details';
  }
  if (recordType === CLIENT_FORM_AUDIT) {
    return clientForm(String(changes?.form ?? ''))?.title ?? 'Questionnaire';
  }
  if (recordType === MAR_AUDIT_TYPE) return 'MAR chart';
  return ALL_RECORDS.find((kind) => kind.name === recordType)?.singular ?? recordType;
}

export const HISTORY_PAGE = 30;

/**
 * Every audited event of one client's file, newest first: reads and changes of the client record,
 * of every record nested under it, of its questionnaires and of its MAR chart. `before` continues
 * after the last entry of the previous page (keyset on at, id).
 */
export async function clientHistory(
  db: Db,
  organisationId: string,
  clientId: string,
  before?: { at: string; id: number },
): Promise<ClientHistoryPage> {
  const { auditLog, users } = schema;
  const client = sql`${clientId}::uuid`;
  const nested = FILE_KINDS.map(
    ({ kind, idsOf }) =>
      sql`(${auditLog.recordType} = ${kind.name} and ${auditLog.recordId} in (select id::text from (${idsOf(client)}) ids))`,
  );
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
    .leftJoin(users, sql`${users.id} = ${auditLog.actorUserId}`)
    .where(
      sql`${auditLog.organisationId} = ${organisationId} and (
        (${auditLog.recordType} = 'clients' and ${auditLog.recordId} = ${clientId})
        or (${auditLog.recordType} = ${CLIENT_FORM_AUDIT} and ${auditLog.changes}->>'clientId' = ${clientId})
        or (${auditLog.recordType} = ${MAR_AUDIT_TYPE} and ${auditLog.recordId} in (select id::text from ${schema.marEntries} where ${schema.marEntries.clientId} = ${client}))
        or ${sql.join(nested, sql` or `)}
      )${before ? sql` and (${auditLog.at}, ${auditLog.id}) < (${before.at}::timestamptz, ${before.id})` : sql``}`,
    )
    .orderBy(sql`${auditLog.at} desc, ${auditLog.id} desc`)
    .limit(HISTORY_PAGE + 1);
  const page = rows.slice(0, HISTORY_PAGE);
  const last = page.at(-1);
  return {
    items: page.map(({ cursorAt: _, ...row }) => {
      const changes = row.changes as Record<string, unknown> | null;
      return {
        ...row,
        at: new Date(row.at).toISOString(),
        section: sectionOf(row.recordType, changes),
        changes,
      };
    }),
    nextCursor: rows.length > HISTORY_PAGE && last ? `${last.cursorAt}|${last.id}` : null,
  };
}

/** The cursor of clientHistory, or null when it is not one. */
export function historyCursor(cursor: string | undefined): { at: string; id: number } | undefined {
  if (!cursor) return undefined;
  const [at = '', id = ''] = cursor.split('|');
  if (Number.isNaN(Date.parse(at)) || !/^\d+$/.test(id)) return undefined;
  return { at, id: Number(id) };
}
