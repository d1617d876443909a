// A process that runs the job queue and nothing else (`npm run worker`), for installations that
// run the API on several machines: start the API with RUN_JOBS=false and as many of these as the
// work needs, all on the same DATABASE_URL. Ctrl+C or SIGTERM lets jobs in flight finish.
import { openDatabase } from '@care360/db';
import Fastify from 'fastify';
import { loadConfig } from './config';
import { createMailTransport } from './platform/email/mail-transports';
import { createMailer } from './platform/email/mailer';
import { startJobRunner } from './platform/jobs/job-runner';
import { loggerOptions } from './platform/logging/logger-options';
import { logDestination } from './platform/logging/pretty-log-stream';
import { allTasks } from './routes';

const config = loadConfig();
// The server's logger (level, redaction, terminal or JSON lines), without a server around it.
const log = Fastify({
  logger: loggerOptions(config.logLevel, logDestination(config.logFormat)),
}).log;

if (!config.databaseUrl) {
  console.error('npm run worker needs DATABASE_URL: the job queue lives in a PostgreSQL server.');
  process.exit(1);
}
const database = await openDatabase({
  url: config.databaseUrl,
  onConnectionError: (error) => log.warn({ err: error }, 'a database connection was dropped'),
});
const jobs = await startJobRunner({
  url: config.databaseUrl,
  db: database.db,
  config,
  mailer: createMailer(database.db, log, {
    transport: createMailTransport(config.mail),
    from: config.mailFrom,
  }),
  log,
  tasks: allTasks,
  concurrency: config.jobConcurrency,
});
log.info({ concurrency: config.jobConcurrency }, 'care360 worker is running jobs');

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'worker stopping: finishing jobs in flight');
  try {
    await jobs.stop();
    await database.close();
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, 'stopping the worker failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
// A job's stray failure is logged; the worker goes on with the others.
process.on('unhandledRejection', (reason) => {
  log.error({ err: reason }, 'unhandled rejection (the worker keeps running)');
});
