/**
 * Where to go after signing in: the `next` query parameter when it is a path inside the app on
 * this site, else the app's home. Anything else (another site, '//host', a scheme, a public page)
 * is refused so that a crafted sign-in link cannot send a person elsewhere.
 */
export const APP_HOME_PATH = '/app';

const PROBE_ORIGIN = 'https://care360.invalid';

export function safeNextPath(next: unknown): string {
  if (typeof next !== 'string' || !next.startsWith('/') || next.includes('\\')) {
    return APP_HOME_PATH;
  }
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return APP_HOME_PATH;
  }
  if (url.origin !== PROBE_ORIGIN) return APP_HOME_PATH;
  if (url.pathname !== APP_HOME_PATH && !url.pathname.startsWith(`${APP_HOME_PATH}/`)) {
    return APP_HOME_PATH;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
