// The retention task: removes for good, per organisation, clients archived (service ended) longer
// than the retention period (8 years, README "Records and retention") with their whole file, and
// records deleted longer ago than that; writes an audit entry per removal and prints each one.
//   npm run retention               (DATABASE_URL or DATA_DIR as for npm start)
//   npm run retention -- --dry-run  (says what it would remove; removes nothing)
// On the embedded database, stop the server first: one process at a time may use its folder.
import { DataFolderInUseError, openDatabase } from '@care360/db';
import { RETENTION_YEARS } from '@care360/domain';
import { loadConfig } from '../apps/server/src/config';
import { describeRemoval, runRetention } from '../apps/server/src/platform/records/retention';

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--dry-run');
if (unknown.length) {
  console.error(`Unknown option ${unknown.join(' ')}. Usage: npm run retention [-- --dry-run]`);
  process.exit(2);
}
const dryRun = args.includes('--dry-run');
const config = loadConfig();

let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
} catch (error) {
  if (error instanceof DataFolderInUseError) {
    console.error(`The retention task cannot start: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

try {
  console.log(
    `${dryRun ? 'Dry run: nothing is removed. ' : ''}Retention period: ${RETENTION_YEARS} years after the end of care, or after deletion.`,
  );
  const removals = await runRetention(database.db, { filesDir: config.filesDir, dryRun });
  for (const removal of removals) console.log(describeRemoval(removal, dryRun));
  const removed = removals.filter((removal) => !removal.keptBecause).length;
  const kept = removals.length - removed;
  const records = (n: number) => `${n} record${n === 1 ? '' : 's'}`;
  console.log(
    removals.length === 0
      ? 'Nothing is beyond the retention period.'
      : `${records(removed)} ${dryRun ? 'would be removed' : 'removed'}${kept ? `, ${records(kept)} kept` : ''}.`,
  );
} finally {
  await database.close();
}
