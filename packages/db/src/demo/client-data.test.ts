import { recordKind } from '@care360/domain';
import { describe, expect, it } from 'vitest';
import { demoClients } from './client-data';
import type { DemoRow } from './reference-data';
import { resolveRefs } from './reference-data';

const TODAY = '2026-11-22';
const FAKE_ID = '3f1c2b9e-8d4a-4c6e-9b7a-2e5f1d0c8a41';

/** Each demo row of a client and of its nested records, with its kind. */
function rowsOf(clients: ReturnType<typeof demoClients>) {
  const out: Array<{ kind: string; row: DemoRow }> = [];
  for (const client of clients) {
    out.push({ kind: 'clients', row: client.row });
    for (const [kind, rows] of Object.entries(client.row.nested ?? {})) {
      for (const row of rows) out.push({ kind, row });
    }
  }
  return out;
}

describe('demo clients', () => {
  const clients = demoClients(TODAY);

  it('are sixty people across the three branches, most of them active', () => {
    expect(clients).toHaveLength(60);
    const branches = new Set(clients.map((c) => JSON.stringify(c.row.values.branch)));
    expect(branches.size).toBe(3);
    const active = clients.filter((c) => c.status === 'Active').length;
    expect(active).toBeGreaterThan(40);
    expect(active).toBeLessThan(60);
  });

  it('state allergies, and a ReSPECT form and hearing needs that agree with the rest of the file', () => {
    for (const { row } of clients) {
      const { values } = row;
      expect(String(values.allergies ?? '')).not.toBe('');
      expect(values.respect).toBe(values.dnacpr);
      const hard = String(values.accessNotes).includes('may not hear');
      expect(values.communicationNeeds ?? []).toEqual(hard ? ['Hearing impairment'] : []);
    }
    expect(clients.some((c) => c.row.values.respect === 'In place')).toBe(true);
  });

  it('is valid for every declaration, as if typed into the add forms', () => {
    for (const { kind, row } of rowsOf(clients)) {
      const values = resolveRefs(row.values, () => FAKE_ID);
      const parsed = recordKind(kind).createSchema.safeParse(values);
      expect(parsed.error?.issues ?? [], `${kind}: ${JSON.stringify(values)}`).toEqual([]);
    }
  });

  it('gives every client their own NHS number and a next of kin', () => {
    const numbers = clients.map((c) => c.row.values.nhsNumber);
    expect(new Set(numbers).size).toBe(60);
    for (const client of clients) {
      const network = client.row.nested?.['client-support-network'] ?? [];
      expect(network.some((person) => person.values.nextOfKin === true)).toBe(true);
    }
  });

  it('is the same on every start', () => {
    expect(JSON.stringify(demoClients(TODAY))).toBe(JSON.stringify(clients));
  });
});
