import { schema } from '@care360/db';
import { CLIENT_FORMS, recordKind } from '@care360/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';

/**
 * The reads of a client's file that are more than one query (the profile summary, the MAR chart,
 * a questionnaire and one of its responses, the care plan and hospital pack PDFs) write their
 * audit entry in the same transaction as the reads (DESIGN.md §5): exactly one entry for a read,
 * none for a read refused with 404, and no answer when the entry cannot be written.
 */

let t: TestApp;
let admin: string;
let riverside: string;
let clientId: string;
let responseId: string;
const form = CLIENT_FORMS[0];
/** An address whose audit entries a trigger refuses, to prove the read falls with its entry. */
const FAILING_IP = '203.0.113.77';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  riverside = await t.login(DEMO_USERS.riverside.email);
  const [adminUser] = await t.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, DEMO_USERS.admin.email));
  const client = await createSample(t, admin, recordKind('clients'), {
    forename: 'Edith',
    surname: 'Audited',
    dateOfBirth: '1940-03-04',
    photo: null,
  });
  clientId = client.row.id;
  if (!form || !adminUser) throw new Error('demo data or forms missing');
  await t.db
    .insert(schema.formDefinitions)
    .values({ key: form.key, version: form.version, definition: form })
    .onConflictDoNothing();
  const [definition] = await t.db
    .select({ id: schema.formDefinitions.id })
    .from(schema.formDefinitions)
    .where(
      and(
        eq(schema.formDefinitions.key, form.key),
        eq(schema.formDefinitions.version, form.version),
      ),
    );
  const [response] = await t.db
    .insert(schema.formResponses)
    .values({
      organisationId: t.organisationId,
      subjectType: 'client',
      subjectId: clientId,
      formKey: form.key,
      definitionId: definition?.id ?? '',
      answers: {},
      completion: 100,
      status: 'completed',
      assessedBy: adminUser.id,
    })
    .returning({ id: schema.formResponses.id });
  responseId = response?.id ?? '';
  // Refuses only this test's marked entries, so every other write goes on as before.
  await t.db.execute(
    sql.raw(`create function test_refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit refused by the test'; end $$`),
  );
  await t.db.execute(
    sql.raw(`create trigger test_refuse_audit before insert on audit_log for each row
      when (new.ip = '${FAILING_IP}') execute function test_refuse_audit()`),
  );
});

afterAll(async () => {
  await t.close();
});

interface Read {
  name: string;
  url: () => string;
  /** The entry the read must leave. */
  entry: () => { action: string; recordType: string; recordId: string; changes: unknown };
}

const month = '2026-01';
const reads: Read[] = [
  {
    name: 'the profile summary',
    url: () => `/api/v1/clients/${clientId}/summary`,
    entry: () => ({ action: 'read', recordType: 'clients', recordId: clientId, changes: null }),
  },
  {
    name: 'the MAR chart',
    url: () => `/api/v1/clients/${clientId}/mar?month=${month}`,
    entry: () => ({
      action: 'read',
      recordType: 'clients',
      recordId: clientId,
      changes: { section: 'MAR chart', month },
    }),
  },
  {
    name: 'a questionnaire with its latest response',
    url: () => `/api/v1/clients/${clientId}/forms/${form?.key}`,
    entry: () => ({
      action: 'read',
      recordType: 'client-form-responses',
      recordId: responseId,
      changes: { ownerId: clientId, form: form?.key },
    }),
  },
  {
    name: 'one response of a questionnaire',
    url: () => `/api/v1/clients/${clientId}/forms/${form?.key}/responses/${responseId}`,
    entry: () => ({
      action: 'read',
      recordType: 'client-form-responses',
      recordId: responseId,
      changes: { ownerId: clientId, form: form?.key },
    }),
  },
  {
    name: 'the care plan PDF',
    url: () => `/api/v1/clients/${clientId}/care-plan.pdf`,
    entry: () => ({
      action: 'export',
      recordType: 'clients',
      recordId: clientId,
      changes: { document: 'care plan' },
    }),
  },
  {
    name: 'the hospital pack PDF',
    url: () => `/api/v1/clients/${clientId}/hospital-pack.pdf`,
    entry: () => ({
      action: 'export',
      recordType: 'clients',
      recordId: clientId,
      changes: { document: 'hospital pack' },
    }),
  },
];

/** The newest audit id, and the entries written after a given one. */
async function lastAuditId(): Promise<number> {
  const [row] = await t.db
    .select({ id: sql<number>`coalesce(max(id), 0)::int` })
    .from(schema.auditLog);
  return Number(row?.id ?? 0);
}
function entriesAfter(id: number) {
  return t.db
    .select({
      action: schema.auditLog.action,
      recordType: schema.auditLog.recordType,
      recordId: schema.auditLog.recordId,
      changes: schema.auditLog.changes,
    })
    .from(schema.auditLog)
    .where(gt(schema.auditLog.id, id));
}

describe('reads of a client’s file and their audit entries', () => {
  it.each(reads)('$name: a read leaves exactly one entry', async (read) => {
    const before = await lastAuditId();
    const response = await t.call({ method: 'GET', url: read.url(), cookie: admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(await entriesAfter(before)).toEqual([read.entry()]);
  });

  it.each(reads)(
    '$name: another organisation’s caller gets 404 and nothing is written',
    async (read) => {
      const before = await lastAuditId();
      const response = await t.call({ method: 'GET', url: read.url(), cookie: riverside });
      expect(response.statusCode).toBe(404);
      expect(await entriesAfter(before)).toEqual([]);
    },
  );

  it.each(reads)(
    '$name: when its entry cannot be written, the read is not answered',
    async (read) => {
      const before = await lastAuditId();
      const response = await t.call({
        method: 'GET',
        url: read.url(),
        cookie: admin,
        remoteAddress: FAILING_IP,
      });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('Edith');
      expect(await entriesAfter(before)).toEqual([]);
    },
  );
});
