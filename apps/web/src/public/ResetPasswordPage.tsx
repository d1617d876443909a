import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import type { FieldErrors } from '../platform/api';
import { ButtonLoader } from '../platform/ButtonLoader';
import { focusFirstError } from '../platform/forms/form-errors';
import { NewPasswordFields } from '../platform/forms/NewPasswordFields';
import { checkNewPassword } from '../platform/forms/password-rules';
import { Notice } from '../platform/Notice';
import { resetPassword } from '../platform/session';
import { PublicFrame } from './PublicFrame';

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
          <NewPasswordFields
            value={{ password, confirmation }}
            onChange={(next) => {
              setPassword(next.password);
              setConfirmation(next.confirmation);
            }}
            errors={errors}
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
