import { describe, expect, it } from 'vitest';
import { addCalendarDays, ukCalendarDate } from '../platform/uk-date';
import { field, fieldSchema } from './fields';

const messages = (def: Parameters<typeof fieldSchema>[0], value: unknown) => {
  const result = fieldSchema(def).safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('values the database could not keep are refused with a field message', () => {
  it('a date needs a four-digit year from 1000: no year 0, no year 275000', () => {
    const date = field.date('Date of birth');
    expect(messages(date, '0000-01-01')).toEqual(['Enter the year in full, like 2026.']);
    expect(messages(date, '0026-05-01')).toEqual(['Enter the year in full, like 2026.']);
    expect(messages(date, '275000-01-01')).toEqual(['Enter a date as DD/MM/YYYY.']);
    expect(messages(date, '1000-01-01')).toEqual([]);
    expect(messages(date, '9999-12-31')).toEqual([]);
  });

  it('an instant keeps a four-digit year, in UTC too', () => {
    const at = field.dateTime('Visited at');
    expect(messages(at, '0000-01-01T00:00:00Z')).toEqual(['Enter the year in full, like 2026.']);
    expect(messages(at, '9999-12-31T23:30:00-01:00')).toEqual([
      'Enter the year in full, like 2026.',
    ]);
    expect(messages(at, '+275760-09-13T00:00:00.000Z')).toEqual(['Enter a date and time.']);
    expect(messages(at, '2026-11-22T09:30:00.000Z')).toEqual([]);
  });

  it('a whole number fits a 32-bit column even when the declaration sets no limit', () => {
    const count = field.number('Count');
    expect(messages(count, 2_147_483_647)).toEqual([]);
    expect(messages(count, 2_147_483_648)).toEqual([
      'Enter a number between -2147483648 and 2147483647.',
    ]);
    expect(messages(count, -2_147_483_649)).toHaveLength(1);
    expect(messages(field.number('Hours', { decimals: 1 }), 1e13)).toEqual([
      'Enter a number between -9999999999999 and 9999999999999.',
    ]);
  });

  it('an amount fits the pence column whatever the declaration allows', () => {
    const amount = field.money('Amount', { max: 10_000_000_000 });
    expect(messages(amount, 2_147_483_647)).toEqual([]);
    expect(messages(amount, 2_147_483_648)).toEqual(['Enter at most £21474836.47.']);
    expect(messages(field.money('Fee'), 100_000_001)).toEqual(['Enter at most £1000000.00.']);
  });
});

describe('a date that may not be in the future (notFuture)', () => {
  it('takes today and any day before it, and refuses tomorrow with a UK message', () => {
    const born = field.date('Date of birth', { notFuture: true });
    const today = ukCalendarDate();
    expect(messages(born, today)).toEqual([]);
    expect(messages(born, '1938-05-02')).toEqual([]);
    expect(messages(born, addCalendarDays(today, 1))).toEqual([
      'The date of birth cannot be in the future.',
    ]);
    // One message per mistake: a date that is not real is not also "in the future".
    expect(messages(born, '9999-02-31')).toEqual(['Enter a real date.']);
    // Without the option a future date is fine (a review date).
    expect(messages(field.date('Next review'), addCalendarDays(today, 1))).toEqual([]);
  });
});
