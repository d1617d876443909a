import type { FastifyInstance } from 'fastify';
import { HttpError } from './envelope';

/**
 * How deep a request's JSON may nest. The deepest body the app sends (a questionnaire's answers
 * in a table of rows) is a handful of levels; every check after parsing (unstorable characters,
 * zod, the answer check) walks the value recursively and would run out of stack on thousands.
 */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP_MESSAGE = 'The request is nested too deeply.';

/** Whether JSON text opens more than `limit` arrays or objects inside each other (strings skipped). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * Fastify's own JSON parser (it refuses `__proto__` and `constructor` keys), preceded by the
 * depth check, so a body nested too deeply is refused with 400 for every route before any of it
 * is read.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, TOO_DEEP_MESSAGE, { _: [TOO_DEEP_MESSAGE] }), undefined);
      return;
    }
    parse(request, text, done);
  });
}
