import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/**
 * A job in flight when its process is killed (kill -9, a crash, a lost machine) stays locked in
 * graphile-worker's queue for four hours before another worker may take it. Instead each process
 * holds a PostgreSQL session advisory lock on an id of its own for as long as it lives (the
 * database drops it the moment the process's connection dies) and records which queue worker
 * pool is its own (job_workers; graphile-worker names it at random and locks jobs in its name). A process that starts,
 * and every process once a minute, tries each other process's lock: one it can take belongs to a
 * process that is gone, so that process's jobs are unlocked (force_unlock_workers) and run again
 * at once. A pool not yet recorded is never judged (it is simply not looked at), so a live
 * process is never mistaken for a dead one while it starts.
 */

/** The first key of every advisory lock taken here, so they never meet the app's other locks. */
const LOCK_SPACE = 0x6a6f6273; // 'jobs'

export interface WorkerLiveness {
  processId: string;
  /** Records this process's worker pool (graphile-worker's 'pool:create'). */
  claim(workerId: string): Promise<void>;
  /** Releases the jobs of processes that are gone; answers how many jobs were released. */
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

export async function startWorkerLiveness(
  url: string,
  log: FastifyBaseLogger,
): Promise<WorkerLiveness> {
  let processId = '';
  let stopped = false;
  let reconnecting = false;

  function newClient(): pg.Client {
    const next = new pg.Client({
      connectionString: url,
      application_name: 'care360 jobs liveness',
    });
    // Only the connection holding the lock is replaced when it drops. A half-made one fails its
    // own connect or lock below; listening to it as well started a second reconnect, whose lock
    // waited on the first's for ever, and every later drop added more until PostgreSQL refused
    // new connections.
    next.on('error', (error) => {
      if (next !== client || stopped || reconnecting) return;
      log.warn({ err: error }, 'the job liveness connection dropped; reconnecting');
      next.end().catch(() => {});
      reconnecting = true;
      void reconnect().finally(() => {
        reconnecting = false;
      });
    });
    return next;
  }

  // The lock went with the connection: take it again on a new one, so other processes do not
  // think this one gone for longer than the reconnect takes.
  async function reconnect(): Promise<void> {
    while (!stopped) {
      const next = newClient();
      try {
        await next.connect();
        await next.query('select pg_advisory_lock($1, hashtext($2))', [LOCK_SPACE, processId]);
        if (stopped) {
          await next.end();
          return;
        }
        client = next;
        return;
      } catch (error) {
        next.end().catch(() => {});
        log.warn({ err: error }, 'reconnecting the job liveness connection failed; trying again');
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  }

  let client = newClient();
  await client.connect();

  // A fresh id whose lock nobody holds (a hash clash with a live process is possible, if unlikely).
  for (;;) {
    const candidate = randomUUID();
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1, hashtext($2)) as locked',
      [LOCK_SPACE, candidate],
    );
    if (rows[0]?.locked) {
      processId = candidate;
      break;
    }
  }

  return {
    processId,
    async claim(workerId) {
      await client.query(
        'insert into job_workers (worker_id, process_id) values ($1, $2) on conflict do nothing',
        [workerId, processId],
      );
    },
    async sweep() {
      const { rows } = await client.query<{ process_id: string; workers: string[] }>(
        `select process_id, array_agg(worker_id) as workers from job_workers
         where process_id <> $1 group by process_id`,
        [processId],
      );
      let released = 0;
      for (const other of rows) {
        const { rows: taken } = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1, hashtext($2)) as locked',
          [LOCK_SPACE, other.process_id],
        );
        if (!taken[0]?.locked) continue;
        try {
          const { rows: locked } = await client.query<{ n: string }>(
            'select count(*) as n from graphile_worker._private_jobs where locked_by = any($1)',
            [other.workers],
          );
          await client.query('select graphile_worker.force_unlock_workers($1)', [other.workers]);
          await client.query('delete from job_workers where process_id = $1', [other.process_id]);
          released += Number(locked[0]?.n ?? 0);
        } finally {
          await client.query('select pg_advisory_unlock($1, hashtext($2))', [
            LOCK_SPACE,
            other.process_id,
          ]);
        }
      }
      if (released > 0) log.info({ released }, 'jobs of a stopped process released to run again');
      return released;
    },
    async stop() {
      stopped = true;
      try {
        await client.query('delete from job_workers where process_id = $1', [processId]);
      } finally {
        await client.end();
      }
    },
  };
}
