import { lazyRouteComponent } from '@tanstack/react-router';
import type { PublicScreen } from '../public-screens';

/**
 * The health professional's pages (screens.tsv): the login page that emails fresh links, and the
 * grant's pages opened by the emailed link. `id` is the grant's id, only so the address reads as
 * what it is; `token`, the link's secret, is what the server reads (the request log redacts it).
 */
export const HEALTH_PROFESSIONAL_SCREENS: readonly PublicScreen[] = [
  {
    path: '/health-professionals',
    title: 'Health Professional Login',
    component: lazyRouteComponent(() => import('./ProfessionalLoginPage'), 'ProfessionalLoginPage'),
  },
  {
    path: '/health-professionals/$id/$token',
    title: 'Health Professional Area',
    component: lazyRouteComponent(() => import('./ProfessionalAreaPage'), 'ProfessionalAreaPage'),
  },
  {
    path: '/health-professionals/$id/$token/dashboard',
    title: 'Health Professional Dashboard',
    component: lazyRouteComponent(
      () => import('./ProfessionalAreaPage'),
      'ProfessionalDashboardPage',
    ),
  },
  {
    path: '/health-professionals/$id/$token/pdf/$type',
    title: 'Health Professional PDF Preview',
    component: lazyRouteComponent(() => import('./ProfessionalPdfPage'), 'ProfessionalPdfPage'),
  },
];
