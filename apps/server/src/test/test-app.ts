import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, DEMO_PASSWORD, DEMO_USERS, schema } from '@care360/db';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { CallerCacheOptions } from '../platform/auth/caller-cache';
import {
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  sessionCookieName,
} from '../platform/auth/sessions';
import { createOutbox } from '../platform/email/mail-transports';
import type { LiveOptions } from '../platform/live/live-events';
import { createTestDatabase } from './test-database';
import { MEADOWBANK, NO_ACCESS_EMAIL } from './test-organisations';

export { NO_ACCESS_EMAIL };

export const TEST_ORIGIN = 'http://localhost:3000';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The real app on a database of its own, copied from a template that holds the demo organisations
 * plus one user whose role grants nothing (test-organisations.ts).
 */
export async function createTestApp(
  options: {
    logStream?: NodeJS.WritableStream;
    /** Settings as the environment gives them, e.g. an https PUBLIC_URL. */
    env?: NodeJS.ProcessEnv;
    webDist?: string;
    /** The caller cache's times, or `false` for none (tests that count each request's reads). */
    callerCache?: CallerCacheOptions | false;
    /** Listen for outbox events (on the PostgreSQL server only) with these times. */
    live?: LiveOptions;
  } = {},
) {
  const database: Database = await createTestDatabase({ seeded: true });
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'care360-files-'));
  const config = {
    ...loadConfig({
      PORT: '3000',
      DATA_DIR: '/nonexistent',
      CHECK_ANSWERS: 'true',
      ...options.env,
    }),
    webDist: options.webDist ?? '/nonexistent',
    filesDir,
  };
  // Delivered email lands here: tests read a link as its recipient would, never from the log.
  const outbox = createOutbox();
  const app = await buildApp({
    config,
    db: database.db,
    ping: database.ping,
    mailTransport: outbox,
    ...(options.callerCache !== undefined ? { callerCache: options.callerCache } : {}),
    ...(options.live && database.url ? { live: options.live, databaseUrl: database.url } : {}),
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
  });
  const [meadowbank] = await database.db
    .select()
    .from(schema.organisations)
    .where(eq(schema.organisations.name, MEADOWBANK));
  if (!meadowbank) throw new Error('demo data missing');

  /** A call as the browser app makes it: JSON, the spec's header, our own Origin. */
  function call(options: InjectOptions & { cookie?: string | undefined }) {
    const { cookie, headers, ...rest } = options;
    return app.inject({
      ...rest,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        origin: new URL(config.publicUrl).origin,
        ...(cookie ? { cookie: `${sessionCookieName(config)}=${cookie}` } : {}),
        ...headers,
      },
    });
  }

  async function login(email: string, password = DEMO_PASSWORD): Promise<string> {
    const response = await call({ method: 'POST', url: '/login', payload: { email, password } });
    const session = sessionCookie(response);
    if (response.statusCode !== 200 || !session) {
      throw new Error(`login of ${email} failed: ${response.statusCode} ${response.body}`);
    }
    return session;
  }

  return {
    app,
    db: database.db,
    database,
    organisationId: meadowbank.id,
    call,
    login,
    config,
    /** Every email delivered, as its recipient reads it (links in place). */
    outbox: outbox.messages,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

export function sessionCookie(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find(
    (c) => (c.name === SESSION_COOKIE || c.name === SECURE_SESSION_COOKIE) && c.value,
  )?.value;
}

export { DEMO_PASSWORD, DEMO_USERS };
