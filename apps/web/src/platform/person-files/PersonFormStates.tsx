import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { PersonFileRoute } from './person-file-route-info';

/** What a page of a person's file says when the person is not there (or not to be seen). */
export function OwnerNotFound({ route }: { route: PersonFileRoute }) {
  return (
    <Stack gap="md" maw={560}>
      <Title order={2}>Not found</Title>
      <Text>
        This {route.noun.toLowerCase()} does not exist, or has been deleted. It may also belong to
        another organisation.
      </Text>
      <Anchor component={Link} to={`/app/${route.ownerPath}`} w="fit-content">
        Back to {route.plural}
      </Anchor>
    </Stack>
  );
}
