import { ALL_RECORDS, can, type PermissionHolder, recordKind } from '@care360/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePayload } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { postFile } from '../../test/uploads';

/**
 * The derived "pick" permission: whoever may add or change a record may load the
 * options of every reference field on it, whatever else they may read; and each demo role can do
 * its whole job through the API as the screens do it.
 */

const DEMO = ['admin', 'manager', 'coordinator', 'hr'] as const;
type Demo = (typeof DEMO)[number];

let t: TestApp;
const sessions = {} as Record<Demo, { cookie: string; user: PermissionHolder }>;

beforeAll(async () => {
  t = await createTestApp();
  for (const who of DEMO) {
    const cookie = await t.login(DEMO_USERS[who].email);
    const me = await t.call({ method: 'GET', url: '/api/v1/user', cookie });
    sessions[who] = { cookie, user: me.json().data.data };
  }
});
afterAll(() => t.close());

type Option = { id: string; title: string };

async function options(
  who: Demo,
  kind: string,
  field: string,
  query: Record<string, string> = {},
): Promise<{ status: number; items: Option[]; nextCursor: string | null; body: string }> {
  const search = new URLSearchParams(query).toString();
  const response = await t.call({
    method: 'GET',
    url: `/api/v1/${kind}/options/${field}${search ? `?${search}` : ''}`,
    cookie: sessions[who].cookie,
  });
  const data = response.statusCode === 200 ? response.json().data : { items: [], nextCursor: null };
  return { status: response.statusCode, ...data, body: response.body };
}

const writable = ALL_RECORDS.filter((kind) => kind.operations.create || kind.operations.update);
const pickers = writable.flatMap((kind) =>
  Object.entries(kind.fields).flatMap(([field, def]) =>
    def.kind === 'reference' ? [{ kind, field, to: def.to }] : [],
  ),
);

describe('options of reference fields', () => {
  it('exist for every reference field of a kind that can be written', () => {
    expect(pickers.length).toBeGreaterThan(10);
  });

  const table = pickers.flatMap((picker) =>
    DEMO.map((who) => [`${picker.kind.name}.${picker.field}`, who, picker] as const),
  );

  it.each(table)('%s loads for %s when they may write it', async (_, who, picker) => {
    const { user } = sessions[who];
    const { kind } = picker;
    const mayWrite =
      (kind.operations.create && can(user, kind.permissions.create)) ||
      (kind.operations.update && can(user, kind.permissions.update));
    const mayRead = can(user, recordKind(picker.to).permissions.read);
    const answer = await options(who, kind.name, picker.field);
    if (mayWrite || mayRead) {
      expect(answer.status, answer.body).toBe(200);
      for (const item of answer.items) {
        expect(Object.keys(item).sort()).toEqual(['id', 'title']);
      }
    } else {
      expect(answer.status, answer.body).toBe(403);
    }
  });

  it('pages by keyset and searches by title, never unbounded', async () => {
    const first = await options('coordinator', 'client-medications', 'medication', { limit: '2' });
    expect(first.status, first.body).toBe(200);
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toBeTruthy();
    const next = await options('coordinator', 'client-medications', 'medication', {
      limit: '2',
      cursor: first.nextCursor ?? '',
    });
    expect(next.items.map((i) => i.id)).not.toContain(first.items[0]?.id);
    const titles = [...first.items, ...next.items].map((i) => i.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const word = (first.items[0]?.title ?? '').split(' ')[0] ?? '';
    const found = await options('coordinator', 'client-medications', 'medication', {
      search: word,
    });
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.every((i) => i.title.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    const tooMany = await options('coordinator', 'client-medications', 'medication', {
      limit: '5000',
    });
    expect(tooMany.status).toBe(400);
  });

  it('offers a coordinator limited to Harrogate only Harrogate as a client’s branch', async () => {
    const form = await options('coordinator', 'clients', 'branch');
    expect(form.status, form.body).toBe(200);
    expect(form.items.map((i) => i.title)).toEqual(['Harrogate']);
    const manager = await options('manager', 'clients', 'branch');
    expect(manager.items.map((i) => i.title)).toEqual(
      expect.arrayContaining(['Harrogate', 'Leeds Central', 'York']),
    );
  });

  it('offers a user manager only the roles they may give', async () => {
    const hr = await options('hr', 'users', 'roleId');
    expect(hr.status, hr.body).toBe(200);
    // The test's role without permissions ('No access') is one HR may give, too, and so is the
    // demo's care worker, who holds nothing HR does not.
    expect(hr.items.map((i) => i.title)).toEqual(['Care worker', 'HR officer', 'No access']);
    const admin = await options('admin', 'users', 'roleId');
    expect(admin.items.map((i) => i.title)).toEqual(
      expect.arrayContaining(['Super administrator', 'Branch manager', 'HR officer']),
    );
    // Filtering the users list by role needs every role, and reading users is enough for that.
    const filter = await options('manager', 'users', 'roleId', { purpose: 'filter' });
    expect(filter.status, filter.body).toBe(200);
    expect(filter.items.map((i) => i.title)).toContain('Super administrator');
    // Without a right to write users, the form's purpose is refused.
    expect((await options('manager', 'users', 'roleId')).status).toBe(403);
    // And a filter needs a right to read the list.
    expect((await options('coordinator', 'users', 'roleId', { purpose: 'filter' })).status).toBe(
      403,
    );
  });
});

describe('each demo role can do its job', () => {
  async function harrogateClient(cookie: string) {
    const response = await t.call({ method: 'GET', url: '/api/v1/clients?limit=1', cookie });
    expect(response.statusCode, response.body).toBe(200);
    const [client] = response.json().data.items as Array<{ id: string }>;
    if (!client) throw new Error('the coordinator sees no client');
    return client.id;
  }

  it('the care coordinator adds a medicine to a client, picking it from the options', async () => {
    const { cookie } = sessions.coordinator;
    const clientId = await harrogateClient(cookie);
    const [medicine] = (await options('coordinator', 'client-medications', 'medication')).items;
    expect(medicine).toBeDefined();
    const kind = recordKind('client-medications');
    const response = await t.call({
      method: 'POST',
      url: `/api/v1/clients/${clientId}/client-medications`,
      cookie,
      payload: samplePayload(kind, 1, { medications: medicine?.id ?? '' }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data._titles.medication).toBe(medicine?.title);
  });

  it('the care coordinator uploads a document, then picks its type', async () => {
    const { cookie } = sessions.coordinator;
    const clientId = await harrogateClient(cookie);
    const upload = await postFile(t, cookie, 'letter.pdf');
    expect(upload.statusCode, upload.body).toBe(201);
    const types = await options('coordinator', 'client-uploads', 'documentType');
    expect(types.status, types.body).toBe(200);
    const kind = recordKind('client-uploads');
    // A PDF is a type every demo document type allows.
    const response = await t.call({
      method: 'POST',
      url: `/api/v1/clients/${clientId}/client-uploads`,
      cookie,
      payload: samplePayload(kind, 2, {
        'document-upload-types': types.items[0]?.id ?? '',
        files: upload.json().data.id,
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('the HR officer adds a user with a role and branch picked from the options', async () => {
    const [role] = (await options('hr', 'users', 'roleId')).items;
    const [branch] = (await options('hr', 'users', 'branchId')).items;
    expect(branch).toBeDefined();
    const response = await t.call({
      method: 'POST',
      url: '/api/v1/users',
      cookie: sessions.hr.cookie,
      payload: {
        name: 'Nadia Picker',
        email: 'nadia.picker@care360.local',
        roleId: role?.id,
        branchId: branch?.id,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});
