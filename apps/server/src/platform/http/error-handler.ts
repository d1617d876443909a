import type { FastifyError, FastifyInstance } from 'fastify';
import {
  BAD_VALUE_MESSAGE,
  CLASH_MESSAGE,
  classifyDatabaseError,
  DATABASE_UNAVAILABLE_MESSAGE,
  RETRY_AFTER_SECONDS,
} from './database-errors';
import { failure, HttpError } from './envelope';

/** Every failure leaves in the envelope; a stack trace never does. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return reply.code(error.statusCode).send(failure(error.message, error.errors, error.data));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.code(413).send(failure('That request is too large to accept.'));
    }
    if (status === 415) {
      return reply.code(415).send(failure('Send the request as JSON.'));
    }
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send(failure('That request could not be read. Check it and try again.'));
    }
    const fromDatabase = classifyDatabaseError(error);
    if (fromDatabase === 'unavailable') {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(failure(DATABASE_UNAVAILABLE_MESSAGE));
    }
    if (fromDatabase === 'bad-input') {
      request.log.warn({ err: error }, 'the database refused a value');
      return reply.code(400).send(failure(BAD_VALUE_MESSAGE));
    }
    if (fromDatabase === 'clash') return reply.code(409).send(failure(CLASH_MESSAGE));
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send(
        failure(
          `Something went wrong on our side. Please try again; if it keeps happening, contact support quoting ${request.id}.`,
        ),
      );
  });
}
