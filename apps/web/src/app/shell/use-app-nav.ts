import { useRouteContext } from '@tanstack/react-router';

/**
 * The side navigation, from the router's context: the home page is one of the screens the
 * navigation lists, so importing the navigation from it would make an import cycle.
 */
export function useAppNav() {
  return useRouteContext({ from: '__root__', select: (context) => context.nav });
}
