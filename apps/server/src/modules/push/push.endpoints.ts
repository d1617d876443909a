import { type Db, schema } from '@care360/db';
import {
  PUSH_CATEGORY_LABELS,
  type PushCategory,
  type PushPreferences,
  type PushSubscriptionBody,
  pushPreferencesAnswer,
  pushPreferencesBody,
  pushPublicKeyAnswer,
  pushSubscriptionAnswer,
  pushSubscriptionBody,
  pushSubscriptionRemoveBody,
  pushSubscriptionRemovedAnswer,
} from '@care360/domain';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { HttpError } from '../../platform/http/envelope';
import { defineRoute, SIGNED_IN } from '../../platform/http/route';
import { noteAction, requestActor } from '../../platform/records/record-store';
import { categoriesOf } from './push-audience';
import { vapidKeys } from './vapid-keys';

const { pushSubscriptions, pushPreferences } = schema;

/** Browsers one person may have push on in; the oldest make way beyond it. */
export const MAX_DEVICES = 10;

/** A change to the signed-in person's own push settings, on their account's trail. */
const noteOwn = (
  tx: Db,
  auth: AuthContext,
  ip: string,
  action: string,
  changes: Record<string, unknown> | null,
) =>
  noteAction(tx, requestActor(auth, ip), {
    action,
    recordType: 'users',
    recordId: auth.user.id,
    changes,
  });

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const decoded = (value: string) =>
  BASE64URL.test(value) ? Buffer.from(value.replace(/=+$/, ''), 'base64url') : null;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * Why a subscription is refused, per field; none when it may be kept. The server sends to the
 * endpoint, so it must be a push service's: https on its standard port, at a named host (never
 * an address or this machine), with no credentials in it.
 */
function subscriptionProblems(body: PushSubscriptionBody): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  let url: URL | null = null;
  try {
    url = new URL(body.endpoint);
  } catch {
    url = null;
  }
  const host = url?.hostname ?? '';
  if (
    url?.protocol !== 'https:' ||
    url.username ||
    url.password ||
    url.port ||
    !host.includes('.') ||
    IPV4.test(host) ||
    host.startsWith('[') ||
    host === 'localhost' ||
    host.endsWith('.localhost')
  ) {
    problems.endpoint = ['The push address must be an https address of a push service.'];
  }
  const key = decoded(body.keys.p256dh);
  // An uncompressed P-256 point: 65 bytes, the first 0x04.
  if (key?.length !== 65 || key[0] !== 4) {
    problems['keys.p256dh'] = ['The browser’s push key is not a P-256 public key.'];
  }
  if (decoded(body.keys.auth)?.length !== 16) {
    problems['keys.auth'] = ['The browser’s push secret must be 16 bytes.'];
  }
  return problems;
}

const publicKey = defineRoute({
  method: 'GET',
  url: '/api/v1/push/public-key',
  access: SIGNED_IN,
  summary: 'The VAPID public key a browser subscribes to push notifications with',
  answer: pushPublicKeyAnswer,
  async handler({ services: { db } }) {
    return { data: { publicKey: (await vapidKeys(db)).publicKey } };
  },
});

const subscribe = defineRoute({
  method: 'POST',
  url: '/api/v1/my/push-subscriptions',
  access: SIGNED_IN,
  summary: 'Turn push notifications on in this browser (again: the same browser is kept once)',
  body: pushSubscriptionBody,
  answer: pushSubscriptionAnswer,
  refusals: [422],
  async handler({ auth, body, request, services: { db } }) {
    const problems = subscriptionProblems(body);
    if (Object.keys(problems).length > 0)
      throw new HttpError(422, 'This browser’s push registration cannot be used.', problems);
    const userId = auth.user.id;
    const organisationId = auth.user.organisation.id;
    const id = await db.transaction(async (tx) => {
      const now = new Date();
      // A browser registered before (by this person or by whoever used it last) is now theirs.
      const [row] = await tx
        .insert(pushSubscriptions)
        .values({
          organisationId,
          userId,
          endpoint: body.endpoint,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
        })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            organisationId,
            userId,
            p256dh: body.keys.p256dh,
            auth: body.keys.auth,
            updatedAt: now,
          },
        })
        .returning({ id: pushSubscriptions.id });
      const kept = await tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.updatedAt), asc(pushSubscriptions.id));
      const surplus = kept.slice(0, Math.max(0, kept.length - MAX_DEVICES)).map((r) => r.id);
      if (surplus.length > 0)
        await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, surplus));
      // The push service's host only: the endpoint itself addresses the browser.
      await noteOwn(tx, auth, request.ip, 'push.subscribed', {
        pushService: new URL(body.endpoint).hostname,
      });
      return row?.id;
    });
    if (!id) throw new Error('The push registration was not stored.');
    return { data: { id }, message: 'Push notifications are on in this browser.' };
  },
});

