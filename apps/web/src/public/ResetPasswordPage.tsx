import { Anchor, PasswordInput, Stack, Text } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import type { FieldErrors } from '../platform/api';
import { ButtonLoader } from '../platform/ButtonLoader';
import { Notice } from '../platform/Notice';
import { resetPassword } from '../platform/session';
import { fieldError, focusFirstError } from './form-errors';
import { PublicFrame } from './PublicFrame';
import { checkNewPassword, PASSWORD_MIN_LENGTH } from './password-rules';

/** Sets a new password from the emailed link (POST /reset-password). */
export function ResetPasswordPage() {
  const { token } = useParams({ from: '/reset-password/$token' });
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage('');
    const found = checkNewPassword(password, confirmation);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(formRef.current, found);
      return;
    }
    setPending(true);
    const result = await resetPassword(token, password);
    setPending(false);
    if (result.error) {
      setMessage(result.message);
      setErrors(result.errors);
      focusFirstError(formRef.current, result.errors);
      return;
    }
    setDone(result.notice || 'Your password has been changed. Sign in with your new password.');
  }

  if (done) {
    return (
      <PublicFrame heading="Password changed">
        <Stack>
          <Notice tone="success" title="All done">
            {done}
          </Notice>
          <Anchor component={Link} to="/">
            Go to sign in
          </Anchor>
        </Stack>
      </PublicFrame>
    );
  }

  return (
    <PublicFrame heading="Choose a new password">
      <form ref={formRef} onSubmit={handleSubmit} noValidate>
        <Stack>
          {message && (
            <Notice tone="danger" title="Your password was not changed">
              {message}{' '}
              <Anchor component={Link} to="/forgot-password" inherit>
                Ask for a new link
              </Anchor>
            </Notice>
          )}
          <PasswordInput
            name="password"
            label="New password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters, and not your email address.`}
            autoComplete="new-password"
            required
            visibilityToggleFocusable
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={fieldError(errors, 'password')}
          />
          <PasswordInput
            name="confirmation"
            label="New password again"
            autoComplete="new-password"
            required
            visibilityToggleFocusable
            value={confirmation}
            onChange={(event) => setConfirmation(event.currentTarget.value)}
            error={fieldError(errors, 'confirmation')}
          />
          <ButtonLoader type="submit" loading={pending} fullWidth>
            Change password
          </ButtonLoader>
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/">
              Back to sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </PublicFrame>
  );
}
