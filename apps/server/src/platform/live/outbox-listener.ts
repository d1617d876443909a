import { type Db, schema } from '@care360/db';
import { asc, gt, inArray, max, or } from 'drizzle-orm';
import pg from 'pg';
import { OUTBOX_CHANNEL } from './outbox';

/** One outbox row as it is fanned out to this process's streams. */
export type OutboxRow = typeof schema.outboxEvents.$inferSelect;

export type OutboxSubscriber = (row: OutboxRow) => void;

export interface OutboxListenerOptions {
  /** How often the listening connection is asked `select 1` (a cut connection is noticed). */
  pingMs?: number;
  /** A ping that has not answered by then counts as a lost connection. */
  pingTimeoutMs?: number;
  /** The first wait before reconnecting; it doubles on each failure, up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

interface Log {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

/** Rows read per query while catching up. */
const BATCH = 500;
/**
 * An id below the last one read may still commit (ids are taken in one order and committed in
 * another): such a gap is looked at again on every read for this long, then given up as a
 * transaction that rolled back.
 */
const GAP_KEPT_MS = 120_000;
const MAX_GAPS = 10_000;
/** Ids delivered lately, so a late NOTIFY of one already read is not delivered twice. */
const RECENT_KEPT = 10_000;

/**
 * This process's one LISTEN connection to the outbox. NOTIFY carries only an id and wakes a read
 * of the table from the last id delivered, so nothing is lost while the connection is down: after
 * any (re)connect the table is read again from there. The connection is pinged, and reconnected
 * with back-off when lost; its errors are handled, so a lost database never ends the process.
 * Each row read is fanned out in order to every subscriber (this process's event streams).
 */
export class OutboxListener {
  readonly #subscribers = new Set<OutboxSubscriber>();
  readonly #gaps = new Map<number, number>();
  readonly #recent = new Set<number>();
  #client: pg.Client | undefined;
  #stopped = false;
  #retry: NodeJS.Timeout | undefined;
  #ping: NodeJS.Timeout | undefined;
  #failures = 0;
  #lastId = 0;
  #reading: Promise<void> | undefined;
  #readAgain = false;
  #connected = false;
  /** The listening connection's backend while it is up (tests end it). */
  pid: number | undefined;
  /** Connections made so far; tests wait for a reconnection with it. */
  connections = 0;

  constructor(
    private readonly url: string,
    private readonly db: Db,
    private readonly log: Log,
    private readonly options: OutboxListenerOptions = {},
  ) {}

  /** The last id delivered: a stream that opens now starts after it. */
  get position(): number {
    return this.#lastId;
  }

  get connected(): boolean {
    return this.#connected;
  }

  subscribe(subscriber: OutboxSubscriber): () => void {
    this.#subscribers.add(subscriber);
    return () => this.#subscribers.delete(subscriber);
  }

  get subscriberCount(): number {
    return this.#subscribers.size;
  }

