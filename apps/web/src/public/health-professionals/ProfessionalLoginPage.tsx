import { Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Notice } from '../../platform/Notice';
import { PublicFrame } from '../PublicFrame';
import { askForLinks } from './professional-api';

/**
 * A health professional's way back in: no password, only the address the agency holds. Fresh
 * links to whatever they may still read are emailed; the answer is the same for any address.
 */
export function ProfessionalLoginPage() {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    setSending(true);
    const result = await askForLinks(email.trim());
    setSending(false);
    if (result.error) setError(result.errors.email?.[0] ?? result.message);
    else setSent(result.notice || 'Check your email for a link.');
  }

  return (
    <PublicFrame heading="Health professional access">
      {sent ? (
        <Notice tone="success" title="Check your email">
          {sent}
        </Notice>
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          <Stack>
            <Text>
              A care agency shares a client’s documents with you by email. Enter the address they
              hold for you and we will email you a new link to what you may read now.
            </Text>
            <TextInput
              label="Email address"
              type="email"
              autoComplete="email"
              required
              value={email}
              error={error || undefined}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <Button type="submit" loading={sending}>
              Email me a link
            </Button>
          </Stack>
        </form>
      )}
    </PublicFrame>
  );
}
