import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadKindAreas, recordRoutes } from '../records/record-routes';
import { isFrame, type LazyScreenComponent, type ScreenDeclaration } from './screen-declaration';
import { checkScreens, screenPath } from './screen-paths';

/**
 * The routes of the declared screens under the signed-in area's route, with every record kind's
 * generated list, add and edit screens beside them: at the top level, or inside the frame whose
 * path they are below (the client file's sections). A declared screen keeps its path from a
 * generated one, the last escape hatch of a declaration (DESIGN.md §1.2).
 */
export function screenRoutes<TApp extends AnyRoute>(
  appRoute: TApp,
  screens: readonly ScreenDeclaration[],
): AnyRoute[] {
  checkScreens(screens);
  // One lazy component per declared loader: screens sharing one (the questionnaires) share it.
  const components = new Map<LazyScreenComponent, ReturnType<typeof lazyRouteComponent>>();
  const componentOf = (lazy: LazyScreenComponent) => {
    const known = components.get(lazy);
    if (known) return known;
    const component = lazyRouteComponent(lazy.load, lazy.exportName);
    components.set(lazy, component);
    return component;
  };
  const recordFrames = screens.filter((screen) => isFrame(screen) && screen.frame.recordScreens);

  function routesUnder(parentRoute: AnyRoute, parent: ScreenDeclaration | undefined): AnyRoute[] {
    const routes = screens
      .filter((screen) => screen.parent === parent?.name)
      .map((screen): AnyRoute => {
        const staticData = isFrame(screen)
          ? { ...screen.staticData }
          : { title: screen.title, ...screen.staticData };
        const kinds = [
          ...(staticData.recordKind ? [staticData.recordKind] : []),
          ...(screen.declarations ?? []),
        ];
        const route = createRoute({
          getParentRoute: () => parentRoute,
          path: screen.path,
          staticData,
          // A custom page over record kinds (a client's profile) reads their areas' declarations.
          ...(kinds.length > 0
            ? { loader: () => Promise.all(kinds.map(loadKindAreas)).then(() => undefined) }
            : {}),
          ...(screen.validateSearch ? { validateSearch: screen.validateSearch } : {}),
          component: componentOf(screen.component),
        });
        return isFrame(screen) ? route.addChildren(routesUnder(route, screen)) : route;
      });
    if (parent && isFrame(parent) && !parent.frame.recordScreens) return routes;
    const scope = parent
      ? { within: screenPath(parent, screens) }
      : { except: recordFrames.map((frame) => screenPath(frame, screens)) };
    return [...routes, ...recordRoutes(parentRoute, routes, scope)];
  }

  return routesUnder(appRoute, undefined);
}
