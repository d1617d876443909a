import { ALL_RECORDS, type RecordKind, recordKind } from '@care360/domain';
import { describe, expect, it } from 'vitest';
import { type DemoRow, isDemoRef, REFERENCE_DEMO_DATA, resolveRefs } from './reference-data';

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

const titles = (kindName: string) =>
  allRows()
    .filter(({ kind }) => kind.name === kindName)
    .map(({ kind, row }) => row.values[kind.titleField]);

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
  'office-employee-surveys',
  'office-employee-survey-questions',
  'npc-codes',
  'event-categories',
  'visit-slots',
];

describe('demo reference data', () => {
  it('has rows for every reference kind', () => {
    const seeded = new Set(allRows().map(({ kind }) => kind.name));
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
          if (isDemoRef(value))
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

  it('keeps unique fields unique within each kind', () => {
    for (const kind of ALL_RECORDS) {
      const rows = allRows().filter((r) => r.kind.name === kind.name);
      for (const [key, def] of Object.entries(kind.fields)) {
        if (!def.unique) continue;
        const values = rows.map(({ row }) => row.values[key]).filter((v) => v != null && v !== '');
        expect(new Set(values).size, `${kind.name}.${key}`).toBe(values.length);
      }
    }
  });
});
