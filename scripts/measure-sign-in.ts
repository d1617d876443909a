// What a browser transfers to show the sign-in page (`/`) on a first visit (empty cache): every
// request, its encoding and its bytes over the wire, with JavaScript and CSS summed apart.
// Records docs/perf/sign-in-bytes.md's figures.
//   npm run build -w @care360/web && npx tsx scripts/measure-sign-in.ts
//   npx tsx scripts/measure-sign-in.ts http://127.0.0.1:3999   (a server already running)
// Without an address it serves apps/web/dist itself, on a free port and an empty embedded
// database in a temporary folder (no demo data: the sign-in page needs none).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@care360/db';
import { chromium, type Request } from '@playwright/test';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'apps/web/dist');

interface Fetched {
  url: string;
  kind: 'js' | 'css' | 'html' | 'api' | 'other';
  encoding: string;
  /** Body as sent (compressed when encoded). */
  wireBody: number;
  headers: number;
  /** Body once decoded. */
  decoded: number;
}

function kindOf(url: URL, contentType: string): Fetched['kind'] {
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/health/')) return 'api';
  if (contentType.includes('javascript')) return 'js';
  if (contentType.includes('css')) return 'css';
  if (contentType.includes('html')) return 'html';
  return 'other';
}

async function measure(baseUrl: string, acceptEncoding: string | undefined) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update', '--no-sandbox'],
  });
  try {
    const context = await browser.newContext(
      acceptEncoding ? { extraHTTPHeaders: { 'accept-encoding': acceptEncoding } } : {},
    );
    const page = await context.newPage();
    const finished: Promise<Fetched>[] = [];
    page.on('requestfinished', (request: Request) => {
      finished.push(
        (async () => {
          const response = await request.response();
          const sizes = await request.sizes();
          const headers = (await response?.allHeaders()) ?? {};
          const body = await response?.body().catch(() => Buffer.alloc(0));
          return {
            url: request.url(),
            kind: kindOf(new URL(request.url()), headers['content-type'] ?? ''),
            encoding: headers['content-encoding'] ?? 'identity',
            wireBody: sizes.responseBodySize,
            headers: sizes.responseHeadersSize,
            decoded: body?.length ?? 0,
          };
        })(),
      );
    });
    const document = await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const asked = (await document?.request().allHeaders())?.['accept-encoding'] ?? 'none';
    return { asked, fetched: await Promise.all(finished) };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);

function report(title: string, { asked, fetched }: { asked: string; fetched: Fetched[] }) {
  console.log(`\n${title} (the browser sent Accept-Encoding: ${asked}; columns: wire, decoded)`);
  for (const item of [...fetched].sort((a, b) => b.wireBody - a.wireBody)) {
    const name = new URL(item.url).pathname;
    console.log(
      `${kb(item.wireBody)} ${kb(item.decoded)}  ${item.encoding.padEnd(8)} ${item.kind.padEnd(5)} ${name}`,
    );
  }
  const sum = (items: Fetched[], key: 'wireBody' | 'decoded' | 'headers') =>
    items.reduce((total, item) => total + item[key], 0);
  const of = (kind: Fetched['kind']) => fetched.filter((item) => item.kind === kind);
  const js = of('js');
  const css = of('css');
  console.log(
    `requests ${fetched.length} (JS ${js.length}, CSS ${css.length})` +
      ` | over the wire: total ${kb(sum(fetched, 'wireBody')).trim()}` +
      ` (+ ${kb(sum(fetched, 'headers')).trim()} of headers)` +
      `, JS ${kb(sum(js, 'wireBody')).trim()}, CSS ${kb(sum(css, 'wireBody')).trim()}` +
      ` | decoded: total ${kb(sum(fetched, 'decoded')).trim()}` +
      `, JS ${kb(sum(js, 'decoded')).trim()}, CSS ${kb(sum(css, 'decoded')).trim()}`,
  );
}

async function withServer<T>(run: (baseUrl: string) => Promise<T>): Promise<T> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('apps/web/dist has no build: run `npm run build -w @care360/web` first.');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'care360-measure-'));
  const database = await openDatabase({ dataDir });
  const config = { ...loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir }), webDist };
  const app = await buildApp({ config, db: database.db, ping: database.ping, logger: false });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('The server has no port.');
    return await run(`http://127.0.0.1:${address.port}`);
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const given = process.argv[2]?.replace(/\/+$/, '');
const measureAll = async (baseUrl: string) => {
  report(`${baseUrl}/ as Chromium asks for it`, await measure(baseUrl, undefined));
  report(`${baseUrl}/ with Accept-Encoding: br, gzip`, await measure(baseUrl, 'br, gzip'));
  report(`${baseUrl}/ with Accept-Encoding: gzip`, await measure(baseUrl, 'gzip'));
};
if (given) await measureAll(given);
else await withServer(measureAll);
