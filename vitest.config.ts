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
      ...(['embedded', 'postgres'] as const).map((kind) => ({
        test: {
          name: `server-${kind}`,
          include: ['apps/server/src/**/*.test.ts', 'packages/db/src/**/*.test.ts'],
          // The process test runs the real server on its embedded database only; a
          // *.postgres.test.ts needs a PostgreSQL server (it terminates the app's connections).
          exclude:
            kind === 'postgres'
              ? ['**/*.process.test.ts', '**/node_modules/**']
              : ['**/*.postgres.test.ts', '**/node_modules/**'],
          environment: 'node',
          env: { TEST_DB: kind === 'postgres' ? 'server' : 'embedded' },
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
