// The alert engine against its aims (not a test), with the real server as a child process on a
// throwaway database on the PostgreSQL server (TEST_DATABASE_URL, else 127.0.0.1:5432) holding
// the demo data, its jobs running as in production (the minute's job), and an office user's
// event stream and board open throughout:
//   1. latency: visits whose late threshold (planned start + the late minutes) passes at the next
//      two minute boundaries; each alert timed from that instant to its arrival on the stream
//      and on the board (aim: p95 ≤ 5 s);
//   2. 500 carers, each with a visit on now and a session of their own, check in over 60 s
//      (real HTTP, one process; one in ten far from home, which raises an alert in the
//      check-in, and one in fifty sent twice as a phone retries): the answer's latency (aim:
//      p95 ≤ 200 ms), every check-in recorded, no alert twice;
//   3. (a) the server's LISTEN connection terminated over and over while a boundary's alerts are
//      raised: every one still reaches the stream; (b) the server killed while the minute's job
//      raises alerts, then started again: every due alert exists exactly once.
// Prints each part as it goes and a summary against the aims; the database is dropped after.
// About six minutes: it waits for four minute boundaries.
//   npm run bench:alerts   (BENCH_ALERT_VISITS, 60; BENCH_CARERS, 500; BENCH_SPREAD_SECONDS, 60;
//                           BENCH_RESILIENCE_VISITS, 40 for each of 3a and 3b; BENCH_PARTS, say
//                           "2" or "1,3a", runs only those; BENCH_PROFILE=folder: the server's
//                           CPU profiles)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { type Db, DEMO_CARER, DEMO_USERS, openDatabase, schema, seedDemoData } from '@care360/db';
import { freePort } from '@care360/db/prepare';
import {
  alertSettingsOf,
  recordKind,
  ukCalendarDate,
  ukClockTime,
  visitInstants,
} from '@care360/domain';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config';
import { hashPassword } from '../apps/server/src/platform/auth/passwords';
import { sessionCookieName } from '../apps/server/src/platform/auth/sessions';
import { hashToken, newToken } from '../apps/server/src/platform/auth/tokens';
import { organisationSettingsRow } from '../apps/server/src/platform/records/organisation-settings';
import { column, tableOf } from '../apps/server/src/platform/records/record-query';
import {
  BenchServer,
  BoardWatcher,
  EventStream,
  sleep,
  spread,
  waitUntil,
} from './bench-alerts-support';
import { withServerDatabase } from './bench-support';

const ALERT_VISITS = Number(process.env.BENCH_ALERT_VISITS ?? 60);
const CARERS = Number(process.env.BENCH_CARERS ?? 500);
const SPREAD_MS = Number(process.env.BENCH_SPREAD_SECONDS ?? 60) * 1000;
const RESILIENCE_VISITS = Number(process.env.BENCH_RESILIENCE_VISITS ?? 40);
/** The parts to run, as a list ("2" or "1,3a"); all of them by default. */
const PARTS = new Set(
  (process.env.BENCH_PARTS ?? '1,2,3a,3b').split(',').map((part) => part.trim()),
);
/** A folder for the server's CPU profiles (written as each server process stops cleanly). */
const PROFILE_DIR = process.env.BENCH_PROFILE;
const MINUTE = 60_000;
/** The bench's own connections say so, so they are never taken for the server's. */
const BENCH_APP_NAME = 'care360-bench';

const started = Date.now();
const clock = () => `[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s]`;
const say = (text: string) => console.log(`${clock()} ${text}`);
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');
const seconds = (value: number) =>
  Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : '–';
/**
 * Microseconds some task spent waiting for a core (Linux's CPU pressure), and when it was read;
 * null where the kernel does not say.
 */
function cpuStall(): { total: number; at: number } | null {
  try {
    const total = /^some .* total=(\d+)/m.exec(fs.readFileSync('/proc/pressure/cpu', 'utf8'))?.[1];
    return total ? { total: Number(total), at: performance.now() } : null;
  } catch {
    return null;
  }
}

/** The share of the time between two readings in which some task waited for a core. */
function stallShare(
  before: ReturnType<typeof cpuStall>,
  after: ReturnType<typeof cpuStall>,
): string {
  if (!before || !after) return 'CPU pressure not known';
  const share = (after.total - before.total) / 1000 / (after.at - before.at);
  return `some task waited for a core ${(share * 100).toFixed(0)}% of the time (CPU pressure)`;
}

