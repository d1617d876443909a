import { describe, expect, it } from 'vitest';
import { awayOn, type ClientPackage, generateVisits } from './visit-generation';

/** Days a client is away (a hospital stay) and a template still being written make no visits. */

const monday = {
  id: 's1',
  dayOfWeek: 'Monday',
  startTime: '08:00',
  endTime: '09:00',
  carersNeeded: 1,
};
const base: ClientPackage = { clientId: 'c1', branchId: 'b1', slots: [monday], templates: [] };
// Mondays 7, 14, 21 and 28 December 2026.
const range = { from: '2026-12-07', to: '2026-12-28' };

describe('generating around a stay and an empty template', () => {
  it('skips the days of a stay, up to the discharge day, on which visits restart', () => {
    const pkg = { ...base, away: [{ from: '2026-12-10', until: '2026-12-21' }] };
    expect(awayOn(pkg, '2026-12-14')).toBe(true);
    expect(awayOn(pkg, '2026-12-21')).toBe(false);
    expect(generateVisits([pkg], range).map((v) => v.visitDate)).toEqual([
      '2026-12-07',
      '2026-12-21',
      '2026-12-28',
    ]);
  });

  it('skips every day after the admission of a stay still open', () => {
    const pkg = { ...base, away: [{ from: '2026-12-14', until: null }] };
    expect(generateVisits([pkg], range).map((v) => v.visitDate)).toEqual(['2026-12-07']);
  });

  it('keeps the slots while a template in force has no visits yet', () => {
    const pkg = { ...base, templates: [{ id: 't1', validFrom: '2026-12-01', details: [] }] };
    expect(generateVisits([pkg], range)).toHaveLength(4);
    expect(generateVisits([pkg], range).every((v) => v.sourceId === 's1')).toBe(true);
  });
});
