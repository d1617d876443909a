import type { FastifyServerOptions } from 'fastify';
import { redactUrl } from '../http/request-meta';

/**
 * Paths pino censors before a line is written, whatever its format: session cookies, the
 * Authorization header, and passwords, tokens and secrets a log call might pass along.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.secret',
  // A home's check-in code (carer-app check-in-codes.ts), sent by the phone as `qrCode`.
  '*.qrCode',
  '*.checkInCode',
  'password',
  'token',
  'secret',
];

/** The server's logger: level, destination, redaction and the request's logged shape. */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: REDACTED_PATHS,
    serializers: {
      req: (request) => ({
        method: request.method,
        url: redactUrl(request.url),
        ip: request.ip,
      }),
    },
  };
}
