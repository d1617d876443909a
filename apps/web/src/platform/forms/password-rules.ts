import type { FieldErrors } from '../api';

/**
 * Instant feedback for a new password. The server checks the same rules (and that the password
 * is not the email address, which this page does not know) and has the last word.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export function checkNewPassword(password: string, confirmation: string): FieldErrors {
  const errors: FieldErrors = {};
  if (password.length < PASSWORD_MIN_LENGTH) {
    errors.password = [`Use at least ${PASSWORD_MIN_LENGTH} characters.`];
  } else if (password.length > PASSWORD_MAX_LENGTH) {
    errors.password = [`Use at most ${PASSWORD_MAX_LENGTH} characters.`];
  }
  if (confirmation !== password) {
    errors.confirmation = ['The two passwords do not match.'];
  }
  return errors;
}
