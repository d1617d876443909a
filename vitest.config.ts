import { configDefaults, defineConfig } from 'vitest/config';

/**
 * A test file that changes what modules hold (vi.mock, a declaration of its own, the process's
 * connections) is named `*.isolated.test.*` and gets modules of its own. Every other file shares
 * its worker's modules with the files before it: a server file builds its own app on a database
 * of its own, a web file renders into a window emptied after each test (apps/web/src/test/
 * setup.ts), and loading the whole server or app once per file was most of the suite's time.
 */
const ISOLATED = '**/*.isolated.test.{ts,tsx}';

const SERVER_TESTS = {
  include: ['apps/server/src/**/*.test.ts', 'packages/db/src/**/*.test.ts'],
  environment: 'node',
  globalSetup: ['apps/server/src/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

const WEB_TESTS = {
  include: ['apps/web/src/**/*.test.{ts,tsx}'],
  environment: 'jsdom',
  setupFiles: ['apps/web/src/test/setup.ts'],
  // A jsdom render of a whole page can take seconds on a loaded machine; a test waits for
  // states, so a long ceiling costs nothing when it passes.
  testTimeout: 30_000,
};

/** The web app's own build settings, with the calendar bundled for the browser as the app is. */
const WEB_PROJECT = {
  extends: './apps/web/vite.config.ts',
  // The calendar is Svelte-compiled: Svelte's package answers Node with its server build, which
  // cannot mount, so it and the calendar are bundled for the browser as the app is.
  resolve: { conditions: ['browser'] },
};
const WEB_DEPS = { deps: { inline: ['@event-calendar/core', 'svelte'] } };

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on this 2-core machine, one, so every
    // file ran in turn. Each test file has its own database, so two run side by side safely
    // (VITEST_MAX_WORKERS overrides it).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Checks of the repository itself: the commands and links the README names.
        test: { name: 'tooling', include: ['scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        ...WEB_PROJECT,
        // Web files share their worker's modules and window too: the setup file empties what a
        // test may leave (stubbed globals, fake timers, stores, storage) after each test.
        test: {
          ...WEB_TESTS,
          name: 'web',
          server: WEB_DEPS,
          exclude: [...configDefaults.exclude, ISOLATED],
          isolate: false,
        },
      },
      {
        ...WEB_PROJECT,
        test: {
          ...WEB_TESTS,
          name: 'web-isolated',
          server: WEB_DEPS,
          include: [`apps/web/src/${ISOLATED}`],
        },
      },
      {
        // The database suite, once: on TEST_DATABASE_URL when it answers, otherwise on an
        // embedded PostgreSQL started for the run (apps/server/src/test/global-setup.ts). Every
        // file builds its own app on a database of its own.
        test: {
          ...SERVER_TESTS,
          name: 'server',
          exclude: [...configDefaults.exclude, ISOLATED],
          isolate: false,
        },
      },
      {
        test: {
          ...SERVER_TESTS,
          name: 'server-isolated',
          include: [`apps/server/src/${ISOLATED}`, `packages/db/src/${ISOLATED}`],
        },
      },
    ],
  },
});
