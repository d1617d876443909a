import { describe, expect, it } from 'vitest';
import { counted } from './counted';

describe('a count with its noun', () => {
  it('says one in the singular and every other count in the plural, with UK digit grouping', () => {
    expect(counted(1, 'visit')).toBe('1 visit');
    expect(counted(0, 'visit')).toBe('0 visits');
    expect(counted(2, 'person', 'people')).toBe('2 people');
    expect(counted(1200, 'row')).toBe('1,200 rows');
  });
});
