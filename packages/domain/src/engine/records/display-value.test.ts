import { describe, expect, it } from 'vitest';
import { displayValue } from './display-value';
import { field } from './fields';

describe('display values', () => {
  it('shows each kind the UK way', () => {
    expect(displayValue(field.money('Rate'), 123_456)).toBe('£1,234.56');
    expect(displayValue(field.date('Start'), '2025-04-01')).toBe('01/04/2025');
    expect(displayValue(field.dateTime('At'), '2025-07-01T08:05:00.000Z')).toBe('01/07/2025 09:05');
    expect(displayValue(field.yesNo('Active'), true)).toBe('Yes');
    expect(displayValue(field.yesNo('Active'), false)).toBe('No');
    const form = field.choice('Form', [{ value: 'tab', label: 'Tablet' }]);
    expect(displayValue(form, 'tab')).toBe('Tablet');
    const days = field.multiChoice('Days', [
      { value: 'mon', label: 'Monday' },
      { value: 'tue', label: 'Tuesday' },
    ]);
    expect(displayValue(days, ['mon', 'tue'])).toBe('Monday, Tuesday');
    expect(displayValue(field.reference('Funder', 'funder-codes'), 'uuid', 'Leeds CC')).toBe(
      'Leeds CC',
    );
    expect(displayValue(field.colour('Colour'), '#1A73E8')).toBe('#1A73E8');
    expect(displayValue(field.signature('Signature'), 'data:image/png;base64,AA==')).toBe('Signed');
    expect(displayValue(field.file('Document'), 'uuid')).toBe('Attached');
  });

  it('shows nothing for empty values', () => {
    expect(displayValue(field.signature('Signature'), null)).toBe('');
    expect(displayValue(field.multiChoice('Days', ['Mon']), [])).toBe('');
    expect(displayValue(field.text('Name'), '')).toBe('');
  });
});
