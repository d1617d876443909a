import { describe, expect, it } from 'vitest';
import { countText } from './ListStatus';

describe('countText', () => {
  it('says how many of how many, with thousands grouped', () => {
    expect(countText('clients', 25, 312, false, true)).toBe('Showing 25 of 312 clients');
    expect(countText('emails', 50, 4200, false, true)).toBe('Showing 50 of 4,200 emails');
  });

  it('says "more than" the cap where the server stopped counting', () => {
    expect(countText('entries', 50, 1000, true, true)).toBe(
      'Showing 50 of more than 1,000 entries',
    );
    // Past the cap with more to load: more than are shown.
    expect(countText('entries', 1050, 1000, true, true)).toBe(
      'Showing 1,050 of more than 1,050 entries',
    );
    // Past the cap with everything loaded: exactly what is shown.
    expect(countText('entries', 1003, 1000, true, false)).toBe('Showing 1,003 of 1,003 entries');
  });

  it('never says fewer than are shown when rows were added since the count', () => {
    expect(countText('users', 4, 3, false, false)).toBe('Showing 4 of 4 users');
  });
});
