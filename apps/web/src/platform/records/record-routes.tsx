import { RECORD_SCREEN_ROUTES } from 'virtual:care360/record-routes';
import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { RecordScreen } from './record-route-info';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** On a generated record screen: the declared name of the record kind it shows. */
    recordKind?: string;
  }
}

// One lazy chunk per screen type, shared by every kind: the declarations and the form widgets
// load with the first record screen a person opens, never with the sign-in page.
const SCREEN_COMPONENTS: Record<RecordScreen, ReturnType<typeof lazyRouteComponent>> = {
  list: lazyRouteComponent(() => import('./RecordListPage'), 'RecordListPage'),
  add: lazyRouteComponent(() => import('./RecordFormPage'), 'AddRecordPage'),
  edit: lazyRouteComponent(() => import('./RecordFormPage'), 'EditRecordPage'),
};

/**
 * The list, add and edit routes of every declared record kind, as children of /app. A screen
 * whose path one of the hand-written `customRoutes` (siblings under the same parent) already has,
 * e.g. the users list, is left to that route: a custom page is the last escape hatch of a
 * declaration (DESIGN.md §1.2).
 */
export function recordRoutes<TParent extends AnyRoute>(
  parent: TParent,
  customRoutes: readonly AnyRoute[] = [],
) {
  // Read from the options: a route learns its own path only when the router is built.
  const taken = new Set(customRoutes.map((route) => (route.options as { path?: string }).path));
  return RECORD_SCREEN_ROUTES.filter((screen) => !taken.has(screen.path)).map((screen) =>
    createRoute({
      getParentRoute: () => parent,
      path: screen.path,
      staticData: { title: screen.title, recordKind: screen.kind },
      component: SCREEN_COMPONENTS[screen.screen],
    }),
  );
}
