import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { organisations, users } from './people';

/**
 * Links that open a page without a session (a password reset, an invitation, a referee's form):
 * each names one subject and one purpose. The token itself is never stored, only its SHA-256
 * hash, so a copy of the database opens nothing.
 */
export const links = pgTable(
  'links',
  {
    id: id(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    tokenHash: text('token_hash').notNull().unique(),
    /** What the link is for ('password-reset', 'invitation'): only routes of it accept it. */
    purpose: text('purpose').notNull(),
    /** The one thing the link reaches: a record kind or 'users', and its id. */
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    singleUse: boolean('single_use').notNull(),
    createdAt: createdAt(),
    /** Who issued it; null when the subject asked for it (a forgotten password). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** A single-use link is spent when this is set. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    uses: integer('uses').notNull().default(0),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** Revoked by hand, or by a newer link for the same subject and purpose (re-sent). */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('links_subject_idx').on(t.subjectType, t.subjectId, t.purpose),
    check('links_uses_not_negative', sql`${t.uses} >= 0`),
  ],
);
