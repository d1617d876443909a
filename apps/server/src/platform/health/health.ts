import type { FastifyInstance } from 'fastify';
import { failure, success } from '../http/envelope';

const READY_TIMEOUT_MS = 2000;

/** Liveness says the process answers; readiness says it can serve (database reachable, not stopping). */
export function registerHealth(
  app: FastifyInstance,
  ping: () => Promise<void>,
  isStopping: () => boolean,
) {
  app.get('/health/live', async () => success({ live: true }));
  app.get('/health/ready', async (_request, reply) => {
    if (isStopping()) return reply.code(503).send(failure('The server is shutting down.'));
    try {
      await Promise.race([
        ping(),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS).unref(),
        ),
      ]);
      return success({ ready: true });
    } catch {
      return reply.code(503).send(failure('The database cannot be reached.'));
    }
  });
}
