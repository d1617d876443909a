import type { AreaManifest } from '../../platform/area-manifest';
import { lazyScreen } from '../../platform/screens/screen-declaration';

/**
 * The office planner's own screen: the calendar of assessment visits. The list of assessment
 * visits (/app/assessment-visits) and of tracked time (/app/tracker) are the kinds' generated
 * screens, with their saved filters.
 */
export const plannerManifest: AreaManifest = {
  area: 'planner',
  screens: [
    {
      name: 'assessment-visits-calendar',
      path: '/assessment-visits/calendar',
      title: 'Assessment Visits - Office Planner',
      permission: 'assessment-visits.read',
      nav: { section: 'Planner', label: 'Office Planner', order: 700 },
      component: lazyScreen(() => import('./OfficePlannerPage'), 'OfficePlannerPage'),
    },
  ],
};
