import { DEMO_CARER, schema } from '@care360/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../../platform/auth/auth-context';
import { HttpError } from '../../platform/http/envelope';
import { createTestApp, type TestApp } from '../../test/test-app';
import { once } from './my-visit-access';

/**
 * A phone that lost its signal sends the same write again while the first is still being done:
 * the second answers what the first did, never a refusal, and the work is done once.
 */

let t: TestApp;
let carer: string;
let visitId: string;

beforeAll(async () => {
  t = await createTestApp();
  carer = await t.login(DEMO_CARER.email);
  const list = await t.call({ method: 'GET', url: '/api/v1/my/visits', cookie: carer });
  const items = list.json().data.items as Array<{
    id: string;
    startsAt: string;
    endsAt: string;
    checkedInAt: string | null;
  }>;
  const on = items.find(
    (v) => new Date(v.startsAt) <= new Date() && new Date(v.endsAt) > new Date() && !v.checkedInAt,
  );
  if (!on) throw new Error('the demo carer has no visit on now');
  visitId = on.id;
});
afterAll(() => t.close());

describe('the same check-in sent twice at once', () => {
  it('answers both with the one check-in, done once', async () => {
    const body = { recordedAt: new Date(Date.now() - 1_000).toISOString() };
    const twice = await Promise.all(
      [0, 1].map(() =>
        t.call({
          method: 'POST',
          url: `/api/v1/my/visits/${visitId}/check-in`,
          cookie: carer,
          headers: { 'idempotency-key': 'retry-while-in-flight' },
          payload: body,
        }),
      ),
    );
    expect(twice.map((response) => response.statusCode)).toEqual([201, 201]);
    const [first, second] = twice.map((response) => response.json().data);
    expect(second).toEqual(first);
    const checkIns = await t.db
      .select({ id: schema.auditLog.id })
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.action, 'visit-carers.check-in'),
          eq(schema.auditLog.recordId, first.id),
        ),
      );
    expect(checkIns).toHaveLength(1);
  });

  it('answers the first’s result to a retry that read after the first had done the work', async () => {
    const [user] = await t.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_CARER.email));
    const auth = { user: { id: user?.id } } as unknown as AuthContext;
    const request = {
      headers: { 'idempotency-key': 'retry-after-the-first-committed' },
      url: `/api/v1/my/visits/${visitId}/check-in`,
    };
    const body = { recordedAt: '2026-05-01T09:00:00.000Z' };
    let retryWriting = () => {};
    const retryLooked = new Promise<void>((resolve) => {
      retryWriting = resolve;
    });
    let firstDone = () => {};
    const firstCommitted = new Promise<void>((resolve) => {
      firstDone = resolve;
    });
    // The retry looks for its key before the first has kept it, then finds the work done, as
    // the check-in does ("You checked in already").
    const retry = once(t.db, auth, request, body, async () => {
      retryWriting();
      await firstCommitted;
      throw new HttpError(409, 'You checked in already at 09:00.');
    });
    await retryLooked;
    const first = await once(t.db, auth, request, body, async () => ({
      kind: 'visit-carers',
      id: '00000000-0000-4000-8000-000000000001',
    }));
    firstDone();
    expect(await retry).toEqual(first);
  });
});
