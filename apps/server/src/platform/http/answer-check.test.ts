import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { checkAnswer } from './answer-check';
import { HttpError } from './envelope';
import { defineRoute, FILE_ANSWER, SIGNED_IN } from './route';

const route = (answer: z.ZodType | typeof FILE_ANSWER) =>
  defineRoute({
    method: 'GET',
    url: '/api/v1/example',
    access: SIGNED_IN,
    summary: 'An example',
    answer,
    handler: async () => ({ data: null }),
  });

describe('holding an answer to its declared schema', () => {
  it('lets an answer through that fits, as the browser reads it after JSON', () => {
    const at = new Date('2026-03-29T01:30:00Z');
    expect(() => checkAnswer(route(z.object({ at: z.iso.datetime() })), { at })).not.toThrow();
  });

  it('refuses an answer with a column the schema does not name, saying which', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const strict = route(z.strictObject({ id: z.string() }));
    let thrown: unknown;
    try {
      checkAnswer(strict, { id: 'a', keySafeCode: '1234' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(HttpError);
    expect((thrown as HttpError).statusCode).toBe(500);
    expect((thrown as HttpError).message).toContain('keySafeCode');
    expect((thrown as HttpError).message).toContain('GET /api/v1/example');
    spy.mockRestore();
  });

  it('refuses an answer whose value has the wrong type', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => checkAnswer(route(z.object({ total: z.number() })), { total: '3' })).toThrow(
      /total/,
    );
    spy.mockRestore();
  });

  it('does not read a file answer', () => {
    expect(() => checkAnswer(route(FILE_ANSWER), 'a,b\n1,2')).not.toThrow();
  });
});
