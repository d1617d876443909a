import type { Db } from '@care360/db';
import { formatUkDateTime, type PushCategory, ukDate } from '@care360/domain';
import type { Escalation } from '../live-events';
import { usersOfCarers } from './push-audience';
import { type PushMessage, queuePush } from './push-send.job';

/**
 * Who is told what by push, each call made in the transaction of the change it tells of. What a
 * notification says shows on a locked phone, so it names no client: the app shows the rest.
 */

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const CARER_HOME = '/app/carer';

/** A visit as a locked phone may show it: its day and times. */
function whenOf(visit: Record<string, unknown>): string {
  return `${ukDate(text(visit.visitDate))} ${text(visit.startTime).slice(0, 5)}–${text(visit.endTime).slice(0, 5)}`;
}

async function pushToCarers(
  db: Db,
  organisationId: string,
  carerIds: readonly string[],
  category: PushCategory,
  message: PushMessage,
): Promise<void> {
  const users = await usersOfCarers(db, organisationId, carerIds);
  await queuePush(db, organisationId, [...users.values()], category, message);
}

/**
 * A week published: its carers whose visits changed hear of it. At a week's first publication
 * every visit is new to them; after it, what they hear of are changes.
 */
export async function pushRotaPublished(
  db: Db,
  organisationId: string,
  carerIds: readonly string[],
  weekStart: string,
  firstPublication: boolean,
): Promise<void> {
  await pushToCarers(
    db,
    organisationId,
    carerIds,
    firstPublication ? 'visits-new' : 'visits-changed',
    firstPublication
      ? {
          title: 'New visits on your rota',
          body: `Your visits for the week of ${ukDate(weekStart)} are published.`,
          url: CARER_HOME,
        }
      : {
          title: 'Your visits have changed',
          body: `Your rota for the week of ${ukDate(weekStart)} has changed.`,
          url: CARER_HOME,
        },
  );
}

/** A visit offered for cover to these carers. */
export async function pushCoverOffered(
  db: Db,
  organisationId: string,
  carerIds: readonly string[],
  visit: Record<string, unknown>,
): Promise<void> {
  await pushToCarers(db, organisationId, carerIds, 'cover-offered', {
    title: 'Can you cover a visit?',
    body: `A visit on ${whenOf(visit)} needs a carer. The first to accept is given it.`,
    url: CARER_HOME,
  });
}

/** A visit these carers were offered has gone to another carer. */
export async function pushCoverGone(
  db: Db,
  organisationId: string,
  carerIds: readonly string[],
  visit: Record<string, unknown>,
): Promise<void> {
  await pushToCarers(db, organisationId, carerIds, 'cover-gone', {
    title: 'Visit covered',
    body: `The visit on ${whenOf(visit)} has gone to another carer.`,
    url: CARER_HOME,
  });
}

/** An alert escalated: the manager it reached, as well as by email. */
export async function pushEscalation(escalation: Escalation, db: Db): Promise<void> {
  if (!escalation.userId) return;
  await queuePush(db, escalation.organisationId, [escalation.userId], 'alerts-escalated', {
    title: `${escalation.severity} alert escalated to you`,
    body: `Raised ${formatUkDateTime(escalation.raisedAt)} and not yet acknowledged: open the alerts board.`,
    url: '/app/live-events/my-alerts',
  });
}
