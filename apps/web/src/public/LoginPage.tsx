import { homePathOf, type SignInAnswer, safeNextPath } from '@care360/domain';
import { Anchor, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import type { FieldErrors } from '../platform/api';
import { ButtonLoader } from '../platform/ButtonLoader';
import { currentUserQuery } from '../platform/current-user';
import { fieldError, focusFirstError } from '../platform/forms/form-errors';
import { Notice } from '../platform/Notice';
import { signIn } from '../platform/session';
import { PublicFrame } from './PublicFrame';
import { SignInCodeForm } from './SignInCodeForm';

function checkSignIn(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!email.trim()) errors.email = ['Enter your email address.'];
  if (!password) errors.password = ['Enter your password.'];
  return errors;
}

/** Sign in (POST /login); afterwards go to `next` when it is a page in the app, else /app. */
export function LoginPage() {
  const { next } = useSearch({ from: '/' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  /** The password was right and the account uses an authenticator app: ask for its code. */
  const [codeStep, setCodeStep] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkSignIn(email, password);
    setErrors(found);
    setMessage('');
    if (Object.keys(found).length > 0) {
      focusFirstError(formRef.current, found);
      return;
    }
    setPending(true);
    const result = await signIn(email.trim(), password);
    if (result.error) {
      setPending(false);
      setMessage(result.message);
      setErrors(result.errors);
      focusFirstError(formRef.current, result.errors);
      return;
    }
    const answer = result.data as SignInAnswer;
    if (answer.mfaRequired) {
      setPending(false);
      setPassword('');
      setCodeStep(true);
      return;
    }
    queryClient.setQueryData(currentUserQuery.queryKey, answer.data);
    // A role that needs multi-factor sign-in, not yet set up: nothing else works until it is.
    const href = answer.mfaEnrolmentRequired
      ? '/app/account/security'
      : next
        ? safeNextPath(next)
        : homePathOf(answer.data);
    await navigate({ href, replace: true });
  }

  if (codeStep) {
    return (
      <SignInCodeForm
        next={next}
        onRestart={(why) => {
          setCodeStep(false);
          setMessage(why);
        }}
      />
    );
  }

  return (
    <PublicFrame heading="Sign in">
      <form ref={formRef} onSubmit={handleSubmit} noValidate>
        <Stack>
          {message && (
            <Notice tone="danger" title="You are not signed in">
              {message}
            </Notice>
          )}
          <TextInput
            name="email"
            label="Email address"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={fieldError(errors, 'email')}
          />
          <PasswordInput
            name="password"
            label="Password"
            autoComplete="current-password"
            required
            visibilityToggleFocusable
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={fieldError(errors, 'password')}
          />
          <ButtonLoader type="submit" loading={pending} fullWidth>
            Sign in
          </ButtonLoader>
          <Anchor component={Link} to="/forgot-password" ta="center">
            Forgotten your password?
          </Anchor>
        </Stack>
      </form>
    </PublicFrame>
  );
}
