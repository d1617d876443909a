import type { Db } from '@care360/db';
import { OutboxListener, type OutboxListenerOptions } from './outbox-listener';

export interface LiveOptions {
  /** How often an idle stream is sent a comment, so proxies and browsers keep it open. */
  heartbeatMs?: number;
  /** How often a stream reads its session again: one that has ended (sign-out, expiry) ends it. */
  recheckMs?: number;
  listener?: OutboxListenerOptions;
}

interface Log {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

/**
 * This process's live events: the one outbox listener (on the PostgreSQL server; none on the
 * embedded database, whose single process has no other to hear from) and the open streams, so
 * that stopping the server ends them instead of waiting for browsers to hang up.
 */
export class LiveEvents {
  readonly #streams = new Set<() => void>();

  constructor(
    readonly listener: OutboxListener | null,
    readonly options: Required<Omit<LiveOptions, 'listener'>>,
  ) {}

  static async start(
    url: string | undefined,
    db: Db,
    log: Log,
    options: LiveOptions = {},
  ): Promise<LiveEvents> {
    const listener = url ? new OutboxListener(url, db, log, options.listener) : null;
    await listener?.start();
    return new LiveEvents(listener, {
      heartbeatMs: options.heartbeatMs ?? 15_000,
      recheckMs: options.recheckMs ?? 5_000,
    });
  }

  /** Keeps a stream's ending; answers how to forget it once it has ended by itself. */
  track(end: () => void): () => void {
    this.#streams.add(end);
    return () => this.#streams.delete(end);
  }

  get openStreams(): number {
    return this.#streams.size;
  }

  /** Ends every stream (the server is stopping); the listener goes with `stop`. */
  endStreams(): void {
    for (const end of [...this.#streams]) end();
  }

  async stop(): Promise<void> {
    this.endStreams();
    await this.listener?.stop();
  }
}
