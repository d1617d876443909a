import { Anchor, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import type { FieldErrors } from '../platform/api';
import { ButtonLoader } from '../platform/ButtonLoader';
import { fieldError, focusFirstError } from '../platform/forms/form-errors';
import { Notice } from '../platform/Notice';
import { requestPasswordReset } from '../platform/session';
import { PublicFrame } from './PublicFrame';

/** Asks for a reset link (POST /forgot-password); the answer never says whether the email exists. */
export function ForgotPasswordPage() {
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage('');
    setNotice('');
    if (!email.trim()) {
      const found = { email: ['Enter your email address.'] };
      setErrors(found);
      focusFirstError(formRef.current, found);
      return;
    }
    setErrors({});
    setPending(true);
    const result = await requestPasswordReset(email.trim());
    setPending(false);
    if (result.error) {
      setMessage(result.message);
      setErrors(result.errors);
      focusFirstError(formRef.current, result.errors);
      return;
    }
    setNotice(result.notice);
  }

  return (
    <PublicFrame heading="Reset your password">
      <form ref={formRef} onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text>Enter the email address you sign in with and we will send you a link.</Text>
          {notice && (
            <Notice tone="success" title="Check your email">
              {notice}
            </Notice>
          )}
          {message && (
            <Notice tone="danger" title="The link was not sent">
              {message}
            </Notice>
          )}
          <TextInput
            name="email"
            label="Email address"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={fieldError(errors, 'email')}
          />
          <ButtonLoader type="submit" loading={pending} fullWidth>
            Send reset link
          </ButtonLoader>
          <Anchor component={Link} to="/" ta="center">
            Back to sign in
          </Anchor>
        </Stack>
      </form>
    </PublicFrame>
  );
}