/** The first minute boundary at or after `at`. */
const boundaryAfter = (at: number) => Math.ceil(at / MINUTE) * MINUTE;
const hhmmss = (at: number) => new Date(at).toISOString().slice(11, 19);

interface Person {
  userId: string;
  carerId: string;
}
interface Home {
  id: string;
  latitude: number;
  longitude: number;
}
interface BenchVisit {
  visitId: string;
  placeId: string;
  person: Person;
  home: Home;
  /** When its late threshold passes (epoch ms). */
  threshold: number;
}

interface Row {
  [key: string]: unknown;
}

/** The bench's own people: `count` carers, each with a user account of the care worker role. */
async function addCarers(
  db: Db,
  organisationId: string,
  branchId: string,
  count: number,
): Promise<Person[]> {
  const [role] = await db
    .select({ id: schema.roles.id })
    .from(schema.roles)
    .where(
      and(eq(schema.roles.organisationId, organisationId), eq(schema.roles.key, 'care_worker')),
    );
  const [demoUser] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, DEMO_CARER.email));
  const carers = tableOf(recordKind('carers'));
  const [template] = (await db
    .select()
    .from(carers)
    .where(eq(column(carers, 'user'), demoUser?.id ?? ''))) as Row[];
  if (!role || !template) throw new Error('The demo care worker is missing.');
  const people: Person[] = [];
  for (let at = 0; at < count; at += 500) {
    const n = Math.min(500, count - at);
    const users = await db
      .insert(schema.users)
      .values(
        Array.from({ length: n }, (_, i) => ({
          organisationId,
          roleId: role.id,
          branchId,
          name: `Bench Carer ${at + i + 1}`,
          email: `bench.carer.${at + i + 1}@care360.local`,
          jobTitle: 'Care worker',
          passwordHash: null,
        })),
      )
      .returning({ id: schema.users.id });
    const { id: _id, ...fields } = template;
    const files = (await db
      .insert(carers)
      .values(
        users.map((user, i) => ({
          ...fields,
          user: user.id,
          branch: branchId,
          forename: 'Bench',
          surname: `Carer ${at + i + 1}`,
        })) as never,
      )
      .returning({ id: column(carers, 'id'), user: column(carers, 'user') })) as Row[];
    for (const file of files) people.push({ userId: String(file.user), carerId: String(file.id) });
  }
  return people;
}

/** Clients of the bench's own (no Settings questionnaire: the organisation's late minutes). */
async function addClients(db: Db, branchId: string, count: number): Promise<Home[]> {
  const clients = tableOf(recordKind('clients'));
  const [template] = (await db
    .select()
    .from(clients)
    .where(eq(column(clients, 'branch'), branchId))
    .limit(1)) as Row[];
  if (!template) throw new Error('The demo clients are missing.');
  const { id: _id, ...fields } = template;
  const latitude = Number(template.latitude ?? 53.8);
  const longitude = Number(template.longitude ?? -1.55);
  const rows = (await db
    .insert(clients)
    .values(
      Array.from({ length: count }, (_, i) => ({
        ...fields,
        forename: 'Bench',
        surname: `Client ${i + 1}`,
        nhsNumber: null,
        latitude,
        longitude,
      })) as never,
    )
    .returning({ id: column(clients, 'id') })) as Row[];
  return rows.map((row) => ({ id: String(row.id), latitude, longitude }));
}

/**
 * Published visits of `minutes`, one carer each, starting at `startsAt` (a minute boundary),
 * written straight to the tables: the benchmark's setup, not the app's write path.
 */
