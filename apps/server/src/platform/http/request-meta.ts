/** Reset tokens travel in page paths; logs must never hold one. */
export function redactUrl(url: string): string {
  return url.replace(/(\/reset-password\/)[^/?#]+/, '$1[redacted]');
}
