import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { openDatabase } from '@care360/db';
import { freePort } from '@care360/db/prepare';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hashPassword } from './platform/auth/passwords';
import { classifyDatabaseError } from './platform/http/database-errors';
import { serverTestUrl } from './test/postgres-url';

/**
 * The real server process on a PostgreSQL database of its own, reached through a TCP proxy the
 * test can cut. While writes and reads keep arriving, the app's backends are terminated ten
 * times (`pg_terminate_backend`, as a failover or restart does), then the database goes away
 * for a while. The process must stay up, answer only 2xx or 503 (never 500), serve again within
 * two seconds, and lose no write it acknowledged.
 */
const template = inject('template');
const database = `${template.replace('care360_template', 'care360_test')}_outage`;
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const EMAIL = 'olive.outage@care360.local';
const PASSWORD = 'a long outage passphrase 42';
const admin = new pg.Client({ connectionString: serverTestUrl() });
let server: ChildProcess;
let output = '';
let proxy: Awaited<ReturnType<typeof startProxy>>;
let cookie = '';

/** A TCP proxy to PostgreSQL that can drop every connection and refuse new ones. */
async function startProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const listener = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = () => new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  await listen();
  const address = listener.address() as net.AddressInfo;
  const proxyPort = address.port;
  return {
    port: proxyPort,
    /** The database is gone: every connection is cut and new ones are refused. */
    cut: () =>
      new Promise<void>((resolve) => {
        listener.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
    restore: () =>
      new Promise<void>((resolve) => listener.listen(proxyPort, '127.0.0.1', () => resolve())),
    close: () => {
      for (const socket of sockets) socket.destroy();
      listener.close();
    },
  };
}

async function api(method: string, url: string, body?: object, headers: object = {}) {
  return fetch(`${base}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      origin: base,
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  await admin.connect();
  await admin.query(`create database "${database}" template "${template}"`);
  // One organisation with one super administrator: the demo data would double the start time.
  const setup = new pg.Client({ connectionString: serverTestUrl(database) });
  await setup.connect();
  await setup.query(
    `with organisation as (insert into organisations (name) values ('Outage Care') returning id),
       role as (insert into roles (organisation_id, key, name)
                select id, 'super_admin', 'Super administrator' from organisation returning id, organisation_id)
     insert into users (organisation_id, role_id, name, email, password_hash)
     select organisation_id, id, 'Olive Outage', $1, $2 from role`,
    [EMAIL, await hashPassword(PASSWORD)],
  );
  await setup.end();
  proxy = await startProxy(new URL(serverTestUrl()));
  const url = new URL(serverTestUrl(database));
  url.host = `127.0.0.1:${proxy.port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  for (let waited = 0; ; waited += 200) {
    if (server.exitCode !== null) throw new Error(`the server did not start:\n${output}`);
    const ready = await fetch(`${base}/health/ready`).catch(() => null);
    if (ready?.ok) break;
    if (waited > 90_000) throw new Error(`the server did not become ready:\n${output}`);
    await sleep(200);
  }
  const login = await api('POST', '/login', { email: EMAIL, password: PASSWORD });
  expect(login.status).toBe(200);
  cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}, 120_000);

afterAll(async () => {
  server?.kill('SIGKILL');
  proxy?.close();
  await admin.query(`drop database if exists "${database}" with (force)`);
  await admin.end();
});

/** Every answer during the run, by status; a thrown fetch (connection refused) counts as 0. */
const statuses = new Map<number, number>();
const unexpected: string[] = [];
function note(status: number, what: string, body: string) {
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  if (status !== 503 && (status < 200 || status >= 300))
    unexpected.push(`${what} → ${status} ${body.slice(0, 300)}`);
}

async function callNoting(what: string, send: () => Promise<Response>) {
  try {
    const response = await send();
    const text = await response.text();
    note(response.status, what, text);
    if (response.status === 503) {
      const answer = JSON.parse(text);
      expect(answer).toMatchObject({ status: false, data: null, errors: {} });
      expect(answer.message).toMatch(/not answering just now|cannot be reached/);
    }
    return { status: response.status, text };
  } catch (error) {
    note(0, what, String(error));
    return { status: 0, text: '' };
  }
}

/** Adds NPC codes one after another, each retried with its Idempotency-Key until acknowledged. */
async function writer(n: number, stop: () => boolean, acknowledged: Map<string, string>) {
  for (let i = 0; !stop(); i += 1) {
    const code = `W${n}-${i}`;
    const key = `outage-writer-${n}-${i}`;
    for (let attempt = 0; attempt < 50 && !stop(); attempt += 1) {
      const { status, text } = await callNoting('add an NPC code', () =>
        api(
          'POST',
          '/api/v1/npc-codes',
          { code, description: `Outage ${n} ${i}` },
          {
            'idempotency-key': key,
          },
        ),
      );
      if (status === 201) {
        acknowledged.set(code, JSON.parse(text).data.id);
        break;
      }
      await sleep(50);
    }
  }
}

async function reader(stop: () => boolean) {
  while (!stop()) {
    await callNoting('list NPC codes', () => api('GET', '/api/v1/npc-codes?limit=5'));
    await callNoting('the signed-in user', () => api('GET', '/api/v1/user'));
  }
}

/** Milliseconds until a read of the database answers 200 again. */
async function timeToServe(): Promise<number> {
  const started = performance.now();
  for (;;) {
    const { status } = await callNoting('probe', () => api('GET', '/api/v1/npc-codes?limit=1'));
    if (status === 200) return performance.now() - started;
    if (performance.now() - started > 5_000 || server.exitCode !== null)
      return Number.POSITIVE_INFINITY;
    await sleep(25);
  }
}

describe('the server when PostgreSQL drops its connections', () => {
  it('stays up, answers 503 rather than 500, serves again within 2 s and loses no acknowledged write', async () => {
    let stopped = false;
    const stop = () => stopped;
    const acknowledged = new Map<string, string>();
    const traffic = [
      ...[1, 2, 3, 4].map((n) => writer(n, stop, acknowledged)),
      reader(stop),
      reader(stop),
    ];
    const recoveries: number[] = [];
    let terminated = 0;
    for (let round = 0; round < 10; round += 1) {
      await sleep(300);
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database],
      );
      terminated += rowCount ?? 0;
      recoveries.push(await timeToServe());
      if (server.exitCode !== null) {
        stopped = true;
        throw new Error(`the server exited (${server.exitCode}) in round ${round + 1}:\n${output}`);
      }
    }

    // Then the database goes away altogether for a while (a network cut, a restart).
    await proxy.cut();
    await sleep(300);
    const ready = await fetch(`${base}/health/ready`);
    expect(ready.status).toBe(503);
    expect((await fetch(`${base}/health/live`)).status).toBe(200);
    const during = await api('GET', '/api/v1/npc-codes?limit=1');
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBe('1');
    expect(await during.json()).toEqual({
      status: false,
      message: 'The database is not answering just now. Please try again in a moment.',
      data: null,
      errors: {},
    });
    await sleep(1000);
    await proxy.restore();
    recoveries.push(await timeToServe());
    expect((await fetch(`${base}/health/ready`)).status).toBe(200);

    await sleep(300);
    stopped = true;
    await Promise.all(traffic);

    expect(server.exitCode, output).toBeNull();
    expect(unexpected, output).toEqual([]);
    // Each round really cut the app's connections, and the traffic really hit the outages.
    expect(terminated).toBeGreaterThanOrEqual(10);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    for (const ms of recoveries) expect(ms).toBeLessThan(2000);
    expect(acknowledged.size).toBeGreaterThan(20);

    const check = new pg.Client({ connectionString: serverTestUrl(database) });
    await check.connect();
    const { rows } = await check.query<{ id: string; code: string }>(
      'select id, code from npc_codes where deleted_at is null',
    );
    await check.end();
    const saved = new Map(rows.map((row) => [row.code, row.id]));
    for (const [code, id] of acknowledged) expect(saved.get(code), code).toBe(id);
    console.info(
      `outage test: ${acknowledged.size} writes acknowledged, answers ${JSON.stringify(Object.fromEntries(statuses))}, recovery ms ${recoveries.map(Math.round).join(' ')}`,
    );
  }, 60_000);
});

