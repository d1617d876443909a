import type { z } from 'zod';
import { type FieldErrors, HttpError } from './envelope';
import { nulByteErrors } from './nul-bytes';

/** zod issues as `{ field: [messages] }`; nested paths are joined with dots. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    const list = errors[key] ?? [];
    list.push(issue.message);
    errors[key] = list;
  }
  return errors;
}

export function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown): T {
  const nul = nulByteErrors(value);
  if (Object.keys(nul).length)
    throw new HttpError(400, 'Please correct the highlighted fields.', nul);
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    throw new HttpError(400, 'Please correct the highlighted fields.', fieldErrors(result.error));
  }
  return result.data;
}
