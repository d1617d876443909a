import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordServer, userWhoMay } from '../../platform/records/record-test-kit';
import { resetSavedState } from '../../platform/saved-state';
import { ok } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

beforeAll(async () => {
  await import('./ChatPage');
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetSavedState();
});

const CONVERSATION = '5a0b3c2d-1e4f-4a6b-8c7d-9e0f1a2b3c4d';
const RUTH = '6b1c4d3e-2f5a-4b7c-9d8e-0f1a2b3c4d5e';

const message = (id: string, senderId: string, body: string, readBy: string[] = []) => ({
  id,
  conversationId: CONVERSATION,
  senderId,
  senderName: senderId === 'u1' ? 'Amara Okafor' : 'Ruth Hollings',
  body,
  sentAt: '2026-04-15T08:05:00.000Z',
  attachments: [],
  readBy,
});

describe('chat', { timeout: 60_000 }, () => {
  it('lists conversations with unread counts, marks one read when opened and sends', async () => {
    let sent = false;
    const server = recordServer(userWhoMay(['chat'], ['read', 'create']), {
      'GET /api/v1/chat/conversations': () =>
        ok({
          unread: 1,
          items: [
            {
              id: CONVERSATION,
              kind: 'direct',
              title: 'Ruth Hollings',
              branchId: null,
              lastMessageAt: '2026-04-15T08:05:00.000Z',
              lastMessage: 'Blister pack is late',
              unread: 1,
              participants: [
                { userId: 'u1', name: 'Amara Okafor', jobTitle: null, lastReadAt: null },
                { userId: RUTH, name: 'Ruth Hollings', jobTitle: 'Care worker', lastReadAt: null },
              ],
            },
          ],
        }),
      [`GET /api/v1/chat/conversations/${CONVERSATION}/messages`]: () =>
        ok({
          before: null,
          items: [
            ...(sent ? [message('m3', 'u1', 'On my way')] : []),
            message('m2', RUTH, 'Blister pack is late'),
            message('m1', 'u1', 'Can you cover Thursday?', [RUTH]),
          ],
        }),
      [`POST /api/v1/chat/conversations/${CONVERSATION}/read`]: () =>
        ok({ lastReadAt: '2026-04-15T08:05:00.000Z' }),
      [`POST /api/v1/chat/conversations/${CONVERSATION}/messages`]: () => {
        sent = true;
        return ok(message('m3', 'u1', 'On my way'), 'Message sent.');
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/chat');

    const list = await screen.findByRole('list', { name: 'Conversations' }, { timeout: 45_000 });
    expect(within(list).getByText('1 unread')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: /Ruth Hollings/ }));

    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText('Blister pack is late');
    // The office's own message shows it was read; dates and times are UK style, London time.
    const own = within(log).getByRole('article', { name: 'Message from you' });
    expect(within(own).getByText('Read')).toBeTruthy();
    expect(within(own).getByText('You, 15/04/2026 09:05')).toBeTruthy();
    await waitFor(() =>
      expect(server.calls('POST', `/api/v1/chat/conversations/${CONVERSATION}/read`)).toEqual([
        expect.objectContaining({ body: { upTo: 'm2' } }),
      ]),
    );

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'On my way');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await within(log).findByText('On my way');
    expect(server.calls('POST', `/api/v1/chat/conversations/${CONVERSATION}/messages`)).toEqual([
      expect.objectContaining({ body: { body: 'On my way', fileIds: [] } }),
    ]);
  });

  it('shows a group’s people, adds someone and lets its starter take another out', async () => {
    const GROUP = '7c2d5e4f-3a6b-4c8d-8e9f-1a2b3c4d5e6f';
    const HR = '8d3e6f5a-4b7c-4d9e-9f0a-2b3c4d5e6f7a';
    let people = [
      { userId: 'u1', name: 'Amara Okafor', jobTitle: null, lastReadAt: null },
      { userId: RUTH, name: 'Ruth Hollings', jobTitle: 'Care worker', lastReadAt: null },
    ];
    const group = () => ({
      id: GROUP,
      kind: 'group',
      title: 'Weekend cover',
      branchId: null,
      teamId: null,
      createdBy: 'u1',
      lastMessageAt: null,
      lastMessage: null,
      unread: 0,
      participants: people,
    });
    const server = recordServer(userWhoMay(['chat'], ['read', 'create']), {
      'GET /api/v1/chat/conversations': () => ok({ unread: 0, items: [group()] }),
      [`GET /api/v1/chat/conversations/${GROUP}/messages`]: () => ok({ before: null, items: [] }),
      'GET /api/v1/chat/contacts': () =>
        ok({
          items: [
            { id: RUTH, name: 'Ruth Hollings', jobTitle: 'Care worker', branch: 'Leeds Central' },
            { id: HR, name: 'Grace Okafor', jobTitle: 'HR officer', branch: null },
          ],
          branches: [],
          teams: [],
        }),
      [`POST /api/v1/chat/conversations/${GROUP}/participants`]: () => {
        people = [
          ...people,
          { userId: HR, name: 'Grace Okafor', jobTitle: null, lastReadAt: null },
        ];
        return ok(group(), 'Added 1 person.');
      },
      [`DELETE /api/v1/chat/conversations/${GROUP}/participants/${RUTH}`]: () => {
        people = people.filter((p) => p.userId !== RUTH);
        return ok({ removed: RUTH });
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/app/chat');
    const list = await screen.findByRole('list', { name: 'Conversations' }, { timeout: 45_000 });
    await user.click(within(list).getByRole('button', { name: /Weekend cover/ }));
    await user.click(await screen.findByRole('button', { name: 'People' }));
    const dialog = await screen.findByRole('dialog', { name: 'People in Weekend cover' });
    expect(within(dialog).getByText('Amara Okafor (you)')).toBeTruthy();
    // Ruth, already in it, is not offered again.
    await user.click(within(dialog).getByRole('combobox', { name: 'Add people' }));
    expect(screen.queryByRole('option', { name: /Ruth Hollings/ })).toBeNull();
    await user.click(await screen.findByRole('option', { name: /Grace Okafor/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(server.calls('POST', `/api/v1/chat/conversations/${GROUP}/participants`)).toEqual([
        expect.objectContaining({ body: { userIds: [HR] } }),
      ]),
    );
    await within(dialog).findByText('Grace Okafor');
    await user.click(within(dialog).getByRole('button', { name: 'Take Ruth Hollings out' }));
    await waitFor(() => expect(within(dialog).queryByText('Ruth Hollings')).toBeNull());
  });
});
