import { randomUUID } from 'node:crypto';
import {
  type AllocationContext,
  type AllocationRefusal,
  addCalendarDays,
  allocationRefusals,
  type ClientPackage,
  type ComplianceReason,
  type GeneratedVisit,
  type GlobalScheduleEntry,
  generateGlobalVisits,
  generateVisits,
  outsideWorkingPattern,
  type PatternVisit,
  unavailabilityOccurrences,
  WORKING_TIME_REFERENCE_WEEKS,
} from '@care360/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { carerGenderPreferences } from '../queries/carer-gender-preferences';
import { recordTable } from '../records/table-for';
import { random } from './client-data';
import type { DemoSeeder } from './demo-seeder';
import type { DemoCarer } from './staff-data';

/**
 * The demo rota: eight weeks of visits for every served demo client (four past, four ahead)
 * generated from their packages by the domain's generation, staffed by the branch's carers under
 * the allocation rules (allocationRefusals: a carer whose DBS or right to work lapsed, or whose
 * mandatory training expired, is never put on; nor one on holiday, unavailable or outside their
 * working pattern, declined by the client, not the gender they prefer or without the training
 * they need), with a few future places left for the office to fill. Past visits carry check-ins
 * and check-outs: most on time, some late, some short, a few missed, one or two never checked
 * out.
 *
 * Written in bulk (a statement per 500 rows), as the rest of the demo: seeding stays fast.
 */

type Row = Record<string, unknown>;

/** What a client's file asks of whoever is sent: the rules' client side. */
interface ClientRules {
  skills: string[];
  declined: Set<string>;
  gender: string | null;
  genderPersonalCareOnly: boolean;
}

export const DEMO_ROTA_WEEKS_BACK = 4;
export const DEMO_ROTA_WEEKS_AHEAD = 4;

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** Every live row of a kind of the seeder's organisation. */
async function readKind(seeder: DemoSeeder, kind: string): Promise<Row[]> {
  const table = recordTable(kind) as unknown as PgTable & Record<string, never>;
  const t = table as unknown as Record<string, Parameters<typeof eq>[0]>;
  return (await seeder.db
    .select()
    .from(table)
    .where(
      and(eq(t.organisationId as never, seeder.organisationId), isNull(t.deletedAt as never)),
    )) as Row[];
}

/** Each seeded client's required training, declined carers and preferred gender. */
async function demoClientRules(seeder: DemoSeeder): Promise<Map<string, ClientRules>> {
  const [required, courses, declined] = await Promise.all([
    readKind(seeder, 'client-required-training'),
    readKind(seeder, 'training-courses'),
    readKind(seeder, 'client-declined-carers'),
  ]);
  const rules = new Map<string, ClientRules>();
  const of = (client: unknown) => {
    const key = String(client);
    const found = rules.get(key) ?? {
      skills: [],
      declined: new Set<string>(),
      gender: null,
      genderPersonalCareOnly: false,
    };
    rules.set(key, found);
    return found;
  };
  const courseName = new Map(courses.map((c) => [String(c.id), String(c.name)]));
  for (const row of required)
    of(row.parentId).skills.push(courseName.get(String(row.course)) ?? '');
  for (const row of declined) of(row.parentId).declined.add(String(row.carer));
  for (const [client, asked] of await carerGenderPreferences(seeder.db, seeder.organisationId)) {
    const rule = of(client);
    rule.gender = asked.gender;
    rule.genderPersonalCareOnly = asked.personalCareOnly;
  }
  return rules;
}

