import { field } from '@care360/domain';
import { describe, expect, it } from 'vitest';
import { isoDateOf, sameApiValue, toApiValue, toFormValue } from './form-values';

describe('form values', () => {
  it('holds money as pounds and sends pence', () => {
    const money = field.money('Rate');
    expect(toFormValue(money, 123_456)).toBe('1234.56');
    expect(toFormValue(money, 5)).toBe('0.05');
    expect(toApiValue(money, '£1,234.5')).toBe(123_450);
    expect(toApiValue(money, '')).toBeNull();
    // Not an amount: passed on as typed, so the shared schema names the problem.
    expect(toApiValue(money, '12.345')).toBe('12.345');
  });

  it('holds dates as DD/MM/YYYY and sends YYYY-MM-DD', () => {
    const date = field.date('Start');
    expect(toFormValue(date, '2025-04-01')).toBe('01/04/2025');
    expect(toApiValue(date, '1/4/2025')).toBe('2025-04-01');
    expect(toApiValue(date, '01-04-2025')).toBe('2025-04-01');
    expect(toApiValue(date, 'next week')).toBe('next week');
    expect(isoDateOf('2025-04-01')).toBeNull();
  });

  it('holds instants as UK wall-clock time and sends ISO', () => {
    const at = field.dateTime('At');
    expect(toFormValue(at, '2025-07-01T08:00:00.000Z')).toBe('01/07/2025 09:00');
    expect(toApiValue(at, '01/07/2025 09:00')).toBe('2025-07-01T08:00:00.000Z');
  });

  it('sends empty text as null, and keeps yes/no and multiple choice as they are', () => {
    expect(toApiValue(field.text('Name'), '  ')).toBeNull();
    expect(toApiValue(field.yesNo('Active'), false)).toBe(false);
    expect(toApiValue(field.multiChoice('Days', ['Mon', 'Tue']), ['Tue'])).toEqual(['Tue']);
    expect(toFormValue(field.multiChoice('Days', ['Mon']), null)).toEqual([]);
    expect(toFormValue(field.number('Hours'), null)).toBe('');
  });

  it('compares values as the API would store them', () => {
    const days = field.multiChoice('Days', ['Mon', 'Tue']);
    expect(sameApiValue(days, ['Mon', 'Tue'], ['Tue', 'Mon'])).toBe(true);
    expect(sameApiValue(days, [], null)).toBe(true);
    expect(sameApiValue(field.text('Name'), 'Ann ', 'Ann')).toBe(true);
    expect(sameApiValue(field.text('Name'), 'Ann', 'Anne')).toBe(false);
    expect(sameApiValue(field.yesNo('Active'), null, false)).toBe(true);
  });
});
