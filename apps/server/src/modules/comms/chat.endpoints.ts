import { type Db, schema } from '@care360/db';
import {
  CHAT_API,
  CHAT_EVENT_KIND,
  CHAT_GROUP_MAX,
  CHAT_KINDS_WITH_MEMBERS,
  CHAT_SEARCH_MIN,
  type ChatConversation,
  type ChatKind,
  type ChatMessage,
  chatAddPeopleBody,
  chatContactListAnswer,
  chatConversationAnswer,
  chatConversationListAnswer,
  chatMessageAnswer,
  chatMessageBody,
  chatMessagePageAnswer,
  chatReadAnswer,
  chatSearchAnswer,
  chatStartBody,
  mayRemoveFromChat,
} from '@care360/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CurrentUser } from '../../platform/auth/auth-context';
import { HttpError, notFound } from '../../platform/http/envelope';
import { idParams } from '../../platform/http/id-params';
import { defineRoute } from '../../platform/http/route';
import { rowsOf } from '../../platform/raw-rows';
import { pgErrorOf } from '../../platform/records/record-integrity';
import { noteChange, requestActor } from '../../platform/records/record-store';
import { readableTeams, teamWithMembers } from '../work-planner';
import {
  branchMembers,
  CHAT_RESOURCE,
  contactCondition,
  participantsOf,
  reachable,
} from './chat-access';

/**
 * Chat: conversations of two people or a group, their messages with files from the file store,
 * read receipts and search. Everything here reads only the caller's own conversations; every
 * write is noted in the audit trail (what happened, never the text) and sent live to the
 * participants alone (the outbox event's audience).
 */

const { chatConversations, chatParticipants, chatMessages, files, users, roles, branches } = schema;

const READ = { permission: 'chat.read' } as const;
const WRITE = { permission: 'chat.create' } as const;

/** Conversations listed at most: the most recently active first. */
const CONVERSATIONS_LIMIT = 200;
const PAGE = 50;
const SEARCH_LIMIT = 50;
const PREVIEW = 120;

const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

/** A search or name filter: printable text only, so nothing odd reaches a statement. */
const searchText = z
  .string()
  .trim()
  .max(100)
  .regex(/^[^\p{Cc}]*$/u, 'Use letters, numbers and punctuation only.');

