import { useRef } from 'react';

/**
 * The value while it is set, and the last one set after it is cleared. A modal opened by a
 * value keeps its title and content through its closing transition, so it is never, even
 * for a moment, a dialog without a name.
 */
export function useLastShown<T>(value: T | null): T | null {
  const last = useRef<T | null>(value);
  if (value !== null) last.current = value;
  return last.current;
}
