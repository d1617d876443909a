import { branches as branchKind, users as userKind, userRoles } from '@care360/domain';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tableFor } from '../records/table-for';
import { createdAt, id } from './columns';

export const organisations = pgTable('organisations', {
  id: id(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

// Branches, roles and users are record kinds (packages/domain/src/catalogue/people); their tables are
// derived from the declarations, with the columns only the server sets kept here.
export const branches = tableFor(branchKind);

export const roles = tableFor(userRoles, {
  extra: {
    /** Fixed by the set-up and referred to in code (super_admin); never edited. */
    key: text('key').notNull(),
  },
});

export const users = tableFor(userKind, {
  extra: {
    /** argon2id; null until the person chooses a password from their invitation. */
    passwordHash: text('password_hash'),
  },
  // Sign-in is by email, so an address names one account across every organisation.
  globallyUnique: ['email'],
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permission] })],
);

/** Permissions granted to one user on top of their role (the user-permissions screen). */
export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permission] })],
);

/** Linked accounts: the parent may switch into the target without signing in again. */
export const userLinks = pgTable(
  'user_links',
  {
    parentUserId: uuid('parent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetUserId: uuid('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.parentUserId, t.targetUserId] }),
    check('user_links_not_self', sql`${t.parentUserId} <> ${t.targetUserId}`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value: a database leak does not hand out live sessions. */
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The account that signed in, when the session has switched to a linked account. */
    parentUserId: uuid('parent_user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
