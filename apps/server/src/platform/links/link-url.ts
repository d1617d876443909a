import type { Config } from '../../config';
import { type WithheldLink, withheld } from '../email/mailer';

/**
 * The address of a link page, as an email line the email log keeps withheld: only the delivered
 * message holds the token (`page` is the web app's path, e.g. '/reset-password'). The token is
 * the path's last segment, or `?token=` for a page whose path has no place for it (the page then
 * drops it from the address bar; the request log redacts both, request-meta.ts).
 */
export function linkToPage(
  config: Pick<Config, 'publicUrl'>,
  page: string,
  token: string,
  carried: 'path' | 'query' = 'path',
): WithheldLink {
  return withheld(
    carried === 'query'
      ? `${config.publicUrl}${page}?token=${encodeURIComponent(token)}`
      : `${config.publicUrl}${page}/${token}`,
  );
}
