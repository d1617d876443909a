import { schema } from '@care360/db';
import { recordKind } from '@care360/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchUser } from '../../test/branch-users';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { column, tableOf } from './record-query';

/*
 * A record three levels down (a client's visit template's detail) is part of the client's file:
 * its own permissions are not enough, the caller must also be able to read the client and the
 * template it sits under, and must be in the client's branch.
 */

let t: TestApp;
let admin: string;
let templateId: string;
let detailId: string;
let detailsUrl: string;

const DETAIL_PERMISSIONS = [
  'client-visit-template-details.read',
  'client-visit-template-details.create',
  'client-visit-template-details.update',
  'client-visit-template-details.delete',
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  const clients = tableOf(recordKind('clients'));
  const [client] = await t.db
    .select({ id: column(clients, 'id') })
    .from(clients)
    // A client of Harrogate, the branch the test users below are limited to.
    .innerJoin(schema.branches, eq(schema.branches.id, column(clients, 'branch')))
    .where(
      and(
        eq(column(clients, 'organisationId'), t.organisationId),
        eq(schema.branches.name, 'Harrogate'),
        isNull(column(clients, 'deletedAt')),
      ),
    )
    .limit(1);
  if (!client) throw new Error('no Harrogate client in the demo data');
  const template = await t.call({
    method: 'POST',
    url: `/api/v1/clients/${client.id}/client-visit-templates`,
    cookie: admin,
    payload: { name: 'Standard week', validFrom: '2026-01-05' },
  });
  expect(template.statusCode).toBe(201);
  templateId = template.json().data.id;
  detailsUrl = `/api/v1/client-visit-templates/${templateId}/client-visit-template-details`;
  const detail = await t.call({
    method: 'POST',
    url: detailsUrl,
    cookie: admin,
    payload: { dayOfWeek: 'Monday', startTime: '08:00', endTime: '08:30', carersNeeded: 1 },
  });
  expect(detail.statusCode).toBe(201);
  detailId = detail.json().data.id;
});
afterAll(() => t.close());

const read = (cookie: string) =>
  t.call({ method: 'GET', url: `${detailsUrl}/${detailId}`, cookie });

describe('a record nested in a nested record', () => {
  it('is read by a caller who may read the client, the template and the detail', async () => {
    const allowed = await branchUser(t, 'Harrogate', [
      'clients.read',
      'client-visit-templates.read',
      ...DETAIL_PERMISSIONS,
    ]);
    const answer = await read(allowed);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.id).toBe(detailId);
  });

  it("is refused, listed, changed or removed by none without the client's read permission", async () => {
    const noClient = await branchUser(t, 'Harrogate', [
      'client-visit-templates.read',
      ...DETAIL_PERMISSIONS,
    ]);
    expect((await read(noClient)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: detailsUrl, cookie: noClient })).statusCode).toBe(
      403,
    );
    const added = await t.call({
      method: 'POST',
      url: detailsUrl,
      cookie: noClient,
      payload: { dayOfWeek: 'Tuesday', startTime: '09:00', endTime: '09:30', carersNeeded: 1 },
    });
    expect(added.statusCode).toBe(403);
    const removed = await t.call({
      method: 'DELETE',
      url: `${detailsUrl}/${detailId}`,
      cookie: noClient,
    });
    expect(removed.statusCode).toBe(403);
    // The refused write changed nothing: the detail is still there, alone, for the administrator.
    const list = await t.call({ method: 'GET', url: detailsUrl, cookie: admin });
    expect(list.json().data.items.map((row: { id: string }) => row.id)).toEqual([detailId]);
  });

  it("is refused without the template's read permission in between", async () => {
    const noTemplate = await branchUser(t, 'Harrogate', ['clients.read', ...DETAIL_PERMISSIONS]);
    expect((await read(noTemplate)).statusCode).toBe(403);
  });

  it('is not found by a caller of another branch, whatever they hold', async () => {
    const leeds = await branchUser(t, 'Leeds Central', [
      'clients.read',
      'client-visit-templates.read',
      ...DETAIL_PERMISSIONS,
    ]);
    expect((await read(leeds)).statusCode).toBe(404);
  });
});
