import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';

export const organisations = pgTable('organisations', {
  id: id(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const branches = pgTable(
  'branches',
  {
    id: id(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
    address: text('address').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    phone: text('phone').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [uniqueIndex('branches_org_code_uq').on(t.organisationId, t.code)],
);

export const roles = pgTable(
  'roles',
  {
    id: id(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    key: text('key').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [uniqueIndex('roles_org_key_uq').on(t.organisationId, t.key)],
);

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

export const users = pgTable(
  'users',
  {
    id: id(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    branchId: uuid('branch_id').references(() => branches.id),
    name: text('name').notNull(),
    /** Stored lower-cased: sign-in is by email, so it is unique across organisations. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    index('users_org_name_idx').on(t.organisationId, t.name, t.id),
  ],
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

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
