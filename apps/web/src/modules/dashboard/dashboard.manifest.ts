import type { AreaManifest } from '../../platform/area-manifest';
import { lazyScreen, type PageScreen } from '../../platform/screens/screen-declaration';

/** The kinds whose declarations the reports' branch pickers read. */
const DECLARATIONS = ['clients', 'carers', 'visits', 'branches'] as const;

const report = (
  name: string,
  path: string,
  title: string,
  permission: PageScreen['permission'],
  order: number,
  component: PageScreen['component'],
): PageScreen => ({
  name: `dashboard-${name}`,
  path: `/dashboard${path}`,
  title: `Dashboard - ${title}`,
  permission,
  declarations: DECLARATIONS,
  nav: { section: 'Dashboards', label: title, order },
  component,
});

/**
 * The dashboards of spec §2.2. Each screen is listed for the holders of the permission its
 * figures need most (the server checks every one); the main dashboard's figures are each the
 * caller's to read or left out, and it is listed for anyone who reads clients.
 */
export const dashboardManifest: AreaManifest = {
  area: 'dashboard',
  screens: [
    {
      ...report(
        'main',
        '/main',
        '',
        'clients.read',
        300,
        lazyScreen(() => import('./MainDashboardPage'), 'MainDashboardPage'),
      ),
      title: 'Dashboard',
      nav: { section: 'Dashboards', label: 'Dashboard', order: 300 },
    },
    report(
      'client-performance',
      '/clients/client-performance',
      'Client Performance',
      'visits.read',
      301,
      lazyScreen(() => import('./PerformancePages'), 'ClientPerformancePage'),
    ),
    report(
      'client-weekly-pies',
      '/clients/weekly-pie-charts',
      'Client Weekly Pie Charts',
      'visits.read',
      302,
      lazyScreen(() => import('./WeeklyPages'), 'WeeklyPieChartsPage'),
    ),
    report(
      'client-branch-lines',
      '/clients/line-chart-per-branch',
      'Client Line Chart per Branch',
      'visits.read',
      303,
      lazyScreen(() => import('./TrendPages'), 'BranchLinesPage'),
    ),
    report(
      'client-branch-comparison',
      '/clients/weekly-branch-comparison',
      'Client Weekly Branch Comparison',
      'visits.read',
      304,
      lazyScreen(() => import('./WeeklyPages'), 'BranchComparisonPage'),
    ),
    report(
      'client-growth',
      '/clients/growth-chart-per-branch',
      'Client Growth Chart per Branch',
      'clients.read',
      305,
      lazyScreen(() => import('./TrendPages'), 'ClientGrowthPage'),
    ),
    report(
      'client-starts',
      '/clients/start',
      'Client Start Report',
      'clients.read',
      306,
      lazyScreen(() => import('./MovementPages'), 'ClientStartsPage'),
    ),
    report(
      'client-ends',
      '/clients/end',
      'Client End Report',
      'clients.read',
      307,
      lazyScreen(() => import('./MovementPages'), 'ClientEndsPage'),
    ),
    report(
      'carer-performance',
      '/carers/performance',
      'Carer Performance',
      'visits.read',
      308,
      lazyScreen(() => import('./PerformancePages'), 'CarerPerformancePage'),
    ),
    report(
      'carer-growth',
      '/carers/growth-chart-per-branch',
      'Carer Growth Chart per Branch',
      'carers.read',
      309,
      lazyScreen(() => import('./TrendPages'), 'CarerGrowthPage'),
    ),
    report(
      'carer-starts',
      '/carers/start',
      'Carer Start Report',
      'carers.read',
      310,
      lazyScreen(() => import('./MovementPages'), 'CarerStartsPage'),
    ),
    report(
      'carer-ends',
      '/carers/end',
      'Carer End Report',
      'carers.read',
      311,
      lazyScreen(() => import('./MovementPages'), 'CarerEndsPage'),
    ),
  ],
};
