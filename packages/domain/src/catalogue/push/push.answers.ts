import { z } from 'zod';

/**
 * Web push notifications: what a person may be told of on their phone or computer, and the
 * browser registrations that carry it. Carers hear of their own visits and offers of cover; the
 * office hears of alerts that were escalated to them.
 */
export const PUSH_CATEGORIES = [
  'visits-new',
  'visits-changed',
  'cover-offered',
  'cover-gone',
  'alerts-escalated',
] as const;
export type PushCategory = (typeof PUSH_CATEGORIES)[number];

/** Who a category is for: a person with a carer's file, or office staff who read alerts. */
export const PUSH_CATEGORY_AUDIENCE: Readonly<Record<PushCategory, 'carers' | 'office'>> = {
  'visits-new': 'carers',
  'visits-changed': 'carers',
  'cover-offered': 'carers',
  'cover-gone': 'carers',
  'alerts-escalated': 'office',
};

export const PUSH_CATEGORY_LABELS: Readonly<Record<PushCategory, string>> = {
  'visits-new': 'New visits on my rota',
  'visits-changed': 'Changes to my visits',
  'cover-offered': 'Visits offered to me as cover',
  'cover-gone': 'A visit I was offered has gone to someone else',
  'alerts-escalated': 'Alerts escalated to me',
};

/** The longest endpoint accepted: push services' own are a few hundred characters. */
export const PUSH_ENDPOINT_MAX = 1000;

/**
 * A browser's PushSubscription as `subscription.toJSON()` gives it. The shape is checked here;
 * what it points at (https only, a named host) and the keys' sizes are the server's 422.
 */
export const pushSubscriptionBody = z.object({
  endpoint: z.string().trim().min(1).max(PUSH_ENDPOINT_MAX, 'That push address is too long.'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().max(200),
    auth: z.string().max(100),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushSubscriptionRemoveBody = z.strictObject({
  endpoint: z.string().trim().min(1).max(PUSH_ENDPOINT_MAX),
});

export const pushPublicKeyAnswer = z.strictObject({
  /** The VAPID public key (base64url), the applicationServerKey a browser subscribes with. */
  publicKey: z.string(),
});

export const pushSubscriptionAnswer = z.strictObject({ id: z.uuid() });
export const pushSubscriptionRemovedAnswer = z.strictObject({ removed: z.boolean() });

export const pushPreferenceAnswer = z.strictObject({
  category: z.enum(PUSH_CATEGORIES),
  label: z.string(),
  on: z.boolean(),
});

/** The categories that apply to the signed-in person, each on or off, and their browsers. */
export const pushPreferencesAnswer = z.strictObject({
  categories: z.array(pushPreferenceAnswer),
  /** Browsers this person has turned push on in. */
  devices: z.number().int(),
});
export type PushPreferences = z.infer<typeof pushPreferencesAnswer>;

/** Categories turned on or off; those not named keep their setting. */
export const pushPreferencesBody = z.strictObject({
  categories: z.partialRecord(z.enum(PUSH_CATEGORIES), z.boolean()),
});

/** What the service worker receives in a push and shows. */
export const pushPayload = z.strictObject({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayload>;
