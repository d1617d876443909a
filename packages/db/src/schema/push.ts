import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { organisations, users } from './people';

/**
 * The installation's VAPID key pair (Web Push): one row, made on the first start. Its fixed id
 * makes a second start's insert conflict, so processes starting together keep the same pair.
 * The private key signs every push and is never logged or answered.
 */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: text('id').primaryKey(),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('push_vapid_keys_one_pair', sql`${t.id} = 'installation'`)],
);

/**
 * A browser a person turned push notifications on in. The endpoint names the browser at its push
 * service, so it is unique: the same browser registered again (by anyone) is the same row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's public key and auth secret (base64url) that each message is encrypted to. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** What a person chose to be told of, by category; a category not named is on. */
export const pushPreferences = pgTable('push_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  organisationId: uuid('organisation_id')
    .notNull()
    .references(() => organisations.id),
  categories: jsonb('categories').$type<Record<string, boolean>>().notNull(),
  updatedAt: updatedAt(),
});

/** Each push notification for one person: queued with its change, then sent by a job. */
export const pushMessages = pgTable(
  'push_messages',
  {
    id: id(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where a tap opens, always under /app/. */
    url: text('url').notNull(),
    createdAt: createdAt(),
    /** When the job delivered it to at least one browser; null until then. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Browsers the push services accepted it for. */
    devices: integer('devices').notNull().default(0),
  },
  (t) => [index('push_messages_user_idx').on(t.organisationId, t.userId, t.createdAt)],
);