/** The caller's conversations (or one of them), each with its participants and unread count. */
async function conversationsOf(
  db: Db,
  user: CurrentUser,
  only?: string,
): Promise<ChatConversation[]> {
  const rows = rowsOf<{
    id: string;
    kind: ChatKind;
    title: string | null;
    branch_id: string | null;
    team_id: string | null;
    created_by: string | null;
    last_message_at: string | null;
    last_message: string | null;
    unread: number;
  }>(
    await db.execute(sql`
      select c.id, c.kind, c.title, c.branch_id, c.team_id, c.created_by, c.last_message_at,
        (select m.body from ${chatMessages} m where m.conversation_id = c.id
          order by m.sent_at desc, m.id desc limit 1) as last_message,
        (select count(*)::int from ${chatMessages} m where m.conversation_id = c.id
          and m.sent_at > coalesce(p.last_read_at, '-infinity')
          and m.sender_id is distinct from p.user_id) as unread
      from ${chatParticipants} p
      join ${chatConversations} c on c.id = p.conversation_id
      where p.user_id = ${user.id} and c.organisation_id = ${user.organisation.id}
        ${only ? sql`and c.id = ${only}` : sql``}
      order by c.last_message_at desc nulls last, c.created_at desc, c.id
      limit ${CONVERSATIONS_LIMIT}`),
  );
  if (rows.length === 0) return [];
  const people = await db
    .select({
      conversationId: chatParticipants.conversationId,
      userId: chatParticipants.userId,
      name: users.name,
      jobTitle: users.jobTitle,
      lastReadAt: chatParticipants.lastReadAt,
    })
    .from(chatParticipants)
    .innerJoin(users, eq(users.id, chatParticipants.userId))
    .where(
      inArray(
        chatParticipants.conversationId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(users.name));
  return rows.map((row) => {
    const participants = people
      .filter((person) => person.conversationId === row.id)
      .map((person) => ({
        userId: person.userId,
        name: person.name ?? '',
        jobTitle: person.jobTitle ?? null,
        lastReadAt: iso(person.lastReadAt),
      }));
    const other = participants.find((person) => person.userId !== user.id);
    const body = row.last_message?.trim() ?? '';
    return {
      id: row.id,
      kind: row.kind,
      title: row.kind === 'direct' ? (other?.name ?? 'Conversation') : (row.title ?? 'Group'),
      branchId: row.branch_id,
      teamId: row.team_id,
      createdBy: row.created_by,
      lastMessageAt: iso(row.last_message_at),
      lastMessage: body === '' ? null : body.slice(0, PREVIEW),
      unread: Number(row.unread),
      participants,
    };
  });
}

async function oneConversation(db: Db, user: CurrentUser, id: string): Promise<ChatConversation> {
  const [found] = await conversationsOf(db, user, id);
  if (!found) throw notFound('conversation');
  return found;
}

interface MessageRow {
  id: string;
  conversation_id: string;
  sender_id: string | null;
  sender_name: string | null;
  body: string;
  sent_at: string;
  file_ids: string[] | string;
  conversation_title?: string | null;
}

/** Postgres arrays come back as arrays, or as their text form from some drivers. */
const idsOf = (value: string[] | string | null): string[] =>
  Array.isArray(value)
    ? value
    : typeof value === 'string' && value.length > 2
      ? value.slice(1, -1).split(',')
      : [];

/** Messages as answered: their attachments, and who has read the caller's own. */
async function withAttachments(
  db: Db,
  user: CurrentUser,
  rows: MessageRow[],
): Promise<ChatMessage[]> {
  const fileIds = [...new Set(rows.flatMap((row) => idsOf(row.file_ids)))];
  const attached = fileIds.length
    ? await db
        .select({
          id: files.id,
          name: files.originalName,
          contentType: files.contentType,
          sizeBytes: files.sizeBytes,
          ownerId: files.ownerId,
        })
        .from(files)
        .where(
          and(
            inArray(files.id, fileIds),
            eq(files.organisationId, user.organisation.id),
            eq(files.ownerKind, CHAT_RESOURCE),
          ),
        )
    : [];
  const conversations = [...new Set(rows.map((row) => row.conversation_id))];
  const reads = conversations.length
    ? await db
        .select({
          conversationId: chatParticipants.conversationId,
          userId: chatParticipants.userId,
          lastReadAt: chatParticipants.lastReadAt,
        })
        .from(chatParticipants)
        .where(inArray(chatParticipants.conversationId, conversations))
    : [];
  return rows.map((row) => {
    const sentAt = new Date(row.sent_at);
    return {
      id: row.id,
      conversationId: row.conversation_id,
      senderId: row.sender_id,
      senderName: row.sender_name ?? 'Someone no longer here',
      body: row.body,
      sentAt: sentAt.toISOString(),
      attachments: idsOf(row.file_ids).flatMap((fileId) => {
        const file = attached.find((f) => f.id === fileId && f.ownerId === row.conversation_id);
        return file
          ? [
              {
                id: file.id,
                name: file.name,
                contentType: file.contentType,
                sizeBytes: file.sizeBytes,
              },
            ]
          : [];
      }),
      readBy:
        row.sender_id === user.id
          ? reads
              .filter(
                (read) =>
                  read.conversationId === row.conversation_id &&
                  read.userId !== user.id &&
                  read.lastReadAt !== null &&
                  read.lastReadAt.getTime() >= sentAt.getTime(),
              )
              .map((read) => read.userId)
          : [],
    };
  });
}

const listRoute = defineRoute({
  method: 'GET',
  url: `${CHAT_API}/conversations`,
  access: READ,
  summary: 'The conversations the caller takes part in, most recent first, with unread counts',
  answer: chatConversationListAnswer,
  async handler({ auth, services: { db } }) {
    const items = await conversationsOf(db, auth.user);
    return { data: { items, unread: items.reduce((sum, item) => sum + item.unread, 0) } };
  },
});

const oneRoute = defineRoute({
  method: 'GET',
  url: `${CHAT_API}/conversations/:id`,
  access: READ,
  resource: CHAT_RESOURCE,
  summary: 'A conversation the caller takes part in, with its participants and what they have read',
  params: idParams,
  answer: chatConversationAnswer,
  async handler({ auth, params, services: { db } }) {
    return { data: await oneConversation(db, auth.user, params.id) };
  },
});

/** Starts a conversation inside the caller's transaction; answers its id. */
async function startConversation(
  tx: Db,
  user: CurrentUser,
  values: {
    kind: ChatKind;
    title: string | null;
    branchId: string | null;
    teamId?: string;
    directKey: string | null;
  },
  people: readonly string[],
  ip: string | null,
  auth: Parameters<typeof requestActor>[0],
): Promise<string> {
  const [conversation] = await tx
    .insert(chatConversations)
    .values({ organisationId: user.organisation.id, createdBy: user.id, ...values })
    .returning({ id: chatConversations.id });
  const id = conversation?.id as string;
  const everyone = [...new Set([user.id, ...people])];
  await tx.insert(chatParticipants).values(
    everyone.map((userId) => ({
      conversationId: id,
      userId,
      organisationId: user.organisation.id,
    })),
  );
  await noteChange(tx, requestActor(auth, ip), {
    action: 'create',
    recordType: CHAT_EVENT_KIND,
    recordId: id,
    changes: { kind: values.kind, title: values.title, participants: everyone },
    audience: everyone,
  });
  return id;
}

const startRoute = defineRoute({
  method: 'POST',
  url: `${CHAT_API}/conversations`,
  access: WRITE,
  summary:
    'Start a conversation: one to one (answers the existing one, if any), a group of chosen people, a branch’s group or a work-planner team’s',
  body: chatStartBody,
  answer: chatConversationAnswer,
  async handler({ auth, body, request, services: { db } }) {
    const user = auth.user;
    if (body.kind === 'direct') {
      const [allowed] = body.userId === user.id ? [] : await reachable(db, user, [body.userId]);
      if (!allowed) {
        throw new HttpError(400, 'Please correct the highlighted fields.', {
          userId: ['Choose someone you can write to.'],
        });
      }
      const directKey = [user.id, allowed].sort().join(':');
      const existing = async () => {
        const [row] = await db
          .select({ id: chatConversations.id })
          .from(chatConversations)
          .where(
            and(
              eq(chatConversations.organisationId, user.organisation.id),
              eq(chatConversations.directKey, directKey),
            ),
          );
        return row?.id;
      };
      const found = await existing();
      if (found) return { data: await oneConversation(db, user, found) };
      let id: string;
      try {
        id = await db.transaction((tx) =>
          startConversation(
            tx,
            user,
            { kind: 'direct', title: null, branchId: null, directKey },
            [allowed],
            request.ip,
            auth,
          ),
        );
      } catch (error) {
        // The other person started it at the same moment: theirs is the one.
        if (pgErrorOf(error).code !== '23505') throw error;
        id = (await existing()) as string;
      }
      return { data: await oneConversation(db, user, id), statusCode: 201 };
    }
    if (body.kind === 'group') {
      const wanted = [...new Set(body.userIds)].filter((id) => id !== user.id);
      const allowed = await reachable(db, user, wanted);
      if (wanted.length === 0 || allowed.length !== wanted.length) {
        throw new HttpError(400, 'Please correct the highlighted fields.', {
          userIds: ['Choose people you can write to.'],
        });
      }
      const id = await db.transaction((tx) =>
        startConversation(
          tx,
          user,
          { kind: 'group', title: body.title, branchId: null, directKey: null },
          allowed,
          request.ip,
          auth,
        ),
      );
      return { data: await oneConversation(db, user, id), statusCode: 201 };
    }
    if (body.kind === 'team') {
      const team = await teamWithMembers(db, user, body.teamId);
      if (!team) {
        throw new HttpError(400, 'Please correct the highlighted fields.', {
          teamId: ['Choose one of your teams.'],
        });
      }
      // Members the caller may not write to (no chat, another branch) are left out, not refused.
      const members = await reachable(db, user, team.memberIds);
      const id = await db.transaction((tx) =>
        startConversation(
          tx,
          user,
          {
            kind: 'team',
            title: body.title ?? team.name,
            branchId: null,
            teamId: team.id,
            directKey: null,
          },
          members,
          request.ip,
          auth,
        ),
      );
      return { data: await oneConversation(db, user, id), statusCode: 201 };
    }
    const scope = user.branchScope;
    const [branch] = await db
      .select({ id: branches.id, name: branches.name })
      .from(branches)
      .where(
        and(
          eq(branches.id, body.branchId),
          eq(branches.organisationId, user.organisation.id),
          isNull(branches.deletedAt),
        ),
      );
    if (!branch || (scope && scope.branchId !== branch.id)) {
      throw new HttpError(400, 'Please correct the highlighted fields.', {
        branchId: ['Choose one of your branches.'],
      });
    }
    const members = await branchMembers(db, user, branch.id);
    const id = await db.transaction((tx) =>
      startConversation(
        tx,
        user,
        {
          kind: 'branch',
          title: body.title ?? `${branch.name ?? 'Branch'} team`,
          branchId: branch.id,
          directKey: null,
        },
        members,
        request.ip,
        auth,
      ),
    );
    return { data: await oneConversation(db, user, id), statusCode: 201 };
  },
});

const messagesRoute = defineRoute({
  method: 'GET',
  url: `${CHAT_API}/conversations/:id/messages`,
  access: READ,
  resource: CHAT_RESOURCE,
  summary: 'A conversation’s messages, newest first, a page at a time (`before`: the oldest seen)',
  params: idParams,
  query: z.object({ before: z.uuid().optional() }),
  answer: chatMessagePageAnswer,
  async handler({ auth, params, query, services: { db } }) {
    await participantsOf(db, auth.user, params.id);
    const rows = rowsOf<MessageRow>(
      await db.execute(sql`
        select m.id, m.conversation_id, m.sender_id, u.name as sender_name, m.body, m.sent_at,
          m.file_ids
        from ${chatMessages} m
        left join ${users} u on u.id = m.sender_id
        where m.conversation_id = ${params.id}
          ${
            query.before
              ? sql`and (m.sent_at, m.id) < (select b.sent_at, b.id from ${chatMessages} b
                  where b.id = ${query.before} and b.conversation_id = ${params.id})`
              : sql``
          }
        order by m.sent_at desc, m.id desc
        limit ${PAGE + 1}`),
    );
    const page = rows.slice(0, PAGE);
    return {
      data: {
        items: await withAttachments(db, auth.user, page),
        before: rows.length > PAGE ? (page.at(-1)?.id ?? null) : null,
      },
    };
  },
});

const sendRoute = defineRoute({
  method: 'POST',
  url: `${CHAT_API}/conversations/:id/messages`,
  access: WRITE,
  resource: CHAT_RESOURCE,
  summary: 'Send a message (text, files uploaded through /api/v1/files, or both)',
  params: idParams,
  body: chatMessageBody,
  answer: chatMessageAnswer,
  async handler({ auth, params, body, request, services: { db } }) {
    const user = auth.user;
    const audience = await participantsOf(db, user, params.id);
    const fileIds = [...new Set(body.fileIds)];
    const messageId = await db.transaction(async (tx) => {
      if (fileIds.length) {
        // Only the sender's own uploads that nothing holds yet: the conversation takes them.
        const claimed = await tx
          .update(files)
          .set({ ownerKind: CHAT_RESOURCE, ownerId: params.id })
          .where(
            and(
              inArray(files.id, fileIds),
              eq(files.organisationId, user.organisation.id),
              eq(files.createdBy, user.id),
              isNull(files.ownerId),
            ),
          )
          .returning({ id: files.id });
        if (claimed.length !== fileIds.length) {
          throw new HttpError(400, 'Please correct the highlighted fields.', {
            fileIds: ['Upload the file again.'],
          });
        }
      }
      const [message] = await tx
        .insert(chatMessages)
        .values({
          organisationId: user.organisation.id,
          conversationId: params.id,
          senderId: user.id,
          body: body.body.trim(),
          fileIds,
        })
        .returning({ id: chatMessages.id, sentAt: chatMessages.sentAt });
      const sent = message as { id: string; sentAt: Date };
      await tx.execute(sql`
        update ${chatConversations} set last_message_at = (
          select sent_at from ${chatMessages} where id = ${sent.id})
        where id = ${params.id}`);
      // What one writes, one has read.
      await tx.execute(sql`
        update ${chatParticipants} set last_read_at = greatest(last_read_at, (
          select sent_at from ${chatMessages} where id = ${sent.id}))
        where conversation_id = ${params.id} and user_id = ${user.id}`);
      // The trail says that a message was sent, and with how many files: never what it says.
      await noteChange(tx, requestActor(auth, request.ip), {
        action: 'create',
        recordType: CHAT_EVENT_KIND,
        recordId: sent.id,
        changes: { conversation: params.id, attachments: fileIds.length },
        audience,
      });
      return sent.id;
    });
    const [row] = rowsOf<MessageRow>(
      await db.execute(sql`
        select m.id, m.conversation_id, m.sender_id, u.name as sender_name, m.body, m.sent_at,
          m.file_ids
        from ${chatMessages} m left join ${users} u on u.id = m.sender_id
        where m.id = ${messageId}`),
    );
    const [answer] = await withAttachments(db, user, row ? [row] : []);
    return { data: answer, statusCode: 201, message: 'Message sent.' };
  },
});

const readRoute = defineRoute({
  method: 'POST',
  url: `${CHAT_API}/conversations/:id/read`,
  access: READ,
  resource: CHAT_RESOURCE,
  summary:
    'Mark a conversation read up to a message (`upTo`), or to its latest; the senders see it as read',
  params: idParams,
  body: z.strictObject({ upTo: z.uuid().optional() }),
  answer: chatReadAnswer,
  async handler({ auth, params, body, request, services: { db } }) {
    const user = auth.user;
    const audience = await participantsOf(db, user, params.id);
    const lastReadAt = await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ lastReadAt: chatParticipants.lastReadAt })
        .from(chatParticipants)
        .where(
          and(eq(chatParticipants.conversationId, params.id), eq(chatParticipants.userId, user.id)),
        )
        .for('update');
      const [moved] = rowsOf<{ last_read_at: string | null }>(
        await tx.execute(sql`
          update ${chatParticipants} p set last_read_at = x.upto
          from (select max(m.sent_at) as upto from ${chatMessages} m
            where m.conversation_id = ${params.id}
              ${
                body.upTo
                  ? sql`and m.sent_at <= (select sent_at from ${chatMessages}
                      where id = ${body.upTo} and conversation_id = ${params.id})`
                  : sql``
              }) x
          where p.conversation_id = ${params.id} and p.user_id = ${user.id}
            and x.upto is not null
            and (p.last_read_at is null or p.last_read_at < x.upto)
          returning p.last_read_at`),
      );
      if (!moved) return iso(before?.lastReadAt);
      const now = iso(moved.last_read_at);
      await noteChange(tx, requestActor(auth, request.ip), {
        action: 'update',
        recordType: CHAT_EVENT_KIND,
        recordId: params.id,
        changes: { lastReadAt: [iso(before?.lastReadAt), now] },
        audience,
      });
      return now;
    });
    return { data: { lastReadAt } };
  },
});

