import { recordKind, ukCalendarDate } from '@care360/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
// The server tests' database helper: a migrated database of this test file's own.
import { createTestDatabase } from '../../../../apps/server/src/test/test-database';
import * as schema from '../schema';
import { demoClients } from './client-data';
import type { DemoRow } from './reference-data';
import { resolveRefs } from './reference-data';
import { seedDemoData } from './seed';

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

describe('seeding the demo clients', () => {
  it('fills MAR charts and questionnaires: refusals with a note, risks of every level, overdue reviews', async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database;
      await seedDemoData(db, async (p) => `test-hash:${p}`);
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
    } finally {
      await database.close();
    }
  });
});
