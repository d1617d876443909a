import type { Db } from '@care360/db';
import {
  type CsvClient,
  type CsvImportStatus,
  checkVisitRows,
  counted,
  parseCsv,
  recordKind,
  VISIT_CSV_FIELDS,
  type VisitCsvCandidate,
  type VisitCsvCheck,
  type VisitCsvMapping,
} from '@care360/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { HttpError, notFound } from '../../platform/http/envelope';
import { defineRoute } from '../../platform/http/route';
import { queueJob } from '../../platform/jobs/job-queue';
import { defineTask } from '../../platform/jobs/task';
import type { RecordHooks } from '../../platform/records/record-hooks';
import { refusal } from '../../platform/records/record-hooks';
import { pgErrorOf } from '../../platform/records/record-integrity';
import type { Caller } from '../../platform/records/record-query';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';
import {
  type Actor,
  changeRecord,
  insertRecord,
  requestActor,
  systemActor,
} from '../../platform/records/record-store';

/**
 * Visits imported from a CSV (a council's brokerage, another roster). Every save of an import
 * checks its rows under its mapping (domain: visit-csv.ts) and keeps what it found; running it
 * queues a job that writes the rows without errors as visits, in batches, showing its progress
 * on the import. A row's client, day and times are its key (the visit's generation key, unique),
 * so a file imported twice, or two imports of one file, make each visit once.
 */

const importKind = recordKind('visit-csv-imports');
const visitKind = recordKind('visits');
const clientKind = recordKind('clients');

/** Rows written per transaction: the progress moves on after each. */
export const IMPORT_BATCH = 50;
/** Row errors kept on the import: enough to correct a file, never an unbounded column. */
const KEPT_ERRORS = 500;

const EDITABLE: readonly (CsvImportStatus | null)[] = ['Checked', 'Failed', null];

/** The clients rows may name: the caller's (a coordinator's branch), or the organisation's. */
async function csvClients(db: Db, caller: Caller): Promise<CsvClient[]> {
  const c = tableOf(clientKind);
  const rows = await db
    .select({
      id: column(c, 'id'),
      branch: column(c, 'branch'),
      forename: column(c, 'forename'),
      surname: column(c, 'surname'),
      nhsNumber: column(c, 'nhsNumber'),
    })
    .from(c)
    .where(scopeOf(clientKind, caller));
  return rows.map((row) => ({
    id: String(row.id),
    branch: String(row.branch),
    forename: String(row.forename ?? ''),
    surname: String(row.surname ?? ''),
    nhsNumber: row.nhsNumber === null ? null : String(row.nhsNumber),
  }));
}

/** The mapping as saved; one that is not a list of field names reads as nothing mapped. */
export function mappingOf(value: unknown): VisitCsvMapping {
  const keys = new Set<string>(VISIT_CSV_FIELDS.map((f) => f.key));
  try {
    const parsed: unknown = JSON.parse(String(value ?? '[]'));
    if (!Array.isArray(parsed)) return [];
    return parsed.map((m) => (typeof m === 'string' && keys.has(m) ? m : '')) as VisitCsvMapping;
  } catch {
    return [];
  }
}

async function checkImport(db: Db, caller: Caller, csvText: unknown, mapping: unknown) {
  return checkVisitRows(
    parseCsv(String(csvText ?? '')),
    mappingOf(mapping),
    await csvClients(db, caller),
  );
}

/** What a check leaves on the import: counts and, for the screen, the findings. */
function checkValues(check: VisitCsvCheck): Record<string, unknown> {
  return {
    status: 'Checked',
    totalRows: check.rows,
    validRows: check.candidates.length,
    errorCount: check.mappingProblems.length + check.errors.length,
    checkResult: JSON.stringify({
      mappingProblems: check.mappingProblems,
      errors: check.errors.slice(0, KEPT_ERRORS),
    }),
    processedRows: 0,
    createdVisits: 0,
    existingVisits: 0,
  };
}

export const visitCsvImportHooks: RecordHooks = {
  async beforeCreate({ values }, ctx) {
    Object.assign(
      values,
      checkValues(await checkImport(ctx.db, ctx.auth.user, values.csvText, values.mapping)),
    );
  },
  async beforeUpdate({ existing, values }, ctx) {
    if (!EDITABLE.includes((existing.status ?? null) as CsvImportStatus | null))
      throw refusal('mapping', 'This import has been run: add a new one to import again.');
    const csvText = values.csvText ?? existing.csvText;
    const mapping = values.mapping ?? existing.mapping;
    Object.assign(values, checkValues(await checkImport(ctx.db, ctx.auth.user, csvText, mapping)));
  },
};

const progress = async (db: Db, actor: Actor, id: string, values: Record<string, unknown>) =>
  changeRecord(db, actor, importKind, id, values, { auditAction: 'visit-csv-imports.progress' });

