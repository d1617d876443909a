import { describe, expect, it } from 'vitest';
import { auditRecordKindTitle, auditRecordTypes, ukDayStart } from './audit-trail';

describe('audit trail names', () => {
  it('names declared kinds by their singular title, others by what they are', () => {
    expect(auditRecordKindTitle('clients')).toBe('Client');
    expect(auditRecordKindTitle('users')).toBe('User');
    expect(auditRecordKindTitle('files')).toBe('File');
    expect(auditRecordKindTitle('mar-entries')).toBe('MAR chart entry');
    expect(auditRecordKindTitle('something-new')).toBe('something-new');
  });

  it('offers every declared kind once, sorted by title', () => {
    const types = auditRecordTypes();
    expect(types.filter((t) => t.value === 'clients')).toEqual([
      { value: 'clients', label: 'Client' },
    ]);
    expect(new Set(types.map((t) => t.value)).size).toBe(types.length);
    const labels = types.map((t) => t.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en-GB')));
  });
});

describe('ukDayStart', () => {
  it('is midnight UTC in winter and 23:00 UTC the day before in summer time', () => {
    expect(ukDayStart('2026-01-15').toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(ukDayStart('2026-07-01').toISOString()).toBe('2026-06-30T23:00:00.000Z');
  });

  it('follows the clock changes: the last Sundays of March and October', () => {
    // 29 March 2026: clocks go forward at 01:00 UTC, so that day starts in GMT, the next in BST.
    expect(ukDayStart('2026-03-29').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(ukDayStart('2026-03-30').toISOString()).toBe('2026-03-29T23:00:00.000Z');
    // 25 October 2026: clocks go back at 01:00 UTC, so that day starts in BST, the next in GMT.
    expect(ukDayStart('2026-10-25').toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(ukDayStart('2026-10-26').toISOString()).toBe('2026-10-26T00:00:00.000Z');
  });
});
