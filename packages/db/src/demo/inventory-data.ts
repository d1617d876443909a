import { randomUUID } from 'node:crypto';
import { addCalendarDays, recordKind, stockChange, stockState } from '@care360/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { recordTable } from '../records/table-for';
import { random } from './client-data';
import type { DemoSeeder } from './demo-seeder';

/**
 * The demo inventory: each branch's stock register (tunics, trousers and fleeces by size, PPE,
 * a little equipment) with three months of deliveries, PPE issued to the branch's carers, the
 * uniform the carers' files record as issued taken from it (linked to those records, as the
 * server links them), a few write-offs, some items low and one out of stock; and the agency's
 * assets (work phones, hoists in clients' homes, a pool car), one hoist's inspection overdue
 * and one phone's check due within days. Levels are the sums of the movements, as the server
 * keeps them; the live job raises the alerts of what is low or due at the first start.
 */

type Row = Record<string, unknown>;

function tableOf(kindName: string) {
  const table = recordTable(kindName) as unknown as PgTable;
  const columns = table as unknown as Record<string, PgColumn>;
  return { table, col: (key: string) => columns[key] as PgColumn };
}

interface DemoItem {
  name: string;
  category: 'Uniform' | 'PPE' | 'Equipment';
  uniformItem?: string;
  size?: string;
  unit: string;
  reorderLevel: number;
  /** How many each branch's carers use in a month (PPE). */
  monthly?: number;
}

const sized = (name: string, sizes: string[], reorderLevel: number): DemoItem[] =>
  sizes.map((size) => ({
    name,
    category: 'Uniform',
    uniformItem: name,
    size,
    unit: 'each',
    reorderLevel,
  }));

export const DEMO_STOCK: readonly DemoItem[] = [
  ...sized('Tunic', ['XS', 'S', 'M', 'L', 'XL', 'XXL'], 6),
  ...sized('Trousers', ['S', 'M', 'L', 'XL', 'XXL'], 4),
  ...sized('Fleece', ['S', 'M', 'L', 'XL'], 3),
  ...sized('Waterproof jacket', ['M', 'L', 'XL'], 2),
  {
    name: 'Nitrile gloves',
    category: 'PPE',
    size: 'S',
    unit: 'box of 100',
    reorderLevel: 10,
    monthly: 12,
  },
  {
    name: 'Nitrile gloves',
    category: 'PPE',
    size: 'M',
    unit: 'box of 100',
    reorderLevel: 20,
    monthly: 24,
  },
  {
    name: 'Nitrile gloves',
    category: 'PPE',
    size: 'L',
    unit: 'box of 100',
    reorderLevel: 15,
    monthly: 16,
  },
  { name: 'Disposable aprons', category: 'PPE', unit: 'roll of 200', reorderLevel: 8, monthly: 10 },
  { name: 'Type IIR face masks', category: 'PPE', unit: 'box of 50', reorderLevel: 10, monthly: 8 },
  { name: 'Hand gel 500 ml', category: 'PPE', unit: 'bottle', reorderLevel: 12, monthly: 15 },
  { name: 'Shoe covers', category: 'PPE', unit: 'pack of 100', reorderLevel: 4, monthly: 3 },
  { name: 'Face visors', category: 'PPE', unit: 'each', reorderLevel: 5, monthly: 2 },
  { name: 'Slide sheets', category: 'Equipment', unit: 'pair', reorderLevel: 3 },
  { name: 'First aid kit', category: 'Equipment', unit: 'kit', reorderLevel: 2 },
  { name: 'Lateral flow tests', category: 'Equipment', unit: 'box of 20', reorderLevel: 5 },
];

/** Items the demo leaves low (by branch code), and one left with none at all. */
const LOW: Record<string, readonly string[]> = {
  LDS: ['Tunic (XL)', 'Nitrile gloves (M)'],
  HGT: ['Hand gel 500 ml', 'Fleece (L)'],
  YRK: ['Type IIR face masks'],
};
const OUT: Record<string, string> = { YRK: 'Disposable aprons' };

const labelOf = (item: DemoItem) => (item.size ? `${item.name} (${item.size})` : item.name);

