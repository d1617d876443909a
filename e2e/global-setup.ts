import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** The web app is built once, before the workers start their servers (support/test.ts). */
export default function globalSetup() {
  const result = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the web app did not build');
}
