/**
 * The model behind `npm run estimate:ci` (estimate-ci.ts), as pure functions. A test file's cost
 * either stays as it is when more screens are built or grows with them:
 *
 * - it grows when it tests an area (a `modules/` folder, the catalogue of declarations, the
 *   public pages, the demo data) or walks every route (the server's route and property walkers),
 *   or is an end-to-end journey of an area;
 * - it stays when it tests the engine or the platform (records, forms, auth, HTTP, the shell),
 *   which new screens use without changing: a record kind is a declaration, and the walkers
 *   above are what test each one.
 *
 * Everything that grows is assumed to grow in proportion to the screens built: pessimistic, for
 * many new screens are record kinds whose only tests are the walkers'.
 */

/** Vitest files that grow with the screens (paths from the repository's root). */
const AREA_TEST_FILE = [
  /\/modules\//,
  /\/catalogue\//,
  /^apps\/web\/src\/public\//,
  /^packages\/db\/src\/demo\//,
  /\/routes\.(walk|property)\.\d+\.test\.ts$/,
];

/** End-to-end journeys of the platform, which stay; every other journey belongs to an area. */
const PLATFORM_JOURNEYS = new Set([
  'forgot-password.spec.ts',
  'mfa.spec.ts',
  'navigation.spec.ts',
  'record-screens.spec.ts',
  'sign-in.spec.ts',
  'sign-out.spec.ts',
  'suite-rules.spec.ts',
  'switch-account.spec.ts',
]);

export function testFileGrows(file: string): boolean {
  return AREA_TEST_FILE.some((pattern) => pattern.test(file));
}

export function journeyGrows(specFile: string): boolean {
  return !PLATFORM_JOURNEYS.has(specFile.split('/').at(-1) ?? specFile);
}

export interface FileCost {
  file: string;
  /** Seconds of the file's own tests. */
  seconds: number;
}

/**
 * The wall time of a test step at `ratio` times the screens. The step ran `files` on `workers`
 * workers in `wall` seconds; what the workers spent outside the files' tests (starting a
 * worker, importing, copying a database) is shared out evenly per file, since each new file
 * brings its own.
 */
export function scaledStepSeconds(
  files: FileCost[],
  wall: number,
  workers: number,
  ratio: number,
  grows: (file: string) => boolean,
): number {
  if (files.length === 0) return wall * ratio;
  const own = files.reduce((sum, f) => sum + f.seconds, 0);
  const overheadPerFile = Math.max(0, wall * workers - own) / files.length;
  let stays = 0;
  let growing = 0;
  for (const f of files) {
    if (grows(f.file)) growing += f.seconds + overheadPerFile;
    else stays += f.seconds + overheadPerFile;
  }
  return (wall * (stays + growing * ratio)) / (stays + growing);
}

/**
 * How many screens the screens walk opens once all are built: those it opens today, and every
 * screen not built yet, for a new screen is assumed to be walked too. The screens built but not
 * walked (the staff files, recruitment) are opened by their areas' journeys, which grow apart.
 */
export function walkedScreensAtTheEnd(walked: number, built: number, all: number): number {
  return walked + Math.max(0, all - built);
}
