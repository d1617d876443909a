import {
  type AlertSeverity,
  type AlertSource,
  type AlertStatus,
  type BoardRow,
  type EscalationLevel,
  recordKind,
} from '@care360/domain';
import { and, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { BoardSourceContribution } from '../../../platform/boards/board-source';
import { countMatching } from '../../../platform/lists/count';
import { keyset, pageOf } from '../../../platform/lists/keyset';
import { containsAny } from '../../../platform/lists/search';
import { column, referenceTitles, scopeOf, tableOf } from '../../../platform/records/record-query';

/**
 * The alert boards: rows of the `alerts` kind of the board's sources, in the caller's branch
 * scope, newest first, with the filters the board offers. "Mine" is what the caller must answer
 * for: assigned to them, or escalated to them as the organisation's on-call or registered
 * manager (the alert settings name them).
 */

const alertsKind = () => recordKind('alerts');

interface AlertRowValues {
  id: string;
  version: number;
  raisedAt: Date | string;
  severity: AlertSeverity;
  subject: string;
  detail: string | null;
  source: AlertSource;
  status: AlertStatus;
  escalation: EscalationLevel | null;
  client: string | null;
  clientName: string | null;
  carer: string | null;
  carerName: string | null;
  branchName: string | null;
  assignedToName: string | null;
  sourceKind: string | null;
  sourceId: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** A client's or carer's name as people say it ("Margaret Holroyd"), not as files sort it. */
function nameOf(
  owner: 'clients' | 'carers',
  id: SQL | ReturnType<typeof column>,
): SQL<string | null> {
  const table = tableOf(recordKind(owner));
  return sql<
    string | null
  >`(select nullif(concat_ws(' ', ${column(table, 'forename')}, ${column(table, 'surname')}), '') from ${table} where ${column(table, 'id')} = ${id})`;
}

/** Kinds whose alert is dealt with on the record it is about. */
const RECORD_SOURCES: readonly string[] = ['cqc-notifications', 'stock-items', 'assets'];

function hrefOf(row: AlertRowValues): string | null {
  // A CQC notification due is dealt with on the notification itself: checked, sent, marked sent;
  // low stock on its item (restocked), a service due on its asset (the next date set).
  if (row.sourceKind && RECORD_SOURCES.includes(row.sourceKind) && row.sourceId)
    return `/app/${recordKind(row.sourceKind).path}/${row.sourceId}/edit`;
  if (row.client) return `/app/clients/${row.client}`;
  if (row.carer) return `/app/carers/${row.carer}`;
  return null;
}

function toRow(row: AlertRowValues): BoardRow {
  const people = [row.clientName, row.carerName].filter(Boolean);
  return {
    id: row.id,
    at: iso(row.raisedAt),
    severity: row.severity,
    subject: row.subject,
    detail: row.detail ?? '',
    person: people.length ? people.join(' · ') : null,
    href: hrefOf(row),
    branch: row.branchName,
    alert: {
      version: row.version,
      source: row.source,
      status: row.status,
      assignedTo: row.assignedToName,
      escalation: row.escalation,
    },
  };
}

/** The alerts escalated to this user: the organisation's alert settings name the managers. */
function escalatedTo(userId: string, organisationId: string): SQL {
  const table = tableOf(alertsKind());
  const settings = tableOf(recordKind('alert-settings'));
  const named = (field: string, level: EscalationLevel) =>
    sql`(${column(table, 'escalation')} = ${level} and exists (select 1 from ${settings} where ${column(settings, 'organisationId')} = ${organisationId} and ${column(settings, 'deletedAt')} is null and ${column(settings, field)} = ${userId}))`;
  return or(
    named('onCallManager', 'On-call manager'),
    // The registered manager is told after the on-call manager; both must answer for it then.
    sql`(${column(table, 'escalation')} = 'Registered manager' and exists (select 1 from ${settings} where ${column(settings, 'organisationId')} = ${organisationId} and ${column(settings, 'deletedAt')} is null and (${column(settings, 'onCallManager')} = ${userId} or ${column(settings, 'registeredManager')} = ${userId})))`,
  ) as SQL;
}

export const alertsBoardSource: BoardSourceContribution = {
  source: 'alerts',
  async page({ db, auth, board, query }) {
    if (board.source.type !== 'alerts') return { items: [], nextCursor: null, total: 0 };
    const kind = alertsKind();
    const table = tableOf(kind);
    const col = (key: string) => column(table, key);
    const titles = referenceTitles(kind);
    const scope = board.source.scope;
    const user = auth.user;
    const where = and(
      scopeOf(kind, user),
      inArray(col('source'), [...board.source.alertSources]),
      scope === 'about-a-carer' ? sql`${col('carer')} is not null` : undefined,
      scope === 'escalated'
        ? sql`${col('escalation')} is not null and ${col('escalation')} <> 'Board'`
        : undefined,
      scope === 'mine'
        ? or(eq(col('assignedTo'), user.id), escalatedTo(user.id, user.organisation.id))
        : undefined,
      query.open === 'true' ? ne(col('status'), 'Resolved') : undefined,
      query.severity ? eq(col('severity'), query.severity) : undefined,
      query.status ? eq(col('status'), query.status) : undefined,
      query.source ? eq(col('source'), query.source) : undefined,
      containsAny([col('subject')], query.search),
    );
    const { after, orderBy } = keyset(col('raisedAt'), col('id'), 'desc', query.cursor);
    const [rows, count] = await Promise.all([
      db
        .select({
          id: col('id'),
          version: col('version'),
          raisedAt: col('raisedAt'),
          severity: col('severity'),
          subject: col('subject'),
          detail: col('detail'),
          source: col('source'),
          status: col('status'),
          escalation: col('escalation'),
          client: col('client'),
          clientName: nameOf('clients', col('client')),
          carer: col('carer'),
          carerName: nameOf('carers', col('carer')),
          branchName: titles.branch as SQL,
          assignedToName: titles.assignedTo as SQL,
          sourceKind: col('sourceKind'),
          sourceId: col('sourceId'),
        })
        .from(table)
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(query.limit + 1),
      query.cursor
        ? Promise.resolve(undefined)
        : countMatching(db, db.select({ one: sql`1` }).from(table).where(where)),
    ]);
    return pageOf(
      rows as unknown as AlertRowValues[],
      query.limit,
      (row) => [iso(row.raisedAt), row.id],
      toRow,
      count,
    );
  },
};
