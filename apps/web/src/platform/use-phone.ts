import { useMediaQuery } from '@mantine/hooks';

/**
 * A phone-sized screen: below Mantine's sm breakpoint, where the side navigation folds away.
 * Lists become cards and the MAR chart a day at a time here.
 */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** Whether the screen is phone-sized; known on the first render, so a page does not flash. */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false }) === true;
}
