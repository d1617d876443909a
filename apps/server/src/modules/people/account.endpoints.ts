import { type Db, schema } from '@care360/db';
import { linkedAccountsAnswer, signedInAnswer } from '@care360/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context';
import { loadCurrentUser } from '../../platform/auth/current-user';
import { endSession, setSessionCookie, startSession } from '../../platform/auth/sessions';
import { HttpError } from '../../platform/http/envelope';
import { defineRoute, SIGNED_IN } from '../../platform/http/route';
import { noteAction, requestActor } from '../../platform/records/record-store';

const { users, roles, organisations, userLinks } = schema;

export const NOT_LINKED = 'That account is not linked to yours.';

/** The account that signed in: linked accounts hang from it, whichever one is active now. */
const rootOf = (auth: AuthContext) => auth.user.parentUserId ?? auth.user.id;

async function linkedAccountIds(db: Db, rootId: string): Promise<string[]> {
  const links = await db
    .select({ id: userLinks.targetUserId })
    .from(userLinks)
    .where(eq(userLinks.parentUserId, rootId));
  return [rootId, ...links.map((l) => l.id)];
}

const currentUser = defineRoute({
  method: 'GET',
  url: '/api/v1/user',
  access: SIGNED_IN,
  summary: 'The signed-in user with role and permissions',
  answer: signedInAnswer,
  async handler({ auth }) {
    return { data: { data: auth.user } };
  },
});

const switchAccountsList = defineRoute({
  method: 'GET',
  url: '/api/v1/account/switch-accounts-list',
  access: SIGNED_IN,
  summary: 'Accounts the signed-in person may switch to',
  answer: linkedAccountsAnswer,
  async handler({ auth, services: { db } }) {
    const rootId = rootOf(auth);
    const ids = await linkedAccountIds(db, rootId);
    const rows = await db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        userRole: roles.key,
        userRoleName: roles.name,
        organisationName: organisations.name,
      })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .innerJoin(organisations, eq(organisations.id, users.organisationId))
      .where(and(inArray(users.id, ids), eq(users.active, true), isNull(users.deletedAt)))
      .orderBy(organisations.name, users.name);
    return {
      data: {
        parentUserId: rootId,
        // Name, email and role name are required fields but nullable columns: '' where unset.
        accounts: rows.map((row) => ({
          ...row,
          name: row.name ?? '',
          email: row.email ?? '',
          userRoleName: row.userRoleName ?? '',
          current: row.id === auth.user.id,
        })),
      },
    };
  },
});

const switchAccount = defineRoute({
  method: 'POST',
  url: '/api/v1/account/switch',
  access: SIGNED_IN,
  summary: 'Switch this session to a linked account',
  answer: signedInAnswer,
  body: z.object({
    parent_user: z.uuid({ error: 'Choose the account you signed in with.' }),
    target_user: z.uuid({ error: 'Choose an account to switch to.' }),
  }),
  async handler({ auth, body, request, reply, services: { db, config } }) {
    const rootId = rootOf(auth);
    const allowed =
      body.parent_user === rootId &&
      (await linkedAccountIds(db, rootId)).includes(body.target_user);
    const target = allowed ? await loadCurrentUser(db, body.target_user, null) : null;
    if (!target) {
      await noteAction(db, requestActor(auth, request.ip), {
        action: 'account.switch-refused',
        recordType: 'users',
        recordId: body.target_user,
        changes: { parentUser: body.parent_user, targetUser: body.target_user },
      });
      throw new HttpError(403, NOT_LINKED);
    }
    // A new session id for the new identity; the old one ends (DESIGN.md §5).
    const parentUserId = target.id === rootId ? null : rootId;
    await endSession(db, auth.sessionIdHash);
    const token = await startSession(db, config, target.id, parentUserId);
    setSessionCookie(reply, config, token);
    await noteAction(
      db,
      { userId: rootId, ip: request.ip },
      {
        organisationId: target.organisation.id,
        action: 'account.switch',
        recordType: 'users',
        recordId: target.id,
        changes: { from: auth.user.id, to: target.id },
      },
    );
    return {
      data: { data: { ...target, parentUserId } },
      message: `You are now working as ${target.name} (${target.organisation.name}).`,
    };
  },
});

export const accountRoutes = [currentUser, switchAccountsList, switchAccount];
