import { safeNextPath } from '@care360/domain';
import { Anchor, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { signInWithCode } from '../platform/account-security';
import type { FieldErrors } from '../platform/api';
import { ButtonLoader } from '../platform/ButtonLoader';
import { currentUserQuery } from '../platform/current-user';
import { fieldError, focusFirstError } from '../platform/forms/form-errors';
import { PublicFrame } from './PublicFrame';

interface SignInCodeFormProps {
  next: string | undefined;
  /** Back to the password: the pending sign-in has ended (or the person chose to). */
  onRestart: (message: string) => void;
}

/** The second step of signing in (POST /login/mfa): a code from the app, or a recovery code. */
export function SignInCodeForm({ next, onRestart }: SignInCodeFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  const label = recovery ? 'Recovery code' : 'Code from your authenticator app';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!code.trim()) {
      const found = {
        code: [recovery ? 'Enter one of your recovery codes.' : 'Enter the 6-digit code.'],
      };
      setErrors(found);
      focusFirstError(formRef.current, found);
      return;
    }
    setPending(true);
    const result = await signInWithCode(code.trim());
    if (result.error) {
      setPending(false);
      if (!result.errors.code && result.status === 401) {
        onRestart(result.message);
        return;
      }
      const found = result.errors.code ? result.errors : { code: [result.message] };
      setErrors(found);
      setCode('');
      focusFirstError(formRef.current, found);
      return;
    }
    queryClient.setQueryData(currentUserQuery.queryKey, result.data.data);
    await navigate({ href: safeNextPath(next), replace: true });
  }

  return (
    <PublicFrame heading="Enter your code">
      <form ref={formRef} onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text size="sm">
            {recovery
              ? 'Enter one of the recovery codes you saved when you set up your authenticator app. Each code works once.'
              : 'Open your authenticator app and enter the 6-digit code it shows for care360.'}
          </Text>
          <TextInput
            key={recovery ? 'recovery' : 'app'}
            name="code"
            label={label}
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            autoCapitalize={recovery ? 'characters' : 'off'}
            spellCheck={false}
            maxLength={recovery ? 20 : 6}
            required
            data-autofocus
            autoFocus
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={fieldError(errors, 'code')}
          />
          <ButtonLoader type="submit" loading={pending} fullWidth>
            Sign in
          </ButtonLoader>
          <UnstyledButton
            type="button"
            onClick={() => {
              setRecovery(!recovery);
              setCode('');
              setErrors({});
            }}
            ta="center"
            c="blue.8"
            fz="sm"
            td="underline"
          >
            {recovery ? 'Use a code from the app instead' : 'Use a recovery code instead'}
          </UnstyledButton>
          <Anchor component="button" type="button" size="sm" onClick={() => onRestart('')}>
            Start again with your password
          </Anchor>
        </Stack>
      </form>
    </PublicFrame>
  );
}
