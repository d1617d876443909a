import type { NavItem } from '@care360/domain';
import { createContext, useContext } from 'react';

/**
 * The side navigation, handed down by AppLayout to the pages drawn inside it. The home page is
 * one of the screens the navigation lists, so it cannot import the navigation without an import
 * cycle; and the navigation, built from the record declarations, stays out of the sign-in page's
 * JavaScript by loading with the signed-in frame, not with the router.
 */
export const AppNavContext = createContext<readonly NavItem[] | null>(null);

export function useAppNav(): readonly NavItem[] {
  const nav = useContext(AppNavContext);
  if (!nav) throw new Error('The navigation is given by AppLayout, around every signed-in page.');
  return nav;
}