const unsubscribe = defineRoute({
  method: 'DELETE',
  url: '/api/v1/my/push-subscriptions',
  access: SIGNED_IN,
  summary: 'Turn push notifications off in this browser',
  body: pushSubscriptionRemoveBody,
  answer: pushSubscriptionRemovedAnswer,
  async handler({ auth, body, request, services: { db } }) {
    const removed = await db.transaction(async (tx) => {
      const gone = await tx
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.endpoint, body.endpoint),
            eq(pushSubscriptions.userId, auth.user.id),
          ),
        )
        .returning({ id: pushSubscriptions.id });
      if (gone.length > 0) await noteOwn(tx, auth, request.ip, 'push.unsubscribed', null);
      return gone.length > 0;
    });
    return { data: { removed }, message: 'Push notifications are off in this browser.' };
  },
});

async function storedChoices(db: Db, userId: string): Promise<Record<string, boolean>> {
  const [row] = await db
    .select({ categories: pushPreferences.categories })
    .from(pushPreferences)
    .where(eq(pushPreferences.userId, userId));
  return row?.categories ?? {};
}

async function preferencesOf(db: Db, auth: AuthContext): Promise<PushPreferences> {
  const choices = await storedChoices(db, auth.user.id);
  const [devices] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, auth.user.id));
  return {
    categories: (await categoriesOf(db, auth)).map((category) => ({
      category,
      label: PUSH_CATEGORY_LABELS[category],
      on: choices[category] ?? true,
    })),
    devices: Number(devices?.n ?? 0),
  };
}

const preferences = defineRoute({
  method: 'GET',
  url: '/api/v1/my/push-preferences',
  access: SIGNED_IN,
  summary: 'What the signed-in person may be told of by push, each on or off',
  answer: pushPreferencesAnswer,
  async handler({ auth, services: { db } }) {
    return { data: await preferencesOf(db, auth) };
  },
});

const savePreferences = defineRoute({
  method: 'PUT',
  url: '/api/v1/my/push-preferences',
  access: SIGNED_IN,
  summary: 'Turn kinds of push notification on or off for the signed-in person',
  body: pushPreferencesBody,
  answer: pushPreferencesAnswer,
  refusals: [422],
  async handler({ auth, body, request, services: { db } }) {
    const mine = new Set<PushCategory>(await categoriesOf(db, auth));
    const asked = Object.entries(body.categories) as [PushCategory, boolean][];
    const foreign = asked.filter(([category]) => !mine.has(category));
    if (foreign.length > 0)
      throw new HttpError(
        422,
        'Please correct the highlighted fields.',
        Object.fromEntries(
          foreign.map(([category]) => [
            `categories.${category}`,
            ['You do not receive this kind of notification.'],
          ]),
        ),
      );
    await db.transaction(async (tx) => {
      const before = await storedChoices(tx, auth.user.id);
      const after = { ...before, ...Object.fromEntries(asked) };
      const changes = Object.fromEntries(
        asked
          .filter(([category, on]) => (before[category] ?? true) !== on)
          .map(([category, on]) => [category, [before[category] ?? true, on]]),
      );
      if (Object.keys(changes).length === 0) return;
      await tx
        .insert(pushPreferences)
        .values({
          userId: auth.user.id,
          organisationId: auth.user.organisation.id,
          categories: after,
        })
        .onConflictDoUpdate({
          target: pushPreferences.userId,
          set: { categories: after, updatedAt: new Date() },
        });
      await noteOwn(tx, auth, request.ip, 'push.preferences-changed', changes);
    });
    return { data: await preferencesOf(db, auth), message: 'Your notifications are saved.' };
  },
});

export const pushRoutes = [publicKey, subscribe, unsubscribe, preferences, savePreferences];
