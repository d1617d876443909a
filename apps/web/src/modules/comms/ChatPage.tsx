import { Stack, Title } from '@mantine/core';
import { ChatView } from './ChatView';

/** /app/chat: the office's conversations with carers and colleagues. */
export function ChatPage() {
  return (
    <Stack gap="md">
      <Title order={1}>Chat</Title>
      <ChatView />
    </Stack>
  );
}
