import {
  ALL_RECORDS,
  type RecordKind,
  recordKind,
  recordTitle,
  ukCalendarDate,
  uniqueGroups,
} from '@care360/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The server tests' database helper: a migrated database of this test file's own.
import { createTestDatabase } from '../../../../apps/server/src/test/test-database';
import type { Database } from '../database';
import { recordTable } from '../records/table-for';
import * as schema from '../schema';
import { type DemoRow, isDemoRef, REFERENCE_DEMO_DATA, resolveRefs } from './reference-data';
import { MEADOWBANK_BRANCHES, seedDemoData } from './seed';

/** Every demo row with its kind, nested rows included. */
function allRows(): Array<{ kind: RecordKind; row: DemoRow }> {
  const out: Array<{ kind: RecordKind; row: DemoRow }> = [];
  const walk = (kindName: string, rows: DemoRow[]) => {
    for (const row of rows) {
      out.push({ kind: recordKind(kindName), row });
      for (const [nested, children] of Object.entries(row.nested ?? {})) walk(nested, children);
    }
  };
  for (const [kindName, rows] of Object.entries(REFERENCE_DEMO_DATA)) walk(kindName, rows);
  return out;
}

const titles = (kindName: string) => [
  // A record is referred to by its title, or its full name when it has one (a medicine's).
  ...new Set(
    allRows()
      .filter(({ kind }) => kind.name === kindName)
      .flatMap(({ kind, row }) => [row.values[kind.titleField], recordTitle(kind, row.values)]),
  ),
  // Branches are seeded before the reference data, which may refer to them.
  ...(kindName === 'branches' ? MEADOWBANK_BRANCHES.map((b) => b.name) : []),
];

const DEMO_KINDS = [
  'medications',
  'funder-codes',
  'funder-scales',
  'staffcodes',
  'holiday-reasons',
  'disability-codes',
  'assessors',
  'document-upload-types',
  'equipments',
  'holidays',
  'bands',
  'fiscal-years',
  'organization-period-years',
  'organization-periods',
  'carer-hourly-rates',
  'reablement-equipments',
  'areacodes',
  'careers',
  'carer-surveys',
  'carer-survey-questions',
  'carer-survey-submissions',
  'office-employee-surveys',
  'office-employee-survey-questions',
  'office-employee-survey-submissions',
  'npc-codes',
  'event-categories',
  'visit-slots',
];

