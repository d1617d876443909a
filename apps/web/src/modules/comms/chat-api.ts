import {
  CHAT_API,
  type ChatContacts,
  type ChatConversation,
  type ChatConversationList,
  type ChatMessage,
  type ChatMessagePage,
  type ChatSearchHit,
  type ChatStartBody,
} from '@care360/domain';
import { apiPost, apiRequest, fetchData, unwrap, withQuery } from '../../platform/api';

/**
 * Chat's API. Every query is keyed by its API path first, so the live `chat` event (sent to the
 * conversation's participants only) refreshes whichever of them is on screen.
 */

export const CONVERSATIONS_PATH = `${CHAT_API}/conversations`;
export const messagesPath = (id: string) => `${CONVERSATIONS_PATH}/${id}/messages`;

export const conversationsQuery = {
  queryKey: [CONVERSATIONS_PATH],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    fetchData<ChatConversationList>(CONVERSATIONS_PATH, signal),
};

export const fetchMessages = (id: string, before: string | null, signal: AbortSignal) =>
  fetchData<ChatMessagePage>(withQuery(messagesPath(id), { before }), signal);

export const searchPath = (q: string) => withQuery(`${CHAT_API}/messages`, { q });
export const searchMessages = (q: string, signal: AbortSignal) =>
  fetchData<{ items: ChatSearchHit[] }>(searchPath(q), signal);

export const CONTACTS_PATH = `${CHAT_API}/contacts`;
export const fetchContacts = (signal: AbortSignal) =>
  fetchData<ChatContacts>(CONTACTS_PATH, signal);

export async function sendMessage(id: string, body: string, fileIds: string[]) {
  return unwrap(await apiPost<ChatMessage>(messagesPath(id), { body, fileIds }));
}

export async function markRead(id: string, upTo: string) {
  return unwrap(
    await apiPost<{ lastReadAt: string | null }>(`${CONVERSATIONS_PATH}/${id}/read`, { upTo }),
  );
}

export async function startConversation(body: ChatStartBody) {
  return unwrap(await apiPost<ChatConversation>(CONVERSATIONS_PATH, body));
}

const peoplePath = (id: string) => `${CONVERSATIONS_PATH}/${id}/participants`;

export async function addPeople(id: string, userIds: string[]) {
  return unwrap(await apiPost<ChatConversation>(peoplePath(id), { userIds }));
}

/** Leaves a group (one's own id) or, for its starter, takes someone out of it. */
export async function removePerson(id: string, userId: string) {
  return unwrap(await apiRequest<{ removed: string }>('DELETE', `${peoplePath(id)}/${userId}`));
}

/** 15/04/2026 09:05, in London time. */
export function sentAtText(iso: string): string {
  return new Date(iso)
    .toLocaleString('en-GB', {
      timeZone: 'Europe/London',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    })
    .replace(',', '');
}
