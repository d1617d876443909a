import type { Database } from '@care360/db';
import {
  DataFolderInUseError,
  EarlierEngineFolderError,
  EmbeddedServerError,
  prepareDatabase,
} from '@care360/db/prepare';
import { loadConfig } from './config';
import type { JobRunner } from './platform/jobs/job-runner';

const startedAt = performance.now();
const config = loadConfig();

// The database gets ready (on a new data folder its PostgreSQL is made, then started and
// migrated: child processes) while this process loads the rest of its code: on two cores the
// two overlap, and a start takes the longer of them rather than both.
const preparing = prepareDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
);
// What a person can act on is said plainly, without a stack trace, and at once.
preparing.catch((error: unknown) => {
  if (
    error instanceof DataFolderInUseError ||
    error instanceof EarlierEngineFolderError ||
    error instanceof EmbeddedServerError
  ) {
    console.error(`care360 cannot start: ${error.message}`);
    process.exit(1);
  }
});
// A signal during the start (the first one seeds the demo agency) stops the database with it:
// the embedded server runs in a process group of its own, so a Ctrl+C reaches only this process.
const stopWhileStarting = () => {
  void preparing.then((prepared) => prepared.release()).finally(() => process.exit(1));
};
process.once('SIGINT', stopWhileStarting);
process.once('SIGTERM', stopWhileStarting);

const [
  { DEMO_PASSWORD, DEMO_USERS, openPreparedDatabase, seedDemoData },
  { buildApp },
  { startJobRunner },
  { allTasks },
  { hashPassword },
  { createMailTransport, describeMailSetting },
  { createMailer },
  { logDestination },
] = await Promise.all([
  import('@care360/db'),
  import('./app'),
  import('./platform/jobs/job-runner'),
  import('./routes'),
  import('./platform/auth/passwords'),
  import('./platform/email/mail-transports'),
  import('./platform/email/mailer'),
  import('./platform/logging/pretty-log-stream'),
]);

/** Set once the app exists; until then a dropped connection is only counted by the pool. */
let log: ((error: Error) => void) | undefined;

const database: Database = openPreparedDatabase(await preparing, {
  onConnectionError: (error) => log?.(error),
});

const app = await buildApp({
  config,
  db: database.db,
  ping: database.ping,
  databaseUrl: database.url,
  logStream: logDestination(config.logFormat),
});
// While stopping, the app's own PostgreSQL (told of Ctrl+C with the rest of the terminal's
// processes) ends the idle connections first: expected then, and no cause for a warning.
log = (error) =>
  app.stopping
    ? app.log.debug({ err: error }, 'a database connection closed while stopping')
    : app.log.warn({ err: error }, 'a database connection was dropped');
if (
  config.demoData &&
  (await seedDemoData(database.db, hashPassword, { filesDir: config.filesDir }))
) {
  app.log.info('Demo data added.');
}

// Work without a request (compliance, reference chasing, retention) is the job queue's. It runs
// here unless RUN_JOBS=false leaves it to `npm run worker`; it needs a PostgreSQL connection
// string, so a database without one runs no jobs.
let jobs: JobRunner | undefined;
if (config.runJobs) {
  jobs = await startJobRunner({
    url: database.url,
    db: database.db,
    config,
    mailer: createMailer(database.db, app.log, {
      transport: createMailTransport(config.mail),
      from: config.mailFrom,
    }),
    log: app.log,
    tasks: allTasks,
    concurrency: config.jobConcurrency,
  });
}

/** Requests in flight get this long to finish before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

async function stop(signal: string) {
  // A second signal while stopping changes nothing: the first stop is already under way.
  if (app.stopping) return;
  app.log.info({ signal }, 'stopping: finishing requests in flight');
  app.stopping = true;
  // Jobs in flight finish (or are released to run again) before the database closes.
  await jobs?.stop().catch((error) => app.log.error({ err: error }, 'stopping the jobs failed'));
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
process.off('SIGINT', stopWhileStarting);
process.off('SIGTERM', stopWhileStarting);
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