/** Reads the seeded clients' packages back, as the generation job reads them. */
async function demoPackages(seeder: DemoSeeder): Promise<ClientPackage[]> {
  const read = (kind: string) => readKind(seeder, kind);
  const [clients, slots, templates, details, stays] = await Promise.all([
    read('clients'),
    read('client-slots'),
    read('client-visit-templates'),
    read('client-visit-template-details'),
    read('client-hospital-stays'),
  ]);
  const pattern = (row: Row): PatternVisit => ({
    id: String(row.id),
    dayOfWeek: String(row.dayOfWeek),
    startTime: String(row.startTime),
    endTime: String(row.endTime),
    carersNeeded: Number(row.carersNeeded),
    visitType: text(row.visitType),
    tasks: text(row.tasks),
  });
  const group = (rows: Row[]) => {
    const map = new Map<string, Row[]>();
    for (const row of rows)
      map.set(String(row.parentId), [...(map.get(String(row.parentId)) ?? []), row]);
    return map;
  };
  const slotsOf = group(slots);
  const templatesOf = group(templates);
  const detailsOf = group(details);
  const staysOf = group(stays);
  return clients
    .filter((client) => client.status !== 'Pending assessment')
    .map((client) => ({
      clientId: String(client.id),
      branchId: String(client.branch),
      servedUntil: text(client.serviceEndedOn),
      slots: (slotsOf.get(String(client.id)) ?? []).map(pattern),
      templates: (templatesOf.get(String(client.id)) ?? []).map((template) => ({
        id: String(template.id),
        validFrom: String(template.validFrom),
        validTo: text(template.validTo),
        details: (detailsOf.get(String(template.id)) ?? []).map(pattern),
      })),
      // A client in hospital has no visits from the day they went in, as the rota job makes it.
      away: (staysOf.get(String(client.id)) ?? []).map((stay) => ({
        from: String(stay.admittedOn),
        until: text(stay.dischargedOn),
      })),
    }));
}

interface Booking {
  startsAt: Date;
  endsAt: Date;
  id: string;
}

/** What the rules read of a demo carer on a visit: their file, the client's and their rota so far. */
function contextOf(
  carer: DemoCarer,
  visit: { startsAt: Date; endsAt: Date; day: string; visitType: string | null },
  client: ClientRules | undefined,
  booked: Booking[],
  minutes: number,
) {
  const day = visit.day;
  const reasons: ComplianceReason[] = [];
  const notCompliant = (area: 'Right to work' | 'DBS' | 'Training', textOf: string) =>
    reasons.push({ area, state: 'Not compliant', text: textOf });
  if (!carer.hasDbs) notCompliant('DBS', 'No DBS check is recorded.');
  if (carer.dbsLapses && carer.dbsLapses <= day)
    notCompliant('DBS', 'The DBS has not been checked on the Update Service in time.');
  if (carer.rightToWorkEnds && carer.rightToWorkEnds < day)
    notCompliant('Right to work', 'The right to work has ended.');
  if (carer.trainingLapses && carer.trainingLapses <= day)
    notCompliant('Training', 'A mandatory course has expired.');
  const context: AllocationContext = {
    compliance: { reasons },
    approvedHolidays: carer.holidays,
    // Worked out only for a likely carer (unavailabilityOf), so seeding stays fast.
    unavailability: [],
    otherVisits: booked,
    travel: {},
    clientDeclinedCarer: client?.declined.has(carer.id) ?? false,
    clientPreference: {
      gender:
        client?.gender && (!client.genderPersonalCareOnly || visit.visitType === 'Personal care')
          ? client.gender
          : null,
      skills: client?.skills ?? [],
    },
    workingTime: { referenceWeeks: WORKING_TIME_REFERENCE_WEEKS, bookedMinutes: minutes },
  };
  return context;
}

/** When the carer cannot work during the visit: their unavailability and working pattern. */
function unavailabilityOf(carer: DemoCarer, visit: { startsAt: Date; endsAt: Date }) {
  const found = unavailabilityOccurrences(carer.unavailability, {
    from: visit.startsAt,
    to: visit.endsAt,
  });
  const outside = outsideWorkingPattern(visit, carer.patterns);
  return outside ? [...found, outside] : found;
}

/** The courses a carer holds in date on a day: their skills as the rules read them. */
const skillsOn = (carer: DemoCarer, day: string) =>
  carer.courses
    .filter((c) => c.completedOn <= day && (c.expiresOn === null || day <= c.expiresOn))
    .map((c) => c.name);

/**
 * The demo's global schedule: a training day and a team meeting the carers attend, and a
 * client's monthly outing outside their package, each repeating from four weeks ago.
 */
