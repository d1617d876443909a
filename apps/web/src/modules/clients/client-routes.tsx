import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { recordRoutes } from '../../platform/records/record-routes';

/** Relative to /app: the pages of one client's file, framed by its section navigation. */
export const CLIENT_FILE_PATH = '/clients/$id/edit';

/**
 * The client screens of spec §2.4: add, profile, and the client file, whose sections are the
 * generated screens of the kinds nested under clients plus the hand-written pages below.
 */
export function clientRoutes<TApp extends AnyRoute>(appRoute: TApp): AnyRoute[] {
  const addRoute = createRoute({
    getParentRoute: () => appRoute,
    path: '/client/add',
    staticData: { title: 'Add Client', recordKind: 'clients' },
    component: lazyRouteComponent(
      () => import('../../platform/records/RecordFormPage'),
      'AddRecordPage',
    ),
  });

  const fileRoute = createRoute({
    getParentRoute: () => appRoute,
    path: CLIENT_FILE_PATH,
    component: lazyRouteComponent(() => import('./ClientFileLayout'), 'ClientFileLayout'),
  });

  const editRoute = createRoute({
    getParentRoute: () => fileRoute,
    path: '/',
    staticData: { title: 'Edit Client', recordKind: 'clients' },
    component: lazyRouteComponent(
      () => import('../../platform/records/RecordFormPage'),
      'EditRecordPage',
    ),
  });

  // Hand-written sections of the file, one list per part of the file (each owner edits its own).
  const formSectionRoutes: AnyRoute[] = [];
  const marChartRoutes: AnyRoute[] = [];
  const listSectionRoutes: AnyRoute[] = [];

  const sectionRoutes = [editRoute, ...formSectionRoutes, ...marChartRoutes, ...listSectionRoutes];
  return [
    addRoute,
    fileRoute.addChildren([
      ...sectionRoutes,
      ...recordRoutes(fileRoute, sectionRoutes, { within: CLIENT_FILE_PATH }),
    ]),
  ];
}