const searchRoute = defineRoute({
  method: 'GET',
  url: `${CHAT_API}/messages`,
  access: READ,
  summary: `Messages of the caller’s conversations containing \`q\` (at least ${CHAT_SEARCH_MIN} characters), or the latest without it`,
  query: z.object({
    q: searchText
      .refine((q) => q === '' || q.length >= CHAT_SEARCH_MIN, {
        message: `Type at least ${CHAT_SEARCH_MIN} characters.`,
      })
      .optional(),
  }),
  answer: chatSearchAnswer,
  async handler({ auth, query, services: { db } }) {
    const user = auth.user;
    const q = query.q ?? '';
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = rowsOf<MessageRow>(
      await db.execute(sql`
        select m.id, m.conversation_id, m.sender_id, u.name as sender_name, m.body, m.sent_at,
          m.file_ids, c.kind, c.title as conversation_title,
          (select ou.name from ${chatParticipants} op join ${users} ou on ou.id = op.user_id
            where op.conversation_id = c.id and op.user_id <> ${user.id}
            order by ou.name limit 1) as other_name
        from ${chatMessages} m
        join ${chatParticipants} p on p.conversation_id = m.conversation_id and p.user_id = ${user.id}
        join ${chatConversations} c on c.id = m.conversation_id
        left join ${users} u on u.id = m.sender_id
        where m.organisation_id = ${user.organisation.id}
          ${q ? sql`and m.body ilike ${pattern}` : sql``}
        order by m.sent_at desc, m.id desc
        limit ${SEARCH_LIMIT}`),
    ) as (MessageRow & { kind: ChatKind; other_name: string | null })[];
    const messages = await withAttachments(db, user, rows);
    return {
      data: {
        items: messages.map((message, at) => {
          const row = rows[at];
          return {
            ...message,
            conversationTitle:
              row?.kind === 'direct'
                ? (row.other_name ?? 'Conversation')
                : (row?.conversation_title ?? 'Group'),
          };
        }),
      },
    };
  },
});

