import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ApiError, errorMessage } from '../api';
import { Notice } from '../Notice';
import { NoPermission } from '../records/RecordPageStates';
import type { PersonFileRoute } from './person-file-route-info';

interface LoadFailureProps {
  route: PersonFileRoute;
  error: unknown;
  /** What could not be loaded, for the heading: 'The form'. */
  what: string;
  retry: () => void;
}

/** Why a questionnaire of a person's file did not load: permission, not found, or else. */
export function LoadFailure({ route, error, what, retry }: LoadFailureProps) {
  if (error instanceof ApiError && error.status === 403) return <NoPermission />;
  if (error instanceof ApiError && error.status === 404) {
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
  return (
    <Notice tone="danger" title={`${what} could not be loaded`}>
      <Text size="sm" mb="xs">
        {errorMessage(error)}
      </Text>
      <Button size="xs" variant="default" onClick={retry}>
        Try again
      </Button>
    </Notice>
  );
}
