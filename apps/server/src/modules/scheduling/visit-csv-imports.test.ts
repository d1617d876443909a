import { schema } from '@care360/db';
import { recordKind } from '@care360/domain';
import { and, eq, isNull, like, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbox } from '../../platform/email/mail-transports';
import { createMailer } from '../../platform/email/mailer';
import { type JobRunner, startJobRunner } from '../../platform/jobs/job-runner';
import { rowsOf } from '../../platform/raw-rows';
import { column, tableOf } from '../../platform/records/record-query';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { importVisitsTask, runVisitImport } from './visit-csv-imports';

/**
 * Visit CSV imports against the real database: each save checks the rows under the mapping and
 * names every error; running queues a job that writes the good rows as visits with progress;
 * the same file imported twice makes each visit once.
 */

let t: TestApp;
let admin: string;
let coordinator: string;
const url = '/api/v1/visit-csv-imports';

/** A valid NHS number no other test uses (modulus 11 check digit). */
function nhsNumber(): string {
  for (;;) {
    const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
    const sum = digits.reduce((total, d, i) => total + d * (10 - i), 0);
    const check = (11 - (sum % 11)) % 11;
    if (check !== 10) return [...digits, check].join('');
  }
}

const suffix = Math.random().toString(36).slice(2, 8);
const ada = { forename: 'Ada', surname: `Csvimport${suffix}`, nhsNumber: nhsNumber() };
const ben = { forename: 'Ben', surname: `Csvimport${suffix}` };
let adaId: string;

const FILE = (rows: string[]) =>
  ['Service User,NHS,Date,Start,Finish,Carers,Type', ...rows].join('\r\n');

const GOOD = [
  `"${ben.surname}, Ben",,02/03/2026,08:00,08:30,1,Personal care`,
  `,${ada.nhsNumber},02/03/2026,22:00,07:00,2,Night`,
  `Ben ${ben.surname},,03/03/2026,12:00,12:45,,Meal`,
];
const BAD = [
  `Nobody ${suffix},,02/03/2026,08:00,08:30,1,`,
  `Ben ${ben.surname},,30/02/2026,09:00,08:00,1,`,
];

