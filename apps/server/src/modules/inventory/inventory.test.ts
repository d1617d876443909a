import { schema } from '@care360/db';
import { recordKind, ukCalendarDate } from '@care360/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../platform/records/record-query';
import { createTestApp, DEMO_USERS, NO_ACCESS_EMAIL, type TestApp } from '../../test/test-app';
import { inventoryAlertPass } from './inventory-alerts';

/**
 * The inventory against the demo: stock levels that follow their movements, an issue beyond
 * the shelf refused with nothing written, uniform issued and returned on a carer's file moving
 * the stock and showing on the uniform log, the alerts of low stock and of a service due raised
 * and resolved by themselves, and who may see and change what.
 */

let t: TestApp;
let admin: string;
let leeds: string;
let harrogate: string;
let leedsCarer: string;
const today = ukCalendarDate();

type Row = Record<string, unknown> & { id: string; version: number };

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  cookie = admin,
) {
  return t.call({ method, url, cookie, ...(payload ? { payload } : {}) });
}

async function create(url: string, payload: object, cookie = admin): Promise<Row> {
  const response = await call('POST', url, payload, cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Row;
}

async function item(id: string): Promise<Row> {
  const response = await call('GET', `/api/v1/stock-items/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Row;
}

async function branchId(name: string): Promise<string> {
  const [row] = await t.db
    .select({ id: schema.branches.id })
    .from(schema.branches)
    .where(
      and(eq(schema.branches.organisationId, t.organisationId), eq(schema.branches.name, name)),
    );
  return String(row?.id);
}

async function openAlerts(sourceId: string): Promise<Row[]> {
  const table = tableOf(recordKind('alerts'));
  return (await t.db
    .select()
    .from(table)
    .where(eq(column(table, 'sourceId'), sourceId))) as Row[];
}

async function movementCount(): Promise<number> {
  const table = tableOf(recordKind('stock-movements'));
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return Number(row?.n);
}

const newItem = (values: object = {}) =>
  create('/api/v1/stock-items', {
    name: `Test gloves ${Math.random().toString(36).slice(2, 8)}`,
    branch: leeds,
    category: 'PPE',
    size: 'M',
    unit: 'box of 100',
    reorderLevel: 5,
    ...values,
  });

const move = (values: object, cookie = admin) =>
  create('/api/v1/stock-movements', { occurredOn: today, ...values }, cookie);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  leeds = await branchId('Leeds Central');
  harrogate = await branchId('Harrogate');
  const carers = tableOf(recordKind('carers'));
  const [carer] = await t.db
    .select({ id: column(carers, 'id') })
    .from(carers)
    .where(
      and(
        eq(column(carers, 'organisationId'), t.organisationId),
        eq(column(carers, 'branch'), leeds),
      ),
    )
    .limit(1);
  leedsCarer = String(carer?.id);
});
afterAll(() => t.close());

describe('stock levels', () => {
  it('are the sum of the movements, in and out, worked out as each is written', async () => {
    const gloves = await newItem();
    expect(await item(gloves.id)).toMatchObject({ inStock: 0, stockState: 'Out of stock' });
    await move({ item: gloves.id, movement: 'Received', quantity: 20, reason: 'Delivery' });
    const issued = await move({
      item: gloves.id,
      movement: 'Issued',
      quantity: 4,
      carer: leedsCarer,
    });
    expect(issued).toMatchObject({ category: 'PPE', branch: leeds });
    await move({ item: gloves.id, movement: 'Written off', quantity: 1, reason: 'Box split' });
    await move({ item: gloves.id, movement: 'Returned', quantity: 2, carer: leedsCarer });
    const after = await item(gloves.id);
    expect(after).toMatchObject({ inStock: 17, stockState: 'In stock' });
    // The item's version stays: an edit open on it still saves.
    expect(after.version).toBe(gloves.version);
    const removed = await call('DELETE', `/api/v1/stock-movements/${issued.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await item(gloves.id)).inStock).toBe(21);
    // A level is never typed: a value sent is dropped.
    const typed = await call('PUT', `/api/v1/stock-items/${gloves.id}`, {
      ...after,
      inStock: 999,
      version: after.version,
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect((await item(gloves.id)).inStock).toBe(21);
  });

  it('refuses an issue beyond what is in stock with 422 and writes nothing', async () => {
    const gloves = await newItem();
    await move({ item: gloves.id, movement: 'Received', quantity: 3 });
    const before = await movementCount();
    const refused = await call('POST', '/api/v1/stock-movements', {
      item: gloves.id,
      movement: 'Issued',
      quantity: 5,
      carer: leedsCarer,
      occurredOn: today,
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors.quantity[0]).toMatch(/Only 3 .* in stock/);
    expect(await movementCount()).toBe(before);
    expect((await item(gloves.id)).inStock).toBe(3);
    // An issue needs the carer, a write-off its reason.
    const noCarer = await call('POST', '/api/v1/stock-movements', {
      item: gloves.id,
      movement: 'Issued',
      quantity: 1,
      occurredOn: today,
    });
    expect(noCarer.statusCode).toBe(400);
    expect(noCarer.json().errors.carer).toBeDefined();
  });
});

describe('uniform issued on a carer’s file', () => {
  it('lowers the branch’s stock, shows on the uniform log, and a return puts it back', async () => {
    const jackets = await newItem({
      name: 'Waterproof jacket',
      category: 'Uniform',
      uniformItem: 'Waterproof jacket',
      size: 'XXL',
      unit: 'each',
      reorderLevel: 1,
    });
    await move({ item: jackets.id, movement: 'Received', quantity: 5 });
    const uniform = await create(`/api/v1/carers/${leedsCarer}/carer-uniform`, {
      item: 'Waterproof jacket',
      size: 'XXL',
      quantity: 2,
      issuedOn: today,
    });
    expect((await item(jackets.id)).inStock).toBe(3);
    const log = await call(
      'GET',
      `/api/v1/stock-movements?category=Uniform&carer=${leedsCarer}&limit=100`,
    );
    expect(log.statusCode, log.body).toBe(200);
    const listed = (log.json().data.items as Row[]).find((row) => row.item === jackets.id);
    expect(listed).toMatchObject({ movement: 'Issued', quantity: 2, carer: leedsCarer });
    const one = await call('GET', `/api/v1/stock-movements/${listed?.id}`);
    const issued = one.json().data as Row;
    expect(issued.uniformRecord).toBe(uniform.id);
    expect(issued._readOnly).toMatch(/carer’s file/);
    // The movement follows the file: it is not changed or deleted on its own.
    const edited = await call('PUT', `/api/v1/stock-movements/${issued?.id}`, {
      ...issued,
      quantity: 1,
    });
    expect(edited.statusCode).toBe(409);
    expect((await call('DELETE', `/api/v1/stock-movements/${issued?.id}`)).statusCode).toBe(409);

    const returned = await call('PUT', `/api/v1/carers/${leedsCarer}/carer-uniform/${uniform.id}`, {
      ...uniform,
      returnedOn: today,
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect((await item(jackets.id)).inStock).toBe(5);

    const deleted = await call(
      'DELETE',
      `/api/v1/carers/${leedsCarer}/carer-uniform/${uniform.id}`,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await item(jackets.id)).inStock).toBe(5);
    const left = await call('GET', `/api/v1/stock-movements?item=${jackets.id}&limit=100`);
    expect((left.json().data.items as Row[]).map((row) => row.movement)).toEqual(['Received']);
  });

  it('refuses a uniform beyond the stock, writing no uniform record either', async () => {
    const fleeces = await newItem({
      name: 'Fleece',
      category: 'Uniform',
      uniformItem: 'Fleece',
      size: 'XXL',
      unit: 'each',
      reorderLevel: 0,
    });
    await move({ item: fleeces.id, movement: 'Received', quantity: 1 });
    const refused = await call('POST', `/api/v1/carers/${leedsCarer}/carer-uniform`, {
      item: 'Fleece',
      size: 'XXL',
      quantity: 3,
      issuedOn: today,
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors.quantity).toBeDefined();
    const list = await call('GET', `/api/v1/carers/${leedsCarer}/carer-uniform?limit=100`);
    expect(
      (list.json().data.items as Row[]).some((row) => row.size === 'XXL' && row.item === 'Fleece'),
    ).toBe(false);
    // An item the branch does not stock (an ID badge) moves nothing and is kept.
    await create(`/api/v1/carers/${leedsCarer}/carer-uniform`, {
      item: 'ID badge',
      quantity: 1,
      issuedOn: today,
    });
  });
});

describe('alerts', () => {
  it('raises low stock when an item falls to its reorder level and resolves it once restocked', async () => {
    const masks = await newItem({ reorderLevel: 10 });
    await move({ item: masks.id, movement: 'Received', quantity: 30 });
    expect((await openAlerts(masks.id)).filter((a) => a.status !== 'Resolved')).toEqual([]);
    await move({ item: masks.id, movement: 'Issued', quantity: 22, carer: leedsCarer });
    const raised = (await openAlerts(masks.id)).filter((a) => a.status !== 'Resolved');
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ source: 'Stock low', severity: 'Medium', branch: leeds });
    expect(String(raised[0]?.subject)).toContain('8 left');
    // The daily pass finds the same shortage and raises nothing more.
    await inventoryAlertPass(t.db, t.organisationId, new Date());
    expect((await openAlerts(masks.id)).filter((a) => a.status !== 'Resolved')).toHaveLength(1);
    await move({ item: masks.id, movement: 'Received', quantity: 50 });
    const all = await openAlerts(masks.id);
    expect(all.every((a) => a.status === 'Resolved' && a.autoResolved === true)).toBe(true);
  });

  it('raises a service due on an asset and resolves it when the next date is set', async () => {
    const hoist = await create('/api/v1/assets', {
      tag: `T-HO-${Math.random().toString(36).slice(2, 8)}`,
      type: 'Hoist',
      description: 'Arjo Maxi Move',
      branch: harrogate,
      holderType: 'Office',
      condition: 'Good',
      serviceDueOn: '2026-01-05',
    });
    const raised = await openAlerts(hoist.id);
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({
      source: 'Asset service due',
      severity: 'High',
      status: 'Raised',
    });
    const serviced = await call('PUT', `/api/v1/assets/${hoist.id}`, {
      ...hoist,
      lastServicedOn: today,
      serviceDueOn: '2099-06-01',
    });
    expect(serviced.statusCode, serviced.body).toBe(200);
    const after = await openAlerts(hoist.id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ status: 'Resolved', autoResolved: true });
    const tag = await call('POST', '/api/v1/assets', {
      ...hoist,
      id: undefined,
      version: undefined,
    });
    expect(tag.statusCode).toBe(400);
  });

  it('has the demo’s low stock and overdue service on the boards after the daily pass', async () => {
    await inventoryAlertPass(t.db, t.organisationId, new Date());
    const table = tableOf(recordKind('alerts'));
    const rows = await t.db
      .select({ source: column(table, 'source'), status: column(table, 'status') })
      .from(table)
      .where(eq(column(table, 'organisationId'), t.organisationId));
    const open = rows.filter((row) => row.status !== 'Resolved').map((row) => row.source);
    expect(open.filter((source) => source === 'Stock low').length).toBeGreaterThanOrEqual(5);
    expect(open).toContain('Asset service due');
  });
});

