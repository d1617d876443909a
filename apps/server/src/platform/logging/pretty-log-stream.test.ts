import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logFormatOf } from './log-format';
import { loggerOptions } from './logger-options';
import { PrettyLogStream } from './pretty-log-stream';

/** A Fastify server logging as care360's does, its log read as a terminal would show it. */
async function loggedServer(colour = false) {
  const lines: string[] = [];
  const stream = new PrettyLogStream({ write: (text: string) => lines.push(text) }, { colour });
  const app = Fastify({ logger: loggerOptions('info', stream as never) });
  app.post('/login', async (request) => {
    request.log.info({ body: request.body }, 'signing in');
    return { ok: true };
  });
  app.get('/reset-password/:token', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('The database is not answering');
  });
  await app.ready();
  return { app, output: () => lines.join('') };
}

describe('the terminal log', () => {
  it('writes one short line per request: time, level, method, path, status and duration', async () => {
    const { app, output } = await loggedServer();
    await app.inject({ method: 'GET', url: '/reset-password/abc' });
    await app.close();
    const line = output().split('\n')[0] ?? '';
    expect(line).toMatch(/^\d{2}:\d{2}:\d{2} INFO: GET \/reset-password\/\[redacted\] 200 \d+ ms$/);
  });

  it('never prints cookies, passwords or tokens', async () => {
    const { app, output } = await loggedServer();
    await app.inject({
      method: 'POST',
      url: '/login?token=tok-in-query',
      headers: { cookie: 'care360_session=session-secret', authorization: 'Bearer bearer-secret' },
      payload: { email: 'admin@care360.local', password: 'hunter2-password' },
    });
    app.log.warn({ user: { token: 'nested-token' }, secret: 'top-secret' }, 'something odd');
    await app.close();
    const text = output();
    expect(text).toContain('POST /login?token=[redacted] 200');
    expect(text).toContain('admin@care360.local');
    for (const secret of [
      'tok-in-query',
      'session-secret',
      'bearer-secret',
      'hunter2-password',
      'nested-token',
      'top-secret',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('colours the level and status, and shows an error with its message', async () => {
    const { app, output } = await loggedServer(true);
    await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    expect(output()).toContain('\u001b[31mERROR\u001b[39m');
    expect(output()).toMatch(/ERROR.*: .*The database is not answering/);
    expect(output()).toContain('GET /boom \u001b[31m500');
  });
});

describe('the log format', () => {
  it('is lines at a terminal and JSON elsewhere, unless LOG_FORMAT says', () => {
    expect(logFormatOf(undefined, true)).toBe('pretty');
    expect(logFormatOf(undefined, false)).toBe('json');
    expect(logFormatOf('json', true)).toBe('json');
    expect(logFormatOf('pretty', false)).toBe('pretty');
    expect(() => logFormatOf('xml', true)).toThrow('LOG_FORMAT must be json or pretty.');
  });
});
