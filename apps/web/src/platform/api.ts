import { MAX_PAGE_SIZE, type PageAnswer } from '@care360/domain';
/**
 * The one way the app talks to the server (spec §7, §8). Every call sends the session cookie and
 * `X-Requested-With: XMLHttpRequest` (the server refuses state changes without it) and turns the
 * server's envelope `{ status, message, data, errors }` into a result:
 * success → `{ error: false, message: '', errors: {}, data }`;
 * failure → `{ error: true, message: <server's message>, errors: <server's errors>, data: null }`.
 * A 401 on an /api/ call means the session has gone: the person is sent to sign in, with the
 * page they wanted kept in `next`.
 */
export type FieldErrors = Record<string, string[]>;

export interface ApiSuccess<T> {
  error: false;
  message: '';
  errors: FieldErrors;
  data: T;
  /** HTTP status. */
  status: number;
  /** The server's own message on success, kept apart because spec §8 empties `message`. */
  notice: string;
}

export interface ApiFailure {
  error: true;
  message: string;
  errors: FieldErrors;
  data: null;
  status: number;
  /**
   * The envelope's `data` on a failure, when the server sent one: a 409 carries the newer saved
   * record there (`{ current }`). Kept apart from `data` so spec §8's failure shape is unchanged.
   */
  details?: unknown;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export const REQUESTED_WITH_HEADER = 'X-Requested-With';
export const REQUESTED_WITH_VALUE = 'XMLHttpRequest';
export const NETWORK_FAILURE_MESSAGE =
  'We could not reach the server. Check your connection and try again.';
export const UNKNOWN_FAILURE_MESSAGE = 'Something went wrong. Please try again.';

/** Empty means same origin; a deployment may point the app at another API address. */
const API_BASE: string = import.meta.env.VITE_API_BASE_URL ?? '';

/** The full address of an API path, for links the browser follows itself (CSV exports). */
export function apiUrl(path: string): string {
  return `${API_BASE}${path}`;
}

type UnauthorisedHandler = (signInHref: string) => void;

let sendToSignIn: UnauthorisedHandler = (href) => window.location.assign(href);

/** The app replaces the default full-page redirect with a router navigation. */
export function setUnauthorisedHandler(handler: UnauthorisedHandler): () => void {
  const previous = sendToSignIn;
  sendToSignIn = handler;
  return () => {
    sendToSignIn = previous;
  };
}

/** '/?next=<path>': the sign-in page, remembering the page the person wanted. */
export function signInHref(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `/?next=${encodeURIComponent(`${location.pathname}${location.search}${location.hash}`)}`;
}

export type QueryValue = string | number | boolean | null | undefined;

/** Adds the non-empty values as a query string. */
export function withQuery(path: string, params: Record<string, QueryValue>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

interface Envelope {
  status?: unknown;
  message?: unknown;
  data?: unknown;
  errors?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldErrors(value: unknown): FieldErrors {
  if (!isRecord(value)) return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = Array.isArray(messages) ? messages : [messages];
    const texts = list.filter((text): text is string => typeof text === 'string' && text !== '');
    if (texts.length > 0) errors[field] = texts;
  }
  return errors;
}

async function readEnvelope(response: Response): Promise<Envelope | null> {
  const text = await response.text();
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function failure(
  status: number,
  message: string,
  errors: FieldErrors = {},
  details: unknown = null,
): ApiFailure {
  const failed: ApiFailure = { error: true, message, errors, data: null, status };
  if (details !== null && details !== undefined) failed.details = details;
  return failed;
}

export interface RequestOptions {
  /** Sent as JSON, or as multipart form data when it is a FormData (file uploads). */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers, e.g. `Idempotency-Key`. */
  headers?: Record<string, string>;
}

function bodyOf(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

export async function apiRequest<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE,
  };
  const multipart = options.body instanceof FormData;
  // For FormData the browser writes Content-Type itself, with the multipart boundary.
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      credentials: 'include',
      headers,
      body: bodyOf(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    return failure(0, NETWORK_FAILURE_MESSAGE);
  }

  // Not from the sign-in page itself: there a 401 is the answer, not a reason to move.
  if (response.status === 401 && path.startsWith('/api/') && window.location.pathname !== '/') {
    sendToSignIn(signInHref(window.location));
  }

  const envelope = await readEnvelope(response);
  const message = typeof envelope?.message === 'string' ? envelope.message : '';
  if (!response.ok || envelope === null || envelope.status === false) {
    return failure(
      response.status,
      message || UNKNOWN_FAILURE_MESSAGE,
      fieldErrors(envelope?.errors),
      envelope?.data,
    );
  }
  return {
    error: false,
    message: '',
    errors: {},
    // The server is the authority on the shape; each call names the type it was promised.
    data: envelope.data as T,
    status: response.status,
    notice: message,
  };
}

export function apiGet<T>(path: string, options: Omit<RequestOptions, 'body'> = {}) {
  return apiRequest<T>('GET', path, options);
}

export function apiPost<T>(
  path: string,
  body: unknown = {},
  options: Omit<RequestOptions, 'body'> = {},
) {
  return apiRequest<T>('POST', path, { ...options, body });
}

/** Thrown for TanStack Query, which needs a rejected promise to show an error. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;

  constructor(result: ApiFailure) {
    super(result.message);
    this.name = 'ApiError';
    this.status = result.status;
    this.errors = result.errors;
  }
}

export function unwrap<T>(result: ApiResult<T>): T {
  if (result.error) throw new ApiError(result);
  return result.data;
}

export async function fetchData<T>(path: string, signal?: AbortSignal): Promise<T> {
  return unwrap(await apiGet<T>(path, { signal }));
}

/**
 * Every item of a list, page by page: each page as large as the server allows (MAX_PAGE_SIZE;
 * it refuses a larger `limit`), following `nextCursor` until the last. For screens that show a
 * whole list at once (one person's uploads); long lists page on screen (useCursorList).
 */
export async function fetchAllPages<T>(
  path: string,
  params: Record<string, QueryValue>,
  signal?: AbortSignal,
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const page: PageAnswer<T> = await fetchData<PageAnswer<T>>(
      withQuery(path, { ...params, limit: MAX_PAGE_SIZE, cursor }),
      signal,
    );
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/** The message to show for an error thrown by a query. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : UNKNOWN_FAILURE_MESSAGE;
}

/** Anything that reads a value as a declared answer (a zod schema from the domain package). */
interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * The record as someone else saved it meanwhile, which a 409 carries as `{ current }`, read
 * against the same schema the server declares for it: the one reader of a conflict for every
 * screen (records, questionnaires, MAR doses, role permissions). Null when the failure is not a
 * conflict or carries nothing that fits.
 */
export function conflictOf<T>(result: ApiResult<unknown>, current: AnswerSchema<T>): T | null {
  if (!result.error || result.status !== 409) return null;
  const details = result.details;
  if (typeof details !== 'object' || details === null || !('current' in details)) return null;
  const parsed = current.safeParse((details as { current: unknown }).current);
  return parsed.success ? parsed.data : null;
}
