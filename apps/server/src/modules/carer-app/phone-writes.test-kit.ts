import type { TestApp } from '../../test/test-app';

/**
 * A write from the carer's phone as the app sends it: each with an Idempotency-Key of its own
 * unless a test sends the same one again. The app and session are read when the write is made,
 * as a test file sets them up in its beforeAll.
 */
export function phoneWriter(app: () => TestApp, carer: () => string, keyPrefix: string) {
  let key = 0;
  return (
    url: string,
    payload: unknown,
    cookie = carer(),
    idempotencyKey = `${keyPrefix}-${++key}`,
  ) =>
    app().call({
      method: 'POST',
      url,
      cookie,
      payload: payload as Record<string, unknown>,
      headers: { 'idempotency-key': idempotencyKey },
    });
}
