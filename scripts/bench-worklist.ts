// Benchmark of Home's worklist (GET /api/v1/worklist) on the demo data, on the embedded
// database (not a test): prints p50/p95 for the admin (every branch) and the coordinator
// (Harrogate only). The aim is under 300 ms.
//   npx tsx scripts/bench-worklist.ts            (BENCH_RUNS to change the 100 runs)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase, seedDemoData } from '@care360/db';
import { hashPassword } from '../apps/server/src/platform/auth/passwords';
import { benchApp } from './bench-support';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'care360-bench-'));
try {
  const database = await openDatabase({ dataDir });
  await seedDemoData(database.db, hashPassword);
  const { app, headers, signIn } = await benchApp(database);
  console.log(`${RUNS} runs each; milliseconds        p50      p95   lines`);
  for (const email of ['admin@care360.local', 'coordinator@care360.local']) {
    const cookie = await signIn(email);
    let lines = 0;
    const samples: number[] = [];
    for (let i = 0; i < RUNS + 5; i++) {
      const start = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/worklist',
        headers: { ...headers, cookie },
      });
      if (response.statusCode !== 200) throw new Error(`${email}: ${response.statusCode}`);
      const { counts } = response.json().data as { counts: Record<string, number> };
      lines = Object.values(counts).reduce((a, b) => a + b, 0);
      if (i >= 5) samples.push(performance.now() - start);
    }
    samples.sort((a, b) => a - b);
    const at = (q: number) =>
      samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
    console.log(
      `${email.padEnd(34)} ${at(0.5).toFixed(1).padStart(7)}  ${at(0.95).toFixed(1).padStart(7)}  ${String(lines).padStart(6)}`,
    );
  }
  await app.close();
  await database.close();
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
