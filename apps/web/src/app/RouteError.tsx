import { Button, Container, Stack } from '@mantine/core';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { errorMessage } from '../platform/api';
import { Notice } from '../platform/Notice';

/** Shown when a screen or the signed-in user could not be loaded (e.g. the server is down). */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Notice tone="danger" title="This page could not be loaded">
          {errorMessage(error)}
        </Notice>
        <Button onClick={() => router.invalidate()} w="fit-content">
          Try again
        </Button>
      </Stack>
    </Container>
  );
}