const contactsRoute = defineRoute({
  method: 'GET',
  url: `${CHAT_API}/contacts`,
  access: WRITE,
  summary: 'The people the caller may start a conversation with, and the branches whose group',
  query: z.object({ q: searchText.optional() }),
  answer: chatContactListAnswer,
  async handler({ auth, query, services: { db } }) {
    const user = auth.user;
    const q = query.q ?? '';
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const people = await db
      .select({
        id: users.id,
        name: users.name,
        jobTitle: users.jobTitle,
        branch: branches.name,
      })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(branches, eq(branches.id, users.branchId))
      .where(
        and(
          contactCondition(user),
          sql`${users.id} <> ${user.id}`,
          q ? sql`${users.name} ilike ${pattern}` : undefined,
        ),
      )
      .orderBy(asc(users.name))
      .limit(200);
    const scope = user.branchScope;
    const ownBranches = await db
      .select({ id: branches.id, name: branches.name })
      .from(branches)
      .where(
        and(
          eq(branches.organisationId, user.organisation.id),
          isNull(branches.deletedAt),
          scope ? (scope.branchId ? eq(branches.id, scope.branchId) : sql`false`) : undefined,
        ),
      )
      .orderBy(asc(branches.name));
    return {
      data: {
        items: people.map((person) => ({
          id: person.id,
          name: person.name ?? '',
          jobTitle: person.jobTitle ?? null,
          branch: person.branch ?? null,
        })),
        branches: ownBranches.map((branch) => ({ id: branch.id, name: branch.name ?? '' })),
        teams: await readableTeams(db, user),
      },
    };
  },
});

