import { Button, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ChatView } from '../comms';

/** The carer's phone: their conversations with the office, one pane at a time. */
export function CarerMessagesPage() {
  return (
    <Stack gap="md" maw={640} mx="auto" p="xs">
      <Title order={1}>Messages</Title>
      <Button variant="subtle" component={Link} to="/app/carer" w="fit-content">
        My visits
      </Button>
      <ChatView compact />
    </Stack>
  );
}
