import type { Db } from '@care360/db';
import { recordKind, ukDate } from '@care360/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { dateColumnText } from '../../platform/records/column-values';
import type { RecordHooks } from '../../platform/records/record-hooks';
import { column, tableOf } from '../../platform/records/record-query';
import type { Row } from '../../platform/records/record-values';
import { type AlertToRaise, autoResolveAlerts, raiseAlerts } from './alert-raising';
import { clientNameOf } from './report-alerts';

/**
 * A draft CQC notification is on the live boards until it is marked sent: the write that drafts
 * it raises a high alert (one per notification, by its key), and marking it sent or deleting it
 * resolves that alert by itself, each in the notification's own transaction. The worklist shows
 * the same draft; the board is where the office watches what must be done now. Once resolved,
 * the key is spent: a notification put back to draft stays on the worklist only.
 */

/** The alert of one draft notification: its key is the notification's. */
export function cqcNotificationAlert(
  row: Record<string, unknown>,
  clientName: string | null,
): AlertToRaise {
  const type = String(row.type ?? 'CQC notification');
  return {
    source: 'CQC notification due',
    dedupKey: `cqc-notification:${String(row.id)}`,
    severity: 'High',
    subject: `CQC notification due without delay: ${type}${clientName ? ` — ${clientName}` : ''}`,
    detail:
      'Drafted from the register with the facts CQC asks for: check them, send it on CQC’s portal and mark it sent.',
    branch: String(row.branch),
    client: row.client ? String(row.client) : null,
    carer: null,
    visit: null,
    sourceKind: 'cqc-notifications',
    sourceId: String(row.id),
  };
}

/** Raises the alert of a draft just written, in the caller's transaction. */
export async function raiseCqcNotificationAlert(
  db: Db,
  organisationId: string,
  row: Record<string, unknown>,
): Promise<void> {
  if (row.status !== 'Draft') return;
  const name = await clientNameOf(db, row.client);
  await raiseAlerts(db, organisationId, [cqcNotificationAlert(row, name)], new Date());
}

/** Resolves the notification's alert, if it is still open, saying why. */
async function resolveCqcNotificationAlert(
  db: Db,
  organisationId: string,
  notificationId: string,
  resolution: string,
): Promise<void> {
  const table = tableOf(recordKind('alerts'));
  const open = await db
    .select({ id: column(table, 'id') })
    .from(table)
    .where(
      and(
        eq(column(table, 'organisationId'), organisationId),
        eq(column(table, 'dedupKey'), `cqc-notification:${notificationId}`),
        isNull(column(table, 'deletedAt')),
        ne(column(table, 'status'), 'Resolved'),
      ),
    );
  await autoResolveAlerts(
    db,
    organisationId,
    open.map((alert) => ({ id: String(alert.id), resolution })),
    new Date(),
  );
}

function sentResolution(row: Row): string {
  const on = dateColumnText(row.sentOn);
  const reference = typeof row.reference === 'string' && row.reference ? row.reference : null;
  return `Marked sent to CQC${on ? ` on ${ukDate(on)}` : ''}${reference ? ` (reference ${reference})` : ''}.`;
}

/**
 * A notification drafted on its form raises its alert; marked sent, or deleted, it resolves it.
 * The server's own drafts raise theirs through the quality area (setCqcDraftFollower).
 */
export const cqcNotificationAlertHooks: RecordHooks = {
  async written(change, ctx) {
    const organisationId = ctx.auth.user.organisation.id;
    const row = change.after;
    const id = String(row.id);
    if (change.action === 'create') {
      await raiseCqcNotificationAlert(ctx.db, organisationId, row);
    } else if (change.action === 'delete') {
      await resolveCqcNotificationAlert(
        ctx.db,
        organisationId,
        id,
        'The notification was deleted.',
      );
    } else if (change.action === 'update' && row.status === 'Sent') {
      await resolveCqcNotificationAlert(ctx.db, organisationId, id, sentResolution(row));
    }
  },
};
