import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('is live and ready while the database answers', async () => {
    expect((await t.call({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    const ready = await t.call({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({ ready: true });
  });

  it('is not ready while shutting down, though still live', async () => {
    t.app.stopping = true;
    expect((await t.call({ method: 'GET', url: '/health/ready' })).statusCode).toBe(503);
    expect((await t.call({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    t.app.stopping = false;
  });

  it('is not ready once the database is unreachable', async () => {
    await t.database.close();
    const ready = await t.call({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().message).toBe('The database cannot be reached.');
  });
});
