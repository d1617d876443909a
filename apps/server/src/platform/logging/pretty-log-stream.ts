import { UK_TIME_ZONE } from '@care360/domain';
import { prettyFactory } from 'pino-pretty';

/**
 * The server's JSON log lines (already redacted by pino) as short lines for a person at a
 * terminal, laid out and coloured by pino-pretty:
 *
 *   12:03:04 INFO: GET /api/v1/clients 200 12 ms
 *   12:03:05 WARN: a database connection was dropped {"code":"ECONNRESET"}
 *
 * What is ours: a request is one line, written when it completes (its "incoming request" line is
 * held until then), and a key that names a secret is never printed, even if pino's redaction
 * missed it.
 */

/** A key whose value is a secret, wherever it appears. */
const SECRET_KEY = /pass(word)?|token|secret|cookie|authori[sz]ation|session/i;

/** Requests still waiting for their "request completed" line; bounded so none can pile up. */
const MAX_PENDING = 1_000;

/** The key a completed request's one line is written from (its method, path and status). */
const REQUEST_LINE = 'requestLine';

/** The office's clock, whatever the server's time zone. */
const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

type Entry = Record<string, unknown>;

export interface PrettyOptions {
  /** ANSI colours; off when NO_COLOR is set. */
  colour?: boolean;
}

export class PrettyLogStream {
  private readonly pending = new Map<string, string>();
  private readonly format: (entry: Entry) => string;

  constructor(
    private readonly out: { write(text: string): unknown },
    { colour = !process.env.NO_COLOR }: PrettyOptions = {},
  ) {
    this.format = prettyFactory({
      colorize: colour,
      customPrettifiers: { time: (time) => clock.format(new Date(Number(time) || Date.now())) },
      ignore: `pid,hostname,reqId,req,res,responseTime,banner,${REQUEST_LINE}`,
      singleLine: true,
      messageFormat: (log, messageKey, _level, { colors }) => {
        const request = log[REQUEST_LINE] as { text: string; status: number } | undefined;
        if (request) {
          const paint =
            request.status >= 500
              ? colors.red
              : request.status >= 400
                ? colors.yellow
                : colors.green;
          return request.text.replace(/ (\d{3}) /, ` ${paint('$1')} `);
        }
        const message = String(log[messageKey] ?? '');
        return log.banner ? colors.bold(colors.green(message)) : message;
      },
    });
  }

  /** pino writes one JSON line per call. */
  write(chunk: string | Buffer): boolean {
    for (const line of String(chunk).split('\n')) {
      if (!line.trim()) continue;
      const entry = this.prepare(line);
      if (entry) this.out.write(this.format(entry));
    }
    return true;
  }

  /** The entry as pino-pretty should print it, or null to hold it back. */
  private prepare(line: string): Entry | null {
    let entry: Entry;
    try {
      entry = JSON.parse(line) as Entry;
    } catch {
      return { level: 30, time: Date.now(), msg: line };
    }
    const reqId = typeof entry.reqId === 'string' ? entry.reqId : undefined;
    const req = entry.req as { method?: string; url?: string } | undefined;
    const res = entry.res as { statusCode?: number } | undefined;
    if (reqId && req && !res && entry.msg === 'incoming request') {
      if (this.pending.size >= MAX_PENDING) this.pending.clear();
      this.pending.set(reqId, `${req.method} ${req.url}`);
      return null;
    }
    if (reqId && res && entry.msg === 'request completed') {
      const request = this.pending.get(reqId) ?? 'request';
      this.pending.delete(reqId);
      const status = res.statusCode ?? 0;
      const ms = Math.round(Number(entry.responseTime) || 0);
      entry[REQUEST_LINE] = { text: `${request} ${status} ${ms} ms`, status };
    }
    return JSON.parse(
      JSON.stringify(entry, (key, value) => (key && SECRET_KEY.test(key) ? '[redacted]' : value)),
    ) as Entry;
  }
}

/** Where the server's log goes: straight to `out` as JSON, or through the pretty formatter. */
export function logDestination(
  format: 'pretty' | 'json',
  out: NodeJS.WritableStream = process.stdout,
): NodeJS.WritableStream {
  return format === 'json' ? out : (new PrettyLogStream(out) as unknown as NodeJS.WritableStream);
}