/** Writes one batch of rows, each visit once: a key already there (or made meanwhile) is skipped. */
async function writeBatch(
  db: Db,
  actor: Actor,
  importId: string,
  batch: readonly VisitCsvCandidate[],
): Promise<{ created: number; existing: number }> {
  const v = tableOf(visitKind);
  let created = 0;
  await db.transaction(async (tx) => {
    const present = await tx
      .select({ key: column(v, 'generationKey') })
      .from(v)
      .where(
        and(
          eq(column(v, 'organisationId'), actor.auth.user.organisation.id),
          isNull(column(v, 'deletedAt')),
          inArray(
            column(v, 'generationKey'),
            batch.map((row) => row.naturalKey),
          ),
        ),
      );
    const known = new Set(present.map((row) => String(row.key)));
    for (const row of batch) {
      if (known.has(row.naturalKey)) continue;
      try {
        // A savepoint: another import of the same file may make this visit first.
        await tx.transaction((sp) =>
          insertRecord(
            sp,
            actor,
            visitKind,
            {
              client: row.client,
              branch: row.branch,
              visitDate: row.visitDate,
              startTime: row.startTime,
              endTime: row.endTime,
              startsAt: row.startsAt,
              endsAt: row.endsAt,
              carersNeeded: row.carersNeeded,
              visitType: row.visitType,
              tasks: row.tasks,
              status: 'Planned',
              source: 'CSV import',
              sourceId: importId,
              generationKey: row.naturalKey,
              movedByHand: false,
              confirmed: false,
            },
            { auditAction: 'visits.csv-imported' },
          ),
        );
        created += 1;
      } catch (error) {
        if (pgErrorOf(error).code !== '23505') throw error;
      }
    }
  });
  return { created, existing: batch.length - created };
}

/**
 * Runs an import as the system: checks its rows again (clients may have changed since it was
 * queued) against the clients its runner may see, writes the good ones batch by batch and counts what it made and what was there.
 */
export async function runVisitImport(
  db: Db,
  organisationId: string,
  importId: string,
  /** The branch the person who ran it is limited to: rows match that branch's clients only. */
  branchId: string | null = null,
) {
  const actor = systemActor(organisationId);
  const t = tableOf(importKind);
  const [found] = await db
    .select()
    .from(t)
    .where(and(eq(column(t, 'id'), importId), scopeOf(importKind, actor.auth.user)));
  if (!found) return;
  const row = found as Record<string, unknown>;
  if (row.status === 'Completed') return;
  try {
    const caller: Caller = {
      organisation: actor.auth.user.organisation,
      branchScope: branchId ? { branchId } : null,
    };
    const check = await checkImport(db, caller, row.csvText, row.mapping);
    await progress(db, actor, importId, { ...checkValues(check), status: 'Running' });
    let created = 0;
    let existing = 0;
    for (let at = 0; at < check.candidates.length; at += IMPORT_BATCH) {
      const batch = check.candidates.slice(at, at + IMPORT_BATCH);
      const done = await writeBatch(db, actor, importId, batch);
      created += done.created;
      existing += done.existing;
      await progress(db, actor, importId, {
        processedRows: at + batch.length,
        createdVisits: created,
        existingVisits: existing,
      });
    }
    await progress(db, actor, importId, { status: 'Completed' });
  } catch (error) {
    await progress(db, actor, importId, { status: 'Failed' });
    throw error;
  }
}

export const importVisitsTask = defineTask({
  name: 'scheduling.import-visits',
  title: 'Import visits from a CSV',
  payload: z.strictObject({ importId: z.uuid(), branchId: z.uuid().nullable().default(null) }),
  maxAttempts: 3,
  async run({ importId, branchId }, { db, organisationId }) {
    await runVisitImport(db, organisationId, importId, branchId);
  },
});

const runAnswer = z.strictObject({ id: z.uuid(), status: z.string(), validRows: z.number() });

const run = defineRoute({
  method: 'POST',
  url: '/api/v1/visit-csv-imports/:id/run',
  access: { permission: importKind.permissions.update },
  summary: 'Import the rows of a visit CSV without errors, as a job',
  answer: runAnswer,
  params: z.object({ id: z.uuid() }),
  resource: 'visit-csv-imports',
  refusals: [409, 422],
  async handler({ auth, params, request, services: { db } }) {
    const actor = requestActor(auth, request.ip);
    return db.transaction(async (tx) => {
      const t = tableOf(importKind);
      const [found] = await tx
        .select()
        .from(t)
        .where(and(eq(column(t, 'id'), params.id), scopeOf(importKind, auth.user)))
        .for('update');
      if (!found) throw notFound('import');
      const row = found as Record<string, unknown>;
      if (!EDITABLE.includes((row.status ?? null) as CsvImportStatus | null))
        throw new HttpError(409, `This import is already ${String(row.status).toLowerCase()}.`);
      const check = await checkImport(tx, auth.user, row.csvText, row.mapping);
      if (check.mappingProblems.length > 0)
        throw new HttpError(422, check.mappingProblems.join(' '));
      if (check.candidates.length === 0)
        throw new HttpError(422, 'No row can be imported: correct the errors first.');
      await changeRecord(
        tx,
        actor,
        importKind,
        params.id,
        { ...checkValues(check), status: 'Queued' },
        { auditAction: 'visit-csv-imports.run' },
      );
      // Queued in the same transaction: the job exists only if the import is marked queued.
      await queueJob(tx, importVisitsTask, {
        organisationId: auth.user.organisation.id,
        payload: { importId: params.id, branchId: auth.user.branchScope?.branchId ?? null },
        jobKey: params.id,
      });
      return {
        data: { id: params.id, status: 'Queued', validRows: check.candidates.length },
        message: `Importing ${counted(check.candidates.length, 'visit')}.`,
      };
    });
  },
});

export const visitCsvImportRoutes = [run];
