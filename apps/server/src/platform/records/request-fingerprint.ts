import { createHash } from 'node:crypto';

/**
 * What identifies a request sent with an Idempotency-Key: its path and its body as validated
 * (keys sorted, so the same values in another order are the same request). A retry matches; the
 * same key with anything else is another request.
 */
export function requestFingerprint(path: string, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([path.split('?')[0], canonical(body)]))
    .digest('hex');
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}
