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
 * One app per data folder: a lock file holding our pid. PostgreSQL would refuse a second server
 * on its folder too, but only after this start had begun; the lock refuses it first, and names
 * the app that holds the folder. A lock left by a process that no longer runs (`kill -9`) is
 * taken over.
 */
export class EarlierEngineFolderError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `The data folder ${dataDir} holds a database made by an earlier version of care360, ` +
        'whose embedded engine this version no longer runs. Nothing in it was read or changed. ' +
        `To start afresh, move it aside (for example: mv "${dataDir}" "${dataDir}.old") or set ` +
        'DATA_DIR to a new folder. Its records stay in it: the earlier version still opens it.',
    );
  }
}

/**
 * The earlier embedded engine (PGlite) kept a PostgreSQL data directory at the folder's root;
 * the app's own server keeps one in `postgres/`. Its files are of another build and version,
 * so they are refused before anything in the folder is touched, never half-read or replaced.
 */
export function refuseEarlierEngineFolder(dataDir: string): void {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new EarlierEngineFolderError(dataDir);
}

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

/** Whether a process with this id runs (one of another user's counts). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