describe('demo reference data', () => {
  it('has rows for every reference kind', () => {
    const seeded = new Set<string>(allRows().map(({ kind }) => kind.name));
    for (const name of DEMO_KINDS) expect(seeded.has(name), name).toBe(true);
  });

  it('nests rows only under their parent kind, and lists parents before what refers to them', () => {
    const order = Object.keys(REFERENCE_DEMO_DATA);
    for (const [kindName, rows] of Object.entries(REFERENCE_DEMO_DATA)) {
      expect(recordKind(kindName).parent, kindName).toBeUndefined();
      for (const row of rows) {
        for (const nested of Object.keys(row.nested ?? {})) {
          expect(recordKind(nested).parent, nested).toBe(kindName);
        }
        for (const value of Object.values(row.values)) {
          if (isDemoRef(value) && value.$ref !== 'branches')
            expect(order.indexOf(value.$ref)).toBeLessThan(order.indexOf(kindName));
        }
      }
    }
  });

  it.each(allRows().map(({ kind, row }, i) => [`${kind.name} #${i}`, kind, row] as const))(
    '%s is valid for its declaration',
    (_, kind, row) => {
      const values = resolveRefs(row.values, (refKind, title) => {
        expect(titles(refKind), `${kind.name} refers to ${refKind} "${title}"`).toContain(title);
        expect(recordKind(refKind).name).toBe(refKind);
        return '3f1c2b9e-8d4a-4c6e-9b7a-2e5f1d0c8a41';
      });
      const parsed = kind.createSchema.safeParse(values);
      expect(parsed.error?.issues ?? [], JSON.stringify(values)).toEqual([]);
      // Every demo field is one the kind declares (createSchema is strict, this names the key).
      for (const key of Object.keys(row.values)) expect(Object.keys(kind.fields)).toContain(key);
    },
  );

  it('keeps unique fields unique within each kind, alone or together', () => {
    for (const kind of ALL_RECORDS) {
      const rows = allRows().filter((r) => r.kind.name === kind.name);
      for (const keys of uniqueGroups(kind)) {
        const values = rows
          .filter(({ row }) => keys.length > 1 || (row.values[keys[0] as string] ?? '') !== '')
          .map(({ row }) => JSON.stringify(keys.map((key) => row.values[key] ?? '')));
        expect(new Set(values).size, `${kind.name}: ${keys.join(', ')}`).toBe(values.length);
      }
    }
  });

  it('ships at least 200 medicines with form and strength, opioids marked controlled', () => {
    const medicines = REFERENCE_DEMO_DATA.medications?.map((row) => row.values) ?? [];
    expect(medicines.length).toBeGreaterThanOrEqual(200);
    for (const medicine of medicines) expect(medicine.form, String(medicine.name)).toBeTruthy();
    const withStrength = medicines.filter((m) => m.strength).length;
    expect(withStrength / medicines.length).toBeGreaterThan(0.85);
    // Tablets and a liquid may share a name.
    const paracetamol = medicines.filter((m) => m.name === 'Paracetamol').map((m) => m.form);
    expect(paracetamol).toEqual(expect.arrayContaining(['Tablet', 'Oral suspension']));
    for (const name of ['Morphine sulfate', 'Oxycodone', 'Fentanyl', 'Buprenorphine']) {
      const products = medicines.filter((m) => m.name === name);
      expect(products.length, name).toBeGreaterThan(0);
      for (const product of products) expect(product.controlled, name).toBe(true);
    }
    expect(medicines.find((m) => m.name === 'Paracetamol')?.controlled).toBe(false);
  });
});

/**
 * The demo seed runs once for this file (it is the slowest thing a test can do to a database):
 * the reference data's and the clients' checks read the same seeded database.
 */
let seeded: Database;
beforeAll(async () => {
  seeded = await createTestDatabase();
  await seedDemoData(seeded.db, async (p) => `test-hash:${p}`);
});
afterAll(() => seeded.close());

describe('seeding the demo reference data', () => {
  it('inserts every demo row for Meadowbank, with nested rows under their parents, and the medicines list for every organisation', async () => {
    {
      const { db } = seeded;
      const [meadowbank] = await db
        .select()
        .from(schema.organisations)
        .where(eq(schema.organisations.name, 'Meadowbank Home Care Ltd'));
      const organisationId = meadowbank?.id ?? '';
      // Columns are keyed by the declaration at run time.
      const tableOf = (name: string) => recordTable(name) as unknown as PgTable;
      const col = (name: string, key: string) => {
        const column = (recordTable(name) as unknown as Record<string, PgColumn | undefined>)[key];
        if (!column) throw new Error(`${name} has no column ${key}`);
        return column;
      };
      const count = async (name: string, where?: SQL) => {
        const [row] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(tableOf(name))
          .where(where ?? sql`true`);
        return row?.n ?? 0;
      };
      for (const name of DEMO_KINDS) {
        const expected = allRows().filter(({ kind }) => kind.name === name).length;
        const own = eq(col(name, 'organisationId'), organisationId);
        expect(await count(name, own), name).toBe(expected);
        // Only the medicines list is shared: every organisation starts with it.
        const organisations = name === 'medications' ? 2 : 1;
        expect(await count(name), `${name} of any organisation`).toBe(expected * organisations);
      }
      const joined = await db
        .select({ rate: col('carer-hourly-rates', 'name'), band: col('bands', 'name') })
        .from(tableOf('carer-hourly-rates'))
        .innerJoin(
          tableOf('bands'),
          and(
            eq(col('bands', 'id'), col('carer-hourly-rates', 'band')),
            eq(col('bands', 'organisationId'), organisationId),
          ),
        );
      expect(joined).toContainEqual({ rate: 'Band B 2026/27', band: 'Band B' });
      expect(joined).toHaveLength(titles('carer-hourly-rates').length);
      const [night] = await db
        .select({ start: col('visit-slots', 'startTime'), end: col('visit-slots', 'endTime') })
        .from(tableOf('visit-slots'))
        .where(eq(col('visit-slots', 'name'), 'Night sit'));
      expect(night).toEqual({ start: '22:00:00', end: '07:00:00' });
    }
  });
});

