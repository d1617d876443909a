import { PasswordInput, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { changePassword } from '../../platform/account-security';
import type { FieldErrors } from '../../platform/api';
import { ButtonLoader } from '../../platform/ButtonLoader';
import { useCurrentUser } from '../../platform/current-user';
import { fieldError, focusFirstError } from '../../platform/forms/form-errors';
import { NewPasswordFields } from '../../platform/forms/NewPasswordFields';
import { checkNewPassword } from '../../platform/forms/password-rules';
import { Notice } from '../../platform/Notice';

/** Change the password (POST /api/v1/account/password); other sessions of the person end. */
export function ChangePasswordForm() {
  const user = useCurrentUser();
  const formRef = useRef<HTMLFormElement>(null);
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState('');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone('');
    const found: FieldErrors = checkNewPassword(password, confirmation);
    if (!currentPassword) found.currentPassword = ['Enter your current password.'];
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(formRef.current, found);
      return;
    }
    setPending(true);
    const result = await changePassword(currentPassword, password);
    setPending(false);
    if (result.error) {
      const errs =
        Object.keys(result.errors).length > 0
          ? result.errors
          : { currentPassword: [result.message] };
      setErrors(errs);
      focusFirstError(formRef.current, errs);
      return;
    }
    setCurrentPassword('');
    setPassword('');
    setConfirmation('');
    setDone(result.notice || 'Your password has been changed.');
  }

  return (
    <Stack component="section" aria-labelledby="change-password-heading" gap="sm">
      <Title order={2} id="change-password-heading" size="h3">
        Change your password
      </Title>
      <Text size="sm">
        You will stay signed in here; everywhere else you are signed in will be signed out.
      </Text>
      {done && (
        <Notice tone="success" title="Password changed">
          {done}
        </Notice>
      )}
      <form ref={formRef} onSubmit={handleSubmit} noValidate>
        <Stack maw={420}>
          <PasswordInput
            name="currentPassword"
            label="Current password"
            autoComplete="current-password"
            required
            visibilityToggleFocusable
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.currentTarget.value)}
            error={fieldError(errors, 'currentPassword')}
          />
          <NewPasswordFields
            value={{ password, confirmation }}
            onChange={(next) => {
              setPassword(next.password);
              setConfirmation(next.confirmation);
            }}
            errors={errors}
            context={{ name: user.name, email: user.email }}
          />
          <ButtonLoader type="submit" loading={pending} w="fit-content">
            Change password
          </ButtonLoader>
        </Stack>
      </form>
    </Stack>
  );
}
