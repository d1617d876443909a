import { emailPasswordLink } from '../../platform/auth/password-links';
import { endUserSessions } from '../../platform/auth/sessions';
import type { RecordHooks } from '../../platform/records/record-routes';
import {
  assertMayCreateUser,
  assertMayRemoveUser,
  assertMayUpdateRole,
  assertMayUpdateUser,
  assignableRoles,
  roleReadOnlyReason,
  userReadOnlyReason,
} from './authority';

/**
 * Authority first (authority.ts): a user is added with, and changed by, only what the caller may
 * give, and the role picker offers only those roles. A new user is invited by email; a user made
 * inactive or deleted is signed out at once.
 */
export const userHooks: RecordHooks = {
  async beforeCreate(values, { auth, services, ip }) {
    await assertMayCreateUser({ db: services.db, auth, ip }, values);
  },
  async beforeUpdate(id, values, { auth, services, ip }) {
    await assertMayUpdateUser({ db: services.db, auth, ip }, id, values);
  },
  async beforeDelete(id, { auth, services, ip }) {
    await assertMayRemoveUser({ db: services.db, auth, ip }, id, 'delete');
  },
  async beforeRestore(id, { auth, services, ip }) {
    await assertMayRemoveUser({ db: services.db, auth, ip }, id, 'restore');
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
  async beforeUpdate(id, values, { auth, services, ip }) {
    await assertMayUpdateRole({ db: services.db, auth, ip }, id, values);
  },
  readOnlyReason: (row, { auth, services }) => roleReadOnlyReason(services.db, auth, row.id),
};
