import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { failure } from './envelope';

const API_PREFIXES = ['/api/', '/health/'];

/**
 * Serves the built single-page app. Any other GET for a page answers index.html so the app's
 * router decides (and shows its own not-found page); API paths answer the JSON envelope.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexPath = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexPath);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        // Built assets carry a content hash in their names: cache them for good.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (hasWeb && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(failure('There is nothing at this address.'));
  });
}
