import { emailPasswordLink } from '../../platform/auth/password-links';
import { endUserSessions } from '../../platform/auth/sessions';
import type { RecordHooks, WriteContext } from '../../platform/records/record-hooks';
import {
  type AuthorityContext,
  assertMayCreateUser,
  assertMayRemoveUser,
  assertMayUpdateRole,
  assertMayUpdateUser,
  assignableRoles,
  roleReadOnlyReason,
  userReadOnlyReason,
} from './authority';

/**
 * Authority judged in the write's transaction; the audit of a refusal is written once the
 * transaction has rolled back, so it outlasts the refused change.
 */
const authorityOf = ({ db, auth, ip, keepOnRefusal }: WriteContext): AuthorityContext => ({
  db,
  auth,
  ip,
  keepOnRefusal,
});

/**
 * Authority first (authority.ts): a user is added with, and changed by, only what the caller may
 * give, and the role picker offers only those roles. A new user is invited by email; a user made
 * inactive or deleted is signed out at once.
 */
export const userHooks: RecordHooks = {
  async beforeCreate({ values }, ctx) {
    await assertMayCreateUser(authorityOf(ctx), values);
  },
  async beforeUpdate({ id, values }, ctx) {
    await assertMayUpdateUser(authorityOf(ctx), id, values);
  },
  async beforeDelete({ id }, ctx) {
    await assertMayRemoveUser(authorityOf(ctx), id, 'delete');
  },
  async beforeRestore({ id }, ctx) {
    await assertMayRemoveUser(authorityOf(ctx), id, 'restore');
  },
  optionScopes: {
    roleId: ({ auth, services }) => assignableRoles(services.db, auth),
  },
  readOnlyReason: (row, { auth, services }) => userReadOnlyReason(services.db, auth, row.id),
  async afterCreate(row, { auth, services }) {
    await emailPasswordLink(
      services,
      {
        id: row.id,
        name: String(row.name),
        email: String(row.email),
        organisationId: auth.user.organisation.id,
      },
      'invitation',
      null,
    );
  },
  async afterUpdate(_before, after, { services }) {
    if (after.active === false) await endUserSessions(services.db, after.id);
  },
  async afterDelete(id, { services }) {
    await endUserSessions(services.db, id);
  },
};

/** A role's details are changed only by someone who holds all it grants, and never one's own. */
export const userRoleHooks: RecordHooks = {
  async beforeUpdate({ id, values }, ctx) {
    await assertMayUpdateRole(authorityOf(ctx), id, values);
  },
  readOnlyReason: (row, { auth, services }) => roleReadOnlyReason(services.db, auth, row.id),
};
