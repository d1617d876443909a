/** The answer shape of every call (spec §7, §8; DESIGN.md §4). */
export interface Envelope<T = unknown> {
  status: boolean;
  message: string;
  data: T;
  errors: FieldErrors;
}

export type FieldErrors = Record<string, string[]>;

export function success<T>(data: T, message = ''): Envelope<T> {
  return { status: true, message, data, errors: {} };
}

export function failure(
  message: string,
  errors: FieldErrors = {},
  data: unknown = null,
): Envelope<unknown> {
  return { status: false, message, data, errors };
}

/** Thrown by handlers; the error handler turns it into the envelope with this status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: FieldErrors = {},
    readonly headers: Record<string, string> = {},
    /** What the caller needs to recover, e.g. the newer record on a 409. */
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const notFound = (what = 'record') =>
  new HttpError(404, `We could not find that ${what}. It may have been removed.`);
