import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { apiPost } from '../../platform/api';
import { ButtonLoader } from '../../platform/ButtonLoader';
import { useCurrentUser } from '../../platform/current-user';
import { Notice } from '../../platform/Notice';
import type { RecordEditSectionProps } from '../../platform/records/record-edit-sections';

/**
 * The Sign-in tab of a user: for a person who has lost both their phone and their recovery
 * codes, remove their authenticator app (POST /api/v1/users/{id}/mfa/reset).
 */
export function UserSignInPanel({ record }: RecordEditSectionProps) {
  const me = useCurrentUser();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const name = String(record.name ?? 'this person');

  async function reset() {
    setPending(true);
    const answer = await apiPost<null>(`/api/v1/users/${record.id}/mfa/reset`);
    setPending(false);
    setAsking(false);
    setResult(
      answer.error
        ? { tone: 'danger', text: answer.message }
        : { tone: 'success', text: answer.notice || 'The authenticator app has been removed.' },
    );
  }

  return (
    <Stack gap="sm" maw={640}>
      <Title order={2} size="h3">
        Multi-factor sign-in
      </Title>
      {result && (
        <Notice tone={result.tone} title={result.tone === 'success' ? 'Done' : 'Not done'}>
          {result.text}
        </Notice>
      )}
      {record.id === me.id ? (
        <Text size="sm">Your own sign-in settings are on your Account security page.</Text>
      ) : (
        <>
          <Text size="sm">
            If {name} has lost the phone with their authenticator app and their recovery codes,
            remove the app here. They then sign in with their password only and, if their role needs
            it, set up a new app straight away. They are told by email.
          </Text>
          {asking ? (
            <Group gap="sm">
              <ButtonLoader color="red" loading={pending} onClick={reset}>
                Yes, remove {name}'s authenticator app
              </ButtonLoader>
              <Button variant="default" onClick={() => setAsking(false)} disabled={pending}>
                Keep it
              </Button>
            </Group>
          ) : (
            <Button variant="default" w="fit-content" onClick={() => setAsking(true)}>
              Remove authenticator app
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
