import { RECORD_SCREEN_ROUTES } from 'virtual:care360/record-routes';
import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { RecordScreen } from './record-route-info';

/** Loads a kind's areas; the index of kinds it reads stays out of the sign-in page. */
export const loadKindAreas = (kind: string) =>
  import('./loaded-kinds').then((kinds) => kinds.loadKindAreas(kind));

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** On a generated record screen: the declared name of the record kind it shows. */
    recordKind?: string;
  }
}

// One lazy chunk per screen type, shared by every kind: the declarations and the form widgets
// load with the first record screen a person opens, never with the sign-in page.
const SCREEN_COMPONENTS = {
  list: lazyRouteComponent(() => import('./RecordListPage'), 'RecordListPage'),
  add: lazyRouteComponent(() => import('./RecordFormPage'), 'AddRecordPage'),
  edit: lazyRouteComponent(() => import('./RecordFormPage'), 'EditRecordPage'),
  show: lazyRouteComponent(() => import('./RecordShowPage'), 'ShowRecordPage'),
  deleted: lazyRouteComponent(() => import('./RecentlyDeletedPage'), 'RecentlyDeletedPage'),
} satisfies Record<RecordScreen, unknown>;

/** Which generated screens a call of recordRoutes takes. */
export interface RecordRoutesScope {
  /** Only the screens below this path (relative to /app), mounted under a layout route there. */
  within?: string;
  /** Screens below these paths are left to their own `within` call. */
  except?: readonly string[];
}

const isBelow = (path: string, prefix: string) => path.startsWith(`${prefix}/`);

/**
 * The list, add, edit and show routes of every declared record kind, as children of `parent`. A screen
 * whose path one of the hand-written `customRoutes` (siblings under the same parent) already has,
 * e.g. the users list, is left to that route: a custom page is the last escape hatch of a
 * declaration (DESIGN.md §1.2). With `within`, the screens of one area (a client's file) sit under
 * that area's layout route, which frames them with its own navigation.
 */
export function recordRoutes<TParent extends AnyRoute>(
  parent: TParent,
  customRoutes: readonly AnyRoute[] = [],
  scope: RecordRoutesScope = {},
) {
  // Read from the options: a route learns its own path only when the router is built.
  const taken = new Set(customRoutes.map((route) => (route.options as { path?: string }).path));
  const { within, except = [] } = scope;
  return RECORD_SCREEN_ROUTES.filter((screen) =>
    within ? isBelow(screen.path, within) : !except.some((prefix) => isBelow(screen.path, prefix)),
  )
    .map((screen) => ({ ...screen, path: within ? screen.path.slice(within.length) : screen.path }))
    .filter((screen) => !taken.has(screen.path))
    .map((screen) =>
      createRoute({
        getParentRoute: () => parent,
        path: screen.path,
        staticData: { title: screen.title, recordKind: screen.kind },
        // The screen draws from its areas' declarations, loaded here rather than with the app.
        loader: () => loadKindAreas(screen.kind),
        component: SCREEN_COMPONENTS[screen.screen],
      }),
    );
}
