import type { PasswordContext } from '@care360/domain/password-policy';
import { PasswordInput, Stack } from '@mantine/core';
import type { FieldErrors } from '../api';
import { fieldError } from './form-errors';
import { PasswordHint } from './PasswordHint';
import { PASSWORD_MIN_LENGTH } from './password-rules';
import { usePasswordProblem } from './usePasswordProblem';

export interface NewPasswordValue {
  password: string;
  confirmation: string;
}

/**
 * A new password typed twice, with the shared policy's live verdict under it: the same fields
 * wherever a password is chosen (reset, invitation, change when signed in). `context` names the
 * person, so the hint can say when the password holds their name or email address.
 */
export function NewPasswordFields({
  value,
  onChange,
  errors,
  context,
  label = 'New password',
}: {
  value: NewPasswordValue;
  onChange(value: NewPasswordValue): void;
  errors: FieldErrors;
  context?: PasswordContext;
  label?: string;
}) {
  const problem = usePasswordProblem(value.password, context);
  return (
    <>
      <Stack gap={4}>
        <PasswordInput
          name="password"
          label={label}
          description={`At least ${PASSWORD_MIN_LENGTH} characters, not containing your name or email address. A phrase of three or four unrelated words is strong and easy to remember.`}
          aria-describedby="new-password-hint"
          autoComplete="new-password"
          required
          visibilityToggleFocusable
          value={value.password}
          onChange={(event) => onChange({ ...value, password: event.currentTarget.value })}
          error={fieldError(errors, 'password')}
        />
        <PasswordHint
          id="new-password-hint"
          problem={fieldError(errors, 'password') ? null : problem}
        />
      </Stack>
      <PasswordInput
        name="confirmation"
        label={`${label} again`}
        autoComplete="new-password"
        required
        visibilityToggleFocusable
        value={value.confirmation}
        onChange={(event) => onChange({ ...value, confirmation: event.currentTarget.value })}
        error={fieldError(errors, 'confirmation')}
      />
    </>
  );
}