/** The conversation's kind and starter, for a change to its people (404 unless taking part). */
async function groupOf(db: Db, user: CurrentUser, id: string) {
  const participants = await participantsOf(db, user, id);
  const [row] = await db
    .select({ kind: chatConversations.kind, createdBy: chatConversations.createdBy })
    .from(chatConversations)
    .where(eq(chatConversations.id, id));
  return { participants, kind: row?.kind as ChatKind, createdBy: row?.createdBy ?? null };
}

/** Notes a change of a conversation's people; everyone before and after hears of it. */
function notePeople(
  tx: Db,
  auth: Parameters<typeof requestActor>[0],
  ip: string | null,
  id: string,
  before: readonly string[],
  after: readonly string[],
) {
  return noteChange(tx, requestActor(auth, ip), {
    action: 'update',
    recordType: CHAT_EVENT_KIND,
    recordId: id,
    changes: { participants: [before, after] },
    audience: [...new Set([...before, ...after])],
  });
}

const addPeopleRoute = defineRoute({
  method: 'POST',
  url: `${CHAT_API}/conversations/:id/participants`,
  access: WRITE,
  resource: CHAT_RESOURCE,
  summary: 'Add people the caller may write to to a group they take part in',
  params: idParams,
  body: chatAddPeopleBody,
  answer: chatConversationAnswer,
  async handler({ auth, params, body, request, services: { db } }) {
    const user = auth.user;
    const group = await groupOf(db, user, params.id);
    if (!CHAT_KINDS_WITH_MEMBERS.includes(group.kind))
      throw new HttpError(
        403,
        'A one-to-one conversation stays between two people: start a group.',
      );
    const wanted = [...new Set(body.userIds)].filter((id) => !group.participants.includes(id));
    const allowed = await reachable(db, user, wanted);
    if (allowed.length !== wanted.length) {
      throw new HttpError(400, 'Please correct the highlighted fields.', {
        userIds: ['Choose people you can write to.'],
      });
    }
    if (group.participants.length + allowed.length > CHAT_GROUP_MAX) {
      throw new HttpError(400, 'Please correct the highlighted fields.', {
        userIds: [`A group holds up to ${CHAT_GROUP_MAX} people.`],
      });
    }
    if (allowed.length > 0) {
      await db.transaction(async (tx) => {
        await tx
          .insert(chatParticipants)
          .values(
            allowed.map((userId) => ({
              conversationId: params.id,
              userId,
              organisationId: user.organisation.id,
            })),
          )
          .onConflictDoNothing();
        await notePeople(tx, auth, request.ip, params.id, group.participants, [
          ...group.participants,
          ...allowed,
        ]);
      });
    }
    return {
      data: await oneConversation(db, user, params.id),
      message: allowed.length === 1 ? 'Added 1 person.' : `Added ${allowed.length} people.`,
    };
  },
});

