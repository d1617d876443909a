import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions, runnerImport } from 'vite';

// The root is this folder whatever the working directory, so `vite build --config
// apps/web/vite.config.ts` from the repository root also writes apps/web/dist.

const API_SERVER = process.env.CARE360_API_URL ?? 'http://localhost:3000';

/** Everything under these goes to the API server. */
const apiProxy: ProxyOptions = { target: API_SERVER };

/**
 * These paths are both a page (GET, served by Vite as the SPA) and a server call (POST): only
 * non-GET requests are forwarded. The server accepts writes only from its PUBLIC_URL, never from
 * whatever Host a request names: start it with this dev server's address, e.g.
 * `PUBLIC_URL=http://localhost:5173 npm run dev:server`.
 */
const postOnlyProxy: ProxyOptions = {
  target: API_SERVER,
  bypass: (req: IncomingMessage) =>
    req.method === 'GET' || req.method === 'HEAD' ? (req.url ?? '/') : undefined,
};

/**
 * The router needs every record kind's paths and titles, and the client file's questionnaire
 * pages, when the app starts. But a kind is declared together with its zod schemas, and a
 * questionnaire with all its questions; loading them would put zod and every declaration into
 * the sign-in page's JavaScript. So the declarations are read here, at build time (and in the
 * dev server and tests), and the app gets only the list of screens as JSON; the screens load
 * the full declarations lazily.
 *
 * `sourceFile` exports `exportName`; the files it reads are watched, so editing a declaration
 * refreshes the routes in the dev server. The app imports the JSON as `moduleId` (declared in
 * src/virtual-modules.d.ts).
 */
function buildTimeListPlugin(moduleId: string, sourceFile: string, exportName: string): Plugin {
  const resolvedId = `\0${moduleId}`;
  return {
    name: `care360-build-time-list:${moduleId}`,
    resolveId(id) {
      return id === moduleId ? resolvedId : undefined;
    },
    async load(id) {
      if (id !== resolvedId) return undefined;
      const { module, dependencies } = await runnerImport<Record<string, unknown>>(sourceFile, {
        configFile: false,
        logLevel: 'silent',
        root: dirname(sourceFile),
      });
      for (const file of [sourceFile, ...dependencies]) this.addWatchFile(file);
      return `export const ${exportName} = ${JSON.stringify(module[exportName])};\n`;
    },
  };
}

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, once, at
 * the strongest settings; the server sends the copy the browser accepts (`preCompressed` in
 * apps/server/src/platform/http/web-app.ts) instead of compressing on every request. A copy that
 * would be no smaller than the file is not written, and the server then sends the file itself.
 */
function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'care360-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter(
        (file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite'),
      );
      for (const file of files) {
        const path = join(outDir, file);
        const content = readFileSync(path);
        const brotli = brotliCompressSync(content, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        });
        const gzip = gzipSync(content, { level: 9 });
        if (brotli.length < content.length) writeFileSync(`${path}.br`, brotli);
        if (gzip.length < content.length) writeFileSync(`${path}.gz`, gzip);
      }
    },
  };
}

const sourcePath = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Third-party code, split so each part is cached on its own and the sign-in page stays small. */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
  {
    name: 'router',
    test: /node_modules[\\/]@tanstack[\\/](react-router|router-core|history|react-store|store)[\\/]/,
    priority: 30,
  },
  {
    name: 'query',
    test: /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/,
    priority: 30,
  },
  // The schema library under every record declaration: cached apart from the declarations,
  // which change with each new area. Never part of the sign-in page.
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 30 },
  // Only the Mantine parts the first page needs; components used by later screens are split off
  // with those screens.
  {
    name: 'mantine',
    test: /node_modules[\\/]@mantine[\\/]/,
    tags: ['$initial' as const],
    priority: 20,
  },
];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    precompressPlugin(),
    buildTimeListPlugin(
      'virtual:care360/record-routes',
      sourcePath('./src/platform/records/record-route-source.ts'),
      'RECORD_SCREEN_ROUTES',
    ),
    buildTimeListPlugin(
      'virtual:care360/person-file-routes',
      sourcePath('./src/platform/person-files/person-file-route-source.ts'),
      'PERSON_FILE_ROUTES',
    ),
    buildTimeListPlugin(
      'virtual:care360/record-kinds',
      sourcePath('./src/platform/records/record-kind-index-source.ts'),
      'RECORD_KIND_INDEX',
    ),
    buildTimeListPlugin(
      'virtual:care360/record-nav',
      sourcePath('./src/app/record-nav-source.ts'),
      'RECORD_NAV_ENTRIES',
    ),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Lets scripts/measure-sign-in.mjs follow exactly which files a route loads.
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
      // packages/domain is pure by design (DESIGN.md §2: no I/O), so a page that imports one
      // helper from it does not also pull in every record declaration and zod with them.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  server: {
    proxy: {
      '^/api(/|$)': apiProxy,
      '^/health(/|$)': apiProxy,
      '^/login$': postOnlyProxy,
      '^/logout$': postOnlyProxy,
      '^/forgot-password$': postOnlyProxy,
      '^/reset-password$': postOnlyProxy,
    },
  },
});