async function addImport(csvText: string, cookie = admin, mapping?: string[]) {
  const response = await t.call({
    method: 'POST',
    url,
    cookie,
    payload: {
      name: `Council week ${suffix}`,
      csvText,
      ...(mapping ? { mapping: JSON.stringify(mapping) } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Record<string, unknown> & { id: string; version: number };
}

async function readImport(id: string) {
  const response = await t.call({ method: 'GET', url: `${url}/${id}`, cookie: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Record<string, unknown> & { id: string; version: number };
}

const MAPPED = [
  'clientName',
  'clientNhsNumber',
  'visitDate',
  'startTime',
  'endTime',
  'carersNeeded',
  'visitType',
];

/** The organisation an import belongs to: what the job's envelope carries. */
async function organisationOf(id: string): Promise<string> {
  const i = tableOf(recordKind('visit-csv-imports'));
  const [row] = await t.db
    .select({ organisationId: column(i, 'organisationId') })
    .from(i)
    .where(eq(column(i, 'id'), id));
  return String(row?.organisationId);
}

async function csvVisits() {
  const v = tableOf(recordKind('visits'));
  return (await t.db
    .select()
    .from(v)
    .where(
      and(
        like(column(v, 'generationKey'), 'csv:%'),
        sql`${column(v, 'client')} in (select id from clients where surname = ${ben.surname})`,
        isNull(column(v, 'deletedAt')),
      ),
    )
    .orderBy(column(v, 'startsAt'))) as Record<string, unknown>[];
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  coordinator = await t.login(DEMO_USERS.coordinator.email);
  adaId = (await createSample(t, admin, recordKind('clients'), { ...ada, status: 'Active' })).row
    .id;
  await createSample(t, admin, recordKind('clients'), { ...ben, status: 'Active' });
});
afterAll(() => t.close());

describe('mapping and checking a visit CSV', () => {
  it('checks every row once the columns are mapped, naming each error', async () => {
    const added = await addImport(FILE([...GOOD, ...BAD]));
    // Nothing mapped yet: the mapping's own problems, and no row read.
    expect(added.status).toBe('Checked');
    expect(added.totalRows).toBe(5);
    expect(JSON.parse(String(added.checkResult)).mappingProblems).toContain(
      'Map a column to the client’s NHS number or name.',
    );
    const saved = await t.call({
      method: 'PUT',
      url: `${url}/${added.id}`,
      cookie: admin,
      payload: { ...added, mapping: JSON.stringify(MAPPED) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const checked = saved.json().data;
    expect(checked).toMatchObject({ totalRows: 5, validRows: 3, errorCount: 3 });
    expect(JSON.parse(checked.checkResult)).toEqual({
      mappingProblems: [],
      errors: [
        {
          row: 5,
          column: 'Service User',
          message: `Unknown client: no client is called Nobody ${suffix}.`,
        },
        { row: 6, column: 'Date', message: "Not a UK date (dd/mm/yyyy): '30/02/2026'." },
        { row: 6, column: 'Finish', message: 'The end (08:00) is before the start (09:00).' },
      ],
    });
  });

  it('keeps a long file’s length and digest in the audit entry, not the file', async () => {
    const rows = Array.from(
      { length: 120 },
      (_, i) =>
        `Ben ${ben.surname},,${String((i % 28) + 1).padStart(2, '0')}/04/2026,08:00,08:30,1,`,
    );
    const text = FILE(rows);
    expect(text.length).toBeGreaterThan(4000);
    const added = await addImport(text);
    const [entry] = await t.db
      .select({ changes: schema.auditLog.changes })
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.recordType, 'visit-csv-imports'),
          eq(schema.auditLog.recordId, added.id),
        ),
      );
    const audited = JSON.stringify(entry?.changes);
    expect(audited).not.toContain(ben.surname);
    expect(audited).toMatch(
      new RegExp(`\\[${text.length.toLocaleString('en-GB')} characters, SHA-256 [0-9a-f]{64}\\]`),
    );
    // The import itself keeps the whole file.
    expect((await readImport(added.id)).csvText).toBe(text);
  });

  it('matches only the clients the caller may see', async () => {
    // The coordinator is limited to their branch; the sample clients are in another one.
    const added = await addImport(FILE(GOOD), coordinator, MAPPED);
    expect(added.validRows).toBe(0);
    expect(JSON.parse(String(added.checkResult)).errors[0].message).toMatch(/^Unknown client/);
  });
});

describe('running an import', () => {
  let first: string;

  it('queues one job, then writes the good rows as CSV-import visits with progress', async () => {
    first = (await addImport(FILE([...GOOD, ...BAD]), admin, MAPPED)).id;
    const run = await t.call({ method: 'POST', url: `${url}/${first}/run`, cookie: admin });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().data).toEqual({ id: first, status: 'Queued', validRows: 3 });
    const jobs = rowsOf<{ key: string }>(
      await t.db.execute(
        sql`select key from graphile_worker.jobs where task_identifier = 'scheduling.import-visits'`,
      ),
    );
    expect(jobs.map((job) => job.key)).toContainEqual(expect.stringContaining(first));
    // Running twice is refused while it waits.
    const again = await t.call({ method: 'POST', url: `${url}/${first}/run`, cookie: admin });
    expect(again.statusCode).toBe(409);
    // Editing a queued import is refused: it would change what the job imports.
    const queued = await readImport(first);
    const edit = await t.call({
      method: 'PUT',
      url: `${url}/${first}`,
      cookie: admin,
      payload: { ...queued, name: 'Changed' },
    });
    expect(edit.statusCode).toBe(400);

    await runVisitImport(t.db, await organisationOf(first), first);
    expect(await readImport(first)).toMatchObject({
      status: 'Completed',
      processedRows: 3,
      createdVisits: 3,
      existingVisits: 0,
    });
    const made = await csvVisits();
    expect(made).toHaveLength(3);
    expect(made.map((v) => [v.visitDate, v.startTime, v.endTime, v.source, v.status])).toEqual([
      ['2026-03-02', '08:00:00', '08:30:00', 'CSV import', 'Planned'],
      ['2026-03-02', '22:00:00', '07:00:00', 'CSV import', 'Planned'],
      ['2026-03-03', '12:00:00', '12:45:00', 'CSV import', 'Planned'],
    ]);
    const night = made[1] as Record<string, unknown>;
    expect(night.client).toBe(adaId);
    expect(night.carersNeeded).toBe(2);
    expect(new Date(String(night.endsAt)).toISOString()).toBe('2026-03-03T07:00:00.000Z');
  });

  it('makes nothing twice when the same file is imported again', async () => {
    const second = (await addImport(FILE([...GOOD, ...BAD]), admin, MAPPED)).id;
    const run = await t.call({ method: 'POST', url: `${url}/${second}/run`, cookie: admin });
    expect(run.statusCode, run.body).toBe(200);
    const organisationId = await organisationOf(second);
    await runVisitImport(t.db, organisationId, second);
    expect(await readImport(second)).toMatchObject({
      status: 'Completed',
      processedRows: 3,
      createdVisits: 0,
      existingVisits: 3,
    });
    // And running the finished first import's job again changes nothing.
    await runVisitImport(t.db, organisationId, first);
    expect(await csvVisits()).toHaveLength(3);
  });

  it('refuses to run an import no row of which can be imported', async () => {
    const none = (await addImport(FILE(BAD), admin, MAPPED)).id;
    const run = await t.call({ method: 'POST', url: `${url}/${none}/run`, cookie: admin });
    expect(run.statusCode).toBe(422);
    expect(run.json().message).toBe('No row can be imported: correct the errors first.');
  });
});

describe('the import job', () => {
  let runner: JobRunner;
  afterAll(() => runner?.stop());

  it('is run by the queue’s worker once queued', async () => {
    const log = Fastify({ logger: false }).log;
    runner = await startJobRunner({
      url: t.database.url ?? '',
      db: t.db,
      config: t.config,
      mailer: createMailer(t.db, log, { transport: createOutbox(), from: 'jobs@care360.local' }),
      log,
      tasks: [importVisitsTask],
    });
    const later = `Ben ${ben.surname},,04/03/2026,18:00,18:30,1,`;
    const id = (await addImport(FILE([...GOOD, later]), admin, MAPPED)).id;
    const run = await t.call({ method: 'POST', url: `${url}/${id}/run`, cookie: admin });
    expect(run.statusCode, run.body).toBe(200);
    await expect
      .poll(async () => (await readImport(id)).status, { timeout: 20_000, interval: 200 })
      .toBe('Completed');
    expect(await readImport(id)).toMatchObject({ createdVisits: 1, existingVisits: 3 });
    expect(await csvVisits()).toHaveLength(4);
  }, 30_000);
});
