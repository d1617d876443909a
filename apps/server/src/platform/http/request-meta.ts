/**
 * Token links travel in page paths (and may in a query); logs must never hold one:
 * /reset-password/:token, /health-professionals/:id/:token/…, any `token=` parameter, and any
 * path segment shaped as a link token (43 base64url characters, auth/tokens.ts), wherever a link
 * page or a link route puts it.
 */
const TOKEN_PATHS: RegExp[] = [
  /(\/reset-password\/)[^/?#]+/,
  /(\/health-professionals\/[^/?#]+\/)[^/?#]+/,
  /([?&](?:token|code)=)[^&#]*/g,
  /(\/)[A-Za-z0-9_-]{43}(?=[/?#]|$)/g,
];

export function redactUrl(url: string): string {
  return TOKEN_PATHS.reduce((redacted, pattern) => redacted.replace(pattern, '$1[redacted]'), url);
}
