import { type PasswordContext, passwordProblem } from '@care360/domain/password-policy';
import { HttpError } from '../http/envelope';

/**
 * Every new password (reset, invitation, change) meets the shared policy; the browser checks the
 * same rule for instant feedback, but this is the check that counts. `field` names the input.
 */
export function assertAcceptablePassword(
  password: string,
  context: PasswordContext,
  field = 'password',
): void {
  const problem = passwordProblem(password, context);
  if (problem) {
    throw new HttpError(400, 'Please correct the highlighted fields.', { [field]: [problem] });
  }
}
