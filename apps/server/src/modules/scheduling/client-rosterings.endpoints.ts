import {
  addCalendarDays,
  counted,
  DEFAULT_ROTA_HORIZON_WEEKS,
  formatUkDate,
  patternRowProblem,
  recordKind,
  rosteringGenerateAnswer,
  rosteringPatternOf,
  rosteringResumeAnswer,
  ukCalendarDate,
} from '@care360/domain';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { HttpError, notFound } from '../../platform/http/envelope';
import { defineRoute } from '../../platform/http/route';
import type { RecordHooks } from '../../platform/records/record-hooks';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';
import { changeRecord, insertRecord, requestActor } from '../../platform/records/record-store';
import { generateRota } from './visit-generation';

/**
 * The client rostering wizard beyond its draft's own routes: the draft the caller left to resume
 * (spec §3.4 "form step": kept on the server, so it resumes in another browser or the next day),
 * and step 6, which turns the draft into a visit template of the client's, through the record
 * store, and generates that client's visits from it with the rota's own generation.
 */

const draftKind = recordKind('client-rosterings');
const templateKind = recordKind('client-visit-templates');
const detailKind = recordKind('client-visit-template-details');

export const clientRosteringHooks: RecordHooks = {
  async beforeCreate({ values }) {
    values.status = 'Draft';
    values.step ??= 1;
  },
  async beforeUpdate({ existing }) {
    if (existing.status === 'Generated')
      throw new HttpError(409, 'This package has been generated: start a new one to change it.');
  },
};

const resume = defineRoute({
  method: 'GET',
  url: '/api/v1/client-rosterings/resume',
  access: { permission: draftKind.permissions.read },
  summary: 'The caller’s unfinished client rostering, to resume at its step',
  answer: rosteringResumeAnswer,
  async handler({ auth, services: { db } }) {
    const t = tableOf(draftKind);
    const [row] = await db
      .select({
        id: column(t, 'id'),
        step: column(t, 'step'),
        version: column(t, 'version'),
      })
      .from(t)
      .where(
        and(
          scopeOf(draftKind, auth.user),
          eq(column(t, 'status'), 'Draft'),
          eq(column(t, 'createdBy'), auth.user.id),
        ),
      )
      .orderBy(desc(column(t, 'updatedAt')))
      .limit(1);
    return {
      data: {
        items: row
          ? [{ id: String(row.id), step: Number(row.step), version: Number(row.version) }]
          : [],
      },
    };
  },
});

/** The days generation covers: the package's period within the rota's horizon from today. */
export function generationRange(
  today: string,
  periodFrom: string,
  periodTo: string | null,
): { from: string; to: string } | null {
  const horizonEnd = addCalendarDays(today, DEFAULT_ROTA_HORIZON_WEEKS * 7 - 1);
  const from = periodFrom > today ? periodFrom : today;
  const to = periodTo && periodTo < horizonEnd ? periodTo : horizonEnd;
  return from <= to ? { from, to } : null;
}

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const dateText = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : text(value);

const generate = defineRoute({
  method: 'POST',
  url: '/api/v1/client-rosterings/:id/generate',
  access: { permission: draftKind.permissions.update },
  // Step 6 writes the client's visit template: its permissions too.
  owners: [templateKind.permissions.create, detailKind.permissions.create],
  summary: 'Make the client’s visit template from the draft and generate their visits',
  answer: rosteringGenerateAnswer,
  params: z.object({ id: z.uuid() }),
  resource: 'client-rosterings',
  refusals: [409, 422],
  async handler({ auth, params, request, services: { db } }) {
    const actor = requestActor(auth, request.ip);
    const made = await db.transaction(async (tx) => {
      const t = tableOf(draftKind);
      const [found] = await tx
        .select()
        .from(t)
        .where(and(eq(column(t, 'id'), params.id), scopeOf(draftKind, auth.user)))
        .for('update');
      if (!found) throw notFound('client rostering');
      const draft = found as Record<string, unknown>;
      if (draft.status === 'Generated')
        throw new HttpError(409, 'This package has been generated already.');
      const clients = tableOf(recordKind('clients'));
      const [client] = await tx
        .select({ id: column(clients, 'id') })
        .from(clients)
        .where(
          and(
            eq(column(clients, 'id'), String(draft.client)),
            scopeOf(recordKind('clients'), auth.user),
          ),
        );
      if (!client) throw notFound('client');
      const periodFrom = dateText(draft.periodFrom);
      const periodTo = dateText(draft.periodTo);
      const pattern = rosteringPatternOf(draft.pattern);
      const errors: Record<string, string[]> = {};
      if (!periodFrom) errors.periodFrom = ['Say when the package starts (step 2).'];
      if (pattern.length === 0) errors.pattern = ['Add at least one visit to the week (step 3).'];
      const problems = pattern
        .map((row, index) => {
          const problem = patternRowProblem(row);
          return problem ? `Visit ${index + 1} (${row.dayOfWeek}): ${problem}` : null;
        })
        .filter((p): p is string => p !== null);
      if (problems.length > 0) errors.pattern = problems;
      if (Object.keys(errors).length > 0 || !periodFrom)
        throw new HttpError(422, 'The package is not complete yet.', errors);
      const clientId = String(draft.client);
      const notes = [
        text(draft.medicines) ? `Medicines: ${text(draft.medicines)}` : null,
        'Made by the client rostering wizard.',
      ]
        .filter(Boolean)
        .join('\n');
      const template = await insertRecord(
        tx,
        actor,
        templateKind,
        {
          name: `Package from ${formatUkDate(`${periodFrom}T12:00:00Z`)}`,
          validFrom: periodFrom,
          validTo: periodTo,
          notes,
        },
        { parentId: clientId, auditAction: 'client-rosterings.template' },
      );
      const templateId = String(template.id);
      for (const row of pattern)
        await insertRecord(
          tx,
          actor,
          detailKind,
          {
            dayOfWeek: row.dayOfWeek,
            startTime: row.startTime,
            endTime: row.endTime,
            carersNeeded: row.carersNeeded,
            tasks: text(draft.tasks),
          },
          { parentId: templateId },
        );
      await changeRecord(
        tx,
        actor,
        draftKind,
        params.id,
        { status: 'Generated', step: 6, generatedTemplate: templateId },
        { auditAction: 'client-rosterings.generate' },
      );
      return { clientId, templateId, periodFrom, periodTo };
    });
    // After the template is committed: generation reads the client's package as stored.
    const range = generationRange(ukCalendarDate(), made.periodFrom, made.periodTo);
    const run = range
      ? await generateRota(db, auth.user.organisation.id, range, { clientIds: [made.clientId] })
      : { created: 0, updated: 0, held: 0, unchanged: 0, cancelled: 0 };
    await db.transaction((tx) =>
      changeRecord(tx, actor, draftKind, params.id, { generatedVisits: run.created }),
    );
    return {
      data: { templateId: made.templateId, ...run },
      message: `Package set up: ${counted(run.created, 'visit')} made.`,
    };
  },
});

export const clientRosteringRoutes = [resume, generate];
