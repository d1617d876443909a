import { type Db, schema } from '@care360/db';
import { SUPER_ADMIN } from '@care360/domain';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { CurrentUser } from '../../platform/auth/auth-context';
import { notFound } from '../../platform/http/envelope';
import type { ResourceVisibility } from '../../platform/records/area-resources';

/**
 * Who reads a chat: its participants, and nobody else (an administrator included; the spec
 * gives no one the right to read others' conversations). Conversations are named in routes and
 * own their attachments as the resource `chat-conversations`.
 */

export const CHAT_RESOURCE = 'chat-conversations';

const { chatConversations, chatParticipants, users, roles, rolePermissions, userPermissions } =
  schema;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `user` takes part in the conversation `id` of their organisation. */
export const takesPart: ResourceVisibility = async (db, user, id) => {
  if (!UUID.test(id)) return false;
  const [row] = await db
    .select({ id: chatParticipants.conversationId })
    .from(chatParticipants)
    .innerJoin(chatConversations, eq(chatConversations.id, chatParticipants.conversationId))
    .where(
      and(
        eq(chatParticipants.conversationId, id),
        eq(chatParticipants.userId, user.id),
        eq(chatConversations.organisationId, user.organisation.id),
      ),
    )
    .limit(1);
  return Boolean(row);
};

/** The conversation's participants' ids, when `user` is one of them; 404 otherwise. */
export async function participantsOf(db: Db, user: CurrentUser, id: string): Promise<string[]> {
  const rows = await db
    .select({ userId: chatParticipants.userId })
    .from(chatParticipants)
    .innerJoin(chatConversations, eq(chatConversations.id, chatParticipants.conversationId))
    .where(
      and(
        eq(chatParticipants.conversationId, id),
        eq(chatConversations.organisationId, user.organisation.id),
      ),
    );
  const ids = rows.map((row) => row.userId);
  if (!ids.includes(user.id)) throw notFound('conversation');
  return ids;
}

/** Users who may use chat: an administrator, or a role or grant holding `chat.read`. */
const mayChat: SQL = or(
  eq(roles.key, SUPER_ADMIN),
  sql`exists (select 1 from ${rolePermissions} where ${rolePermissions.roleId} = ${users.roleId} and ${rolePermissions.permission} = 'chat.read')`,
  sql`exists (select 1 from ${userPermissions} where ${userPermissions.userId} = ${users.id} and ${userPermissions.permission} = 'chat.read')`,
) as SQL;

/**
 * The people `user` may write to: active users of their organisation who may chat. Someone
 * limited to a branch (a coordinator, a carer) reaches their branch's people and the
 * organisation-wide office (managers, HR), not the other branches' staff.
 */
export function contactCondition(user: CurrentUser): SQL {
  const scope = user.branchScope;
  return and(
    eq(users.organisationId, user.organisation.id),
    isNull(users.deletedAt),
    eq(users.active, true),
    mayChat,
    scope
      ? or(
          scope.branchId ? eq(users.branchId, scope.branchId) : sql`false`,
          eq(roles.branchScoped, false),
        )
      : undefined,
  ) as SQL;
}

/** Of `ids`, those `user` may write to (with the roles join the condition needs). */
export async function reachable(db: Db, user: CurrentUser, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(inArray(users.id, [...ids]), contactCondition(user)));
  return rows.map((row) => row.id);
}

/** Everyone in a branch who may chat (a branch's group). */
export async function branchMembers(db: Db, user: CurrentUser, branchId: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.organisationId, user.organisation.id),
        eq(users.branchId, branchId),
        isNull(users.deletedAt),
        eq(users.active, true),
        mayChat,
      ),
    );
  return rows.map((row) => row.id);
}
