import { z } from 'zod';
import { HttpError } from './envelope';
import { type AnyRoute, EVENT_STREAM_ANSWER, FILE_ANSWER } from './route';

/**
 * Holds an answer to the route's declared schema, as the browser will read it (after JSON). On in
 * tests (CHECK_ANSWERS=true), off in production where it would only cost time: a route whose
 * answer drifts from its schema fails the test that called it with a 500 naming the field.
 */
export function checkAnswer(route: AnyRoute, data: unknown): void {
  const answer = route.answer;
  if (!answer || answer === FILE_ANSWER || answer === EVENT_STREAM_ANSWER) return;
  const json: unknown = JSON.parse(JSON.stringify(data ?? null));
  const parsed = answer.safeParse(json);
  if (parsed.success) return;
  const message = `${route.method} ${route.url} answered outside its declared schema:\n${z.prettifyError(parsed.error)}`;
  // Printed as well: a test that only compares the status code would otherwise hide the why.
  console.error(message);
  throw new HttpError(500, message);
}
