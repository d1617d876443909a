import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLastShown } from './useLastShown';

describe('useLastShown', () => {
  it('keeps the last value shown after it is cleared, so a closing dialog keeps its name', () => {
    const { result, rerender } = renderHook(({ value }) => useLastShown(value), {
      initialProps: { value: null as string | null },
    });
    expect(result.current).toBeNull();
    rerender({ value: 'Record a dose' });
    expect(result.current).toBe('Record a dose');
    rerender({ value: null });
    expect(result.current).toBe('Record a dose');
    rerender({ value: 'Correct a dose' });
    expect(result.current).toBe('Correct a dose');
  });
});
