import fs from 'node:fs';
import path from 'node:path';
import { recordTable, schema } from '@care360/db';
import { ALL_RECORDS, PERSON_FILES, type RecordKind, recordKind } from '@care360/domain';
import { eq, sql } from 'drizzle-orm';
import { auditSampleValues } from '../modules/audits/audits.test-kit';
import { queueExists } from '../platform/jobs/job-queue';
import { rowsOf } from '../platform/raw-rows';
import { createSample } from './record-samples';
import type { TestApp } from './test-app';

/** What the tests that walk every route call them with: a live record for each path parameter. */
export interface RouteFixtures {
  /** One live record of the demo organisation per resource that routes address by id. */
  recordIds: Record<string, string>;
  /** The parent of each nested kind's sample. */
  parentIds: Record<string, string>;
  /** A valid value for each route parameter beyond :id and :parentId, e.g. a questionnaire's key. */
  otherParams: Record<string, string>;
  /**
   * A person file's own questionnaire and a saved draft of it, by owner kind: a client's file
   * has no applicant's forms, so its :form and :responseId are its own.
   */
  fileParams: Record<string, { form: string; responseId: string }>;
}

/** Samples that name another sample by id (an audit names the record it audits). */
const NAMING_SAMPLES: Record<string, (ids: Record<string, string>) => Record<string, unknown>> = {
  'record-audits': auditSampleValues,
};

export const QUESTIONNAIRE_DRAFT = { answers: {}, status: 'draft', basedOn: null } as const;

/**
 * A sample of every declared kind (made through the API by `cookie`, a super administrator), an
 * email in the log, a stored file and a saved questionnaire, so that every route addressing one
 * has something real to address.
 */
export async function createRouteFixtures(t: TestApp, cookie: string): Promise<RouteFixtures> {
  const recordIds: Record<string, string> = {};
  const parentIds: Record<string, string> = {};
  const otherParams: Record<string, string> = {
    form: 'falls-risk-assessment',
    permission: 'clients.read',
    // A live board (domain: live-events/boards) by its API name.
    board: 'clients.visits',
    // A task of a visit, by its place in the visit's task list.
    index: '0',
  };
  for (const kind of ALL_RECORDS) {
    const sample = await createSample(t, cookie, kind, NAMING_SAMPLES[kind.name]?.(recordIds));
    recordIds[kind.name] = sample.row.id;
    if (sample.parentId) parentIds[kind.name] = sample.parentId;
    if (kind.operations.delete) await addDeletedCopy(t, kind, sample.row.id);
  }
  const [email] = await t.db
    .insert(schema.emailLog)
    .values({
      organisationId: t.organisationId,
      to: 'x@care360.local',
      subject: 's',
      body: 'b',
      status: 'logged',
    })
    .returning();
  const [file] = await t.db
    .insert(schema.files)
    .values({
      organisationId: t.organisationId,
      originalName: 'care-plan.pdf',
      contentType: 'application/pdf',
      sizeBytes: 4,
      sha256: 'x',
      storageKey: 'route-fixture',
    })
    .returning();
  fs.writeFileSync(path.join(t.config.filesDir, 'route-fixture'), '%PDF');
  recordIds['email-logs'] = email?.id ?? '';
  recordIds.jobs = await jobFixture(t);
  recordIds.files = file?.id ?? '';
  recordIds['chat-conversations'] = await chatFixture(t);
  // Someone taken out of the walked conversation: nobody who is in it.
  otherParams.userId = '00000000-0000-4000-8000-000000000000';
  const fileParams: RouteFixtures['fileParams'] = {};
  for (const file of PERSON_FILES) {
    const form = file.owner === 'clients' ? otherParams.form : file.questionnaires[0]?.key;
    if (!form) continue;
    const draft = await t.call({
      method: 'POST',
      url: `/api/v1/${file.owner}/${recordIds[file.owner]}/forms/${form}/responses`,
      cookie,
      payload: QUESTIONNAIRE_DRAFT,
    });
    fileParams[file.owner] = { form, responseId: draft.json().data?.response?.id ?? 'missing' };
  }
  otherParams.responseId = fileParams.clients?.responseId ?? 'missing';
  // A medicine of the walked client, for its Stop and Change.
  const medicine = await createSample(
    t,
    cookie,
    recordKind('client-medications'),
    {},
    recordIds.clients,
  );
  otherParams.medicationId = medicine.row.id;
  return { recordIds, parentIds, otherParams, fileParams };
}

/** A deleted copy of a sample, beside it, so that its kind's "Recently deleted" list has a row. */
async function addDeletedCopy(t: TestApp, kind: RecordKind, id: string) {
  const table = recordTable(kind.name);
  const [row] = await t.db.select().from(table).where(eq(table.id, id));
  if (!row) throw new Error(`${kind.name}: no sample ${id}`);
  const { id: _, ...values } = row as Record<string, unknown>;
  await t.db.insert(table).values({ ...values, deletedAt: new Date() } as never);
}

/** The ids a valid body of `kind` refers to: its reference fields' kinds and its files. */
export function referenceIds(
  kind: RecordKind,
  recordIds: Record<string, string>,
  missing: string,
): Record<string, string> {
  return Object.fromEntries(
    Object.values(kind.fields).flatMap((def) =>
      def.kind === 'reference'
        ? [[def.to, recordIds[def.to] ?? missing]]
        : def.kind === 'file'
          ? [['files', recordIds.files ?? missing]]
          : [],
    ),
  );
}

/**
 * A job of the organisation, for the Jobs routes: a finished one in the history (so the list
 * has something to show), and a waiting one in the queue when its schema exists (the PostgreSQL
 * template has it; without it every job id answers 404, as no job exists).
 */
async function jobFixture(t: TestApp): Promise<string> {
  await t.db.insert(schema.jobRuns).values({
    organisationId: t.organisationId,
    jobId: '1',
    task: 'staff.compliance',
    outcome: 'done',
    attempt: 1,
  });
  if (!(await queueExists(t.db))) return '1';
  const [job] = rowsOf<{ id: string }>(
    await t.db.execute(
      sql`select id::text from graphile_worker.add_job('staff.compliance', ${JSON.stringify({
        organisationId: t.organisationId,
        data: {},
      })}::json, run_at => now() + interval '1 day')`,
    ),
  );
  return job?.id ?? '1';
}

/** A conversation of the demo's administrator (the walk's caller) with a message in it. */
async function chatFixture(t: TestApp): Promise<string> {
  const [admin] = await t.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, 'admin@care360.local'));
  const [conversation] = await t.db
    .insert(schema.chatConversations)
    .values({ organisationId: t.organisationId, kind: 'group', title: 'Route walk' })
    .returning({ id: schema.chatConversations.id });
  const id = conversation?.id ?? '';
  await t.db
    .insert(schema.chatParticipants)
    .values({ conversationId: id, userId: admin?.id ?? '', organisationId: t.organisationId });
  await t.db.insert(schema.chatMessages).values({
    organisationId: t.organisationId,
    conversationId: id,
    senderId: admin?.id ?? null,
    body: 'Route walk message',
  });
  return id;
}