describe('who may see and change the inventory', () => {
  it('refuses a user without the permission and one of another organisation', async () => {
    const nobody = await t.login(NO_ACCESS_EMAIL);
    expect((await call('GET', '/api/v1/stock-items', undefined, nobody)).statusCode).toBe(403);
    const riverside = await t.login(DEMO_USERS.riverside.email);
    const gloves = await newItem();
    expect(
      (await call('GET', `/api/v1/stock-items/${gloves.id}`, undefined, riverside)).statusCode,
    ).toBe(404);
  });

  it('shows a coordinator only their branch, and lets HR read but not record', async () => {
    const coordinator = await t.login(DEMO_USERS.coordinator.email);
    const items = await call('GET', '/api/v1/stock-items?limit=100', undefined, coordinator);
    expect(items.statusCode, items.body).toBe(200);
    const branches = new Set((items.json().data.items as Row[]).map((row) => row.branch));
    expect([...branches]).toEqual([harrogate]);
    const movements = await call(
      'GET',
      '/api/v1/stock-movements?limit=100',
      undefined,
      coordinator,
    );
    expect(new Set((movements.json().data.items as Row[]).map((row) => row.branch))).toEqual(
      new Set([harrogate]),
    );
    const leedsGloves = await newItem();
    const outside = await call(
      'POST',
      '/api/v1/stock-movements',
      { item: leedsGloves.id, movement: 'Received', quantity: 1, occurredOn: today },
      coordinator,
    );
    // Another branch's item cannot be named: the form says so at the item.
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors.item).toBeDefined();
    const hr = await t.login(DEMO_USERS.hr.email);
    expect(
      (await call('GET', '/api/v1/stock-movements?category=Uniform', undefined, hr)).statusCode,
    ).toBe(200);
    const recorded = await call(
      'POST',
      '/api/v1/stock-movements',
      { item: leedsGloves.id, movement: 'Received', quantity: 1, occurredOn: today },
      hr,
    );
    expect(recorded.statusCode).toBe(403);
  });
});