  /** Starts from the newest row now in the table (history is a stream's replay, not ours). */
  async start(): Promise<void> {
    const [row] = await this.db
      .select({ id: max(schema.outboxEvents.id) })
      .from(schema.outboxEvents);
    this.#lastId = Number(row?.id ?? 0);
    await this.#connect();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#retry);
    clearInterval(this.#ping);
    this.#subscribers.clear();
    await this.#client?.end().catch(() => {});
    await this.#reading?.catch(() => {});
  }

  async #connect(): Promise<void> {
    if (this.#stopped) return;
    const client = new pg.Client({
      connectionString: this.url,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
    });
    this.#client = client;
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      this.#connected = false;
      this.pid = undefined;
      clearInterval(this.#ping);
      client.removeAllListeners('notification');
      void client.end().catch(() => {});
      if (this.#stopped) return;
      const wait = Math.min(
        (this.options.retryMs ?? 250) * 2 ** this.#failures,
        this.options.maxRetryMs ?? 10_000,
      );
      this.#failures++;
      this.log.warn(
        { err: error?.message ?? 'connection ended', retryInMs: wait },
        'Live events: the outbox listener lost its connection; reconnecting.',
      );
      this.#retry = setTimeout(() => void this.#connect(), wait);
      this.#retry.unref();
    };
    client.on('error', (error) => onLost(error));
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      if (message.channel !== OUTBOX_CHANNEL) return;
      const id = Number(message.payload);
      // An id below the last read committed late: read it by id, unless it was delivered.
      if (Number.isSafeInteger(id) && id <= this.#lastId && !this.#recent.has(id)) {
        this.#gaps.set(id, Date.now());
      }
      this.#catchUp();
    });
    try {
      await client.connect();
      await client.query(`listen ${OUTBOX_CHANNEL}`);
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      if (lost || this.#stopped) return;
      this.pid = rows[0]?.pid;
      this.#connected = true;
      this.#failures = 0;
      this.connections++;
      this.#ping = setInterval(
        () => void this.#pingOnce(client, onLost),
        this.options.pingMs ?? 10_000,
      );
      this.#ping.unref();
      // Listening first, then reading: a change committed in between is read, not missed.
      this.#catchUp();
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
    }
  }

  async #pingOnce(client: pg.Client, onLost: (error?: Error) => void): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('the ping did not answer')),
        this.options.pingTimeoutMs ?? 5_000,
      );
    });
    try {
      await Promise.race([client.query('select 1'), timeout]);
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
    } finally {
      clearTimeout(timer);
    }
  }

  /** Reads what is new; one read at a time, and one more if woken while reading. */
  #catchUp(): void {
    if (this.#stopped) return;
    if (this.#reading) {
      this.#readAgain = true;
      return;
    }
    this.#reading = (async () => {
      try {
        do {
          this.#readAgain = false;
          while (await this.#readBatch()) {}
        } while (this.#readAgain && !this.#stopped);
      } catch (error) {
        // The pool lost its connection too: the next notice or reconnection reads again.
        this.log.warn({ err: (error as Error).message }, 'Live events: reading the outbox failed.');
      } finally {
        this.#reading = undefined;
      }
    })();
  }

  /** Reads one batch after the last id (and the gaps still open); true when more may follow. */
  async #readBatch(): Promise<boolean> {
    const { outboxEvents } = schema;
    this.#expireGaps();
    const gaps = [...this.#gaps.keys()];
    const after = this.#lastId;
    const rows = await this.db
      .select()
      .from(outboxEvents)
      .where(
        gaps.length
          ? or(gt(outboxEvents.id, after), inArray(outboxEvents.id, gaps))
          : gt(outboxEvents.id, after),
      )
      .orderBy(asc(outboxEvents.id))
      .limit(BATCH);
    let expected = after + 1;
    for (const row of rows) {
      if (row.id > after) {
        // Ids skipped on the way are still open (or rolled back): looked at again later.
        for (let id = expected; id < row.id && this.#gaps.size < MAX_GAPS; id++) {
          this.#gaps.set(id, Date.now());
        }
        expected = row.id + 1;
        this.#lastId = row.id;
      }
      this.#gaps.delete(row.id);
      if (this.#recent.has(row.id)) continue;
      this.#remember(row.id);
      for (const subscriber of this.#subscribers) {
        try {
          subscriber(row);
        } catch (error) {
          this.log.warn({ err: (error as Error).message }, 'Live events: a subscriber failed.');
        }
      }
    }
    return rows.length === BATCH;
  }

  #remember(id: number): void {
    this.#recent.add(id);
    if (this.#recent.size > RECENT_KEPT) {
      const oldest = this.#recent.values().next().value;
      if (oldest !== undefined) this.#recent.delete(oldest);
    }
  }

  #expireGaps(): void {
    const now = Date.now();
    for (const [id, since] of this.#gaps) {
      if (now - since > GAP_KEPT_MS) this.#gaps.delete(id);
    }
  }
}
