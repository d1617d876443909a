import { sql } from 'drizzle-orm';
import {
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { organisations, users } from './people';

/**
 * Chat (modules/comms/chat-*.ts): conversations, who takes part in each and up to when they have
 * read it, and the messages. Written only through the comms area's endpoints and its retention
 * job, each change noted in the audit trail (without the text) and sent live to the participants.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: id(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    /** direct, branch, team or group (CHAT_KINDS). */
    kind: text('kind').notNull(),
    /** A group's title; null for a one-to-one chat, titled by the other person. */
    title: text('title'),
    /** A branch's group: the branch whose people take part. */
    branchId: uuid('branch_id'),
    /** A team's group: the work-planner team whose members it started with. */
    teamId: uuid('team_id'),
    /** A one-to-one chat's two user ids, sorted and joined: one such chat per pair. */
    directKey: text('direct_key'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_conversations_direct_idx').on(t.organisationId, t.directKey),
    index('chat_conversations_org_idx').on(t.organisationId, t.lastMessageAt),
  ],
);

export const chatParticipants = pgTable(
  'chat_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    /** Read receipts: every message sent up to this instant has been read. */
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    joinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('chat_participants_user_idx').on(t.userId),
  ],
);

/** A message; its attachments are files owned by its conversation (files.owner_id). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id),
    body: text('body').notNull(),
    /** The uploads it carries, in order (files rows owned by the conversation). */
    fileIds: uuid('file_ids').array().notNull().default(sql`'{}'::uuid[]`),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.sentAt),
    index('chat_messages_org_sent_idx').on(t.organisationId, t.sentAt),
    // Search within one's conversations: ILIKE over the text, helped by trigrams (pg_trgm).
    index('chat_messages_body_trgm_idx').using('gin', sql`${t.body} gin_trgm_ops`),
  ],
);
