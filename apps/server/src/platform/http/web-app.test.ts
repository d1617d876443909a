import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// A build as `npm run build -w @care360/web` leaves it: hashed files under assets/, each text
// file with its brotli and gzip copies beside it (precompressPlugin in apps/web/vite.config.ts).
const INDEX = `<!doctype html><html lang="en-GB"><head><title>care360</title>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(20)}</head><body><div id="root"></div></body></html>`;
const SCRIPT = `export function greet(name){return "Hello, "+name+"!"}\n`.repeat(200);
const STYLE = `.card{padding:var(--mantine-spacing-md);border:1px solid #ccc}\n`.repeat(100);
const IMMUTABLE = 'public, max-age=31536000, immutable';

function writeWithCopies(file: string, content: string, copies = true) {
  fs.writeFileSync(file, content);
  if (!copies) return;
  fs.writeFileSync(`${file}.br`, brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, gzipSync(content));
}

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.body;
}

function varies(response: LightMyRequestResponse): string[] {
  return String(response.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/);
}

describe('the built web app', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'care360-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    writeWithCopies(path.join(webDist, 'index.html'), INDEX);
    writeWithCopies(path.join(webDist, 'assets', 'index-1a2b3c4d.js'), SCRIPT);
    // Not worth compressing: the build writes no copies, and the file itself is sent.
    writeWithCopies(path.join(webDist, 'assets', 'tiny-9f8e7d6c.css'), STYLE, false);
    t = await createTestApp({ webDist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends a script brotli-compressed to a browser that accepts brotli, kept for a year', async () => {
    const response = await get('/assets/index-1a2b3c4d.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(decoded(response)).toBe(SCRIPT);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(varies(response)).toContain('accept-encoding');
  });

  it('sends it gzip-compressed to a browser that accepts only gzip', async () => {
    const response = await get('/assets/index-1a2b3c4d.js', 'gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(decoded(response)).toBe(SCRIPT);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(varies(response)).toContain('accept-encoding');
  });

  it('sends it as it is to a client that accepts no compression', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const response = await get('/assets/index-1a2b3c4d.js', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(SCRIPT);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      // A shared cache must not hand this copy to a browser that accepts brotli.
      expect(varies(response)).toContain('accept-encoding');
    }
  });

  it('sends a file without compressed copies as it is, still kept for a year', async () => {
    const response = await get('/assets/tiny-9f8e7d6c.css', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(response.body).toBe(STYLE);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('has the browser check index.html on every visit, so a new deploy is seen at once', async () => {
    for (const url of ['/', '/index.html']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-encoding']).toBe('br');
      expect(decoded(response)).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(varies(response)).toContain('accept-encoding');
    }
  });

  it("answers any other page with index.html, for the app's router, and API paths with the JSON 404", async () => {
    for (const [url, acceptEncoding] of [
      ['/app/clients/42/profile', 'br'],
      ['/reset-password/abc', 'gzip'],
      ['/switch-account/1/2', undefined],
    ] as const) {
      const response = await get(url, acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-encoding']).toBe(acceptEncoding);
      expect(decoded(response)).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const api = await get('/api/v1/no-such-thing', 'br, gzip');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect(api.json().message).toBe('There is nothing at this address.');
    expect(api.headers['cache-control']).toBe('no-store');
  });
});
