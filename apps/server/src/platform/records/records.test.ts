import { schema } from '@care360/db';
import { recordKind } from '@care360/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { LIST_COUNT_CAP } from '../lists/count';

let t: TestApp;
let admin: string;
const medications = recordKind('medications');
const funderScales = recordKind('funder-scales');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
});
afterAll(() => t.close());

const add = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: '/api/v1/medications', cookie: admin, payload, headers });
const list = async (query: string) => {
  const response = await t.call({
    method: 'GET',
    url: `/api/v1/medications?${query}`,
    cookie: admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    items: Array<Record<string, unknown>>;
    nextCursor: string | null;
    total: number;
  };
};

describe('record engine: medications', () => {
  it('answers each list request with its own values, however often its shape was asked for', async () => {
    // A list of one shape is one prepared statement: each request's filters and cursor are its own.
    for (const [name, strength] of [
      ['Qzshape patch', null],
      ['Qzshape other patch', null],
      ['Qzshape strong patch', '5 mg'],
    ] as const) {
      expect((await add({ name, strength, form: 'Patch', route: 'Topical' })).statusCode).toBe(201);
    }
    const patches = await list('form=Patch&sort=strength&limit=100');
    const creams = await list('form=Cream&sort=strength&limit=100');
    expect(patches.items.length).toBeGreaterThanOrEqual(3);
    expect(new Set(patches.items.map((row) => row.form))).toEqual(new Set(['Patch']));
    expect(new Set(creams.items.map((row) => row.form))).toEqual(new Set(['Cream']));
    // Two at a time, over the rows with and without a strength (nulls sort last): every patch
    // once, in the order of the whole list.
    const paged: unknown[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof list>> = await list(
        `form=Patch&sort=strength&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      paged.push(...page.items.map((row) => row.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(patches.items.map((row) => row.id));
  });

  it('creates a record from the declaration, normalising and defaulting values', async () => {
    const response = await add({
      name: '  Qzparacetamol ',
      strength: '500 mg',
      form: 'Tablet',
      route: 'Oral',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Medication added.');
    expect(response.json().data).toMatchObject({
      name: 'Qzparacetamol',
      strength: '500 mg',
      form: 'Tablet',
      controlled: false,
      notes: null,
      version: 1,
    });
  });

  it('refuses invalid values with an error at each field, and writes nothing', async () => {
    const before = await list('');
    const response = await add({ name: '', form: 'Lozenge', controlled: 'maybe', unknownField: 1 });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(errors.name).toEqual(['Enter a name.']);
    expect(errors.form).toEqual(['Choose one of the options.']);
    expect(errors.controlled).toEqual(['Choose yes or no.']);
    expect((await list('')).total).toBe(before.total);
  });

  it('refuses a duplicate of a unique field at the field', async () => {
    const band = (name: string) =>
      t.call({ method: 'POST', url: '/api/v1/bands', cookie: admin, payload: { name, level: 9 } });
    expect((await band('Band Q')).statusCode).toBe(201);
    const again = await band('Band Q');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.name).toEqual(['Another band already has this band.']);
  });

  it('tells medicines apart by name, form and strength together, and names them so', async () => {
    const tablet = await add({ name: 'Qzcodeine', strength: '30 mg', form: 'Tablet' });
    expect(tablet.statusCode, tablet.body).toBe(201);
    // Same name, another form or strength: another product.
    expect(
      (await add({ name: 'Qzcodeine', strength: '30 mg', form: 'Oral solution' })).statusCode,
    ).toBe(201);
    expect((await add({ name: 'Qzcodeine', strength: '15 mg', form: 'Tablet' })).statusCode).toBe(
      201,
    );
    const before = (await list('search=qzcodeine')).total;
    const again = await add({ name: 'Qzcodeine', strength: '30 mg', form: 'Tablet' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({
      name: ['Another medication already has this name, form and strength.'],
    });
    // Without a strength, two creams of one name are still the same product.
    expect((await add({ name: 'Qzbase', form: 'Cream' })).statusCode).toBe(201);
    expect((await add({ name: 'Qzbase', form: 'Cream' })).statusCode).toBe(400);
    expect((await list('search=qzcodeine')).total).toBe(before);

    // A save that makes one product the same as another is refused too.
    const solution = (await list('search=qzcodeine&form=Oral%20solution')).items[0] ?? {};
    const clash = await t.call({
      method: 'PUT',
      url: `/api/v1/medications/${String(solution.id)}`,
      cookie: admin,
      payload: { ...solution, form: 'Tablet' },
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().errors.name).toEqual([
      'Another medication already has this name, form and strength.',
    ]);
    // A deleted product does not block a new one.
    const id = tablet.json().data.id as string;
    await t.call({ method: 'DELETE', url: `/api/v1/medications/${id}`, cookie: admin });
    expect((await add({ name: 'Qzcodeine', strength: '30 mg', form: 'Tablet' })).statusCode).toBe(
      201,
    );

    // Wherever a client's medicine is picked or listed, its strength and form come with it.
    const options = await t.call({
      method: 'GET',
      url: '/api/v1/client-medications/options/medication?search=qzcodeine',
      cookie: admin,
    });
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json().data.items.map((i: { title: string }) => i.title)).toEqual([
      'Qzcodeine 15 mg tablet',
      'Qzcodeine 30 mg oral solution',
      'Qzcodeine 30 mg tablet',
    ]);
    // The picker finds a product by its form as well as its name.
    const byForm = await t.call({
      method: 'GET',
      url: '/api/v1/client-medications/options/medication?search=qzcodeine%20oral',
      cookie: admin,
    });
    expect(byForm.json().data.items.map((i: { title: string }) => i.title)).toEqual([
      'Qzcodeine 30 mg oral solution',
    ]);
  });

  it('makes one record for a create repeated with the same Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'add-amlodipine-0001' };
    const first = await add({ name: 'Qzamlodipine', strength: '5 mg' }, headers);
    const second = await add({ name: 'Qzamlodipine', strength: '5 mg' }, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().data.id).toBe(first.json().data.id);
    expect((await list('search=qzamlodipine')).total).toBe(1);
  });

  it('filters, searches, sorts and pages with a stable keyset cursor', async () => {
    for (const [name, form] of [
      ['Qx Salbutamol', 'Inhaler'],
      ['Qx Beclometasone', 'Inhaler'],
      ['Qx Tiotropium', 'Inhaler'],
      ['Qx Lactulose', 'Liquid'],
    ]) {
      await add({ name, form });
    }
    // The demo medicines list is long: the test's own medicines are found by their tag.
    const inhalers = await list('form=Inhaler&search=qx&sort=name&dir=desc');
    expect(inhalers.items.map((i) => i.name)).toEqual([
      'Qx Tiotropium',
      'Qx Salbutamol',
      'Qx Beclometasone',
    ]);
    expect((await list('search=qx%20lact')).items.map((i) => i.name)).toEqual(['Qx Lactulose']);

    const seen: unknown[] = [];
    let cursor = '';
    const total = (await list('limit=2&search=qx')).total;
    expect(total).toBe(4);
    for (let page = 0; page < 20; page++) {
      const result = await list(`limit=2&search=qx&sort=name${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...result.items.map((i) => i.name));
      if (!result.nextCursor) break;
      cursor = result.nextCursor;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect([...seen]).toEqual(
      [...seen].sort(
        (a, b) => String(a).localeCompare(String(b), 'en', { sensitivity: 'base' }) || 0,
      ),
    );
  });

  it('refuses a stale version with 409 and the newer record, overwriting nothing', async () => {
    const { row } = await createSample(t, admin, medications, { name: 'Qzramipril' });
    const url = `/api/v1/medications/${row.id}`;
    const saved = await t.call({
      method: 'PUT',
      url,
      cookie: admin,
      payload: { ...row, strength: '2.5 mg', version: 1 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ strength: '2.5 mg', version: 2 });

    const stale = await t.call({
      method: 'PUT',
      url,
      cookie: admin,
      payload: { ...row, strength: '10 mg', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.current).toMatchObject({ strength: '2.5 mg', version: 2 });
    const now = await t.call({ method: 'GET', url, cookie: admin });
    expect(now.json().data.strength).toBe('2.5 mg');
  });

  it('deletes softly, can be undone, and keeps who changed what in the history', async () => {
    const { row } = await createSample(t, admin, medications, {
      name: 'Qzwarfarin',
      strength: '1 mg',
    });
    const url = `/api/v1/medications/${row.id}`;
    await t.call({
      method: 'PUT',
      url,
      cookie: admin,
      payload: { ...row, strength: '3 mg', version: 1 },
    });
    const deleted = await t.call({ method: 'DELETE', url, cookie: admin });
    expect(deleted.json().message).toBe('Medication deleted.');
    expect((await t.call({ method: 'GET', url, cookie: admin })).statusCode).toBe(404);
    expect((await list('search=qzwarfarin')).total).toBe(0);

    const restored = await t.call({ method: 'POST', url: `${url}/restore`, cookie: admin });
    expect(restored.statusCode).toBe(200);
    expect((await list('search=qzwarfarin')).total).toBe(1);

    const history = (await t.call({ method: 'GET', url: `${url}/history`, cookie: admin })).json()
      .data.items;
    expect(history.map((h: { action: string }) => h.action)).toEqual([
      'restore',
      'delete',
      'update',
      'create',
    ]);
    expect(history[2]).toMatchObject({
      actorName: DEMO_USERS.admin.name,
      changes: { strength: ['1 mg', '3 mg'] },
    });
  });

  it('writes the audit entry in the same transaction as the change', async () => {
    const { row } = await createSample(t, admin, medications, { name: 'Qzsertraline' });
    const entries = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.recordId, row.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'create', recordType: 'medications' });
  });

  it('exports the filtered list as CSV with formulas neutralised', async () => {
    await add({
      name: '=HYPERLINK("http://evil.example","click")',
      form: 'Other',
      controlled: true,
    });
    const response = await t.call({
      method: 'GET',
      url: '/api/v1/medications/export.csv?form=Other&controlled=true',
      cookie: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="medications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Strength,Form,Route,Controlled drug,Notes');
    // Other samples of this file may match the filter too: the export holds what the list does.
    const filtered = await list('form=Other&controlled=true');
    expect(lines, lines.join('\n')).toHaveLength(1 + filtered.total);
    expect(lines.slice(1).every((line) => /,Other,[^,]*,Yes,/.test(line))).toBe(true);
    expect(lines).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")",,Other,,Yes,`);
  });
});

describe('record engine: large lists', () => {
  it(`counts matching rows only up to ${LIST_COUNT_CAP}, and says there are more`, async () => {
    await t.db.execute(sql`
      insert into medications (organisation_id, name, form)
      select ${t.organisationId}::uuid, 'Bulk medicine ' || g, 'Patch'
      from generate_series(1, ${LIST_COUNT_CAP + 5}) g`);
    const page = await list('form=Patch&limit=10');
    expect(page.items).toHaveLength(10);
    expect(page.total).toBe(LIST_COUNT_CAP);
    expect((page as unknown as { totalCapped: boolean }).totalCapped).toBe(true);
    const few = await list('form=Tablet');
    expect((few as unknown as { totalCapped: boolean }).totalCapped).toBe(false);
  });
});

describe('record engine: nested records', () => {
  it('keeps funder scales under their funder code and checks the date order rule', async () => {
    const { row: funder } = await createSample(t, admin, recordKind('funder-codes'));
    const base = `/api/v1/funder-codes/${funder.id}/funder-scales`;
    const wrongOrder = await t.call({
      method: 'POST',
      url: base,
      cookie: admin,
      payload: {
        name: 'Day',
        ratePerHour: 2450,
        effectiveFrom: '2026-04-01',
        effectiveTo: '2026-03-31',
      },
    });
    expect(wrongOrder.statusCode).toBe(400);
    expect(wrongOrder.json().errors.effectiveTo).toEqual([
      'The end date must be on or after the start date.',
    ]);

    const made = await createSample(t, admin, funderScales, { ratePerHour: 2450 }, funder.id);
    expect(made.row).toMatchObject({ parentId: funder.id, ratePerHour: 2450 });
    const { row: otherFunder } = await createSample(t, admin, recordKind('funder-codes'));
    const elsewhere = await t.call({
      method: 'GET',
      url: `/api/v1/funder-codes/${otherFunder.id}/funder-scales/${made.row.id}`,
      cookie: admin,
    });
    expect(elsewhere.statusCode).toBe(404);
    const items = (await t.call({ method: 'GET', url: base, cookie: admin })).json().data.items;
    expect(items.map((i: { id: string }) => i.id)).toEqual([made.row.id]);
  });
});
