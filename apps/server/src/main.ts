import {
  DataFolderInUseError,
  DEMO_PASSWORD,
  DEMO_USERS,
  openDatabase,
  seedDemoData,
} from '@care360/db';
import { buildApp } from './app';
import { loadConfig } from './config';
import { startReferenceChasing } from './modules/recruitment/reference-chasing.job';
import { startComplianceRefresh } from './modules/staff/compliance';
import { hashPassword } from './platform/auth/passwords';
import { createMailTransport, describeMailSetting } from './platform/email/mail-transports';
import { createMailer } from './platform/email/mailer';
import { logDestination } from './platform/logging/pretty-log-stream';

const startedAt = performance.now();
const config = loadConfig();

/** Set once the app exists; until then a dropped connection is only counted by the pool. */
let log: ((error: Error) => void) | undefined;

let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl, onConnectionError: (error) => log?.(error) }
      : { dataDir: config.dataDir },
  );
} catch (error) {
  if (error instanceof DataFolderInUseError) {
    console.error(`care360 cannot start: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

const app = await buildApp({
  config,
  db: database.db,
  ping: database.ping,
  ...(database.url ? { databaseUrl: database.url } : {}),
  logStream: logDestination(config.logFormat),
});
log = (error) => app.log.warn({ err: error }, 'a database connection was dropped');
if (
  config.demoData &&
  (await seedDemoData(database.db, hashPassword, { filesDir: config.filesDir }))
) {
  app.log.info('Demo data added.');
}

// Referees are chased on a timer in this process only (tests build the app without it and call
// the pass with their own clock); a pass that fails is logged and tried again.
const stopChasing = startReferenceChasing(
  database.db,
  createMailer(database.db, app.log, {
    transport: createMailTransport(config.mail),
    from: config.mailFrom,
  }),
  config,
  app.log,
);
// Staff compliance follows the calendar (a right to work ends, a DBS falls due): worked out for
// everyone soon after the start and then daily; saves to the file work it out at once.
const stopCompliance = startComplianceRefresh(database.db, app.log);

/** Requests in flight get this long to finish before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

async function stop(signal: string) {
  // A second signal while stopping changes nothing: the first stop is already under way.
  if (app.stopping) return;
  app.log.info({ signal }, 'stopping: finishing requests in flight');
  app.stopping = true;
  stopChasing();
  stopCompliance();
  // Connections that fall idle after close() began would hold it open for the keep-alive time.
  const sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
  const deadline = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  try {
    await app.close();
    clearInterval(sweeper);
    clearTimeout(deadline);
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'stopping failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

await app.listen({ port: config.port, host: config.host });
// From here the server keeps serving whatever fails on the side (a dropped database connection
// in a background task, a promise nobody awaited): it is logged, and requests go on. Before
// this point a failure ends the start, as it should.
process.on('unhandledRejection', (reason) => {
  app.log.error({ err: reason }, 'unhandled rejection (the server keeps running)');
});
process.on('uncaughtException', (error) => {
  app.log.error({ err: error }, 'uncaught exception (the server keeps running)');
});
app.log.info(describeMailSetting(config.mail));
// Last, so the address and how to sign in are what a person sees at the bottom of the terminal.
app.log.info(
  {
    banner: true,
    url: config.publicUrl,
    database: database.kind === 'server' ? 'PostgreSQL server' : config.dataDir,
    readyMs: Math.round(performance.now() - startedAt),
  },
  `care360 is ready at ${config.publicUrl}`,
);
if (config.demoData) {
  app.log.info(
    { banner: true },
    `Demo data: sign in as ${DEMO_USERS.admin.email} with password ${DEMO_PASSWORD} (the other demo people are in the README).`,
  );
}
