import { describe, expect, it } from 'vitest';
import { formAnswersSchema } from './answers-schema';

describe('formAnswersSchema', () => {
  it('takes every kind of saved answer, group entries included', () => {
    const answers = {
      name: 'Ann',
      pay: 35050,
      aids: ['rails'],
      none: [],
      signed: { image: 'data:image/png;base64,AA==', name: 'Ann', date: '2026-03-27' },
      references: [{ referee_name: 'Bob', email: 'bob@example.com', known: ['work'] }],
      gone: null,
    };
    expect(formAnswersSchema.parse(answers)).toEqual(answers);
  });

  it('refuses what no question stores: nested groups, other objects', () => {
    expect(formAnswersSchema.safeParse({ a: [{ b: [{ c: 'x' }] }] }).success).toBe(false);
    expect(formAnswersSchema.safeParse({ a: { b: 1 } }).success).toBe(false);
    expect(formAnswersSchema.safeParse({ a: true }).success).toBe(false);
  });
});
