import { schema } from '@care360/db';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { historyPruningTask } from './history-pruning.job';
import type { JobContext } from './task';

let t: TestApp;
let otherOrganisationId: string;
const NOW = new Date('2026-11-28T02:15:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

beforeAll(async () => {
  t = await createTestApp();
  const organisations = await t.db
    .select({ id: schema.organisations.id })
    .from(schema.organisations);
  const other = organisations.find((o) => o.id !== t.organisationId);
  if (!other) throw new Error('the test data has one organisation only');
  otherOrganisationId = other.id;
});

afterAll(async () => {
  await t?.close();
});

const contextOf = (organisationId: string) =>
  ({
    db: t.db,
    config: t.config,
    organisationId,
    attempt: 1,
    scheduledFor: NOW,
    log: { info: () => {} } as unknown as FastifyBaseLogger,
  }) as unknown as JobContext;

describe('the nightly pruning of live events and job outcomes', () => {
  it('removes the organisation’s and the installation’s old rows and keeps recent and other ones', async () => {
    const event = (organisationId: string | null, at: Date, recordId: string) => ({
      organisationId,
      kind: 'clients',
      action: 'updated',
      recordId,
      at,
    });
    await t.db
      .insert(schema.outboxEvents)
      .values([
        event(t.organisationId, daysAgo(8), 'old-mine'),
        event(t.organisationId, daysAgo(6), 'recent-mine'),
        event(null, daysAgo(8), 'old-installation'),
        event(otherOrganisationId, daysAgo(30), 'old-other'),
      ]);
    const outcome = (organisationId: string | null, finishedAt: Date, jobId: string) => ({
      organisationId,
      jobId,
      task: 'test.task',
      outcome: 'done',
      attempt: 1,
      finishedAt,
    });
    await t.db
      .insert(schema.jobRuns)
      .values([
        outcome(t.organisationId, daysAgo(29), 'old-mine'),
        outcome(t.organisationId, daysAgo(27), 'recent-mine'),
        outcome(null, daysAgo(40), 'old-installation'),
        outcome(otherOrganisationId, daysAgo(40), 'old-other'),
      ]);

    await historyPruningTask.run({}, contextOf(t.organisationId));

    const events = await t.db
      .select({ id: schema.outboxEvents.recordId })
      .from(schema.outboxEvents);
    const ids = events.map((e) => e.id);
    expect(ids).toContain('recent-mine');
    expect(ids).toContain('old-other');
    expect(ids).not.toContain('old-mine');
    expect(ids).not.toContain('old-installation');
    const runs = (await t.db.select({ id: schema.jobRuns.jobId }).from(schema.jobRuns)).map(
      (r) => r.id,
    );
    expect(runs).toContain('recent-mine');
    expect(runs).toContain('old-other');
    expect(runs).not.toContain('old-mine');
    expect(runs).not.toContain('old-installation');
  });
});
