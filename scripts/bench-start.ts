// How long `npm start` takes to answer /health/ready: a first start on a new data folder (its
// PostgreSQL is made, migrated and filled with the demo agency) and later starts on the same
// folder. Each start is the real server process, stopped with SIGTERM between runs. Prints the
// wall-clock time to ready and the server's own `readyMs`. Not a test: the figures depend on the
// machine and its load.
//   npm run bench:start            (BENCH_RUNS later starts, default 3)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@care360/db/prepare';

const LATER_RUNS = Number(process.env.BENCH_RUNS ?? 3);
const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'care360-bench-start-'));

/** One start to ready and a clean stop; answers seconds to ready and the server's readyMs. */
async function start(): Promise<{ seconds: number; readyMs: number | undefined }> {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_FORMAT: 'json',
      // The web build is not part of a start's time (npm start builds only when sources change).
      SKIP_WEB_BUILD: '1',
      MAIL_TRANSPORT: 'none',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    const ready = await fetch(`http://127.0.0.1:${port}/health/ready`).catch(() => null);
    if (ready?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (performance.now() - began) / 1000;
  child.kill('SIGTERM');
  if ((await exited) !== 0) throw new Error(`the server did not stop cleanly:\n${output}`);
  const readyMs = /"readyMs":(\d+)/.exec(output)?.[1];
  return { seconds, readyMs: readyMs ? Number(readyMs) : undefined };
}

const line = (title: string, run: { seconds: number; readyMs: number | undefined }) =>
  console.log(
    `${title.padEnd(34)} ${run.seconds.toFixed(1).padStart(6)} s to ready   (server's readyMs ${run.readyMs ?? '?'})`,
  );

try {
  console.log(
    `cores: ${os.cpus().length}, load average: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  line('first start (new folder, demo data)', await start());
  const later: number[] = [];
  for (let i = 1; i <= LATER_RUNS; i++) {
    const run = await start();
    later.push(run.seconds);
    line(`later start ${i}`, run);
  }
  later.sort((a, b) => a - b);
  console.log(
    `later start, median of ${LATER_RUNS}: ${later[Math.floor(later.length / 2)]?.toFixed(1)} s`,
  );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
