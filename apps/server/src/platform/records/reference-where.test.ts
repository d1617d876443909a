import { recordKind } from '@care360/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { uploadFile } from '../../test/uploads';

/**
 * A reference field may be limited to some records of its kind (`where`): a client upload's
 * document type must be one for clients. The picker offers only those; the server refuses others.
 */

let t: TestApp;
let admin: string;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  clientId = (await createSample(t, admin, recordKind('clients'))).row.id;
});
afterAll(() => t.close());

const uploadsUrl = () => `/api/v1/clients/${clientId}/client-uploads`;

async function documentType(name: string): Promise<{ id: string; appliesTo: string }> {
  const response = await t.call({
    method: 'GET',
    url: `/api/v1/document-upload-types?search=${encodeURIComponent(name)}`,
    cookie: admin,
  });
  const found = response.json().data.items.find((item: { name: string }) => item.name === name);
  if (!found) throw new Error(`no document type ${name}`);
  return found;
}

describe("a client upload's document type", () => {
  it('is picked only from the types for clients', async () => {
    const all = await t.call({
      method: 'GET',
      url: '/api/v1/document-upload-types?limit=100',
      cookie: admin,
    });
    const types = all.json().data.items as Array<{ name: string; appliesTo: string }>;
    const forClients = types.filter((type) => type.appliesTo === 'Client').map((type) => type.name);
    expect(forClients.length).toBeGreaterThan(1);
    expect(types.some((type) => type.appliesTo !== 'Client')).toBe(true);

    const options = await t.call({
      method: 'GET',
      url: '/api/v1/client-uploads/options/documentType?limit=50',
      cookie: admin,
    });
    expect(options.statusCode, options.body).toBe(200);
    const offered = options.json().data.items.map((item: { title: string }) => item.title);
    expect([...offered].sort()).toEqual([...forClients].sort());
    expect(offered).not.toContain('Enhanced DBS certificate');
  });

  it('refuses a staff document type with 422 at the field, writing nothing', async () => {
    const dbs = await documentType('Enhanced DBS certificate');
    expect(dbs.appliesTo).toBe('Carer');
    const count = async () =>
      (await t.call({ method: 'GET', url: uploadsUrl(), cookie: admin })).json().data.total;
    const before = await count();
    const refused = await t.call({
      method: 'POST',
      url: uploadsUrl(),
      cookie: admin,
      payload: {
        documentType: dbs.id,
        title: 'DBS',
        file: await uploadFile(t, admin, 'dbs.pdf'),
      },
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors).toEqual({
      documentType: ['Choose a document type for clients: this one is for staff files.'],
    });
    expect(await count()).toBe(before);

    const dnacpr = await documentType('DNACPR form');
    const accepted = await t.call({
      method: 'POST',
      url: uploadsUrl(),
      cookie: admin,
      payload: {
        documentType: dnacpr.id,
        title: 'DNACPR form, 2026',
        file: await uploadFile(t, admin, 'dnacpr.pdf'),
      },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);

    // Nor may a saved upload be moved to a staff type.
    const saved = accepted.json().data;
    const moved = await t.call({
      method: 'PUT',
      url: `${uploadsUrl()}/${saved.id}`,
      cookie: admin,
      payload: { ...saved, documentType: dbs.id },
    });
    expect(moved.statusCode, moved.body).toBe(422);
    expect(await count()).toBe(before + 1);
  });
});
