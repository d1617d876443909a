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
import { organisationSettingsRow } from '../../platform/records/organisation-settings';
import { pgErrorOf } from '../../platform/records/record-integrity';
import { column, tableOf } from '../../platform/records/record-query';
import {
  type Actor,
  changeRecord,
  insertRecords,
  systemActor,
} from '../../platform/records/record-store';

/**
 * The rota a rolling horizon ahead: each client's visits generated from their slots and visit
 * templates (domain: visit-generation.ts) and written through the record store as the system.
 * A visit is made once, by its key (a unique index backs it); a changed pattern moves a planned
 * visit, but never one moved by hand, confirmed or started: those are counted as held.
 * A visit the pattern no longer makes (a template ended, a day changed) is cancelled, with the
 * same care: one moved by hand, confirmed or started is held and counted, never touched.
 *
 * How far ahead: the organisation's staff settings (rotaHorizonWeeks), eight weeks by default.
 */

const visits = recordKind('visits');
const clients = recordKind('clients');
const slots = recordKind('client-slots');
const templates = recordKind('client-visit-templates');
const details = recordKind('client-visit-template-details');
const clientMedications = recordKind('client-medications');
const medications = recordKind('medications');
const stays = recordKind('client-hospital-stays');
const globalSchedules = recordKind('global-schedules');

export interface RotaRun {
  created: number;
  updated: number;
  /** Changed in the pattern, but left as they are (moved by hand, confirmed or started). */
  held: number;
  unchanged: number;
  /** No longer in the package and still to come. */
  cancelled: number;
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
export async function clientPackages(
  db: Db,
  organisationId: string,
  range: { from: string; to: string },
  clientIds?: readonly string[],
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
        clientIds ? inArray(column(c, 'id'), [...clientIds]) : undefined,
      ),
    );
  if (clientRows.length === 0) return [];
  const ids = clientRows.map((row) => String(row.id));
  const s = tableOf(slots);
  const t = tableOf(templates);
  const d = tableOf(details);
  const cm = tableOf(clientMedications);
  const m = tableOf(medications);
  const h = tableOf(stays);
  const [slotRows, templateRows, detailRows, medicineRows, stayRows] = await Promise.all([
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
    db
      .select()
      .from(d)
      .where(
        and(
          live(d, organisationId),
          inArray(
            column(d, 'parentId'),
            db
              .select({ id: column(t, 'id') })
              .from(t)
              .where(and(live(t, organisationId), inArray(column(t, 'parentId'), ids))),
          ),
        ),
      ),
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
    db
      .select({
        client: column(h, 'parentId'),
        admittedOn: column(h, 'admittedOn'),
        dischargedOn: column(h, 'dischargedOn'),
      })
      .from(h)
      .where(
        and(
          live(h, organisationId),
          inArray(column(h, 'parentId'), ids),
          lte(column(h, 'admittedOn'), range.to),
          or(isNull(column(h, 'dischargedOn')), gte(column(h, 'dischargedOn'), range.from)),
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
  const staysOf = byClient(stayRows, (row) => row.client);
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
    away: (staysOf.get(String(row.id)) ?? []).map((stay) => ({
      from: String(dateText(stay.admittedOn)),
      until: dateText(stay.dischargedOn),
    })),
  }));
}

/** A stored visit the comparison reads: its key, times, status and the office's marks. */
type StoredRow = Record<string, unknown>;

/** What a changed pattern does to a client's visits, before any of it is written. */
export interface RotaPlan {
  add: GeneratedVisit[];
  move: { row: StoredRow; visit: GeneratedVisit }[];
  /** Changed in the pattern (or no longer in it) but the office's: left as they are. */
  held: { row: StoredRow; visit: GeneratedVisit | null; reason: string }[];
  /** No longer in the pattern and still to come: cancelled. */
  cancel: StoredRow[];
  unchanged: number;
}

/** The reason a visit no longer in the client's package is cancelled with. */
export const NOT_IN_PACKAGE = 'No longer in the client’s package';
/** The reason a visit no longer in the global schedule (an entry changed or removed) is cancelled with. */
export const NOT_IN_GLOBAL_SCHEDULE = 'No longer in the global schedule';

/**
 * Compares the visits a pattern (a client's package, a global schedule entry) makes with the
 * stored ones it made on the same days. Visits no longer made are only cancelled while still to
 * come; one moved by hand, confirmed or started is held.
 */
