import { defineConfig } from 'vitest/config';

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
        test: {
          name: 'tooling',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        // The calendar is Svelte-compiled: Svelte's package answers Node with its server build,
        // which cannot mount, so it and the calendar are bundled for the browser as the app is.
        resolve: { conditions: ['browser'] },
        test: {
          name: 'web',
          server: { deps: { inline: ['@event-calendar/core', 'svelte'] } },
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A jsdom render of a whole page can take seconds on a loaded machine; a test waits
          // for states, so a long ceiling costs nothing when it passes.
          testTimeout: 30_000,
        },
      },
      {
        // The database suite, once: on TEST_DATABASE_URL when it answers, otherwise on an
        // embedded PostgreSQL started for the run (apps/server/src/test/global-setup.ts).
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'packages/db/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
