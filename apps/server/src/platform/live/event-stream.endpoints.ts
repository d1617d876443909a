import { type Db, schema } from '@care360/db';
import {
  LIVE_EVENTS_PATH,
  LIVE_READY_EVENT,
  LIVE_RESET_EVENT,
  type LiveEvent,
} from '@care360/domain';
import { and, asc, eq, gt, max } from 'drizzle-orm';
import { z } from 'zod';
import type { CurrentUser } from '../auth/auth-context';
import { readSession, sessionTokenOf } from '../auth/sessions';
import { HttpError } from '../http/envelope';
import { defineRoute, EVENT_STREAM_ANSWER, SIGNED_IN } from '../http/route';
import { mayReceive } from './event-visibility';
import type { OutboxRow } from './outbox-listener';

/** Rows a reconnecting stream is sent at most; past it, `reset` says to fetch everything again. */
export const REPLAY_LIMIT = 1_000;
/** A browser that reads slower than this much is written to has its stream ended (it reconnects). */
const MAX_UNSENT_BYTES = 1_000_000;
/** How long a browser waits before reconnecting a stream that ended. */
const RETRY_MS = 2_000;

const query = z.object({
  /** The last event seen, for a browser that opens a new stream rather than reconnecting one. */
  after: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
});

/** `Last-Event-ID`, when it is an outbox id; anything else is as if none was sent. */
function lastEventIdOf(header: string | string[] | undefined): number | null {
  if (typeof header !== 'string' || !/^\d{1,15}$/.test(header)) return null;
  return Number(header);
}

const changeEvent = (row: OutboxRow): string => {
  const data: LiveEvent = { kind: row.kind, action: row.action, recordId: row.recordId };
  return `id: ${row.id}\ndata: ${JSON.stringify(data)}\n\n`;
};

async function newestId(db: Db, organisationId: string): Promise<number> {
  const { outboxEvents } = schema;
  const [row] = await db
    .select({ id: max(outboxEvents.id) })
    .from(outboxEvents)
    .where(eq(outboxEvents.organisationId, organisationId));
  return Number(row?.id ?? 0);
}

/** The organisation's rows after `after`, one more than the limit to tell that more remain. */
function rowsAfter(db: Db, organisationId: string, after: number): Promise<OutboxRow[]> {
  const { outboxEvents } = schema;
  return db
    .select()
    .from(outboxEvents)
    .where(and(eq(outboxEvents.organisationId, organisationId), gt(outboxEvents.id, after)))
    .orderBy(asc(outboxEvents.id))
    .limit(REPLAY_LIMIT + 1);
}

/**
 * The live stream: what changed that the signed-in user may see, as Server-Sent Events. Each
 * change is judged for this user as it passes (organisation, branch, read permission on its
 * kind); the session is read again every few seconds, so a sign-out, an expiry or a lost
 * permission takes effect on an open stream too.
 */
export const liveEventRoutes = [
  defineRoute({
    method: 'GET',
    url: LIVE_EVENTS_PATH,
    access: SIGNED_IN,
    summary: 'Live changes the signed-in user may see (Server-Sent Events)',
    answer: EVENT_STREAM_ANSWER,
    query,
    async handler({ request, reply, auth, query: { after }, services }) {
      if (!request.headers.accept?.includes('text/event-stream')) {
        throw new HttpError(
          406,
          'This address sends a stream of events: ask for text/event-stream.',
        );
      }
      const { db, config, callers, live } = services;
      const token = sessionTokenOf(request, config);
      const organisationId = auth.user.organisation.id;
      const from = lastEventIdOf(request.headers['last-event-id']) ?? after ?? null;
      let user: CurrentUser = auth.user;
      let ended = false;
      // Changes that arrive while the replay is read wait for it, so they follow it in order.
      let waiting: OutboxRow[] | null = [];
      const replayed = new Set<number>();

      const raw = reply.raw;
      const send = (text: string) => {
        if (ended) return;
        raw.write(text);
        if (raw.writableLength > MAX_UNSENT_BYTES) end();
      };
      const deliver = (row: OutboxRow) => {
        if (row.organisationId === organisationId && mayReceive(user, row)) send(changeEvent(row));
      };
      const unsubscribe =
        live.listener?.subscribe((row) => {
          if (waiting) waiting.push(row);
          else deliver(row);
        }) ?? (() => {});
      const heartbeat = setInterval(() => send(': heartbeat\n\n'), live.options.heartbeatMs);
      const recheck = setInterval(async () => {
        try {
          const again = await readSession(db, config, token, callers, { touch: false });
          if (!again || again.user.id !== user.id) end();
          else user = again.user;
        } catch {
          // The database is unreachable: nothing can be delivered either; the next check decides.
        }
      }, live.options.recheckMs);
      const forget = live.track(() => end());
      function end() {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        clearInterval(recheck);
        unsubscribe();
        forget();
        raw.end();
      }
      raw.on('close', end);

      reply.hijack();
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // A proxy in front (nginx) must pass each event on as it comes, not buffer the answer.
        'x-accel-buffering': 'no',
      });
      try {
        const position = from ?? live.listener?.position ?? (await newestId(db, organisationId));
        send(`retry: ${RETRY_MS}\nid: ${position}\nevent: ${LIVE_READY_EVENT}\ndata: {}\n\n`);
        if (from !== null) {
          const rows = await rowsAfter(db, organisationId, from);
          if (rows.length > REPLAY_LIMIT) {
            const newest = await newestId(db, organisationId);
            send(`id: ${newest}\nevent: ${LIVE_RESET_EVENT}\ndata: {}\n\n`);
            waiting = (waiting ?? []).filter((row) => row.id > newest);
          } else {
            for (const row of rows) {
              replayed.add(row.id);
              deliver(row);
            }
          }
        }
      } catch {
        // The database failed while replaying: the browser reconnects from the last id it saw.
        end();
        return { data: null };
      }
      const held = waiting ?? [];
      waiting = null;
      for (const row of held) if (!replayed.has(row.id)) deliver(row);
      return { data: null };
    },
  }),
];
