import { z } from 'zod';

/**
 * Chat between office staff and carers (/app/chat, and Messages in the carer's phone app): one
 * to one, a branch's group, a work-planner team's group, or a group of chosen people. Only the
 * people taking part read a conversation; nobody, an administrator included, reads another's.
 */

/** The kinds of conversation. */
export const CHAT_KINDS = ['direct', 'branch', 'team', 'group'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

/** The kinds whose people may be changed after the start: a one-to-one chat stays two. */
export const CHAT_KINDS_WITH_MEMBERS: readonly ChatKind[] = ['branch', 'team', 'group'];

/**
 * Who may take `member` out of a conversation: anyone may leave one they take part in; only
 * whoever started a group takes others out.
 */
export function mayRemoveFromChat(
  conversation: { kind: ChatKind; createdBy: string | null },
  callerId: string,
  member: string,
): boolean {
  if (!CHAT_KINDS_WITH_MEMBERS.includes(conversation.kind)) return false;
  return member === callerId || conversation.createdBy === callerId;
}

/** The longest message, in characters; the files one may carry. */
export const CHAT_MESSAGE_MAX = 4000;
export const CHAT_ATTACHMENTS_MAX = 5;
/** People in one ad-hoc group at most (a branch's group takes the whole branch). */
export const CHAT_GROUP_MAX = 100;
/** The shortest search, in characters: shorter ones match too much to be of use. */
export const CHAT_SEARCH_MIN = 2;

/** The event kind a conversation's change is sent live as, to its participants only. */
export const CHAT_EVENT_KIND = 'chat';

/** API paths; queries keyed by them are refreshed by the `chat` live event. */
export const CHAT_API = '/api/v1/chat';

const title = z.string().trim().min(1).max(100);

/** POST /api/v1/chat/conversations: a one-to-one chat (the existing one if any), or a group. */
export const chatStartBody = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('direct'), userId: z.uuid() }),
  z.strictObject({
    kind: z.literal('group'),
    title,
    userIds: z.array(z.uuid()).min(1).max(CHAT_GROUP_MAX),
  }),
  z.strictObject({ kind: z.literal('branch'), branchId: z.uuid(), title: title.optional() }),
  z.strictObject({ kind: z.literal('team'), teamId: z.uuid(), title: title.optional() }),
]);
export type ChatStartBody = z.infer<typeof chatStartBody>;

/** POST /api/v1/chat/conversations/:id/participants: people added to a group. */
export const chatAddPeopleBody = z.strictObject({
  userIds: z.array(z.uuid()).min(1).max(CHAT_GROUP_MAX),
});

/** POST /api/v1/chat/conversations/:id/messages: text, files uploaded through /api/v1/files, or both. */
export const chatMessageBody = z
  .strictObject({
    body: z.string().max(CHAT_MESSAGE_MAX).default(''),
    fileIds: z.array(z.uuid()).max(CHAT_ATTACHMENTS_MAX).default([]),
  })
  .refine((message) => message.body.trim() !== '' || message.fileIds.length > 0, {
    message: 'Write a message or attach a file.',
    path: ['body'],
  });
export type ChatMessageBody = z.input<typeof chatMessageBody>;

const instant = z.iso.datetime({ offset: true });

export const chatParticipantAnswer = z.strictObject({
  userId: z.uuid(),
  name: z.string(),
  jobTitle: z.string().nullable(),
  /** Up to when they have read the conversation; null: nothing yet. */
  lastReadAt: instant.nullable(),
});
export type ChatParticipant = z.infer<typeof chatParticipantAnswer>;

export const chatConversationAnswer = z.strictObject({
  id: z.uuid(),
  kind: z.enum(CHAT_KINDS),
  /** A group's title, or for a one-to-one chat the other person's name. */
  title: z.string(),
  branchId: z.uuid().nullable(),
  teamId: z.uuid().nullable(),
  /** Who started it: the one who may take others out of a group. */
  createdBy: z.uuid().nullable(),
  lastMessageAt: instant.nullable(),
  /** The last message's first words (for the list); null when it carries only files. */
  lastMessage: z.string().nullable(),
  unread: z.number().int().nonnegative(),
  participants: z.array(chatParticipantAnswer),
});
export type ChatConversation = z.infer<typeof chatConversationAnswer>;

export const chatConversationListAnswer = z.strictObject({
  items: z.array(chatConversationAnswer),
  /** Unread messages over every conversation (the navigation's and the phone's badge). */
  unread: z.number().int().nonnegative(),
});
export type ChatConversationList = z.infer<typeof chatConversationListAnswer>;

export const chatAttachmentAnswer = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentAnswer>;

export const chatMessageAnswer = z.strictObject({
  id: z.uuid(),
  conversationId: z.uuid(),
  senderId: z.uuid().nullable(),
  senderName: z.string(),
  body: z.string(),
  sentAt: instant,
  attachments: z.array(chatAttachmentAnswer),
  /** For the sender's own messages: the other participants who have read it. */
  readBy: z.array(z.uuid()),
});
export type ChatMessage = z.infer<typeof chatMessageAnswer>;

/** GET /api/v1/chat/conversations/:id/messages: newest first, a page at a time. */
export const chatMessagePageAnswer = z.strictObject({
  items: z.array(chatMessageAnswer),
  /** Pass as `before` for the page of older messages; null at the first message. */
  before: z.string().nullable(),
});
export type ChatMessagePage = z.infer<typeof chatMessagePageAnswer>;

/** GET /api/v1/chat/messages: the caller's messages that match a search, or the latest. */
export const chatSearchAnswer = z.strictObject({
  items: z.array(chatMessageAnswer.extend({ conversationTitle: z.string() })),
});
export type ChatSearchHit = z.infer<typeof chatSearchAnswer>['items'][number];

/** GET /api/v1/chat/contacts: people the caller may start a conversation with. */
export const chatContactListAnswer = z.strictObject({
  items: z.array(
    z.strictObject({
      id: z.uuid(),
      name: z.string(),
      jobTitle: z.string().nullable(),
      branch: z.string().nullable(),
    }),
  ),
  /** Branches whose group the caller may start. */
  branches: z.array(z.strictObject({ id: z.uuid(), name: z.string() })),
  /** Work-planner teams whose group the caller may start. */
  teams: z.array(z.strictObject({ id: z.uuid(), name: z.string(), branch: z.string() })),
});
export type ChatContacts = z.infer<typeof chatContactListAnswer>;

export const chatReadAnswer = z.strictObject({ lastReadAt: instant.nullable() });
