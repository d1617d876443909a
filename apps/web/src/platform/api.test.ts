import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiGet,
  apiPost,
  fetchData,
  NETWORK_FAILURE_MESSAGE,
  setUnauthorisedHandler,
  UNKNOWN_FAILURE_MESSAGE,
  withQuery,
} from './api';

function answer(status: number, body: unknown): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();
let redirect: ReturnType<typeof vi.fn<(href: string) => void>>;
let restoreHandler: () => void;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  redirect = vi.fn<(href: string) => void>();
  restoreHandler = setUnauthorisedHandler(redirect);
  window.history.replaceState(null, '', '/app/users?search=ann');
});

afterEach(() => {
  restoreHandler();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function sentInit(): RequestInit {
  const init = fetchMock.mock.calls[0]?.[1];
  if (!init) throw new Error('fetch was not called');
  return init;
}

describe('api wrapper', () => {
  it('sends cookies and X-Requested-With on every call', async () => {
    fetchMock.mockResolvedValue(answer(200, { status: true, message: '', data: {}, errors: {} }));
    await apiGet('/api/v1/users');
    const init = sentInit();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/users');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest' });
  });

  it('posts JSON with the same header', async () => {
    fetchMock.mockResolvedValue(answer(200, { status: true, message: '', data: {}, errors: {} }));
    await apiPost('/login', { email: 'a@b.uk', password: 'secret' });
    const init = sentInit();
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(String(init.body))).toEqual({ email: 'a@b.uk', password: 'secret' });
  });

  it('gives a success result with an empty message and errors, and the data', async () => {
    fetchMock.mockResolvedValue(
      answer(200, { status: true, message: 'Loaded', data: { data: { id: 'u1' } }, errors: {} }),
    );
    expect(await apiGet('/api/v1/user')).toEqual({
      error: false,
      message: '',
      errors: {},
      data: { data: { id: 'u1' } },
      status: 200,
      notice: 'Loaded',
    });
  });

  it('gives a failure result with the server’s message and errors', async () => {
    fetchMock.mockResolvedValue(
      answer(400, {
        status: false,
        message: 'Check the highlighted fields.',
        data: null,
        errors: { email: ['Enter an email address.'] },
      }),
    );
    expect(await apiPost('/login', {})).toEqual({
      error: true,
      message: 'Check the highlighted fields.',
      errors: { email: ['Enter an email address.'] },
      data: null,
      status: 400,
    });
  });

  it('treats status false as a failure even with HTTP 200', async () => {
    fetchMock.mockResolvedValue(
      answer(200, { status: false, message: 'Not trackable', data: null }),
    );
    const result = await apiGet('/api/v1/user/trackable/1/client/x');
    expect(result).toMatchObject({ error: true, message: 'Not trackable' });
  });

  it('sends the person to sign in on a 401 from /api/, keeping the page they wanted', async () => {
    fetchMock.mockResolvedValue(answer(401, { status: false, message: 'Sign in', data: null }));
    const result = await apiGet('/api/v1/users');
    expect(redirect).toHaveBeenCalledWith('/?next=%2Fapp%2Fusers%3Fsearch%3Dann');
    expect(result.error).toBe(true);
  });

  it('does not redirect on a 401 outside /api/ (a refused sign-in)', async () => {
    fetchMock.mockResolvedValue(
      answer(401, { status: false, message: 'The email or password is incorrect.', data: null }),
    );
    const result = await apiPost('/login', {});
    expect(redirect).not.toHaveBeenCalled();
    expect(result).toMatchObject({ error: true, message: 'The email or password is incorrect.' });
  });

  it('does not redirect while already on the sign-in page', async () => {
    window.history.replaceState(null, '', '/');
    fetchMock.mockResolvedValue(answer(401, { status: false, message: 'Sign in', data: null }));
    await apiGet('/api/v1/user');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('turns an unreachable server into a failure result', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await apiGet('/api/v1/users')).toMatchObject({
      error: true,
      message: NETWORK_FAILURE_MESSAGE,
      status: 0,
    });
  });

  it('turns a non-JSON error page into a failure with a general message', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await apiGet('/api/v1/users')).toMatchObject({
      error: true,
      message: UNKNOWN_FAILURE_MESSAGE,
      errors: {},
      status: 502,
    });
  });

  it('throws an ApiError from fetchData for queries', async () => {
    fetchMock.mockResolvedValue(
      answer(403, { status: false, message: 'Not allowed.', data: null }),
    );
    const failure = fetchData('/api/v1/audit');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: 'Not allowed.', status: 403 });
  });
});

describe('withQuery', () => {
  it('adds only the values that are set', () => {
    expect(
      withQuery('/api/v1/users', { search: 'ann lee', sort: 'name', cursor: null, x: '' }),
    ).toBe('/api/v1/users?search=ann+lee&sort=name');
    expect(withQuery('/api/v1/users', {})).toBe('/api/v1/users');
  });
});
