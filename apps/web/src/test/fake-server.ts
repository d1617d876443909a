import type { CurrentUser } from '@care360/domain';
import { vi } from 'vitest';

/** A request as the fake server saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

type Handler = (request: SeenRequest) => FakeAnswer | Promise<FakeAnswer>;

/** The server's envelope (DESIGN.md §4). */
export function ok(data: unknown, message = ''): FakeAnswer {
  return { status: 200, body: { status: true, message, data, errors: {} } };
}

export function refused(
  status: number,
  message: string,
  errors: Record<string, string[]> = {},
): FakeAnswer {
  return { status, body: { status: false, message, data: null, errors } };
}

/** JSON bodies are parsed; a multipart upload is kept as the FormData the app sent. */
function bodyOf(body: BodyInit | null | undefined): unknown {
  if (body instanceof FormData) return body;
  return body ? JSON.parse(String(body)) : undefined;
}

/**
 * Replaces fetch with a table of 'METHOD /path' → handler. Unknown calls answer 404 so a test
 * notices a call it did not expect.
 */
export function fakeServer(routes: Record<string, Handler>) {
  const requests: SeenRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const request: SeenRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: bodyOf(init?.body),
      headers: new Headers(init?.headers),
    };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    const answer = handler
      ? await handler(request)
      : refused(404, `No fake for ${method} ${url.pathname}`);
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    calls: (method: string, path: string) =>
      requests.filter((request) => request.method === method && request.path === path),
  };
}

export const officeUser: CurrentUser = {
  id: 'u1',
  name: 'Amara Okafor',
  email: 'amara@care360.test',
  userRole: 'office_manager',
  userRoleName: 'Office manager',
  userPermissions: ['users.read', 'branches.read'],
  organisation: { id: 'o1', name: 'Riverside Care' },
  branch: { id: 'b1', name: 'Leeds North' },
  branchScope: null,
  parentUserId: 'p1',
  mfaEnrolmentDue: false,
};

export function page<T>(items: T[], nextCursor: string | null = null, total = items.length) {
  return { items, nextCursor, total };
}
