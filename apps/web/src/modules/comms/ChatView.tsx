import {
  CHAT_KINDS_WITH_MEMBERS,
  type ChatConversation,
  type ChatMessage,
  can,
  mayRemoveFromChat,
} from '@care360/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  FileButton,
  Group,
  Loader,
  Modal,
  MultiSelect,
  Paper,
  ScrollArea,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../platform/api';
import { useCurrentUser } from '../../platform/current-user';
import { fileDownloadUrl, uploadFile } from '../../platform/records/record-api';
import { usePhone } from '../../platform/use-phone';
import {
  addPeople,
  CONTACTS_PATH,
  CONVERSATIONS_PATH,
  conversationsQuery,
  fetchContacts,
  fetchMessages,
  markRead,
  messagesPath,
  removePerson,
  searchMessages,
  searchPath,
  sendMessage,
  sentAtText,
  startConversation,
} from './chat-api';

/**
 * Chat, for the office (/app/chat) and the carer's phone (/app/carer/messages, `compact`: one
 * pane at a time). Conversations with unread counts and a search on the left, the open
 * conversation on the right; what arrives is shown live, read when seen, and the sender sees
 * "Read" under a message once the others have read it.
 */
export function ChatView({ compact: phoneApp = false }: { compact?: boolean }) {
  // On a phone's width the office's chat is one column too: the list, or the open conversation.
  const phone = usePhone();
  const compact = phoneApp || phone;
  const user = useCurrentUser();
  const [openId, setOpenId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const conversations = useQuery(conversationsQuery);
  const open = conversations.data?.items.find((c) => c.id === openId) ?? null;
  const mayWrite = can(user, 'chat.create');

  const list = (
    <Stack gap="sm" w={compact ? '100%' : 320} style={{ flexShrink: 0 }}>
      <Group justify="space-between">
        <Title order={2} size="h4">
          Conversations
        </Title>
        {mayWrite && (
          <Button size="compact-sm" onClick={() => setStarting(true)}>
            New conversation
          </Button>
        )}
      </Group>
      <TextInput
        label="Search messages"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {q.length >= 2 ? (
        <SearchResults q={q} onOpen={(id) => setOpenId(id)} />
      ) : (
        <ConversationList
          items={conversations.data?.items ?? []}
          pending={conversations.isPending}
          error={conversations.isError ? errorMessage(conversations.error) : null}
          openId={openId}
          onOpen={setOpenId}
        />
      )}
    </Stack>
  );

  const thread = open ? (
    <Thread
      key={open.id}
      conversation={open}
      userId={user.id}
      mayWrite={mayWrite}
      {...(compact ? { onBack: () => setOpenId(null) } : {})}
    />
  ) : (
    !compact && <Text c="dimmed">Choose a conversation, or start a new one.</Text>
  );

  return (
    <>
      {compact ? (
        open ? (
          thread
        ) : (
          list
        )
      ) : (
        <Group align="flex-start" wrap="nowrap" gap="lg">
          {list}
          <div style={{ flex: 1, minWidth: 0 }}>{thread}</div>
        </Group>
      )}
      {starting && (
        <StartConversation
          onClose={() => setStarting(false)}
          onStarted={(id) => {
            setStarting(false);
            setOpenId(id);
          }}
        />
      )}
    </>
  );
}

function ConversationList({
  items,
  pending,
  error,
  openId,
  onOpen,
}: {
  items: ChatConversation[];
  pending: boolean;
  error: string | null;
  openId: string | null;
  onOpen: (id: string) => void;
}) {
  if (pending) return <Loader aria-label="Loading conversations" />;
  if (error) return <Alert color="red">{error}</Alert>;
  if (items.length === 0) return <Text c="dimmed">No conversations yet.</Text>;
  return (
    <Stack
      gap={4}
      component="ul"
      aria-label="Conversations"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {items.map((conversation) => (
        <li key={conversation.id}>
          <UnstyledButton
            w="100%"
            p="xs"
            onClick={() => onOpen(conversation.id)}
            aria-current={conversation.id === openId ? 'true' : undefined}
            style={{
              borderRadius: 6,
              background:
                conversation.id === openId ? 'var(--mantine-color-blue-light)' : undefined,
            }}
          >
            <Group justify="space-between" wrap="nowrap">
              <Text fw={conversation.unread ? 700 : 500} truncate>
                {conversation.title}
              </Text>
              {conversation.unread > 0 && (
                <>
                  <Badge color="red" aria-hidden>
                    {conversation.unread}
                  </Badge>
                  <VisuallyHidden>{`${conversation.unread} unread`}</VisuallyHidden>
                </>
              )}
            </Group>
            <Text size="sm" c="dimmed" truncate>
              {conversation.lastMessage ??
                (conversation.lastMessageAt ? 'A file' : 'No messages yet')}
            </Text>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}

function SearchResults({ q, onOpen }: { q: string; onOpen: (id: string) => void }) {
  const found = useQuery({
    queryKey: [searchPath(q)],
    queryFn: ({ signal }) => searchMessages(q, signal),
  });
  if (found.isPending) return <Loader aria-label="Searching" />;
  if (found.isError) return <Alert color="red">{errorMessage(found.error)}</Alert>;
  if (found.data.items.length === 0) return <Text c="dimmed">No messages match.</Text>;
  return (
    <Stack
      gap={4}
      component="ul"
      aria-label="Messages found"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {found.data.items.map((hit) => (
        <li key={hit.id}>
          <UnstyledButton w="100%" p="xs" onClick={() => onOpen(hit.conversationId)}>
            <Text fw={500}>{hit.conversationTitle}</Text>
            <Text size="sm" lineClamp={2}>
              {hit.body}
            </Text>
            <Text size="xs" c="dimmed">
              {`${hit.senderName}, ${sentAtText(hit.sentAt)}`}
            </Text>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}

function Thread({
  conversation,
  userId,
  mayWrite,
  onBack,
}: {
  conversation: ChatConversation;
  userId: string;
  mayWrite: boolean;
  onBack?: () => void;
}) {
  const queryClient = useQueryClient();
  const pages = useInfiniteQuery({
    queryKey: [messagesPath(conversation.id)],
    queryFn: ({ pageParam, signal }) => fetchMessages(conversation.id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.before,
  });
  const messages = (pages.data?.pages ?? []).flatMap((page) => page.items).reverse();
  const newest = messages.at(-1);
  const unreadFromOthers = conversation.unread > 0;

  // Seen is read: the newest message shown marks everything up to it read, once per message.
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!newest || !unreadFromOthers || marked.current === newest.id) return;
    marked.current = newest.id;
    markRead(conversation.id, newest.id)
      .then(() => queryClient.invalidateQueries({ queryKey: [CONVERSATIONS_PATH] }))
      .catch(() => {
        marked.current = null;
      });
  }, [newest, unreadFromOthers, conversation.id, queryClient]);

  const others = conversation.participants.filter((p) => p.userId !== userId);
  const [managing, setManaging] = useState(false);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <div>
          <Title order={2} size="h4">
            {conversation.title}
          </Title>
          {conversation.kind !== 'direct' && (
            <Text size="sm" c="dimmed">
              {others.map((p) => p.name).join(', ')}
            </Text>
          )}
        </div>
        <Group gap="xs">
          {CHAT_KINDS_WITH_MEMBERS.includes(conversation.kind) && (
            <Button variant="default" size="compact-sm" onClick={() => setManaging(true)}>
              People
            </Button>
          )}
          {onBack && (
            <Button variant="default" size="compact-sm" onClick={onBack}>
              Back
            </Button>
          )}
        </Group>
      </Group>
      {managing && (
        <GroupPeople
          conversation={conversation}
          userId={userId}
          mayWrite={mayWrite}
          onClose={() => setManaging(false)}
        />
      )}
      {pages.hasNextPage && (
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          loading={pages.isFetchingNextPage}
          onClick={() => pages.fetchNextPage()}
        >
          Earlier messages
        </Button>
      )}
      {pages.isPending && <Loader aria-label="Loading messages" />}
      {pages.isError && <Alert color="red">{errorMessage(pages.error)}</Alert>}
      <ScrollArea.Autosize mah={onBack ? undefined : '60vh'}>
        <Stack gap="xs" role="log" aria-label="Messages">
          {messages.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              own={message.senderId === userId}
              group={conversation.kind !== 'direct'}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
      {mayWrite && <Composer conversationId={conversation.id} />}
    </Stack>
  );
}

function MessageBubble({
  message,
  own,
  group,
}: {
  message: ChatMessage;
  own: boolean;
  group: boolean;
}) {
  const readText = group
    ? message.readBy.length > 0
      ? `Read by ${message.readBy.length}`
      : 'Sent'
    : message.readBy.length > 0
      ? 'Read'
      : 'Sent';
  return (
    <Paper
      component="article"
      withBorder
      p="xs"
      maw="85%"
      ml={own ? 'auto' : undefined}
      bg={own ? 'var(--mantine-color-blue-light)' : undefined}
      aria-label={`Message from ${own ? 'you' : message.senderName}`}
    >
      <Text size="xs" c="dimmed">
        {`${own ? 'You' : message.senderName}, ${sentAtText(message.sentAt)}`}
      </Text>
      {message.body && <Text style={{ whiteSpace: 'pre-wrap' }}>{message.body}</Text>}
      {message.attachments.map((file) => (
        <Anchor key={file.id} href={fileDownloadUrl(file.id)} size="sm" display="block">
          {file.name}
        </Anchor>
      ))}
      {own && (
        <Text size="xs" c="dimmed" ta="right">
          {readText}
        </Text>
      )}
    </Paper>
  );
}

function Composer({ conversationId }: { conversationId: string }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<{ id: string; name: string }[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function attach(chosen: File[]) {
    setError(null);
    setBusy(true);
    for (const file of chosen) {
      const result = await uploadFile(file);
      if (result.error) setError(result.message);
      else setFiles((now) => [...now, { id: result.data.id, name: file.name }]);
    }
    setBusy(false);
  }

  async function send() {
    if (!text.trim() && files.length === 0) return;
    setBusy(true);
    setError(null);
    try {
      await sendMessage(
        conversationId,
        text,
        files.map((f) => f.id),
      );
      setText('');
      setFiles([]);
      await queryClient.invalidateQueries({ queryKey: [messagesPath(conversationId)] });
      await queryClient.invalidateQueries({ queryKey: [CONVERSATIONS_PATH] });
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="xs">
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Textarea
        label="Message"
        autosize
        minRows={2}
        maxLength={4000}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            void send();
          }
        }}
      />
      {files.length > 0 && (
        <Text size="sm">{`Attached: ${files.map((f) => f.name).join(', ')}`}</Text>
      )}
      <Group justify="space-between">
        <FileButton onChange={(chosen) => void attach(chosen)} multiple>
          {(props) => (
            <Button variant="default" size="compact-sm" disabled={busy} {...props}>
              Attach files
            </Button>
          )}
        </FileButton>
        <Button onClick={() => void send()} loading={busy}>
          Send
        </Button>
      </Group>
    </Stack>
  );
}

/** A group's people: who is in it, adding those one may write to, leaving, taking out. */
function GroupPeople({
  conversation,
  userId,
  mayWrite,
  onClose,
}: {
  conversation: ChatConversation;
  userId: string;
  mayWrite: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const contacts = useQuery({
    queryKey: [CONTACTS_PATH],
    queryFn: ({ signal }) => fetchContacts(signal),
    enabled: mayWrite,
  });
  const inGroup = new Set(conversation.participants.map((p) => p.userId));
  const options = (contacts.data?.items ?? [])
    .filter((c) => !inGroup.has(c.id))
    .map((c) => ({
      value: c.id,
      label: [c.name, c.jobTitle, c.branch].filter(Boolean).join(' · '),
    }));

  async function run(change: () => Promise<unknown>, after?: () => void) {
    setBusy(true);
    setError(null);
    try {
      await change();
      await queryClient.invalidateQueries({ queryKey: [CONVERSATIONS_PATH] });
      after?.();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={`People in ${conversation.title}`}>
      <Stack>
        <Stack gap={4} component="ul" aria-label="People" style={{ listStyle: 'none', padding: 0 }}>
          {conversation.participants.map((person) => (
            <Group key={person.userId} component="li" justify="space-between" wrap="nowrap">
              <Text>
                {person.userId === userId ? `${person.name} (you)` : person.name}
                {person.jobTitle && (
                  <Text span size="sm" c="dimmed">{` · ${person.jobTitle}`}</Text>
                )}
              </Text>
              {mayRemoveFromChat(conversation, userId, person.userId) && (
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  disabled={busy}
                  aria-label={
                    person.userId === userId ? 'Leave the group' : `Take ${person.name} out`
                  }
                  onClick={() =>
                    void run(
                      () => removePerson(conversation.id, person.userId),
                      person.userId === userId ? onClose : undefined,
                    )
                  }
                >
                  {person.userId === userId ? 'Leave' : 'Take out'}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
        {mayWrite && (
          <>
            <MultiSelect
              label="Add people"
              searchable
              data={options}
              value={adding}
              onChange={setAdding}
            />
            <Group justify="flex-end">
              <Button
                disabled={adding.length === 0}
                loading={busy}
                onClick={() =>
                  void run(
                    () => addPeople(conversation.id, adding),
                    () => setAdding([]),
                  )
                }
              >
                Add
              </Button>
            </Group>
          </>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}

function StartConversation({
  onClose,
  onStarted,
}: {
  onClose: () => void;
  onStarted: (id: string) => void;
}) {
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<'direct' | 'group' | 'branch' | 'team'>('direct');
  const [person, setPerson] = useState<string | null>(null);
  const [people, setPeople] = useState<string[]>([]);
  const [branch, setBranch] = useState<string | null>(null);
  const [team, setTeam] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const contacts = useQuery({
    queryKey: [CONTACTS_PATH],
    queryFn: ({ signal }) => fetchContacts(signal),
  });
  const personOptions = (contacts.data?.items ?? []).map((c) => ({
    value: c.id,
    label: [c.name, c.jobTitle, c.branch].filter(Boolean).join(' · '),
  }));

  async function start() {
    setBusy(true);
    setError(null);
    try {
      const started =
        kind === 'direct'
          ? await startConversation({ kind, userId: person ?? '' })
          : kind === 'group'
            ? await startConversation({ kind, title, userIds: people })
            : kind === 'team'
              ? await startConversation({
                  kind,
                  teamId: team ?? '',
                  ...(title.trim() ? { title } : {}),
                })
              : await startConversation({
                  kind,
                  branchId: branch ?? '',
                  ...(title.trim() ? { title } : {}),
                });
      await queryClient.invalidateQueries({ queryKey: [CONVERSATIONS_PATH] });
      onStarted(started.id);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title="New conversation">
      <Stack>
        <SegmentedControl
          value={kind}
          onChange={(value) => setKind(value as typeof kind)}
          data={[
            { value: 'direct', label: 'One person' },
            { value: 'group', label: 'Group' },
            { value: 'branch', label: 'Branch' },
            ...(contacts.data?.teams.length ? [{ value: 'team', label: 'Team' }] : []),
          ]}
        />
        {contacts.isPending && <Loader aria-label="Loading people" />}
        {kind === 'direct' && (
          <Select
            label="Person"
            searchable
            data={personOptions}
            value={person}
            onChange={setPerson}
          />
        )}
        {kind === 'group' && (
          <>
            <TextInput
              label="Title"
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
            />
            <MultiSelect
              label="People"
              searchable
              data={personOptions}
              value={people}
              onChange={setPeople}
            />
          </>
        )}
        {(kind === 'branch' || kind === 'team') && (
          <>
            <Select
              label={kind === 'branch' ? 'Branch' : 'Team'}
              searchable={kind === 'team'}
              data={
                kind === 'branch'
                  ? (contacts.data?.branches ?? []).map((b) => ({ value: b.id, label: b.name }))
                  : (contacts.data?.teams ?? []).map((t) => ({
                      value: t.id,
                      label: `${t.name} · ${t.branch}`,
                    }))
              }
              value={kind === 'branch' ? branch : team}
              onChange={kind === 'branch' ? setBranch : setTeam}
            />
            <TextInput
              label="Title"
              description={
                kind === 'branch'
                  ? "Optional: the branch's name and 'team' otherwise."
                  : "Optional: the team's name otherwise."
              }
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
            />
          </>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void start()} loading={busy}>
            Start
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
