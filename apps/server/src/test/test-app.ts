import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, DEMO_PASSWORD, DEMO_USERS, schema, seedDemoData } from '@care360/db';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { hashPassword } from '../platform/auth/passwords';
import { SESSION_COOKIE } from '../platform/auth/sessions';
import { createTestDatabase } from './test-database';

export const TEST_ORIGIN = 'http://localhost:3000';
export const NO_ACCESS_EMAIL = 'no.access@care360.local';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The real app on a database of its own, filled with the demo organisations plus one user whose
 * role grants nothing (for proving refusals).
 */
export async function createTestApp() {
  const database: Database = await createTestDatabase();
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'care360-files-'));
  const config = {
    ...loadConfig({ PORT: '3000', DATA_DIR: '/nonexistent' }),
    webDist: '/nonexistent',
    filesDir,
  };
  await seedDemoData(database.db, hashPassword);
  const app = await buildApp({ config, db: database.db, ping: database.ping, logger: false });
  const [meadowbank] = await database.db
    .select()
    .from(schema.organisations)
    .where(eq(schema.organisations.name, 'Meadowbank Home Care Ltd'));
  if (!meadowbank) throw new Error('demo data missing');
  const [role] = await database.db
    .insert(schema.roles)
    .values({ organisationId: meadowbank.id, key: 'no_access', name: 'No access' })
    .returning();
  await database.db.insert(schema.users).values({
    organisationId: meadowbank.id,
    roleId: role?.id ?? '',
    name: 'Nora Access',
    email: NO_ACCESS_EMAIL,
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });

  /** A call as the browser app makes it: JSON, the spec's header, our own Origin. */
  function call(options: InjectOptions & { cookie?: string | undefined }) {
    const { cookie, headers, ...rest } = options;
    return app.inject({
      ...rest,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        origin: TEST_ORIGIN,
        ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
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
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

export function sessionCookie(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((c) => c.name === SESSION_COOKIE && c.value)?.value;
}

export { DEMO_PASSWORD, DEMO_USERS };
