import { isMonth } from '@care360/domain';
import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { recordRoutes } from '../../platform/records/record-routes';
import { clientFormRoutes } from './client-form-routes';

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

  const profileRoute = createRoute({
    getParentRoute: () => appRoute,
    path: '/clients/$id',
    staticData: { title: 'Client Profile' },
    component: lazyRouteComponent(() => import('./ClientProfilePage'), 'ClientProfilePage'),
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
  const formSectionRoutes: AnyRoute[] = clientFormRoutes(fileRoute);
  const marChartRoutes: AnyRoute[] = [
    createRoute({
      getParentRoute: () => fileRoute,
      path: '/marchart',
      staticData: { title: 'Client MAR Chart' },
      // The month shown is kept in the address (?month=YYYY-MM); without it, this month.
      validateSearch: (search: Record<string, unknown>): { month?: string } =>
        isMonth(search.month) ? { month: search.month } : {},
      component: lazyRouteComponent(() => import('./MarChartPage'), 'MarChartPage'),
    }),
  ];
  const listSectionRoutes: AnyRoute[] = [
    createRoute({
      getParentRoute: () => fileRoute,
      path: '/financial-transaction',
      staticData: {
        title: 'Client Financial Transaction',
        recordKind: 'client-financial-transactions',
      },
      component: lazyRouteComponent(
        () => import('./FinancialTransactionsPage'),
        'FinancialTransactionsPage',
      ),
    }),
  ];

  const sectionRoutes = [editRoute, ...formSectionRoutes, ...marChartRoutes, ...listSectionRoutes];
  return [
    addRoute,
    profileRoute,
    fileRoute.addChildren([
      ...sectionRoutes,
      ...recordRoutes(fileRoute, sectionRoutes, { within: CLIENT_FILE_PATH }),
    ]),
  ];
}