describe('a pooled connection dropped between two statements of a transaction', () => {
  it('fails that transaction as the database being away, raises nothing unhandled, and the pool reconnects', async () => {
    const dropped: Error[] = [];
    const pool = await openDatabase(
      { url: serverTestUrl(database), poolSize: 2, onConnectionError: (e) => dropped.push(e) },
      { migrate: false },
    );
    let resume = () => {};
    const paused = new Promise<void>((resolve) => {
      resume = resolve;
    });
    const transaction = pool.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await paused; // no statement in flight: the client itself emits the error
        await tx.execute(sql`select 1`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    const idle = async () =>
      (
        await admin.query(
          "select pid from pg_stat_activity where datname = $1 and state = 'idle in transaction'",
          [database],
        )
      ).rows;
    while ((await idle()).length === 0) await sleep(10);
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and state = 'idle in transaction'",
      [database],
    );
    for (let waited = 0; dropped.length === 0 && waited < 10_000; waited += 10) await sleep(10);
    // The server's goodbye, or, when the socket closed before it was read (a loaded machine),
    // the driver's own word for a connection gone: either way reported, not thrown.
    expect(dropped.length).toBeGreaterThan(0);
    for (const error of dropped)
      expect(error.message).toMatch(
        /^(terminating connection due to administrator command|Connection terminated unexpectedly)$/,
      );
    resume();
    const failure = await transaction;
    expect(classifyDatabaseError(failure)).toBe('unavailable');
    expect(await pool.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
    await pool.close();
  });
});
