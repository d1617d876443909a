import { type Db, schema } from '@care360/db';
import {
  addCalendarDays,
  CARER_APP_DAYS_AHEAD,
  can,
  currentTaskOutcomes,
  KEY_SAFE_MINUTES_BEFORE,
  keySafeAnswer,
  keySafeOpen,
  londonDayStart,
  MAR_SLOTS,
  type MarSlot,
  myVisitDetailAnswer,
  myVisitsAnswer,
  recordKind,
  ukCalendarDate,
  visitTaskLines,
} from '@care360/domain';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { HttpError } from '../../platform/http/envelope';
import { defineRoute, SIGNED_IN } from '../../platform/http/route';
import { column, tableOf } from '../../platform/records/record-query';
import { noteAction, requestActor } from '../../platform/records/record-store';
import { activeMedications, auditClientFile } from '../clients';
import { taskOutcomesOf } from './my-tasks.endpoints';
import {
  clientKind,
  type MyVisitRow,
  myVisit,
  myVisits,
  ownCarer,
  ownCarerOrNull,
  publicVisit,
  visitKind,
} from './my-visit-access';

/**
 * What the carer's phone reads: their published visits today and the next seven days, and one
 * visit in full (the client's key facts, tasks, medicines due and the last notes). A carer reaches
 * only their own visits; the key-safe code is a separate, audited request.
 */

const visitParams = z.object({ id: z.uuid() });

const list = defineRoute({
  method: 'GET',
  url: '/api/v1/my/visits',
  access: SIGNED_IN,
  summary: 'The signed-in carer’s published visits today and the next seven days',
  answer: myVisitsAnswer,
  refusals: [],
  async handler({ auth, services: { db } }) {
    const carer = await ownCarer(db, auth);
    const from = ukCalendarDate();
    const to = addCalendarDays(from, CARER_APP_DAYS_AHEAD);
    const start = londonDayStart(from) as Date;
    const end = londonDayStart(addCalendarDays(to, 1)) as Date;
    const v = tableOf(visitKind);
    const rows = await myVisits(
      db,
      auth,
      carer.id,
      and(
        gte(column(v, 'startsAt'), start.toISOString()),
        lt(column(v, 'startsAt'), end.toISOString()),
      ),
    );
    return { data: { from, to, items: rows.map(publicVisit) } };
  },
});

/** The MAR round nearest the visit's start: what it gives. */
export function roundOf(startTime: string): MarSlot {
  const minutes = (time: string) => {
    const [h, m] = time.split(':').map(Number);
    return (h ?? 0) * 60 + (m ?? 0);
  };
  const at = minutes(startTime);
  let best: (typeof MAR_SLOTS)[number] = MAR_SLOTS[0];
  for (const slot of MAR_SLOTS) {
    if (Math.abs(minutes(slot.time) - at) < Math.abs(minutes(best.time) - at)) best = slot;
  }
  return best.value as MarSlot;
}

async function detailOf(db: Db, auth: Parameters<typeof ownCarer>[1], visit: MyVisitRow) {
  const empty = {
    preferredName: null,
    accessNotes: null,
    hasKeySafe: false,
    allergies: null,
    dnacpr: null,
    respect: null,
    emergencyFormsKept: null,
    communicationNeeds: [] as string[],
    communication: null,
    risks: [] as string[],
  };
  if (!visit.clientId) return { keyFacts: empty, medicines: [], lastNotes: [] };
  const c = tableOf(clientKind);
  const [client] = await db
    .select({
      preferredName: column(c, 'preferredName'),
      accessNotes: column(c, 'accessNotes'),
      keySafe: column(c, 'keySafe'),
      allergies: column(c, 'allergies'),
      dnacpr: column(c, 'dnacpr'),
      respect: column(c, 'respect'),
      emergencyFormsKept: column(c, 'emergencyFormsKept'),
      communicationNeeds: column(c, 'communicationNeeds'),
      communication: column(c, 'communication'),
    })
    .from(c)
    .where(eq(column(c, 'id'), visit.clientId));
  const r = tableOf(recordKind('client-risk-assessments'));
  const risks = await db
    .select({ hazard: column(r, 'hazard') })
    .from(r)
    .where(and(eq(column(r, 'parentId'), visit.clientId), sql`${column(r, 'deletedAt')} is null`))
    .limit(20);
  const l = tableOf(recordKind('client-logs'));
  const notes = await db
    .select({
      loggedAt: column(l, 'loggedAt'),
      category: column(l, 'category'),
      loggedBy: column(l, 'loggedBy'),
      entry: column(l, 'entry'),
    })
    .from(l)
    .where(and(eq(column(l, 'parentId'), visit.clientId), sql`${column(l, 'deletedAt')} is null`))
    .orderBy(desc(column(l, 'loggedAt')))
    .limit(5);
  const slot = roundOf(visit.startTime);
  const medications = await activeMedications(
    db,
    auth,
    visit.clientId,
    visit.visitDate,
    visit.visitDate,
  );
  const e = schema.marEntries;
  const recorded = await db
    .select({ id: e.clientMedicationId, code: e.code })
    .from(e)
    .where(
      and(
        eq(e.organisationId, auth.user.organisation.id),
        eq(e.clientId, visit.clientId),
        eq(e.day, visit.visitDate),
        eq(e.slot, slot),
      ),
    )
    .orderBy(e.recordedAt);
  const codes = new Map(recorded.map((row) => [row.id, row.code]));
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    keyFacts: {
      preferredName: text(client?.preferredName),
      accessNotes: text(client?.accessNotes),
      hasKeySafe: Boolean(client?.keySafe),
      allergies: text(client?.allergies),
      dnacpr: text(client?.dnacpr),
      respect: text(client?.respect),
      emergencyFormsKept: text(client?.emergencyFormsKept),
      communicationNeeds: Array.isArray(client?.communicationNeeds)
        ? (client.communicationNeeds as unknown[]).map(String)
        : [],
      communication: text(client?.communication),
      risks: risks.map((row) => String(row.hazard)).filter(Boolean),
    },
    medicines: medications
      .filter((m) => m.prn || m.timesOfDay.includes(slot))
      .map((m) => ({
        id: m.id,
        title: m.title,
        prn: m.prn,
        controlled: m.controlled,
        slot,
        recordedCode: codes.get(m.id) ?? null,
      })),
    lastNotes: notes.map((row) => ({
      loggedAt: new Date(String(row.loggedAt)).toISOString(),
      category: String(row.category),
      loggedBy: String(row.loggedBy),
      entry: String(row.entry),
    })),
  };
}

