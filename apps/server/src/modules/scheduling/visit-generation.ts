import type { Db } from '@care360/db';
import {
  addCalendarDays,
  type ClientPackage,
  DEFAULT_ROTA_HORIZON_WEEKS,
  type GeneratedVisit,
  type GlobalScheduleEntry,
  generateGlobalVisits,
  generateVisits,
  type PatternVisit,
  recordKind,
  regeneration,
  type StoredVisit,
  ukCalendarDate,
  type VisitTemplatePattern,
} from '@care360/domain';
import { and, eq, gte, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import { defineCronTask } from '../../platform/jobs/task';
import { pgErrorOf } from '../../platform/records/record-integrity';
import { column, tableOf } from '../../platform/records/record-query';
import { changeRecord, insertRecord, systemActor } from '../../platform/records/record-store';

/**
 * The rota a rolling horizon ahead: each client's visits generated from their slots and visit
 * templates (domain: visit-generation.ts) and written through the record store as the system.
 * A visit is made once, by its key (a unique index backs it); a changed pattern moves a planned
 * visit, but never one moved by hand, confirmed or started: those are counted as held.
 *
 * The horizon is DEFAULT_ROTA_HORIZON_WEEKS: there is no organisation-wide settings record yet
 * (only the staff and recruitment areas' own); when one exists, its value replaces the constant.
 */

const visits = recordKind('visits');
const clients = recordKind('clients');
const slots = recordKind('client-slots');
const templates = recordKind('client-visit-templates');
const details = recordKind('client-visit-template-details');
const clientMedications = recordKind('client-medications');
const medications = recordKind('medications');
const globalSchedules = recordKind('global-schedules');

export interface RotaRun {
  created: number;
  updated: number;
  /** Changed in the pattern, but left as they are (moved by hand, confirmed or started). */
  held: number;
  unchanged: number;
}

/** The days a run on `now` covers: today (London) and the horizon's weeks after it. */
export function rotaRange(now: Date, weeks: number = DEFAULT_ROTA_HORIZON_WEEKS) {
  const from = ukCalendarDate(now);
  return { from, to: addCalendarDays(from, weeks * 7 - 1) };
}

const live = (table: ReturnType<typeof tableOf>, organisationId: string): SQL =>
  and(
    eq(column(table, 'organisationId'), organisationId),
    isNull(column(table, 'deletedAt')),
  ) as SQL;

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const dateText = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : text(value);

/** Every served client's package in the organisation, read from their file. */
async function clientPackages(
  db: Db,
  organisationId: string,
  range: { from: string; to: string },
): Promise<ClientPackage[]> {
  const c = tableOf(clients);
  const clientRows = await db
    .select({
      id: column(c, 'id'),
      branch: column(c, 'branch'),
      serviceEndedOn: column(c, 'serviceEndedOn'),
    })
    .from(c)
    .where(
      and(
        live(c, organisationId),
        or(isNull(column(c, 'serviceEndedOn')), gte(column(c, 'serviceEndedOn'), range.from)),
      ),
    );
  if (clientRows.length === 0) return [];
  const ids = clientRows.map((row) => String(row.id));
  const s = tableOf(slots);
  const t = tableOf(templates);
  const d = tableOf(details);
  const cm = tableOf(clientMedications);
  const m = tableOf(medications);
  const [slotRows, templateRows, detailRows, medicineRows] = await Promise.all([
    db
      .select()
      .from(s)
      .where(and(live(s, organisationId), inArray(column(s, 'parentId'), ids))),
    db
      .select()
      .from(t)
      .where(
        and(
          live(t, organisationId),
          inArray(column(t, 'parentId'), ids),
          lte(column(t, 'validFrom'), range.to),
          or(isNull(column(t, 'validTo')), gte(column(t, 'validTo'), range.from)),
        ),
      ),
    db.select().from(d).where(live(d, organisationId)),
    // The medicines in force today, one per line: a later change of the chart is the MAR's.
    db
      .select({
        client: column(cm, 'parentId'),
        name: column(m, 'name'),
        dose: column(cm, 'dose'),
      })
      .from(cm)
      .innerJoin(m, eq(column(m, 'id'), column(cm, 'medication')))
      .where(
        and(
          live(cm, organisationId),
          inArray(column(cm, 'parentId'), ids),
          isNull(column(cm, 'stopReason')),
          lte(column(cm, 'startDate'), range.to),
          or(isNull(column(cm, 'endDate')), gte(column(cm, 'endDate'), range.from)),
        ),
      ),
  ]);
  const pattern = (row: Record<string, unknown>): PatternVisit => ({
    id: String(row.id),
    dayOfWeek: String(row.dayOfWeek),
    startTime: String(row.startTime),
    endTime: String(row.endTime),
    carersNeeded: Number(row.carersNeeded),
    visitType: text(row.visitType),
    tasks: text(row.tasks),
  });
  const detailsOf = new Map<string, PatternVisit[]>();
  for (const row of detailRows as Record<string, unknown>[]) {
    const key = String(row.parentId);
    detailsOf.set(key, [...(detailsOf.get(key) ?? []), pattern(row)]);
  }
  const byClient = <T>(rows: T[], clientOf: (row: T) => unknown) => {
    const map = new Map<string, T[]>();
    for (const row of rows) {
      const key = String(clientOf(row));
      map.set(key, [...(map.get(key) ?? []), row]);
    }
    return map;
  };
  const slotsOf = byClient(slotRows as Record<string, unknown>[], (row) => row.parentId);
  const templatesOf = byClient(templateRows as Record<string, unknown>[], (row) => row.parentId);
  const medicinesOf = byClient(medicineRows, (row) => row.client);
  return clientRows.map((row) => ({
    clientId: String(row.id),
    branchId: String(row.branch),
    servedUntil: dateText(row.serviceEndedOn),
    slots: (slotsOf.get(String(row.id)) ?? []).map(pattern),
    templates: (templatesOf.get(String(row.id)) ?? []).map(
      (template): VisitTemplatePattern => ({
        id: String(template.id),
        validFrom: String(dateText(template.validFrom)),
        validTo: dateText(template.validTo),
        details: detailsOf.get(String(template.id)) ?? [],
      }),
    ),
    medicines:
      (medicinesOf.get(String(row.id)) ?? [])
        .map((medicine) => `${String(medicine.name)}: ${String(medicine.dose)}`)
        .sort()
        .join('\n') || null,
  }));
}

/**
 * Generates the organisation's visits for the days of `range`, one transaction per client, as
 * the system. Safe to run twice, and beside another run: a visit another run made first is
 * skipped (its key's unique index), never made twice.
 */
export async function generateRota(
  db: Db,
  organisationId: string,
  range: { from: string; to: string },
): Promise<RotaRun> {
  const run: RotaRun = { created: 0, updated: 0, held: 0, unchanged: 0 };
  const batches = [
    ...(await clientPackages(db, organisationId, range)).map((pkg) => generateVisits([pkg], range)),
    // The global schedule's entries, each placed on its own, as a client's package is.
    ...(await globalEntries(db, organisationId)).map((entry) =>
      generateGlobalVisits([entry], range),
    ),
  ];
  for (const wanted of batches) {
    if (wanted.length === 0) continue;
    try {
      await db.transaction((tx) => placeVisits(tx, organisationId, wanted, run));
    } catch (error) {
      // Another run made these visits meanwhile: they are there, made once.
      if (pgErrorOf(error).code !== '23505') throw error;
    }
  }
  return run;
}

/** The organisation's global schedule entries that are on the rota (one, when `id` is given). */
async function globalEntries(
  db: Db,
  organisationId: string,
  id?: string,
): Promise<GlobalScheduleEntry[]> {
  const g = tableOf(globalSchedules);
  const rows = (await db
    .select()
    .from(g)
    .where(and(live(g, organisationId), id ? eq(column(g, 'id'), id) : undefined))) as Record<
    string,
    unknown
  >[];
  return rows
    .filter((row) => row.active !== false)
    .map((row) => ({
      id: String(row.id),
      title: String(row.title),
      kind: String(row.kind),
      branch: String(row.branch),
      client: text(row.client),
      firstDate: String(dateText(row.firstDate)),
      repeat: String(row.repeat),
      daysOfWeek: Array.isArray(row.daysOfWeek) ? row.daysOfWeek.map(String) : null,
      lastDate: dateText(row.lastDate),
      startTime: String(row.startTime),
      endTime: String(row.endTime),
      carersNeeded: Number(row.carersNeeded),
      visitType: text(row.visitType),
      tasks: text(row.tasks),
    }));
}

/**
 * Places one global schedule entry's occurrences over the horizon from `now`, in the caller's
 * transaction (the entry's save): it is on the rota as soon as it is saved, and the nightly run
 * finds its visits already made.
 */
export async function placeGlobalEntry(
  db: Db,
  organisationId: string,
  entryId: string,
  now: Date = new Date(),
): Promise<RotaRun> {
  const run: RotaRun = { created: 0, updated: 0, held: 0, unchanged: 0 };
  const [entry] = await globalEntries(db, organisationId, entryId);
  if (!entry) return run;
  const wanted = generateGlobalVisits([entry], rotaRange(now));
  if (wanted.length > 0) await placeVisits(db, organisationId, wanted, run);
  return run;
}

/** Writes the visits not yet made (by key) and moves those a changed pattern may move. */
async function placeVisits(
  tx: Db,
  organisationId: string,
  wanted: readonly GeneratedVisit[],
  run: RotaRun,
): Promise<void> {
  const actor = systemActor(organisationId);
  const v = tableOf(visits);
  const stored = await tx
    .select()
    .from(v)
    .where(
      and(
        live(v, organisationId),
        inArray(
          column(v, 'generationKey'),
          wanted.map((visit) => visit.generationKey),
        ),
      ),
    )
    .for('update');
  const byKey = new Map(
    (stored as Record<string, unknown>[]).map((row) => [String(row.generationKey), row]),
  );
  for (const visit of wanted) {
    const existing = byKey.get(visit.generationKey);
    if (!existing) {
      await insertRecord(tx, actor, visits, visitValues(visit), {
        auditAction: 'visits.generated',
      });
      run.created += 1;
      continue;
    }
    const decision = regeneration(existing as unknown as StoredVisit, visit);
    if (decision.action === 'same') run.unchanged += 1;
    else if (decision.action === 'held') run.held += 1;
    else {
      await changeRecord(
        tx,
        actor,
        visits,
        String(existing.id),
        { ...decision.changes, startsAt: visit.startsAt, endsAt: visit.endsAt },
        {
          onlyIf: eq(column(v, 'version'), Number(existing.version)),
          auditAction: 'visits.regenerated',
        },
      );
      run.updated += 1;
    }
  }
}

function visitValues(visit: GeneratedVisit): Record<string, unknown> {
  return { globalSchedule: null, ...visit, movedByHand: false, confirmed: false };
}

export const generateRotaTask = defineCronTask({
  name: 'scheduling.generate-visits',
  title: 'Generate visits from clients’ packages',
  // Each night, after the compliance pass, so the rota always reaches the horizon (a night
  // missed while no server ran is made up at start). Not at every start: eight weeks of every
  // client's visits is real work, and a start (the end-to-end tests') should not wait behind it.
  schedule: '45 3 * * *',
  async run({ db, log, organisationId, scheduledFor }) {
    const run = await generateRota(db, organisationId, rotaRange(scheduledFor));
    if (run.created + run.updated + run.held > 0) log.info(run, 'visits generated');
  },
});