async function seedGlobalSchedule(
  seeder: DemoSeeder,
  from: string,
  packages: readonly ClientPackage[],
): Promise<GlobalScheduleEntry[]> {
  const leeds = seeder.lookup('branches', 'Leeds Central');
  const harrogate = seeder.lookup('branches', 'Harrogate');
  const york = seeder.lookup('branches', 'York');
  const outingFor = packages.find((pkg) => pkg.branchId === york && !pkg.servedUntil);
  const common = { firstDate: from, lastDate: null, active: true, notes: null, tasks: null };
  const values = [
    {
      ...common,
      title: 'Moving and handling refresher',
      kind: 'Training day',
      branch: leeds,
      client: null,
      repeat: 'Every four weeks',
      daysOfWeek: ['Wednesday'],
      startTime: '13:30',
      endTime: '15:30',
      carersNeeded: 3,
      visitType: null,
    },
    {
      ...common,
      title: 'Harrogate team meeting',
      kind: 'Team meeting',
      branch: harrogate,
      client: null,
      repeat: 'Every two weeks',
      daysOfWeek: ['Thursday'],
      startTime: '14:00',
      endTime: '15:00',
      carersNeeded: 2,
      visitType: null,
    },
    ...(outingFor
      ? [
          {
            ...common,
            title: 'Monthly shopping trip',
            kind: 'Client visit',
            branch: york,
            client: outingFor.clientId,
            repeat: 'Every four weeks',
            daysOfWeek: ['Saturday'],
            startTime: '10:00',
            endTime: '12:00',
            carersNeeded: 1,
            visitType: 'Shopping',
            tasks: 'Accompany to the supermarket and the chemist; help put the shopping away.',
          },
        ]
      : []),
  ];
  const ids = await seeder.insert(
    'global-schedules',
    values.map((v) => ({ values: v })),
  );
  return values.map((v, i) => ({ ...v, id: ids[i] as string }));
}

export interface DemoRota {
  visits: number;
  allocated: number;
  unallocatedPlaces: number;
  /** Carers passed over for a place: barred, booked, or refused by the rules. */
  skipped: number;
}