export async function seedDemoInventory(
  seeder: DemoSeeder,
  context: {
    today: string;
    now: Date;
    branches: { id: string; code: string }[];
    recordedBy: string;
  },
): Promise<void> {
  const { db, organisationId } = seeder;
  const r = random(4711);
  const { today, now } = context;
  const items = tableOf('stock-items');
  const movements = tableOf('stock-movements');
  const carers = tableOf('carers');
  const carerRows = await db
    .select({ id: carers.col('id'), branch: carers.col('branch') })
    .from(carers.table)
    .where(and(eq(carers.col('organisationId'), organisationId), isNull(carers.col('deletedAt'))));
  const uniform = tableOf('carer-uniform');
  const uniformRows = (await db
    .select()
    .from(uniform.table)
    .where(
      and(eq(uniform.col('organisationId'), organisationId), isNull(uniform.col('deletedAt'))),
    )) as Row[];
  const branchOfCarer = new Map(carerRows.map((c) => [String(c.id), String(c.branch)]));

  const itemRows: Row[] = [];
  const movementRows: Row[] = [];
  const movement = (values: Row) =>
    movementRows.push({
      ...recordKind('stock-movements').createSchema.parse(values.form),
      ...(values.kept as Row),
      id: randomUUID(),
      organisationId,
      createdAt: new Date(`${String((values.form as Row).occurredOn)}T10:00:00Z`),
    });

  for (const branch of context.branches) {
    const branchCarers = carerRows
      .filter((c) => String(c.branch) === branch.id)
      .map((c) => String(c.id));
    for (const item of DEMO_STOCK) {
      const id = randomUUID();
      const label = labelOf(item);
      const kept = { category: item.category, branch: branch.id, recordedBy: context.recordedBy };
      const own: Row[] = [];
      const add = (form: Row, extra: Row = {}) =>
        own.push({ form: { item: id, ...form }, kept: { ...kept, ...extra } });
      // What the carers' files issued and took back of this uniform item and size.
      if (item.category === 'Uniform') {
        for (const u of uniformRows) {
          const carer = String(u.parentId);
          if (
            branchOfCarer.get(carer) !== branch.id ||
            u.item !== item.uniformItem ||
            u.size !== item.size
          )
            continue;
          const issue = {
            movement: 'Issued',
            quantity: u.quantity,
            carer,
            reason: 'Uniform issued on the carer’s file',
          };
          add({ ...issue, occurredOn: u.issuedOn }, { uniformRecord: u.id });
          if (u.returnedOn)
            add(
              {
                ...issue,
                movement: 'Returned',
                occurredOn: u.returnedOn,
                reason: 'Uniform returned on the carer’s file',
              },
              { uniformRecord: u.id },
            );
        }
      }
      // PPE handed to the branch's carers over the last three months.
      if (item.monthly && branchCarers.length > 0) {
        for (let day = 88; day >= 1; day -= r.int(4, 9)) {
          add({
            movement: 'Issued',
            quantity: Math.max(1, Math.round((item.monthly / 4) * (0.5 + r.next()))),
            carer: r.pick(branchCarers),
            occurredOn: addCalendarDays(today, -day),
            reason: 'Weekly PPE pick-up',
          });
        }
      }
      if (r.chance(0.12))
        add({
          movement: 'Written off',
          quantity: 1,
          occurredOn: addCalendarDays(today, -r.int(10, 60)),
          reason: r.pick([
            'Damaged in storage',
            'Past its use-by date',
            'Packaging split in delivery',
          ]),
        });
      // Deliveries: enough to cover what went out and leave the level the demo wants.
      const out = own.reduce(
        (sum, m) =>
          sum + stockChange(String((m.form as Row).movement), -Number((m.form as Row).quantity)),
        0,
      );
      const target =
        OUT[branch.code] === label
          ? 0
          : (LOW[branch.code] ?? []).includes(label)
            ? Math.max(1, item.reorderLevel - r.int(1, Math.max(1, item.reorderLevel - 1)))
            : item.reorderLevel + r.int(3, 3 + item.reorderLevel * 2);
      const needed = out + target;
      const first = Math.ceil(needed * 0.7);
      // The opening stock came in before anything went out (the oldest uniform on a file).
      const earliest = own.reduce(
        (day, m) =>
          String((m.form as Row).occurredOn) < day ? String((m.form as Row).occurredOn) : day,
        addCalendarDays(today, -95),
      );
      if (first > 0)
        add({
          movement: 'Received',
          quantity: first,
          occurredOn: addCalendarDays(earliest, -1),
          reason: 'Opening stock',
        });
      if (needed - first > 0)
        add({
          movement: 'Received',
          quantity: needed - first,
          occurredOn: addCalendarDays(today, -r.int(20, 45)),
          reason: 'Delivery from supplier',
        });
      const level = own.reduce(
        (sum, m) =>
          sum + stockChange(String((m.form as Row).movement), Number((m.form as Row).quantity)),
        0,
      );
      for (const m of own) movement(m);
      const state = stockState(level, item.reorderLevel);
      itemRows.push({
        ...recordKind('stock-items').createSchema.parse({
          name: item.name,
          branch: branch.id,
          category: item.category,
          uniformItem: item.uniformItem ?? null,
          size: item.size ?? null,
          unit: item.unit,
          reorderLevel: item.reorderLevel,
        }),
        id,
        organisationId,
        inStock: level,
        stockState: state,
        lowSince:
          state === 'In stock'
            ? null
            : new Date(now.getTime() - r.int(1, 6) * 86_400_000).toISOString(),
      });
    }
  }
  for (let start = 0; start < itemRows.length; start += 500)
    await db.insert(items.table).values(itemRows.slice(start, start + 500) as never);
  for (let start = 0; start < movementRows.length; start += 500)
    await db.insert(movements.table).values(movementRows.slice(start, start + 500) as never);
  await seedDemoAssets(
    seeder,
    context,
    carerRows.map((c) => ({ id: String(c.id), branch: String(c.branch) })),
  );
}

