import { type Db, schema } from '@care360/db';
import type { PushCategory, PushPayload } from '@care360/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import webpush from 'web-push';
import { z } from 'zod';
import { queueExists, queueJob } from '../../platform/jobs/job-queue';
import { defineTask } from '../../platform/jobs/task';
import { usersToPush } from './push-audience';
import { vapidKeys, vapidSubject } from './vapid-keys';

const { users, pushMessages, pushSubscriptions } = schema;

/** A browser as its push service knows it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushSendOptions {
  /** Seconds the push service keeps a message for a browser that is offline. */
  TTL: number;
  urgency: 'normal' | 'high';
  vapidDetails: { subject: string; publicKey: string; privateKey: string };
}

/** Hands one encrypted message to a browser's push service; answers the service's status. */
export type PushSender = (
  target: PushTarget,
  payload: string,
  options: PushSendOptions,
) => Promise<{ statusCode: number }>;

const webPushSender: PushSender = async (target, payload, options) => {
  try {
    const answer = await webpush.sendNotification(target, payload, { ...options, timeout: 10_000 });
    return { statusCode: answer.statusCode };
  } catch (error) {
    if (error instanceof webpush.WebPushError) return { statusCode: error.statusCode };
    throw error;
  }
};

let sender: PushSender = webPushSender;

/** Sets what hands pushes to the push services (tests: a fake); answers the previous one. */
export function setPushSender(next: PushSender): PushSender {
  const previous = sender;
  sender = next;
  return previous;
}

/** How long each category is worth delivering late: an escalation an hour, a rota a day. */
const TTL_SECONDS: Readonly<Record<PushCategory, number>> = {
  'visits-new': 24 * 3600,
  'visits-changed': 24 * 3600,
  'cover-offered': 6 * 3600,
  'cover-gone': 6 * 3600,
  'alerts-escalated': 3600,
};
const URGENT: readonly PushCategory[] = ['cover-offered', 'alerts-escalated'];

/** The push service no longer knows the browser (unsubscribed, uninstalled): forget it. */
const GONE = [404, 410];

export const pushSendTask = defineTask({
  name: 'push.send',
  title: 'Send a push notification to every browser of one person',
  payload: z.strictObject({ messageId: z.uuid() }),
  maxAttempts: 3,
  async run({ messageId }, { db, config, log, organisationId }) {
    const [m] = await db
      .select({
        id: pushMessages.id,
        userId: pushMessages.userId,
        category: pushMessages.category,
        title: pushMessages.title,
        body: pushMessages.body,
        url: pushMessages.url,
      })
      .from(pushMessages)
      .innerJoin(users, eq(users.id, pushMessages.userId))
      .where(
        and(
          eq(pushMessages.id, messageId),
          eq(pushMessages.organisationId, organisationId),
          isNull(pushMessages.sentAt),
          // Someone deactivated since it was queued is told nothing more.
          eq(users.active, true),
          isNull(users.deletedAt),
        ),
      );
    if (!m) return;
    const targets = await db
      .select()
      .from(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.userId, m.userId),
          eq(pushSubscriptions.organisationId, organisationId),
        ),
      );
    if (targets.length === 0) return;
    const keys = await vapidKeys(db);
    const category = m.category as PushCategory;
    const payload: PushPayload = { title: m.title, body: m.body, url: m.url, tag: m.id };
    const options: PushSendOptions = {
      TTL: TTL_SECONDS[category] ?? 3600,
      urgency: URGENT.includes(category) ? 'high' : 'normal',
      vapidDetails: {
        subject: vapidSubject(config.publicUrl, config.mailFrom),
        publicKey: keys.publicKey,
        privateKey: keys.privateKey,
      },
    };
    let delivered = 0;
    let failed = 0;
    const gone: string[] = [];
    for (const target of targets) {
      let statusCode = 0;
      try {
        ({ statusCode } = await sender(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          options,
        ));
      } catch (error) {
        // Only the error's text: the error itself may carry the endpoint and its keys.
        log.warn(
          { subscriptionId: target.id, reason: error instanceof Error ? error.message : 'unknown' },
          'push not delivered',
        );
      }
      if (statusCode >= 200 && statusCode < 300) delivered++;
      else if (GONE.includes(statusCode)) gone.push(target.id);
      else {
        failed++;
        if (statusCode) log.warn({ subscriptionId: target.id, statusCode }, 'push refused');
      }
    }
    await db.transaction(async (tx) => {
      if (gone.length > 0)
        await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
      if (delivered > 0)
        await tx
          .update(pushMessages)
          .set({ sentAt: new Date(), devices: delivered })
          .where(eq(pushMessages.id, messageId));
    });
    // Tried again later only when no browser had it yet: a retry would repeat it on the others.
    if (delivered === 0 && failed > 0) throw new Error('No push service took the message yet.');
  },
});

export interface PushMessage {
  title: string;
  body: string;
  /** Where a tap opens: a path under /app/. */
  url: string;
}

const limited = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/**
 * Queues a push of this category to each of these users who wants it: a message row and a
 * `push.send` job each. Pass the transaction of the change it tells of, so both stand or fall
 * with it. Answers the users it was queued for.
 */
export async function queuePush(
  db: Db,
  organisationId: string,
  userIds: readonly string[],
  category: PushCategory,
  message: PushMessage | ((userId: string) => PushMessage),
): Promise<string[]> {
  const to = await usersToPush(db, organisationId, [...new Set(userIds)], category);
  // Without a job queue (no runner has ever started here) the change goes ahead untold.
  if (to.length === 0 || !(await queueExists(db))) return [];
  for (const userId of to) {
    const { title, body, url } = typeof message === 'function' ? message(userId) : message;
    const [row] = await db
      .insert(pushMessages)
      .values({
        organisationId,
        userId,
        category,
        title: limited(title, 120),
        body: limited(body, 400),
        url: url.startsWith('/app/') ? url : '/app/',
      })
      .returning({ id: pushMessages.id });
    if (row) await queueJob(db, pushSendTask, { organisationId, payload: { messageId: row.id } });
  }
  return to;
}
