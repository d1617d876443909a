/**
 * Token links travel in page paths (and may in a query); logs must never hold one:
 * /reset-password/:token, /health-professionals/:id/:token/…, and any `token=` parameter.
 */
const TOKEN_PATHS: RegExp[] = [
  /(\/reset-password\/)[^/?#]+/,
  /(\/health-professionals\/[^/?#]+\/)[^/?#]+/,
  /([?&](?:token|code)=)[^&#]*/g,
];

export function redactUrl(url: string): string {
  return TOKEN_PATHS.reduce((redacted, pattern) => redacted.replace(pattern, '$1[redacted]'), url);
}
