import type { AreaManifest } from '../../platform/areas/area-manifest';
import { careGivenRoutes } from './care-given';
import { COMPLIANCE_HOOKS, compliancePassTask } from './compliance';
import { conversionRoutes } from './conversion.endpoints';
import { holidayRequestRoutes } from './holiday-requests';
import { HOLIDAY_HOOKS } from './holidays.hooks';
import { onboardingTodoHooks } from './onboarding-todos';
import { oversightRoutes } from './oversight.endpoints';
import { staffProfileRoutes } from './profile.endpoints';
import { staffBoardSources } from './staff.boards';
import { staffWorklist } from './staff.worklist';
import { staffContractEmailRoutes } from './staff-contract-emails';
import { staffReferenceRoutes } from './staff-references';
import { staffTabsRoutes } from './staff-tabs';
import { trainingRoutes } from './training.endpoints';
import { trainingRecordHooks } from './training.hooks';

/**
 * The staff area (carers and office employees): the staff file's endpoints, its record hooks
 * and the staff groups of Home's worklist.
 */
export const staffArea: AreaManifest = {
  name: 'staff',
  routes: [
    ...trainingRoutes,
    ...staffProfileRoutes,
    ...staffTabsRoutes,
    ...conversionRoutes,
    ...careGivenRoutes,
    ...oversightRoutes,
    ...holidayRequestRoutes,
    ...staffReferenceRoutes,
    ...staffContractEmailRoutes,
  ],
  recordHooks: [
    {
      'carer-onboarding-todos': onboardingTodoHooks,
      'carer-training-records': trainingRecordHooks,
      'employee-training-records': trainingRecordHooks,
    },
    HOLIDAY_HOOKS,
    // Last: compliance and the working state are worked out from what the hooks above set (a
    // training record's expiry).
    COMPLIANCE_HOOKS,
  ],
  worklist: staffWorklist,
  boardSources: staffBoardSources,
  tasks: [compliancePassTask],
};
