import { describe, expect, it } from 'vitest';
import { RETENTION_YEARS, retentionCutoffDay, retentionCutoffInstant } from './retention';

describe('the retention period', () => {
  it('is 8 years after the end of care', () => {
    expect(RETENTION_YEARS).toBe(8);
    expect(retentionCutoffDay('2026-11-23')).toBe('2018-11-23');
    expect(retentionCutoffInstant(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe(
      '2018-11-23T10:00:00.000Z',
    );
  });

  it('counts 29 February back to 28 February of a year without one', () => {
    expect(retentionCutoffDay('2028-02-29', 1)).toBe('2027-02-28');
  });
});
