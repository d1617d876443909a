// Imports the ONS Postcode Directory (a CSV from the ONS Open Geography Portal) into the
// postcode table the rota places homes with; run again after each quarterly release.
//   npm run import:postcodes -- path/to/ONSPD_NOV_2026_UK.csv   (DATABASE_URL or DATA_DIR as for npm start)
// On the embedded database, stop the server first: one process at a time may use its folder.
import fs from 'node:fs';
import readline from 'node:readline';
import { DataFolderInUseError, openDatabase } from '@care360/db';
import { loadConfig } from '../apps/server/src/config';
import { importOnspd } from '../apps/server/src/modules/scheduling/onspd-import';

const [file, ...rest] = process.argv.slice(2);
if (!file || rest.length > 0 || !fs.existsSync(file)) {
  console.error('Usage: npm run import:postcodes -- <ONSPD CSV file>');
  process.exit(2);
}
const config = loadConfig();

let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
} catch (error) {
  if (error instanceof DataFolderInUseError) {
    console.error(`The postcode import cannot start: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

try {
  const lines = readline.createInterface({
    input: fs.createReadStream(file),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  const { imported, skipped } = await importOnspd(database.db, lines);
  console.log(`Imported ${imported} postcodes; ${skipped} without a grid reference left out.`);
} finally {
  await database.close();
}
