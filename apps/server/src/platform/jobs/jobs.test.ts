import { schema } from '@care360/db';
import { and, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { createOutbox } from '../email/mail-transports';
import { createMailer } from '../email/mailer';
import { rowsOf } from '../raw-rows';
import { queueJob } from './job-queue';
import { CRON_FAN_OUT, type JobRunner, startJobRunner } from './job-runner';
import { defineCronTask, defineTask } from './task';

/** What the test tasks did, in order. */
const done: string[] = [];
let failOnPurpose = true;

const echo = defineTask({
  name: 'test.echo',
  title: 'Echo',
  payload: z.object({ word: z.string() }),
  maxAttempts: 1,
  async run({ word }, { organisationId }) {
    if (word === 'fail' && failOnPurpose) throw new Error('The echo failed on purpose.');
    done.push(`${organisationId}:${word}`);
  },
});

const nightly = defineCronTask({
  name: 'test.nightly',
  title: 'Nightly',
  schedule: '0 4 * * *',
  async run({ organisationId }) {
    done.push(`nightly:${organisationId}`);
  },
});

let t: TestApp;
let runner: JobRunner;
let admin: string;
let riversideAdmin: string;

type Line = {
  id: string;
  task: string;
  status: string;
  jobKey: string | null;
  error: string | null;
};
const listAs = async (cookie: string, status?: string) => {
  const response = await t.call({
    method: 'GET',
    url: `/api/v1/jobs${status ? `?status=${status}` : ''}`,
    cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.items as Line[];
};

beforeAll(async () => {
  t = await createTestApp();
  const log = Fastify({ logger: false }).log;
  runner = await startJobRunner({
    url: t.database.url ?? '',
    db: t.db,
    config: t.config,
    mailer: createMailer(t.db, log, { transport: createOutbox(), from: 'jobs@care360.local' }),
    log,
    tasks: [echo, nightly],
  });
  admin = await t.login(DEMO_USERS.admin.email);
  riversideAdmin = await t.login(DEMO_USERS.riverside.email);
}, 60_000);

afterAll(async () => {
  await runner?.stop();
  await t?.close();
});

describe('the job queue', () => {
  it('keeps one waiting job per key, shows it to its organisation only, and cancels it', async () => {
    const later = new Date(Date.now() + 60 * 60_000);
    for (const word of ['first', 'second']) {
      await queueJob(t.db, echo, {
        organisationId: t.organisationId,
        payload: { word },
        jobKey: 'weekly-report',
        runAt: later,
      });
    }
    const waiting = (await listAs(admin, 'queued')).filter((line) => line.task === 'test.echo');
    expect(waiting).toMatchObject([{ status: 'queued', jobKey: 'weekly-report' }]);
    expect((await listAs(riversideAdmin)).map((line) => line.id)).not.toContain(waiting[0]?.id);
    // Another organisation cannot cancel it: to them it does not exist.
    const refused = await t.call({
      method: 'POST',
      url: `/api/v1/jobs/${waiting[0]?.id}/cancel`,
      cookie: riversideAdmin,
    });
    expect(refused.statusCode).toBe(404);

    const cancelled = await t.call({
      method: 'POST',
      url: `/api/v1/jobs/${waiting[0]?.id}/cancel`,
      cookie: admin,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await listAs(admin, 'queued')).filter((line) => line.task === 'test.echo')).toEqual([]);
    expect(await listAs(admin, 'cancelled')).toMatchObject([
      { task: 'test.echo', status: 'cancelled', jobKey: 'weekly-report' },
    ]);
    const [audit] = await t.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.action, 'job.cancel'),
          eq(schema.auditLog.recordId, waiting[0]?.id ?? ''),
        ),
      );
    expect(audit?.organisationId).toBe(t.organisationId);
  });

  it('shows a failed job with its error; Retry runs it again, and each outcome is an outbox event', async () => {
    const jobId = await queueJob(t.db, echo, {
      organisationId: t.organisationId,
      payload: { word: 'fail' },
    });
    await expect
      .poll(async () => (await listAs(admin, 'failed')).find((line) => line.id === jobId), {
        timeout: 20_000,
      })
      .toMatchObject({ status: 'failed', error: 'The echo failed on purpose.' });
    failOnPurpose = false;
    const retried = await t.call({
      method: 'POST',
      url: `/api/v1/jobs/${jobId}/retry`,
      cookie: admin,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    await expect
      .poll(() => done.includes(`${t.organisationId}:fail`), { timeout: 20_000 })
      .toBe(true);
    await expect
      .poll(async () => (await listAs(admin, 'done')).some((line) => line.task === 'test.echo'), {
        timeout: 20_000,
      })
      .toBe(true);
    const events = await t.db
      .select({
        action: schema.outboxEvents.action,
        organisationId: schema.outboxEvents.organisationId,
      })
      .from(schema.outboxEvents)
      .where(and(eq(schema.outboxEvents.kind, 'job'), eq(schema.outboxEvents.recordId, jobId)));
    expect(events.map((event) => event.action).sort()).toEqual(['done', 'failed']);
    expect(new Set(events.map((event) => event.organisationId))).toEqual(
      new Set([t.organisationId]),
    );
    expect(done.filter((entry) => entry === `${t.organisationId}:fail`)).toHaveLength(1);
  });

  it('runs a cron task once for every organisation when its time comes', async () => {
    const organisations = await t.db
      .select({ id: schema.organisations.id })
      .from(schema.organisations);
    const nightlyRuns = () => done.filter((entry) => entry.startsWith('nightly:')).sort();
    const queueEmpty = async () =>
      rowsOf<{ n: string }>(
        await t.db.execute(sql`select count(*) as n from graphile_worker.jobs`),
      )[0]?.n === '0';
    // What graphile-worker's cron queues at a match.
    const fire = () =>
      t.db.execute(
        sqlAddJob(CRON_FAN_OUT, {
          task: 'test.nightly',
          _cron: { ts: '2026-11-27T04:00:00.000Z' },
        }),
      );
    await fire();
    await expect
      .poll(nightlyRuns, { timeout: 20_000 })
      .toEqual(organisations.map(({ id }) => `nightly:${id}`).sort());
    // The same match again (a fan-out retried after failing half-way): nobody runs twice.
    await fire();
    await expect.poll(queueEmpty, { timeout: 20_000 }).toBe(true);
    expect(nightlyRuns()).toEqual(organisations.map(({ id }) => `nightly:${id}`).sort());
    const runs = await t.db
      .select()
      .from(schema.jobRuns)
      .where(eq(schema.jobRuns.task, 'test.nightly'));
    expect(runs.map((run) => run.outcome)).toEqual(organisations.map(() => 'done'));
  });

  it('is refused to a branch manager, whose role does not hold jobs.read', async () => {
    const manager = await t.login(DEMO_USERS.manager.email);
    const response = await t.call({ method: 'GET', url: '/api/v1/jobs', cookie: manager });
    expect(response.statusCode).toBe(403);
  });
});

function sqlAddJob(task: string, payload: object) {
  return sql`select graphile_worker.add_job(${task}, ${JSON.stringify(payload)}::json)`;
}
