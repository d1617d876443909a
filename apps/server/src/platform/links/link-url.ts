import type { Config } from '../../config';
import { type WithheldLink, withheld } from '../email/mailer';

/**
 * The address of a link page, as an email line the email log keeps withheld: only the delivered
 * message holds the token (`page` is the web app's path, e.g. '/reset-password').
 */
export function linkToPage(
  config: Pick<Config, 'publicUrl'>,
  page: string,
  token: string,
): WithheldLink {
  return withheld(`${config.publicUrl}${page}/${token}`);
}