async function addVisits(
  db: Db,
  organisationId: string,
  branchId: string,
  specs: { person: Person; home: Home; startsAt: number; threshold: number }[],
  minutes = 60,
): Promise<BenchVisit[]> {
  const visits = tableOf(recordKind('visits'));
  const places = tableOf(recordKind('visit-carers'));
  const made: BenchVisit[] = [];
  for (let at = 0; at < specs.length; at += 500) {
    const batch = specs.slice(at, at + 500);
    const rows = batch.map((spec) => {
      const start = new Date(spec.startsAt);
      const end = new Date(spec.startsAt + minutes * MINUTE);
      const visitDate = ukCalendarDate(start);
      const startTime = ukClockTime(start);
      const endTime = ukClockTime(end);
      const instants = visitInstants(visitDate, startTime, endTime);
      if (!instants) throw new Error(`no visit at ${visitDate} ${startTime}–${endTime}`);
      return {
        organisationId,
        client: spec.home.id,
        branch: branchId,
        visitDate,
        startTime,
        endTime,
        startsAt: instants.startsAt.toISOString(),
        endsAt: instants.endsAt.toISOString(),
        carersNeeded: 1,
        status: 'Published',
        source: 'By hand',
      };
    });
    const inserted = (await db
      .insert(visits)
      .values(rows as never)
      .returning({ id: column(visits, 'id') })) as Row[];
    const placed = (await db
      .insert(places)
      .values(
        inserted.map((row, i) => ({
          organisationId,
          parentId: row.id,
          place: 1,
          carer: batch[i]?.person.carerId,
        })) as never,
      )
      .returning({ id: column(places, 'id'), visit: column(places, 'parentId') })) as Row[];
    placed.forEach((place, i) => {
      const spec = batch[i];
      if (!spec) return;
      made.push({
        visitId: String(place.visit),
        placeId: String(place.id),
        person: spec.person,
        home: spec.home,
        threshold: spec.threshold,
      });
    });
  }
  return made;
}

/** A session for each user, as signing in makes one (its token's hash kept, the token sent). */
async function mintSessions(db: Db, userIds: string[]): Promise<string[]> {
  const tokens = userIds.map(() => newToken());
  const expiresAt = new Date(Date.now() + 12 * 3_600_000);
  for (let at = 0; at < userIds.length; at += 500) {
    await db.insert(schema.sessions).values(
      userIds.slice(at, at + 500).map((userId, i) => ({
        idHash: hashToken(tokens[at + i] as string),
        userId,
        parentUserId: null,
        expiresAt,
      })),
    );
  }
  return tokens;
}

/** The late alerts of these visits in the database. */
async function lateAlertsOf(
  probe: pg.Client,
  visits: readonly BenchVisit[],
): Promise<{ id: string; visit: string; dedupKey: string; raisedAt: number }[]> {
  const { rows } = await probe.query<{
    id: string;
    visit: string;
    dedup_key: string;
    raised_at: Date;
  }>(
    `select id, visit, dedup_key, raised_at from alerts
      where source = 'Late visit' and deleted_at is null and visit = any($1::uuid[])`,
    [visits.map((visit) => visit.visitId)],
  );
  return rows.map((row) => ({
    id: row.id,
    visit: row.visit,
    dedupKey: row.dedup_key,
    raisedAt: row.raised_at.getTime(),
  }));
}

/** De-duplication keys held by more than one alert, organisation-wide. */
async function duplicateKeys(probe: pg.Client): Promise<number> {
  const { rows } = await probe.query<{ n: number }>(
    `select count(*)::int as n from (
       select 1 from alerts where deleted_at is null and dedup_key is not null
        group by organisation_id, dedup_key having count(*) > 1) twice`,
  );
  return rows[0]?.n ?? 0;
}

interface SummaryLine {
  figure: string;
  measured: string;
  aim: string;
  met: boolean;
}
const summary: SummaryLine[] = [];

