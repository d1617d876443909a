/**
 * How a failure that came from the database should answer. A lost connection is the
 * database's trouble, not the caller's, and passes: 503 with Retry-After. A value PostgreSQL
 * cannot take (a data exception, class 22) or a limit it enforces (class 54) came from the input
 * that slipped past validation: 400, never 500. An exclusion constraint refusing a row (23P01:
 * one carer at two overlapping visits) is a clash with what is stored: 409.
 */
export type DatabaseFailure = 'unavailable' | 'bad-input' | 'clash' | null;

/** Seconds a client should wait before trying again after a 503. */
export const RETRY_AFTER_SECONDS = 1;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is not answering just now. Please try again in a moment.';
export const CLASH_MESSAGE =
  'That change clashes with another booking (someone at two places at once). Reload and try again.';
export const BAD_VALUE_MESSAGE =
  'That request holds a value that cannot be stored. Check it and try again.';

/** Node socket errors of a connection that is refused, cut or unreachable. */
const SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL codes of a server going away: 57P01 admin shutdown (pg_terminate_backend, a
 * restart), 57P02 crash shutdown, 57P03 cannot connect now (starting up, in recovery), 57P05
 * idle session timeout, 57014 statement cancelled, 53300 too many connections; class 08 is every
 * connection exception.
 */
const UNAVAILABLE_CODE = /^(08...|57P0[1235]|57014|53300)$/;

/** What node-postgres says, with no code, when the connection is gone. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|Connection ended|timeout exceeded when trying to connect|is not queryable|Cannot use a pool after calling end/i;

export function classifyDatabaseError(error: unknown): DatabaseFailure {
  let badInput = false;
  let clash = false;
  for (const cause of causesOf(error)) {
    const code = typeof cause.code === 'string' ? cause.code : '';
    if (UNAVAILABLE_CODE.test(code) || SOCKET_CODES.has(code)) return 'unavailable';
    if (typeof cause.message === 'string' && UNAVAILABLE_MESSAGE.test(cause.message))
      return 'unavailable';
    if (/^(22|54)...$/.test(code)) badInput = true;
    if (code === '23P01') clash = true;
  }
  return badInput ? 'bad-input' : clash ? 'clash' : null;
}

/** The error and what it wraps: Drizzle puts the driver's error in `cause`; Node may aggregate. */
function causesOf(error: unknown): Array<{ code?: unknown; message?: unknown }> {
  const found: Array<{ code?: unknown; message?: unknown }> = [];
  const queue: unknown[] = [error];
  while (queue.length > 0 && found.length < 20) {
    const next = queue.shift();
    if (!next || typeof next !== 'object') continue;
    const e = next as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    found.push(e);
    queue.push(e.cause);
    if (Array.isArray(e.errors)) queue.push(...e.errors);
  }
  return found;
}
