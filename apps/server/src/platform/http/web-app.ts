import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { failure } from './envelope';

const API_PREFIXES = ['/api/', '/health/'];

/** Files of a build carry a content hash in their names: a browser may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (and any other unhashed file) is checked with the server on each use, so a new
 * deploy is seen at once; its ETag keeps the check to a 304 when nothing changed. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built single-page app. Any other GET for a page answers index.html so the app's
 * router decides (and shows its own not-found page); API paths answer the JSON envelope.
 *
 * The build writes a brotli and a gzip copy beside each file (precompressPlugin in
 * apps/web/vite.config.ts); `preCompressed` sends the copy the request's Accept-Encoding allows
 * (brotli first), else the file itself, and marks every answer `Vary: accept-encoding`.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexPath = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexPath);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The copies are sent in place of their file, never asked for by name.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(reply, filePath) {
        const hashed = path.relative(webDist, filePath).startsWith(`assets${path.sep}`);
        reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (hasWeb && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', REVALIDATE).sendFile('index.html');
    }
    return reply.code(404).send(failure('There is nothing at this address.'));
  });
}
