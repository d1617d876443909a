import { randomUUID } from 'node:crypto';
import type { Db } from '@care360/db';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import {
  CallerCache,
  type CallerCacheOptions,
  type CallerListener,
  listenForCallerChanges,
} from './platform/auth/caller-cache';
import { createMailTransport, type MailTransport } from './platform/email/mail-transports';
import { createMailer, type Mailer } from './platform/email/mailer';
import { MAX_FILE_BYTES } from './platform/files/file-types';
import { registerHealth } from './platform/health/health';
import { registerErrorHandler } from './platform/http/error-handler';
import { answerFrameworkError } from './platform/http/framework-errors';
import { registerJsonBodyParser } from './platform/http/json-body';
import { registerRoutes } from './platform/http/register-routes';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { registerWebApp } from './platform/http/web-app';
import { LiveEvents, type LiveOptions } from './platform/live/live-events';
import { loggerOptions } from './platform/logging/logger-options';
import type { Services } from './platform/services';
import { allRoutes, areas } from './routes';

export interface AppOptions {
  config: Config;
  db: Db;
  ping: () => Promise<void>;
  /** Tests pass `false` to keep their output quiet. */
  logger?: boolean;
  mailer?: Mailer;
  /** Tests deliver email into an outbox of their own instead of the configured transport. */
  mailTransport?: MailTransport | null;
  /** Where the log goes (main.ts: JSON or the terminal's lines); tests read it from here. */
  logStream?: NodeJS.WritableStream;
  /** Tests shorten or lengthen the caller cache's times; `false` turns the cache off. */
  callerCache?: CallerCacheOptions | false;
  /**
   * The PostgreSQL server's connection string: the process then listens for outbox events on a
   * connection of its own and streams them. None (the embedded database): streams stay quiet.
   */
  databaseUrl?: string;
  /** Tests shorten the live streams' and listener's times. */
  live?: LiveOptions;
}

export type App = FastifyInstance & {
  stopping: boolean;
  /** The caller cache and what keeps it honest; tests look at both. */
  callers: CallerCache;
  callerListener: CallerListener | null;
  live: LiveEvents;
};

export const JSON_BODY_LIMIT = 256 * 1024;

export async function buildApp(options: AppOptions): Promise<App> {
  const { config, db } = options;
  const app = Fastify({
    bodyLimit: JSON_BODY_LIMIT,
    frameworkErrors: answerFrameworkError,
    trustProxy: process.env.TRUST_PROXY === 'true',
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
  }) as unknown as App;
  app.stopping = false;

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerJsonBodyParser(app);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10 } });
  await registerSecurityHeaders(app, config);
  registerErrorHandler(app);

  const callers = new CallerCache(options.callerCache || {});
  app.callers = callers;
  app.callerListener =
    options.callerCache === false
      ? null
      : await listenForCallerChanges(db, callers, app.log, options.callerCache);
  app.addHook('onClose', async () => {
    await app.callerListener?.stop();
  });

  const live = await LiveEvents.start(options.databaseUrl, db, app.log, options.live);
  app.live = live;
  // Open streams never fall idle: they are ended as the server stops, not waited for.
  app.addHook('preClose', async () => live.endStreams());
  app.addHook('onClose', async () => live.stop());

  const services: Services = {
    db,
    config,
    callers,
    live,
    mailer:
      options.mailer ??
      createMailer(db, app.log, {
        transport:
          options.mailTransport === undefined
            ? createMailTransport(config.mail)
            : options.mailTransport,
        from: config.mailFrom,
      }),
  };
  // What the areas need in place before serving (the push keys), made once per installation.
  for (const start of areas.starts) await start(db);
  registerHealth(app, options.ping, () => app.stopping);
  registerRoutes(app, allRoutes, services);
  await registerWebApp(app, config.webDist);
  return app;
}
