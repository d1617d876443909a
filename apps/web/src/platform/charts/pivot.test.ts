import { describe, expect, it } from 'vitest';
import { pivotRows } from './pivot';

describe('pivotRows', () => {
  it('makes a row per category with a figure per group, zero where nothing was given', () => {
    const { rows, series } = pivotRows(
      [
        { key: '2025-02', label: 'Feb 2025' },
        { key: '2025-03', label: 'Mar 2025' },
      ],
      [
        { id: 'a', name: 'Leeds' },
        { id: 'b', name: 'York' },
      ],
      [
        { month: '2025-02', branch: 'a', n: 4 },
        { month: '2025-03', branch: 'b', n: 2 },
        { month: '2025-03', branch: 'b', n: 1 },
        // Neither a known month nor a known branch: left out.
        { month: '2025-04', branch: 'a', n: 9 },
        { month: '2025-03', branch: 'z', n: 9 },
      ],
      (item) => ({ category: item.month, group: item.branch }),
      (item) => item.n,
    );
    expect(series).toEqual([
      { key: 'a', label: 'Leeds' },
      { key: 'b', label: 'York' },
    ]);
    expect(rows).toEqual([
      { category: 'Feb 2025', a: 4, b: 0 },
      { category: 'Mar 2025', a: 0, b: 3 },
    ]);
  });
});
