import fs from 'node:fs';
import path from 'node:path';
import { schema } from '@care360/db';
import { recordKind, ukCalendarDate } from '@care360/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { column, tableOf } from './record-query';
import { describeRemoval, runRetention } from './retention';

/** The retention task: 8 years after the end of care, and nothing sooner. */

let t: TestApp;
let admin: string;
const clients = recordKind('clients');
const medications = recordKind('medications');
const clientsTable = tableOf(clients);
const medicationsTable = tableOf(medications);

const yearsAgo = (years: number) => {
  const when = new Date();
  when.setUTCFullYear(when.getUTCFullYear() - years);
  return when;
};

/** A client whose service ended `years` ago, with a file: a log, a medicine and its MAR entry, a questionnaire response and an upload. */
async function archivedClient(years: number) {
  const client = (await createSample(t, admin, clients)).row.id;
  const log = (await createSample(t, admin, recordKind('client-logs'), {}, client)).row.id;
  const line = (await createSample(t, admin, recordKind('client-medications'), {}, client)).row;
  const upload = (await createSample(t, admin, recordKind('client-uploads'), {}, client)).row;
  const [definition] = await t.db.select().from(schema.formDefinitions).limit(1);
  const [response] = await t.db
    .insert(schema.formResponses)
    .values({
      organisationId: t.organisationId,
      subjectType: 'client',
      subjectId: client,
      formKey: definition?.key ?? 'consent',
      definitionId: definition?.id as string,
      answers: {},
      completion: 100,
      status: 'complete',
    })
    .returning();
  const [dose] = await t.db
    .insert(schema.marEntries)
    .values({
      organisationId: t.organisationId,
      clientId: client,
      clientMedicationId: line.id,
      day: ukCalendarDate(yearsAgo(years + 1)),
      slot: 'morning',
      code: 'A',
      outcome: 'given',
    })
    .returning();
  await t.db
    .update(clientsTable)
    .set({ serviceEndedOn: ukCalendarDate(yearsAgo(years)), serviceEndReason: 'Died' })
    .where(eq(column(clientsTable, 'id'), client));
  const [file] = await t.db
    .select()
    .from(schema.files)
    .where(eq(schema.files.id, upload.file as string));
  return {
    client,
    log,
    response: response?.id as string,
    dose: dose?.id as string,
    file: file?.id as string,
    bytes: path.join(t.config.filesDir, file?.storageKey as string),
  };
}

async function deletedMedication(years: number) {
  const { row } = await createSample(t, admin, medications);
  await t.db
    .update(medicationsTable)
    .set({ deletedAt: yearsAgo(years) })
    .where(eq(column(medicationsTable, 'id'), row.id));
  return row.id;
}

const exists = async (table: ReturnType<typeof tableOf>, id: string) =>
  (
    await t.db
      .select()
      .from(table)
      .where(eq(column(table, 'id'), id))
  ).length === 1;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
});
afterAll(() => t.close());

describe('the retention task', () => {
  it('removes a client archived 9 years ago with their whole file, and keeps one archived 7 years ago', async () => {
    const old = await archivedClient(9);
    const recent = await archivedClient(7);
    const oldMedication = await deletedMedication(9);
    const recentMedication = await deletedMedication(7);
    expect(fs.existsSync(old.bytes)).toBe(true);

    // A dry run says what would go, and removes nothing.
    const planned = await runRetention(t.db, { filesDir: t.config.filesDir, dryRun: true });
    const plannedIds = planned.map((removal) => removal.id);
    expect(plannedIds).toEqual(expect.arrayContaining([old.client, oldMedication]));
    expect(plannedIds).not.toContain(recent.client);
    expect(plannedIds).not.toContain(recentMedication);
    expect(await exists(clientsTable, old.client)).toBe(true);
    expect(fs.existsSync(old.bytes)).toBe(true);

    const removed = await runRetention(t.db, { filesDir: t.config.filesDir });
    const client = removed.find((removal) => removal.id === old.client);
    expect(client).toMatchObject({
      kind: 'clients',
      reason: 'archived',
      nestedRecords: 3,
      responses: 1,
      marEntries: 1,
      files: 1,
    });
    expect(describeRemoval(client as never, false)).toContain('removed clients “');
    expect(removed.map((removal) => removal.id)).not.toContain(old.log);

    // The old client's file is gone, in the database and on disk.
    expect(await exists(clientsTable, old.client)).toBe(false);
    expect(await exists(tableOf(recordKind('client-logs')), old.log)).toBe(false);
    expect(
      await t.db
        .select()
        .from(schema.formResponses)
        .where(eq(schema.formResponses.id, old.response)),
    ).toEqual([]);
    expect(
      await t.db.select().from(schema.marEntries).where(eq(schema.marEntries.id, old.dose)),
    ).toEqual([]);
    expect(await t.db.select().from(schema.files).where(eq(schema.files.id, old.file))).toEqual([]);
    expect(fs.existsSync(old.bytes)).toBe(false);
    expect(await exists(medicationsTable, oldMedication)).toBe(false);

    // Within the period, everything stays.
    expect(await exists(clientsTable, recent.client)).toBe(true);
    expect(await exists(tableOf(recordKind('client-logs')), recent.log)).toBe(true);
    expect(
      await t.db.select().from(schema.marEntries).where(eq(schema.marEntries.id, recent.dose)),
    ).toHaveLength(1);
    expect(fs.existsSync(recent.bytes)).toBe(true);
    expect(await exists(medicationsTable, recentMedication)).toBe(true);

    // One audit entry per removal; the trail itself keeps the client's history.
    const audits = await t.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.action, 'retention.remove'),
          inArray(schema.auditLog.recordId, [old.client, oldMedication]),
        ),
      );
    expect(audits).toHaveLength(2);
    expect(audits.find((a) => a.recordId === old.client)?.changes).toMatchObject({
      reason: 'archived',
      marEntries: 1,
      files: 1,
    });
    const history = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.recordId, old.client), eq(schema.auditLog.action, 'create')));
    expect(history).toHaveLength(1);

    // Run again: nothing more of these to remove.
    const again = await runRetention(t.db, { filesDir: t.config.filesDir });
    expect(again.map((removal) => removal.id)).not.toContain(old.client);
  });

  it('keeps a deleted record that a live record still refers to, and says why', async () => {
    const medication = await deletedMedication(9);
    const client = (await createSample(t, admin, clients)).row.id;
    const line = (await createSample(t, admin, recordKind('client-medications'), {}, client)).row;
    // Set aside as it was when the medicine was deleted later (the API names only live ones).
    const lines = tableOf(recordKind('client-medications'));
    await t.db
      .update(lines)
      .set({ medication })
      .where(eq(column(lines, 'id'), line.id));
    const report = await runRetention(t.db, { filesDir: t.config.filesDir, dryRun: true });
    expect(report.find((removal) => removal.id === medication)?.keptBecause).toMatch(
      /still refers to it/,
    );
    await runRetention(t.db, { filesDir: t.config.filesDir });
    expect(await exists(medicationsTable, medication)).toBe(true);
  });
});