export function planRota(
  stored: readonly StoredRow[],
  wanted: readonly GeneratedVisit[],
  now: Date,
): RotaPlan {
  const plan: RotaPlan = { add: [], move: [], held: [], cancel: [], unchanged: 0 };
  const byKey = new Map(stored.map((row) => [String(row.generationKey), row]));
  const wantedKeys = new Set(wanted.map((visit) => visit.generationKey));
  for (const visit of wanted) {
    const existing = byKey.get(visit.generationKey);
    if (!existing) {
      plan.add.push(visit);
      continue;
    }
    const decision = regeneration(existing as unknown as StoredVisit, visit);
    if (decision.action === 'same') plan.unchanged += 1;
    else if (decision.action === 'held')
      plan.held.push({ row: existing, visit, reason: decision.reason });
    else plan.move.push({ row: existing, visit });
  }
  for (const row of stored) {
    if (wantedKeys.has(String(row.generationKey))) continue;
    if (row.status !== 'Planned' && row.status !== 'Published') continue;
    if (new Date(String(row.startsAt)) <= now) continue;
    const reason = row.movedByHand ? 'moved by hand' : row.confirmed ? 'confirmed' : null;
    if (reason) plan.held.push({ row, visit: null, reason });
    else plan.cancel.push(row);
  }
  return plan;
}

/** Whose generated visits a run compares: some clients' packages, or one global schedule entry. */
type Made = { clientIds: readonly string[] } | { globalEntryId: string };

/** The stored visits `made` made on the days of `range`, locked when `lock`. */
async function storedVisitsOf(
  db: Db,
  organisationId: string,
  made: Made,
  range: { from: string; to: string },
  lock: boolean,
): Promise<StoredRow[]> {
  const v = tableOf(visits);
  const query = db
    .select()
    .from(v)
    .where(
      and(
        live(v, organisationId),
        'clientIds' in made
          ? and(
              inArray(column(v, 'client'), [...made.clientIds]),
              eq(column(v, 'source'), 'Template'),
            )
          : eq(column(v, 'globalSchedule'), made.globalEntryId),
        gte(column(v, 'visitDate'), range.from),
        lte(column(v, 'visitDate'), range.to),
      ),
    );
  return (lock ? await query.for('update') : await query) as StoredRow[];
}

const noRun = (): RotaRun => ({ created: 0, updated: 0, held: 0, unchanged: 0, cancelled: 0 });

/**
 * Writes a plan as the actor, in the caller's transaction: new visits in bulk through the record
 * store, moved ones one by one, and those no longer made cancelled with `reason`. A row changed
 * meanwhile (its version moved on) is left alone and not counted.
 */
async function writePlan(tx: Db, actor: Actor, plan: RotaPlan, reason: string): Promise<RotaRun> {
  const counts = noRun();
  const sameVersion = (row: StoredRow) =>
    eq(column(tableOf(visits), 'version'), Number(row.version));
  await insertRecords(tx, actor, visits, plan.add.map(visitValues), {
    auditAction: 'visits.generated',
  });
  for (const { row, visit } of plan.move) {
    const changed = await changeRecord(
      tx,
      actor,
      visits,
      String(row.id),
      {
        startTime: visit.startTime,
        endTime: visit.endTime,
        carersNeeded: visit.carersNeeded,
        startsAt: visit.startsAt,
        endsAt: visit.endsAt,
      },
      { onlyIf: sameVersion(row), auditAction: 'visits.regenerated' },
    );
    if (changed) counts.updated += 1;
  }
  for (const row of plan.cancel) {
    const changed = await changeRecord(
      tx,
      actor,
      visits,
      String(row.id),
      { status: 'Cancelled', cancellationReason: reason },
      { onlyIf: sameVersion(row), auditAction: 'visits.cancelled' },
    );
    if (changed) counts.cancelled += 1;
  }
  counts.created = plan.add.length;
  counts.held = plan.held.length;
  counts.unchanged = plan.unchanged;
  return counts;
}

/** What the client's package, changed by `change`, would do to their visits (nothing written). */
export async function previewClientRota(
  db: Db,
  organisationId: string,
  clientId: string,
  range: { from: string; to: string },
  change: (pkg: ClientPackage) => ClientPackage,
  now = new Date(),
): Promise<RotaPlan> {
  const [pkg] = await clientPackages(db, organisationId, range, [clientId]);
  const wanted = pkg ? generateVisits([change(pkg)], range) : [];
  const stored = await storedVisitsOf(db, organisationId, { clientIds: [clientId] }, range, false);
  return planRota(stored, wanted, now);
}

/** Clients whose visits are written in one transaction: fewer commits for a whole rota. */
const CLIENTS_PER_TRANSACTION = 50;
/** Transactions the nightly run writes at once. */
export const GENERATION_CONCURRENCY = 2;

/**
 * Generates the organisation's visits (or these clients') for the days of `range`, as the
 * system: new visits in bulk through the record store, changed ones one by one, and visits no
 * longer in a package cancelled. Safe to run twice, and beside another run: a visit another run
 * made first is skipped (its key's unique index), never made twice.
 */