const removePersonRoute = defineRoute({
  method: 'DELETE',
  url: `${CHAT_API}/conversations/:id/participants/:userId`,
  access: READ,
  resource: CHAT_RESOURCE,
  summary:
    'Leave a group (the caller’s own id), or, for whoever started it, take someone out of it',
  params: z.object({ id: z.uuid(), userId: z.uuid() }),
  answer: z.strictObject({ removed: z.uuid() }),
  async handler({ auth, params, request, services: { db } }) {
    const user = auth.user;
    const group = await groupOf(db, user, params.id);
    if (!mayRemoveFromChat(group, user.id, params.userId)) {
      throw new HttpError(
        403,
        CHAT_KINDS_WITH_MEMBERS.includes(group.kind)
          ? 'Only whoever started this group may take others out of it.'
          : 'A one-to-one conversation cannot be left.',
      );
    }
    if (!group.participants.includes(params.userId)) throw notFound('participant');
    await db.transaction(async (tx) => {
      await tx
        .delete(chatParticipants)
        .where(
          and(
            eq(chatParticipants.conversationId, params.id),
            eq(chatParticipants.userId, params.userId),
          ),
        );
      await notePeople(
        tx,
        auth,
        request.ip,
        params.id,
        group.participants,
        group.participants.filter((id) => id !== params.userId),
      );
    });
    return {
      data: { removed: params.userId },
      message: params.userId === user.id ? 'You left the conversation.' : 'Taken out of the group.',
    };
  },
});

export const chatRoutes = [
  listRoute,
  oneRoute,
  startRoute,
  messagesRoute,
  sendRoute,
  readRoute,
  searchRoute,
  contactsRoute,
  addPeopleRoute,
  removePersonRoute,
];
