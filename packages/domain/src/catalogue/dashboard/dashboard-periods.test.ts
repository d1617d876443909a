import { describe, expect, it } from 'vitest';
import { dashboardPeriodQuery } from './dashboard.answers';
import {
  hoursOf,
  lastTwelveMonths,
  monthEndOf,
  monthsBetween,
  monthsOf,
  shareOf,
  weekOf,
} from './dashboard-periods';

describe('dashboard periods', () => {
  it('runs a week from Monday to Sunday around any of its days', () => {
    expect(weekOf('2025-03-05')).toEqual({ from: '2025-03-03', to: '2025-03-09' });
    expect(weekOf('2025-03-09')).toEqual({ from: '2025-03-03', to: '2025-03-09' });
    expect(weekOf('2025-03-03')).toEqual({ from: '2025-03-03', to: '2025-03-09' });
  });

  it('knows the last day of a month, leap years included', () => {
    expect(monthEndOf('2024-02-10')).toBe('2024-02-29');
    expect(monthEndOf('2025-02-10')).toBe('2025-02-28');
    expect(monthEndOf('2025-12-01')).toBe('2025-12-31');
  });

  it('lists every month a period touches, across a year end', () => {
    expect(monthsOf('2024-11-15', '2025-01-03')).toEqual([
      { key: '2024-11', from: '2024-11-01', to: '2024-11-30', label: 'Nov 2024' },
      { key: '2024-12', from: '2024-12-01', to: '2024-12-31', label: 'Dec 2024' },
      { key: '2025-01', from: '2025-01-01', to: '2025-01-31', label: 'Jan 2025' },
    ]);
    expect(monthsBetween('2024-11-15', '2025-01-03')).toBe(3);
  });

  it('defaults to the twelve months ending with this one', () => {
    expect(lastTwelveMonths('2025-03-12')).toEqual({ from: '2024-04-01', to: '2025-03-31' });
  });

  it('refuses a period of more than two years, or one that ends before it starts', () => {
    expect(dashboardPeriodQuery.safeParse({ from: '2023-01-01', to: '2024-12-31' }).success).toBe(
      true,
    );
    expect(dashboardPeriodQuery.safeParse({ from: '2023-01-01', to: '2025-01-01' }).success).toBe(
      false,
    );
    expect(dashboardPeriodQuery.safeParse({ from: '2025-02-01', to: '2025-01-01' }).success).toBe(
      false,
    );
  });

  it('gives shares as whole percentages and hours to a tenth', () => {
    expect(shareOf(1, 3)).toBe(33);
    expect(shareOf(0, 0)).toBe(0);
    expect(hoursOf(85)).toBe(1.4);
    expect(hoursOf(210)).toBe(3.5);
  });
});
