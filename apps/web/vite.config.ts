import type { IncomingMessage } from 'node:http';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

// The root is this folder whatever the working directory, so `vite build --config
// apps/web/vite.config.ts` from the repository root also writes apps/web/dist.

const API_SERVER = process.env.CARE360_API_URL ?? 'http://localhost:3000';

/** Everything under these goes to the API server. */
const apiProxy: ProxyOptions = { target: API_SERVER };

/**
 * These paths are both a page (GET, served by Vite as the SPA) and a server call (POST): only
 * non-GET requests are forwarded. Host is kept so the server's same-origin check sees the origin
 * the browser used.
 */
const postOnlyProxy: ProxyOptions = {
  target: API_SERVER,
  bypass: (req: IncomingMessage) =>
    req.method === 'GET' || req.method === 'HEAD' ? (req.url ?? '/') : undefined,
};

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
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Lets scripts/measure-sign-in.mjs follow exactly which files a route loads.
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
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
