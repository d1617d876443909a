import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope';

/**
 * What the router refuses before any route runs, in the envelope like every other answer: a
 * path parameter longer than the router reads names no record (404, as any unknown id does),
 * and an address that does not decode is a bad request.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.code(404).send(failure('We could not find that record.'));
  }
  return reply.code(400).send(failure('That address could not be read. Check it and try again.'));
}
