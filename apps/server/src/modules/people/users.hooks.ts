import { emailPasswordLink } from '../../platform/auth/password-links';
import { endUserSessions } from '../../platform/auth/sessions';
import type { RecordHooks } from '../../platform/records/record-routes';

/** A new user is invited by email; a user made inactive or deleted is signed out at once. */
export const userHooks: RecordHooks = {
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