describe('seeding the demo clients', () => {
  it('fills MAR charts and questionnaires: refusals with a note, risks of every level, overdue reviews', async () => {
    {
      const { db } = seeded;
      const [clientCount] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.clients);
      expect(clientCount?.n).toBe(60);
      const outcomes = await db
        .select({ outcome: schema.marEntries.outcome, n: sql<number>`count(*)::int` })
        .from(schema.marEntries)
        .groupBy(schema.marEntries.outcome);
      const byOutcome = Object.fromEntries(outcomes.map((o) => [o.outcome, o.n]));
      expect(byOutcome.given).toBeGreaterThan(1000);
      expect(byOutcome.refused).toBeGreaterThan(3);
      const refusals = await db
        .select()
        .from(schema.marEntries)
        .where(eq(schema.marEntries.outcome, 'refused'));
      for (const refusal of refusals) expect(refusal.note).toBeTruthy();

      // Questionnaires: completed as an assessor would, with every risk level and some overdue.
      const responses = await db.select().from(schema.formResponses);
      const completed = responses.filter((response) => response.status === 'completed');
      expect(completed.length).toBeGreaterThan(responses.length * 0.9);
      const falls = completed.filter((response) => response.formKey === 'falls-risk-assessment');
      expect(new Set(falls.map((response) => response.riskLevel))).toEqual(
        new Set(['low', 'medium', 'high']),
      );
      const overdue = completed.filter(
        (response) => response.nextReviewOn !== null && response.nextReviewOn < ukCalendarDate(),
      );
      expect(new Set(overdue.map((response) => response.subjectId)).size).toBeGreaterThan(5);
      const consents = completed.filter((response) => response.formKey === 'consent');
      expect(consents.length).toBeGreaterThan(40);
      const [consent] = consents;
      const signature = Object.values(consent?.answers as Record<string, unknown>).find(
        (answer) => typeof answer === 'object' && answer !== null && 'image' in answer,
      ) as { image: string } | undefined;
      expect(signature?.image).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    }
  });
});

describe('seeding the demo applicants', () => {
  it('puts forty applicants of Meadowbank at every stage, and lets HR and the manager work on them', async () => {
    const { db } = seeded;
    const applicants = recordTable('applicants') as unknown as PgTable & {
      stage: PgColumn;
    };
    const stages = await db
      .select({ stage: applicants.stage, n: sql<number>`count(*)::int` })
      .from(applicants)
      .groupBy(applicants.stage);
    expect(stages.reduce((sum, row) => sum + row.n, 0)).toBe(40);
    expect(new Set(stages.map((row) => row.stage)).size).toBe(8);
    const work = recordTable('applicant-work-history') as unknown as PgTable;
    const [jobs] = await db.select({ n: sql<number>`count(*)::int` }).from(work);
    expect(jobs?.n).toBeGreaterThan(80);
    const granted = async (role: string) =>
      (
        await db
          .select({ permission: schema.rolePermissions.permission })
          .from(schema.rolePermissions)
          .innerJoin(schema.roles, eq(schema.roles.id, schema.rolePermissions.roleId))
          .where(eq(schema.roles.key, role))
      ).map((row) => row.permission);
    const hr = await granted('hr_officer');
    expect(hr).toEqual(expect.arrayContaining(['applicants.read', 'applicants.update']));
    expect(hr.some((p) => p.endsWith('.delete') || p.startsWith('applicant-clearance'))).toBe(
      false,
    );
    const tests = await db
      .select({ label: schema.formResponses.riskLabel })
      .from(schema.formResponses)
      .where(eq(schema.formResponses.formKey, 'support-worker-test'));
    expect(new Set(tests.map((test) => test.label))).toEqual(new Set(['Pass', 'Fail']));
    expect(await granted('branch_manager')).toEqual(
      expect.arrayContaining(['applicants.read', 'applicant-clearance-overrides.create']),
    );
  });
});
