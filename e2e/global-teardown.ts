import fs from 'node:fs';

/** The server's data folder of this run goes with it. */
export default function globalTeardown() {
  if (process.env.E2E_DATA_DIR)
    fs.rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