const detail = defineRoute({
  method: 'GET',
  url: '/api/v1/my/visits/:id',
  access: SIGNED_IN,
  summary:
    'One of the carer’s visits: the client’s key facts, tasks and their outcomes, medicines due, last notes',
  answer: myVisitDetailAnswer,
  params: visitParams,
  resource: 'visits',
  async handler({ auth, params, request, services: { db } }) {
    // The office may look at a visit as its carer sees it (key-safe code aside); a carer sees
    // their own visits only.
    const carer = await ownCarerOrNull(db, auth);
    if (!carer && !can(auth.user, visitKind.permissions.read))
      throw new HttpError(403, 'The carer app is for carers: your account has no carer file.');
    return db.transaction(async (tx) => {
      const visit = await myVisit(tx, auth, carer?.id ?? null, params.id);
      const facts = await detailOf(tx, auth, visit);
      const tasks = visitTaskLines(visit.tasks);
      // A look at a client's file, however small, is on their file's trail.
      if (visit.clientId)
        await auditClientFile(tx, auth, request.ip, visit.clientId, 'read', {
          section: 'Carer app visit',
          visit: visit.id,
        });
      return {
        data: {
          visit: publicVisit(visit),
          keyFacts: facts.keyFacts,
          tasks,
          taskOutcomes: currentTaskOutcomes(tasks, await taskOutcomesOf(tx, visit.id)),
          medicines: facts.medicines,
          lastNotes: facts.lastNotes,
          keySafeOpensAt: new Date(
            new Date(visit.startsAt).getTime() - KEY_SAFE_MINUTES_BEFORE * 60_000,
          ).toISOString(),
        },
      };
    });
  },
});

const keySafe = defineRoute({
  method: 'POST',
  url: '/api/v1/my/visits/:id/key-safe',
  access: SIGNED_IN,
  summary: 'Show the client’s key-safe code to the carer of the visit, around its time (audited)',
  answer: keySafeAnswer,
  params: visitParams,
  resource: 'visits',
  refusals: [409],
  async handler({ auth, params, request, services: { db } }) {
    const carer = await ownCarerOrNull(db, auth);
    // Someone without a carer file is told so only about a visit they may see: another
    // organisation's or branch's is not found, as everywhere.
    const visit = await myVisit(db, auth, carer?.id ?? null, params.id);
    if (!carer)
      throw new HttpError(403, 'The carer app is for carers: your account has no carer file.');
    const actor = requestActor(auth, request.ip);
    if (visit.status === 'Cancelled' || !visit.clientId)
      throw new HttpError(409, 'This visit was cancelled: the key-safe code is not shown.');
    const now = new Date();
    const window = { startsAt: new Date(visit.startsAt), endsAt: new Date(visit.endsAt) };
    if (!keySafeOpen(window, now)) {
      // A refused look is on the trail too, with why.
      await noteAction(db, actor, {
        action: 'key-safe.refused',
        recordType: 'clients',
        recordId: visit.clientId,
        changes: { visit: visit.id, reason: 'outside the visit' },
      });
      throw new HttpError(
        403,
        `The key-safe code shows from ${KEY_SAFE_MINUTES_BEFORE} minutes before the visit until it ends.`,
      );
    }
    const clientId = visit.clientId;
    const code = await db.transaction(async (tx) => {
      const c = tableOf(clientKind);
      const [client] = await tx
        .select({ keySafe: column(c, 'keySafe') })
        .from(c)
        .where(eq(column(c, 'id'), clientId));
      if (!client?.keySafe) throw new HttpError(409, 'No key-safe code is kept for this client.');
      await noteAction(tx, actor, {
        action: 'reveal',
        recordType: 'clients',
        recordId: clientId,
        changes: { field: 'keySafe', visit: visit.id },
      });
      return String(client.keySafe);
    });
    return { data: { keySafe: code } };
  },
});

export const myVisitReadRoutes = [list, detail, keySafe];
