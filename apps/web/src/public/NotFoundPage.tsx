import { Anchor, Box, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/**
 * Any path the app does not know. The browser title comes from the router (route-title.ts).
 * Inside the signed-in shell only the content is shown, since the shell already has the page's
 * main landmark.
 */
export function NotFoundContent() {
  return (
    <Stack maw={560} gap="md">
      <Title order={1}>Page not found</Title>
      <Text>There is no page at this address. It may have moved, or the link may be mistyped.</Text>
      <Anchor component={Link} to="/app" w="fit-content">
        Go to the home page
      </Anchor>
    </Stack>
  );
}

export function NotFoundPage() {
  return (
    <Box component="main" py={64} px="md" maw={600} mx="auto">
      <NotFoundContent />
    </Box>
  );
}
