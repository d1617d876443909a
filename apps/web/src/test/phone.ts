import { vi } from 'vitest';

/**
 * A phone-sized screen for the rest of the test: every `max-width` media query matches (undo
 * with vi.unstubAllGlobals).
 */
export function onAPhone(): void {
  vi.stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  );
}