export async function generateRota(
  db: Db,
  organisationId: string,
  range: { from: string; to: string },
  options: {
    clientIds?: readonly string[];
    actor?: Actor;
    now?: Date;
    /** Transactions written at once; more than one only with a pool, never inside a transaction. */
    concurrency?: number;
  } = {},
): Promise<RotaRun> {
  const run = noRun();
  const actor = options.actor ?? systemActor(organisationId);
  const now = options.now ?? new Date();
  const packages = await clientPackages(db, organisationId, range, options.clientIds);
  const write = (batch: readonly ClientPackage[]) =>
    db.transaction(async (tx) => {
      const made = { clientIds: batch.map((pkg) => pkg.clientId) };
      const stored = await storedVisitsOf(tx, organisationId, made, range, true);
      const plan = planRota(stored, generateVisits(batch, range), now);
      return writePlan(tx, actor, plan, NOT_IN_PACKAGE);
    });
  const add = (counts: RotaRun) => {
    for (const key of Object.keys(run) as (keyof RotaRun)[]) run[key] += counts[key];
  };
  const batches: ClientPackage[][] = [];
  for (let at = 0; at < packages.length; at += CLIENTS_PER_TRANSACTION) {
    batches.push(packages.slice(at, at + CLIENTS_PER_TRANSACTION));
  }
  const writeBatch = async (batch: readonly ClientPackage[]) => {
    try {
      add(await write(batch));
    } catch (error) {
      if (pgErrorOf(error).code !== '23505') throw error;
      // Another run made some of these visits meanwhile: client by client, each made once.
      for (const pkg of batch) {
        try {
          add(await write([pkg]));
        } catch (again) {
          if (pgErrorOf(again).code !== '23505') throw again;
        }
      }
    }
  };
  // Batches hold different clients, so several may be written at once, each in a transaction
  // (and a connection) of its own; never inside a caller's transaction, which has one.
  const lanes = Math.max(1, Math.min(options.concurrency ?? 1, batches.length));
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < batches.length) {
        const batch = batches[next++] as ClientPackage[];
        await writeBatch(batch);
      }
    }),
  );
  // The global schedule's entries, each placed on its own, as a client's package is; a run for
  // some clients only (a package just set up or changed) leaves them to the nightly run.
  if (options.clientIds) return run;
  for (const entry of await globalEntries(db, organisationId)) {
    try {
      add(await db.transaction((tx) => placeEntry(tx, actor, entry.id, entry, range, now)));
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
 * finds its visits already made. An entry changed, paused or removed moves or cancels the
 * occurrences it no longer makes, with the same care as a client's package.
 */
export async function placeGlobalEntry(
  db: Db,
  organisationId: string,
  entryId: string,
  now: Date = new Date(),
): Promise<RotaRun> {
  const [entry] = await globalEntries(db, organisationId, entryId);
  const range = rotaRange(now, await rotaHorizonWeeks(db, organisationId));
  return placeEntry(db, systemActor(organisationId), entryId, entry ?? null, range, now);
}

/** Compares an entry's occurrences (none, when it is off the rota) with its stored visits. */
async function placeEntry(
  tx: Db,
  actor: Actor,
  entryId: string,
  entry: GlobalScheduleEntry | null,
  range: { from: string; to: string },
  now: Date,
): Promise<RotaRun> {
  const organisationId = actor.auth.user.organisation.id;
  const wanted = entry ? generateGlobalVisits([entry], range) : [];
  const stored = await storedVisitsOf(tx, organisationId, { globalEntryId: entryId }, range, true);
  return writePlan(tx, actor, planRota(stored, wanted, now), NOT_IN_GLOBAL_SCHEDULE);
}

function visitValues(visit: GeneratedVisit): Record<string, unknown> {
  return { globalSchedule: null, ...visit, movedByHand: false, confirmed: false };
}

/** How many weeks ahead the organisation generates its rota (its staff settings, or eight). */
export async function rotaHorizonWeeks(db: Db, organisationId: string): Promise<number> {
  const row = await organisationSettingsRow(db, 'staff-settings', organisationId);
  const weeks = Number(row?.rotaHorizonWeeks);
  return Number.isInteger(weeks) && weeks > 0 ? weeks : DEFAULT_ROTA_HORIZON_WEEKS;
}

export const generateRotaTask = defineCronTask({
  name: 'scheduling.generate-visits',
  title: 'Generate visits from clients’ packages',
  // Each night, after the compliance pass, so the rota always reaches the horizon (a night
  // missed while no server ran is made up at start). Not at every start: eight weeks of every
  // client's visits is real work, and a start (the end-to-end tests') should not wait behind it.
  schedule: '45 3 * * *',
  async run({ db, log, organisationId, scheduledFor }) {
    const weeks = await rotaHorizonWeeks(db, organisationId);
    // Two transactions at once: the database's work, most of a run, shared between two cores.
    const run = await generateRota(db, organisationId, rotaRange(scheduledFor, weeks), {
      concurrency: GENERATION_CONCURRENCY,
    });
    if (run.created + run.updated + run.held + run.cancelled > 0) log.info(run, 'visits generated');
  },
});