async function seedDemoAssets(
  seeder: DemoSeeder,
  context: { today: string; branches: { id: string; code: string }[] },
  carers: { id: string; branch: string }[],
): Promise<void> {
  const { db, organisationId } = seeder;
  const { today } = context;
  const clients = tableOf('clients');
  const clientRows = await db
    .select({ id: clients.col('id'), branch: clients.col('branch') })
    .from(clients.table)
    .where(
      and(eq(clients.col('organisationId'), organisationId), isNull(clients.col('deletedAt'))),
    );
  const r = random(1907);
  const branch = (code: string) => context.branches.find((b) => b.code === code)?.id ?? '';
  const rows: Row[] = [];
  const asset = (values: Row) =>
    rows.push({
      ...recordKind('assets').createSchema.parse(values),
      id: randomUUID(),
      organisationId,
    });
  let tag = 1;
  for (const b of context.branches) {
    const own = carers.filter((c) => c.branch === b.id);
    for (let i = 0; i < 3 && i < own.length; i += 1) {
      const dueIn = b.code === 'LDS' && i === 0 ? 6 : r.int(40, 300);
      asset({
        tag: `MB-PH-${String(tag++).padStart(3, '0')}`,
        type: 'Phone',
        description: r.pick(['Samsung Galaxy A15', 'Motorola moto g54', 'Nokia G22']),
        branch: b.id,
        holderType: 'Carer',
        carer: own[i * 3]?.id ?? own[i]?.id,
        condition: r.pick(['Good', 'Good', 'Fair']),
        lastServicedOn: addCalendarDays(today, dueIn - 365),
        serviceDueOn: addCalendarDays(today, dueIn),
        notes: 'Annual check of the phone and its case; the carer app is installed.',
      });
    }
    const homes = clientRows.filter((c) => String(c.branch) === b.id);
    for (let i = 0; i < (b.code === 'LDS' ? 2 : 1) && i < homes.length; i += 1) {
      // Hoists are inspected every six months (LOLER); one at Harrogate is overdue.
      const dueIn = b.code === 'HGT' ? -9 : r.int(20, 170);
      asset({
        tag: `MB-HO-${String(tag++).padStart(3, '0')}`,
        type: 'Hoist',
        description: r.pick(['Arjo Maxi Move mobile hoist', 'Invacare Birdie mobile hoist']),
        branch: b.id,
        holderType: 'Client’s home',
        client: String(homes[i * 4]?.id ?? homes[i]?.id),
        condition: dueIn < 0 ? 'Fair' : 'Good',
        lastServicedOn: addCalendarDays(today, dueIn - 182),
        serviceDueOn: addCalendarDays(today, dueIn),
        notes: 'Thorough examination every six months under LOLER; sling checked at each visit.',
      });
    }
  }
  asset({
    tag: 'MB-VH-001',
    type: 'Vehicle',
    description: 'Toyota Yaris hybrid, YD71 KHN (pool car)',
    branch: branch('LDS'),
    holderType: 'Office',
    condition: 'Good',
    lastServicedOn: addCalendarDays(today, -140),
    serviceDueOn: addCalendarDays(today, 225),
    notes: 'MOT and service at the dealer; keys in the Leeds office key safe.',
  });
  asset({
    tag: 'MB-OT-001',
    type: 'Other',
    description: 'Blood pressure monitor (Omron M3)',
    branch: branch('YRK'),
    holderType: 'Office',
    condition: 'Good',
    lastServicedOn: addCalendarDays(today, -200),
    serviceDueOn: addCalendarDays(today, 165),
  });
  asset({
    tag: 'MB-OT-002',
    type: 'Other',
    description: 'Laptop for assessments (Lenovo ThinkPad E14)',
    branch: branch('HGT'),
    holderType: 'Office',
    condition: 'Poor',
    notes: 'Battery holds about an hour: replacement ordered.',
  });
  await db.insert(tableOf('assets').table).values(rows as never);
}
