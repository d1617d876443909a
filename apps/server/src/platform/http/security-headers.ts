import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../../config';

/** One year, and every subdomain: browsers then never use plain http for the site (ASVS 3.4.1). */
export const HSTS = 'max-age=31536000; includeSubDomains';

export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl'>,
) {
  const https = new URL(config.publicUrl).protocol === 'https:';
  const headers = staticHeaders(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Mantine writes its theme variables into a <style> element and style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // Reset links carry their token in the path: never send it on to another site.
      referrerPolicy: { policy: 'no-referrer' },
      crossOriginEmbedderPolicy: false,
      // HSTS only when the site is served over HTTPS: over http://localhost it would be ignored
      // at best and, at worst, pin a development host to HTTPS.
      hsts: https ? { maxAge: 31_536_000, includeSubDomains: true, preload: false } : false,
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // Answers (API, sign-in, health, errors, file downloads) are about a person and their session:
  // no browser or proxy may keep them. Static files set their own caching (web-app.ts) and keep it.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

/**
 * The headers a helmet middleware sets, worked out once. Every directive here is a fixed string
 * (no per-request nonce), so every answer carries the same headers: @fastify/helmet built the
 * middleware again on each request, parsing the policy each time (about 5% of a list request's
 * CPU in a profile).
 */
function staticHeaders(
  middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void,
): Record<string, string> {
  const headers: Record<string, string> = {};
  let done = false;
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('the security headers depend on the request: they cannot be fixed');
  return headers;
}
