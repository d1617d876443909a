import type { AnyRoute } from '../platform/http/route';
import { allRoutes } from '../routes';

/**
 * Every `parts`-th registered route, starting at the `part`-th (1-based): the route walkers run
 * as several test files, one per part, so that their parts run side by side.
 */
export function routesPart(part: number, parts: number): AnyRoute[] {
  return allRoutes.filter((_, index) => index % parts === part - 1);
}