await withServerDatabase(async (url) => {
  const benchUrl = new URL(url);
  benchUrl.searchParams.set('application_name', BENCH_APP_NAME);
  const databaseName = benchUrl.pathname.slice(1);
  const database = await openDatabase({ url: benchUrl.toString(), poolSize: 10 });
  const db = database.db;
  const probe = new pg.Client({ connectionString: benchUrl.toString() });
  probe.on('error', () => {});
  await probe.connect();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'care360-bench-alerts-'));
  const server = new BenchServer(url, await freePort(), dataDir, PROFILE_DIR);
  let stream: EventStream | undefined;
  try {
    say(
      `cores: ${os.cpus().length}, load average: ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
    await seedDemoData(db, hashPassword);
    const [org] = await db
      .select({ id: schema.organisations.id })
      .from(schema.organisations)
      .innerJoin(schema.users, eq(schema.users.organisationId, schema.organisations.id))
      .where(eq(schema.users.email, DEMO_USERS.admin.email));
    const [branch] = await db
      .select({ id: schema.branches.id })
      .from(schema.branches)
      .where(
        and(eq(schema.branches.organisationId, org?.id ?? ''), eq(schema.branches.code, 'LDS')),
      );
    const [admin] = await db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_USERS.admin.email));
    if (!org || !branch || !admin) throw new Error('The demo organisation is missing.');
    const organisationId = org.id;
    const branchId = branch.id;
    const lateMinutes = alertSettingsOf(
      await organisationSettingsRow(db, 'alert-settings', organisationId),
    ).lateAfterMinutes;
    const people = await addCarers(
      db,
      organisationId,
      branchId,
      CARERS + ALERT_VISITS + 2 * RESILIENCE_VISITS,
    );
    const homes = await addClients(db, branchId, 20);
    const homeOf = (i: number) => homes[i % homes.length] as Home;
    const [adminToken] = await mintSessions(db, [admin.id]);
    say(
      `demo data, ${people.length} bench carers and ${homes.length} clients; late after ${lateMinutes} min`,
    );

    const startSeconds = await server.start();
    say(`server started (a child process, running the jobs too) in ${startSeconds.toFixed(1)} s`);
    const cookieName = sessionCookieName(loadConfig({ PUBLIC_URL: server.base }));
    const officeHeaders = {
      cookie: `${cookieName}=${adminToken}`,
      'x-requested-with': 'XMLHttpRequest',
      origin: server.base,
    };
    const live = new EventStream(`${server.base}/api/v1/events`, officeHeaders.cookie);
    stream = live;
    const board = new BoardWatcher(
      () =>
        `${server.base}/api/v1/live-events/boards/clients.not-on-site?source=Late%20visit&search=Bench&limit=100`,
      officeHeaders,
    );
    live.onAlert = () => board.refresh();
    await live.open();

    /** Visits of carers [from, from+count) whose late threshold passes at `threshold`. */
    const lateVisits = (from: number, count: number, threshold: (i: number) => number) =>
      addVisits(
        db,
        organisationId,
        branchId,
        Array.from({ length: count }, (_, i) => ({
          person: people[from + i] as Person,
          home: homeOf(i),
          startsAt: threshold(i) - lateMinutes * MINUTE,
          threshold: threshold(i),
        })),
      );
    /** Waits until each visit's late alert is in the database and on the stream and board. */
    const allArrived = async (visits: readonly BenchVisit[], deadline: number) =>
      waitUntil(
        async () => {
          const alerts = await lateAlertsOf(probe, visits);
          return (
            alerts.length >= visits.length &&
            alerts.every(
              (alert) => live.alertArrivals.has(alert.id) && board.firstSeen.has(alert.id),
            )
          );
        },
        deadline,
        500,
      );

    const dropFrom = CARERS + ALERT_VISITS;
    // 1. Alert latency at two minute boundaries.
    if (PARTS.has('1')) {
      const first = boundaryAfter(Date.now() + 20_000);
      const latency = await lateVisits(CARERS, ALERT_VISITS, (i) => first + (i % 2) * MINUTE);
      say(
        `1. ${latency.length} visits late at ${hhmmss(first)} and ${hhmmss(first + MINUTE)} UTC; waiting`,
      );
      const stallBefore = cpuStall();
      await allArrived(latency, first + 2 * MINUTE + 30_000);
      say(`   meanwhile ${stallShare(stallBefore, cpuStall())}`);
      const lateAlerts = await lateAlertsOf(probe, latency);
      const thresholdOf = new Map(latency.map((visit) => [visit.visitId, visit.threshold]));
      const onStream: number[] = [];
      const onBoard: number[] = [];
      const jobClock: number[] = [];
      let early = 0;
      for (const alert of lateAlerts) {
        const threshold = thresholdOf.get(alert.visit) ?? Number.NaN;
        if (alert.raisedAt < threshold) early++;
        jobClock.push(alert.raisedAt - threshold);
        const streamAt = live.alertArrivals.get(alert.id);
        const boardAt = board.firstSeen.get(alert.id);
        if (streamAt !== undefined) onStream.push(streamAt - threshold);
        if (boardAt !== undefined) onBoard.push(boardAt - threshold);
      }
      const stream1 = spread(onStream);
      const board1 = spread(onBoard);
      const job1 = spread(jobClock);
      say(
        `   ${lateAlerts.length}/${latency.length} alerts raised (${early} before their threshold); on the stream ${onStream.length}, on the board ${onBoard.length}`,
      );
      say(
        `   threshold → the job's clock as it judged: p50 ${ms(job1.p50)}, p95 ${ms(job1.p95)}, max ${ms(job1.max)}`,
      );
      say(
        `   threshold → on the stream: p50 ${ms(stream1.p50)}, p95 ${ms(stream1.p95)}, max ${ms(stream1.max)}`,
      );
      say(
        `   threshold → on the board:  p50 ${ms(board1.p50)}, p95 ${ms(board1.p95)}, max ${ms(board1.max)}`,
      );
      summary.push(
        {
          figure: `1. alert on the stream after its threshold (${onStream.length}/${latency.length})`,
          measured: `p50 ${seconds(stream1.p50)} p95 ${seconds(stream1.p95)} max ${seconds(stream1.max)}`,
          aim: 'p95 ≤ 5 s',
          met: onStream.length === latency.length && stream1.p95 <= 5_000,
        },
        {
          figure: `1. alert on the board after its threshold (${onBoard.length}/${latency.length})`,
          measured: `p50 ${seconds(board1.p50)} p95 ${seconds(board1.p95)} max ${seconds(board1.max)}`,
          aim: 'p95 ≤ 5 s',
          met: onBoard.length === latency.length && board1.p95 <= 5_000,
        },
      );
    }
    // 2. 500 carers check in within a minute.
    if (PARTS.has('2')) {
      const visitStart = Math.floor(Date.now() / MINUTE) * MINUTE - 2 * MINUTE;
      const onNow = await addVisits(
        db,
        organisationId,
        branchId,
        people.slice(0, CARERS).map((person, i) => ({
          person,
          home: homeOf(i),
          startsAt: visitStart,
          threshold: visitStart + lateMinutes * MINUTE,
        })),
      );
      const tokens = await mintSessions(
        db,
        onNow.map((visit) => visit.person.userId),
      );
      const isFar = (i: number) => i % 10 === 5;
      const isRetried = (i: number) => i % 50 === 20;
      say(
        `2. ${onNow.length} carers check in over ${SPREAD_MS / 1000} s (${onNow.filter((_, i) => isFar(i)).length} far from home, ${onNow.filter((_, i) => isRetried(i)).length} sent twice)`,
      );
      /** Each first send: when it went (ms after the start of the minute) and how long it took. */
      const answers: { far: boolean; second: number; ms: number }[] = [];
      const statuses = new Map<number, number>();
      const retryStatuses = new Map<number, number>();
      const bodies = new Map<number, string>();
      const checkIn = async (i: number, visit: BenchVisit, retry: boolean) => {
        const far = isFar(i);
        // A retry is the same request again: same key, same body.
        const body =
          bodies.get(i) ??
          JSON.stringify({
            recordedAt: new Date().toISOString(),
            latitude: visit.home.latitude + (far ? 0.05 : 0),
            longitude: visit.home.longitude,
            accuracy: 12,
          });
        bodies.set(i, body);
        const second = Date.now() % MINUTE;
        const sent = performance.now();
        const response = await fetch(`${server.base}/api/v1/my/visits/${visit.visitId}/check-in`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-requested-with': 'XMLHttpRequest',
            origin: server.base,
            cookie: `${cookieName}=${tokens[i]}`,
            'idempotency-key': `bench-check-in-${i}`,
          },
          body,
        }).catch(() => null);
        await response?.arrayBuffer();
        const status = response?.status ?? 0;
        const into = retry ? retryStatuses : statuses;
        into.set(status, (into.get(status) ?? 0) + 1);
        if (!retry) answers.push({ far, second, ms: performance.now() - sent });
      };
      // How late this process's own timers run: a busy client makes answers look slower.
      const lag = monitorEventLoopDelay({ resolution: 10 });
      lag.enable();
      const beganAt = Date.now();
      const began = performance.now();
      const stallBefore = cpuStall();
      // A trivial statement's round trip meanwhile: what each of a check-in's ~23 costs at least.
      const roundTrips: number[] = [];
      let sampling = true;
      const sampled = (async () => {
        while (sampling) {
          const sent = performance.now();
          await probe.query('select 1');
          roundTrips.push(performance.now() - sent);
          await sleep(100);
        }
      })();
      const sends: Promise<void>[] = [];
      for (const [i, visit] of onNow.entries()) {
        const due = began + (i * SPREAD_MS) / onNow.length;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        sends.push(checkIn(i, visit, false));
        // A phone that lost the signal sends again with the same key while the first is in flight.
        if (isRetried(i)) sends.push(sleep(30).then(() => checkIn(i, visit, true)));
      }
      await Promise.all(sends);
      lag.disable();
      sampling = false;
      await sampled;
      const stall = cpuStall();
      const trivial = spread(roundTrips);
      const spanSeconds = (performance.now() - began) / 1000;
      const { rows: recorded } = await probe.query<{ n: number }>(
        'select count(*)::int as n from visit_carers where checked_in_at is not null and id = any($1::uuid[])',
        [onNow.map((visit) => visit.placeId)],
      );
      const { rows: raisedNow } = await probe.query<{ source: string; n: number; keys: number }>(
        `select source, count(*)::int as n, count(distinct dedup_key)::int as keys from alerts
        where deleted_at is null and visit = any($1::uuid[]) group by source order by source`,
        [onNow.map((visit) => visit.visitId)],
      );
      const check = spread(answers.map((answer) => answer.ms));
      const near = spread(answers.filter((answer) => !answer.far).map((answer) => answer.ms));
      const far = spread(answers.filter((answer) => answer.far).map((answer) => answer.ms));
      // The minute's jobs run in the same process in the seconds after each boundary.
      const afterBoundary = spread(
        answers.filter((answer) => answer.second < 10_000).map((answer) => answer.ms),
      );
      const restOfMinute = spread(
        answers.filter((answer) => answer.second >= 10_000).map((answer) => answer.ms),
      );
      const own = spread(server.responseTimes(/\/check-in$/, beganAt - 1_000));
      const farExpected = onNow.filter((_, i) => isFar(i)).length;
      const farRaised = raisedNow.find((row) => row.source === 'Checked in far from home');
      const statusText = (map: Map<number, number>) =>
        [...map].map(([status, n]) => `${n}× ${status || 'no answer'}`).join(', ');
      say(
        `   answers: ${statusText(statuses)}; retries: ${statusText(retryStatuses)}; all sent and answered in ${spanSeconds.toFixed(1)} s`,
      );
      say(`   check-in answer: p50 ${ms(check.p50)}, p95 ${ms(check.p95)}, max ${ms(check.max)}`);
      say(
        `     near home p95 ${ms(near.p95)}, far from home (an alert raised) p95 ${ms(far.p95)}; sent in the 10 s after a minute boundary p95 ${ms(afterBoundary.p95)}, the rest p95 ${ms(restOfMinute.p95)}`,
      );
      say(
        `     the server's own time (Fastify's responseTime): p50 ${ms(own.p50)}, p95 ${ms(own.p95)}, max ${ms(own.max)}; this client's timer lag p99 ${ms(lag.percentile(99) / 1e6)}, max ${ms(lag.max / 1e6)}`,
      );
      say(
        `     meanwhile a trivial statement's round trip took p50 ${ms(trivial.p50)}, p95 ${ms(trivial.p95)}, max ${ms(trivial.max)}; ${stallShare(stallBefore, stall)}`,
      );
      say(
        `   ${recorded[0]?.n ?? 0}/${onNow.length} check-ins recorded; alerts of these visits: ${
          raisedNow.map((row) => `${row.n} ${row.source} (${row.keys} keys)`).join(', ') || 'none'
        }`,
      );
      const twiceAfterCheckIns = await duplicateKeys(probe);
      summary.push(
        {
          figure: `2. check-in answer, ${onNow.length} carers in ${SPREAD_MS / 1000} s`,
          measured: `p50 ${ms(check.p50)} p95 ${ms(check.p95)} max ${ms(check.max)}`,
          aim: 'p95 ≤ 200 ms',
          met: check.p95 <= 200,
        },
        {
          figure: '2. check-ins answered 201 and recorded',
          measured: `${statuses.get(201) ?? 0} answered, ${recorded[0]?.n ?? 0} recorded; retries ${statusText(retryStatuses)}`,
          aim: `${onNow.length}, retries 201`,
          met:
            (statuses.get(201) ?? 0) === onNow.length &&
            recorded[0]?.n === onNow.length &&
            [...retryStatuses.keys()].every((status) => status === 201),
        },
        {
          figure: '2. far-from-home alerts raised by the check-ins; keys raised twice',
          measured: `${farRaised?.n ?? 0} alerts (${farRaised?.keys ?? 0} keys); ${twiceAfterCheckIns} twice`,
          aim: `${farExpected}, 0 twice`,
          met:
            farRaised?.n === farExpected &&
            farRaised.keys === farExpected &&
            twiceAfterCheckIns === 0,
        },
      );
    }
    // 3a. The LISTEN connection dropped again and again while a boundary's alerts are raised.
    if (PARTS.has('3a')) {
      const dropAt = boundaryAfter(Date.now() + 20_000);
      const dropped = await lateVisits(dropFrom, RESILIENCE_VISITS, () => dropAt);
      say(
        `3a. ${dropped.length} visits late at ${hhmmss(dropAt)} UTC; the server's LISTEN connection is cut from 1 s before until they are raised`,
      );
      /** The server's outbox listener: its own connection, pinging `select 1` every 10 s. */
      const listenerPid = async (since: number | null): Promise<number | null> => {
        const { rows } = await probe.query<{ pid: number }>(
          since === null
            ? `select pid from pg_stat_activity
              where datname = $1 and application_name = '' and state = 'idle' and query = 'select 1'
                and query_start > now() - interval '11 seconds'
              order by query_start desc limit 1`
            : `select pid from pg_stat_activity
              where datname = $1 and application_name = '' and state = 'idle'
                and query in ('listen care360_outbox', 'select pg_backend_pid() as pid', 'select 1')
                and backend_start > to_timestamp($2::double precision / 1000)
              order by backend_start desc limit 1`,
          since === null ? [databaseName] : [databaseName, since],
        );
        return rows[0]?.pid ?? null;
      };
      await sleep(Math.max(0, dropAt - 1_000 - Date.now()));
      const cutFrom = Date.now();
      const alertsBefore = live.alertArrivals.size;
      let kills = 0;
      let lastKill: number | null = null;
      let raisedAt: number | null = null;
      while (Date.now() < dropAt + 30_000) {
        const pid = await listenerPid(lastKill === null ? null : lastKill - 50);
        if (pid !== null) {
          lastKill = Date.now();
          await probe.query('select pg_terminate_backend($1)', [pid]);
          kills++;
        }
        if (raisedAt === null && (await lateAlertsOf(probe, dropped)).length >= dropped.length)
          raisedAt = Date.now();
        // Cut it on for a second after the alerts committed, then let it come back.
        if (raisedAt !== null && Date.now() > raisedAt + 1_000) break;
        await sleep(25);
      }
      await allArrived(dropped, Date.now() + 30_000);
      const droppedAlerts = await lateAlertsOf(probe, dropped);
      const droppedSeen = droppedAlerts.filter((alert) => live.alertArrivals.has(alert.id)).length;
      const droppedTwice = droppedAlerts.filter(
        (alert) => (live.alertDeliveries.get(alert.id) ?? 0) > 1,
      ).length;
      const lost = server.logged('outbox listener lost its connection', cutFrom - 1_000).length;
      const lastArrival = Math.max(
        ...droppedAlerts.map((alert) => live.alertArrivals.get(alert.id) ?? 0),
      );
      say(
        `    ${kills} terminations (${lost} noticed by the server); alerts raised ${raisedAt ? `${((raisedAt - dropAt) / 1000).toFixed(1)} s after the boundary` : 'not in time'}`,
      );
      say(
        `    expected ${droppedAlerts.length}/${dropped.length}, on the stream ${droppedSeen} (${droppedTwice} twice), on the board ${droppedAlerts.filter((a) => board.firstSeen.has(a.id)).length}; last arrived ${seconds(lastArrival - dropAt)} after the boundary; stream events since the cut ${live.alertArrivals.size - alertsBefore}`,
      );
      const twiceAfterDrop = await duplicateKeys(probe);
      summary.push({
        figure: `3a. alerts raised while LISTEN was cut (${kills}×): on the stream`,
        measured: `${droppedSeen}/${droppedAlerts.length} (of ${dropped.length} due), ${droppedTwice} delivered twice, ${twiceAfterDrop} keys twice`,
        aim: 'all, none twice',
        met:
          droppedAlerts.length === dropped.length &&
          droppedSeen === dropped.length &&
          droppedTwice === 0 &&
          twiceAfterDrop === 0 &&
          kills > 0,
      });
    }
    // 3b. The server killed while the minute's job raises alerts, then started again.
    if (PARTS.has('3b')) {
      const killAt = boundaryAfter(Date.now() + 20_000);
      const restarted = await lateVisits(
        dropFrom + RESILIENCE_VISITS,
        RESILIENCE_VISITS,
        () => killAt,
      );
      say(
        `3b. ${restarted.length} visits late at ${hhmmss(killAt)} UTC; the server is killed (SIGKILL) as the job raises them`,
      );
      await sleep(Math.max(0, killAt - Date.now()));
      let inTransaction = false;
      await waitUntil(
        async () => {
          const { rows } = await probe.query(
            `select 1 from pg_stat_activity
            where datname = $1 and application_name = '' and state in ('active', 'idle in transaction')
              and (query ilike 'insert into "alerts"%' or query ilike '%pg_advisory_xact_lock%')`,
            [databaseName],
          );
          inTransaction = rows.length > 0;
          return inTransaction;
        },
        killAt + 15_000,
        10,
      );
      const killedAt = Date.now();
      await server.stop('SIGKILL');
      // The killed process's transactions end when PostgreSQL notices the closed sockets.
      await sleep(500);
      const atKill = (await lateAlertsOf(probe, restarted)).length;
      say(
        `    killed ${seconds(killedAt - killAt)} after the boundary, ${inTransaction ? 'inside' : 'outside'} the job's transaction; ${atKill}/${restarted.length} of its alerts committed`,
      );
      const restartSeconds = await server.start();
      const readyAt = Date.now();
      say(`    started again in ${restartSeconds.toFixed(1)} s`);
      const complete = await allArrived(restarted, readyAt + 2 * MINUTE);
      const restartedAlerts = await lateAlertsOf(probe, restarted);
      const { rows: perKey } = await probe.query<{ n: number }>(
        `select count(*)::int as n from alerts where deleted_at is null and visit = any($1::uuid[])
        group by dedup_key`,
        [restarted.map((visit) => visit.visitId)],
      );
      const once = perKey.filter((row) => row.n === 1).length;
      const lastRaised = Math.max(...restartedAlerts.map((alert) => alert.raisedAt));
      const restartSeen = restartedAlerts.filter((alert) =>
        live.alertArrivals.has(alert.id),
      ).length;
      const twiceAtEnd = await duplicateKeys(probe);
      say(
        `    ${restartedAlerts.length}/${restarted.length} alerts exist (${once} keys once, ${perKey.length - once} more than once), the last raised ${seconds(lastRaised - readyAt)} after ready; on the stream after it reconnected (${live.connections} connections in all) ${restartSeen}`,
      );
      summary.push(
        {
          figure: '3b. after a kill mid-job and a restart: due alerts, each once',
          measured: `${once}/${restarted.length} once, ${perKey.length - once} twice; on the stream ${restartSeen}${complete ? '' : ' (timed out)'}`,
          aim: 'all, once each',
          met:
            once === restarted.length &&
            perKey.length === restarted.length &&
            restartSeen === restarted.length,
        },
        {
          figure: 'de-duplication keys raised twice, whole run',
          measured: String(twiceAtEnd),
          aim: '0',
          met: twiceAtEnd === 0,
        },
      );
    }
  } finally {
    stream?.close();
    await server.stop('SIGTERM').catch(() => null);
    await probe.end().catch(() => {});
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

const width = Math.max(...summary.map((line) => line.figure.length));
const measuredWidth = Math.max(...summary.map((line) => line.measured.length));
console.log(
  `\nSummary (load average now ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores)`,
);
for (const line of summary) {
  console.log(
    `  ${line.figure.padEnd(width)}  ${line.measured.padEnd(measuredWidth)}  aim ${line.aim.padEnd(16)} ${line.met ? 'met' : 'MISSED'}`,
  );
}