export async function seedDemoVisits(
  seeder: DemoSeeder,
  context: { today: string; now: Date; carers: DemoCarer[] },
): Promise<DemoRota> {
  const r = random(2323);
  const range = {
    from: addCalendarDays(context.today, -7 * DEMO_ROTA_WEEKS_BACK),
    to: addCalendarDays(context.today, 7 * DEMO_ROTA_WEEKS_AHEAD - 1),
  };
  const packages = await demoPackages(seeder);
  const clientRules = await demoClientRules(seeder);
  const entries = await seedGlobalSchedule(seeder, range.from, packages);
  // Of visits at one time, those fewest carers may take are staffed first, as a coordinator
  // would: a double-up for someone who needs trained carers before a call anyone can do.
  const demand = (visit: GeneratedVisit) => {
    const rules = visit.client ? clientRules.get(visit.client) : undefined;
    return visit.carersNeeded + 2 * (rules?.skills.length ?? 0) + (rules?.gender ? 1 : 0);
  };
  const generated = [
    ...generateVisits(packages, range),
    ...generateGlobalVisits(entries, range),
  ].sort((a, b) => a.startsAt.localeCompare(b.startsAt) || demand(b) - demand(a));
  const branchIds = new Map<string, string>();
  const carersOf = new Map<string, DemoCarer[]>();
  for (const carer of context.carers) {
    const branchId = seeder.lookup('branches', carer.branch);
    branchIds.set(carer.id, branchId);
    carersOf.set(branchId, [...(carersOf.get(branchId) ?? []), carer]);
  }
  const bookings = new Map<string, Booking[]>();
  const bookedMinutes = new Map<string, number>();
  // A client sees the same faces: each place starts its search at the carer who took it last.
  const regular = new Map<string, number>();
  const visitRows: Row[] = [];
  const placeRows: Row[] = [];
  const rota: DemoRota = { visits: 0, allocated: 0, unallocatedPlaces: 0, skipped: 0 };

  generated.forEach((visit: GeneratedVisit, index) => {
    const id = randomUUID();
    const startsAt = new Date(visit.startsAt);
    const endsAt = new Date(visit.endsAt);
    const past = endsAt <= context.now;
    const future = startsAt > context.now;
    // A few places ahead are left for the coordinator to fill (the rota's unallocated row).
    const leaveOpen = future && index % 37 === 5;
    const minutes = (endsAt.getTime() - startsAt.getTime()) / 60_000;
    const pool = carersOf.get(visit.branch) ?? [];
    const chosen: DemoCarer[] = [];
    for (let place = 1; place <= visit.carersNeeded && !leaveOpen; place++) {
      const key = `${visit.client}:${visit.sourceId}:${place}`;
      const start = regular.get(key) ?? r.int(0, Math.max(pool.length - 1, 0));
      for (let step = 0; step < pool.length; step++) {
        const at = (start + step) % pool.length;
        const carer = pool[at] as DemoCarer;
        if (chosen.includes(carer)) continue;
        const booked = bookings.get(carer.id) ?? [];
        // Near visits only: the rules judge clashes and journeys from these.
        const near = booked.filter(
          (b) => b.endsAt.getTime() > startsAt.getTime() - 3_600_000 && b.startsAt < endsAt,
        );
        const context = contextOf(
          carer,
          { startsAt, endsAt, day: visit.visitDate, visitType: visit.visitType },
          visit.client ? clientRules.get(visit.client) : undefined,
          near,
          bookedMinutes.get(carer.id) ?? 0,
        );
        // A quick look first (barred, or at another visit then), so the rules' full judgement
        // runs on a likely carer rather than on every one: seeding stays fast.
        if (
          context.compliance.reasons.length > 0 ||
          !carer.working ||
          near.some((b) => b.startsAt < endsAt && startsAt < b.endsAt)
        ) {
          rota.skipped += 1;
          continue;
        }
        const refusals: AllocationRefusal[] = allocationRefusals(
          { id, startsAt, endsAt },
          {
            ...carer,
            skills: skillsOn(carer, visit.visitDate),
            travelMode: 'car',
            optedOutOf48Hours: false,
          },
          { ...context, unavailability: unavailabilityOf(carer, { startsAt, endsAt }) },
        );
        if (refusals.length > 0) {
          rota.skipped += 1;
          continue;
        }
        chosen.push(carer);
        regular.set(key, at);
        booked.push({ id, startsAt, endsAt });
        bookings.set(carer.id, booked);
        bookedMinutes.set(carer.id, (bookedMinutes.get(carer.id) ?? 0) + minutes);
        break;
      }
    }
    rota.unallocatedPlaces += visit.carersNeeded - chosen.length;
    // What happened at a past visit: rolled per visit, the same for each of its carers.
    const roll = r.next();
    const missed = past && (chosen.length === 0 || roll < 0.02);
    const noCheckOut = past && !missed && roll < 0.03;
    const late = roll >= 0.03 && roll < 0.1;
    const short = roll >= 0.1 && roll < 0.15;
    const started = !future && !missed && chosen.length > 0;
    const status = missed
      ? 'Missed'
      : past && !noCheckOut
        ? 'Completed'
        : started
          ? 'In progress'
          : 'Planned';
    visitRows.push({
      ...visit,
      id,
      organisationId: seeder.organisationId,
      startsAt,
      endsAt,
      status,
      globalSchedule: visit.globalSchedule ?? null,
      movedByHand: false,
      confirmed: false,
    });
    chosen.forEach((carer, i) => {
      const arrival = late ? r.int(18, 40) : r.int(-5, 8);
      const checkedInAt = new Date(startsAt.getTime() + arrival * 60_000);
      const stay = short ? minutes * (0.4 + r.next() * 0.25) : minutes + r.int(-3, 6);
      const checkedOutAt = new Date(checkedInAt.getTime() + stay * 60_000);
      const inMethod = r.chance(0.9) ? 'Phone app' : 'Phone call';
      placeRows.push({
        id: randomUUID(),
        organisationId: seeder.organisationId,
        parentId: id,
        place: i + 1,
        carer: carer.id,
        overrideReason: null,
        ...(started && checkedInAt <= context.now ? { checkedInAt, checkInMethod: inMethod } : {}),
        ...(started && !noCheckOut && checkedOutAt <= context.now && past
          ? { checkedOutAt, checkOutMethod: inMethod }
          : {}),
      });
      rota.allocated += 1;
    });
    rota.visits += 1;
  });
  const insert = async (kind: string, rows: Row[]) => {
    const table = recordTable(kind) as unknown as PgTable;
    for (let start = 0; start < rows.length; start += 500)
      await seeder.db.insert(table).values(rows.slice(start, start + 500) as never);
  };
  await insert('visits', visitRows);
  await insert('visit-carers', placeRows);
  // Thousands of rows at once, before autovacuum has looked: without statistics the planner
  // joins the rota's lists row by row (seconds, not milliseconds) until it does.
  await seeder.db.execute(sql`analyze visits, visit_carers`);
  return rota;
}
