import { describe, expect, it } from 'vitest';
import { assetServiceDue, stockChange, stockState } from './stock';

describe('stock rules', () => {
  it('adds what is received or returned and takes what is issued or written off', () => {
    expect(stockChange('Received', 10)).toBe(10);
    expect(stockChange('Returned', 2)).toBe(2);
    expect(stockChange('Issued', 3)).toBe(-3);
    expect(stockChange('Written off', 1)).toBe(-1);
  });

  it('calls an item low at or below its reorder level and out of stock at none', () => {
    expect(stockState(11, 10)).toBe('In stock');
    expect(stockState(10, 10)).toBe('Low');
    expect(stockState(1, 10)).toBe('Low');
    expect(stockState(0, 10)).toBe('Out of stock');
    expect(stockState(0, 0)).toBe('Out of stock');
  });

  it('shows a service overdue, due within 14 days, and not before', () => {
    expect(assetServiceDue('2026-11-28', '2026-11-29')).toBe('overdue');
    expect(assetServiceDue('2026-11-29', '2026-11-29')).toBe('due soon');
    expect(assetServiceDue('2026-12-13', '2026-11-29')).toBe('due soon');
    expect(assetServiceDue('2026-12-14', '2026-11-29')).toBeNull();
    expect(assetServiceDue(null, '2026-11-29')).toBeNull();
  });
});
