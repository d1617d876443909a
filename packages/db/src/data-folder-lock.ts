import fs from 'node:fs';
import path from 'node:path';

export class DataFolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is already in use by another care360 server (process ${pid}). ` +
        'Stop that server first, or start this one with a different DATA_DIR.',
    );
  }
}

/**
 * PGlite does not lock its folder, and two processes writing one folder corrupt it. We take a
 * lock file holding our pid; a lock left by a process that no longer runs is taken over.
 */
export function lockDataFolder(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'care360.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
        throw new DataFolderInUseError(dataDir, holder);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
