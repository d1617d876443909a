import { UK_TIME_ZONE } from '@care360/domain';

/**
 * Turns the server's JSON log lines (already redacted by pino) into short lines for a person at
 * a terminal:
 *
 *   12:03:04 INFO  GET /api/v1/clients 200 12 ms
 *   12:03:05 WARN  a database connection was dropped  err=Connection terminated
 *
 * A request is one line, written when it completes (its "incoming request" line is held until
 * then). Lines marked `banner` (the address and the demo sign-in at start) stand out.
 */

const LEVELS: Record<number, { name: string; colour: string }> = {
  10: { name: 'TRACE', colour: '90' },
  20: { name: 'DEBUG', colour: '90' },
  30: { name: 'INFO', colour: '36' },
  40: { name: 'WARN', colour: '33' },
  50: { name: 'ERROR', colour: '31' },
  60: { name: 'FATAL', colour: '35' },
};

/** Keys shown another way (or not at all) rather than as `key=value`. */
const SHOWN_OTHERWISE = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'responseTime',
  'err',
  'banner',
]);

/** A key whose value is a secret, wherever it appears: never printed, even if pino missed it. */
const SECRET_KEY = /pass(word)?|token|secret|cookie|authori[sz]ation|session/i;

/** Requests still waiting for their "request completed" line; bounded so none can pile up. */
const MAX_PENDING = 1_000;

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
  private readonly colour: boolean;

  constructor(
    private readonly out: { write(text: string): unknown },
    { colour = !process.env.NO_COLOR }: PrettyOptions = {},
  ) {
    this.colour = colour;
  }

  /** pino writes one JSON line per call. */
  write(chunk: string | Buffer): boolean {
    for (const line of String(chunk).split('\n')) {
      if (!line.trim()) continue;
      const text = this.format(line);
      if (text) this.out.write(`${text}\n`);
    }
    return true;
  }

  private paint(code: string, text: string): string {
    return this.colour ? `\u001b[${code}m${text}\u001b[0m` : text;
  }

  format(line: string): string | null {
    let entry: Entry;
    try {
      entry = JSON.parse(line) as Entry;
    } catch {
      return line;
    }
    const reqId = typeof entry.reqId === 'string' ? entry.reqId : undefined;
    const req = entry.req as { method?: string; url?: string } | undefined;
    const res = entry.res as { statusCode?: number } | undefined;
    if (reqId && req && !res && entry.msg === 'incoming request') {
      if (this.pending.size >= MAX_PENDING) this.pending.clear();
      this.pending.set(reqId, `${req.method} ${req.url}`);
      return null;
    }
    const level = LEVELS[Number(entry.level)] ?? { name: 'LOG', colour: '0' };
    const time = this.paint('90', clock.format(new Date(Number(entry.time) || Date.now())));
    const label = this.paint(level.colour, level.name.padEnd(5));
    let message: string;
    if (reqId && res && entry.msg === 'request completed') {
      const request = this.pending.get(reqId) ?? 'request';
      this.pending.delete(reqId);
      const status = res.statusCode ?? 0;
      const statusColour = status >= 500 ? '31' : status >= 400 ? '33' : '32';
      const ms = Math.round(Number(entry.responseTime) || 0);
      message = `${request} ${this.paint(statusColour, String(status))} ${ms} ms`;
    } else {
      message = String(entry.msg ?? '');
      if (entry.banner) message = this.paint('1;32', message);
    }
    const details = Object.entries(entry)
      .filter(([key, value]) => !SHOWN_OTHERWISE.has(key) && value !== undefined)
      .map(([key, value]) => `${key}=${printable(key, value)}`);
    const err = entry.err as { message?: string; stack?: string } | undefined;
    if (err?.message && err.message !== message) details.push(`err=${err.message}`);
    let text = `${time} ${label} ${message}`;
    if (details.length) text += `  ${this.paint('90', details.join(' '))}`;
    // An error's stack helps whoever reads the terminal; it carries no request data.
    if (err?.stack && Number(entry.level) >= 50) {
      text += `\n${this.paint('90', err.stack.split('\n').slice(1).join('\n'))}`;
    }
    return text;
  }
}

function printable(key: string, value: unknown): string {
  if (SECRET_KEY.test(key)) return '[redacted]';
  if (typeof value === 'string') return /\s/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value, (innerKey, inner) =>
    innerKey && SECRET_KEY.test(innerKey) ? '[redacted]' : inner,
  );
}

/** Where the server's log goes: straight to `out` as JSON, or through the pretty formatter. */
export function logDestination(
  format: 'pretty' | 'json',
  out: NodeJS.WritableStream = process.stdout,
): NodeJS.WritableStream {
  return format === 'json' ? out : (new PrettyLogStream(out) as unknown as NodeJS.WritableStream);
}
