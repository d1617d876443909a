import type { AreaManifest } from '../../platform/areas/area-manifest';
import { applicantLinkRoutes } from './applicant-link.endpoints';
import { applicantFileExtension } from './applicant-pack';
import { applicantPackRoutes } from './applicant-pack.endpoints';
import { applicantPrintRoutes } from './applicant-print.endpoints';
import { applicationRoutes } from './application.endpoints';
import { clearanceRoutes } from './clearance.endpoints';
import {
  applicantStageHooks,
  CONFIRMED_CHECK_HOOKS,
  clearanceOverrideHooks,
} from './clearance.hooks';
import { interviewRoutes } from './interviews.endpoints';
import { recruitmentReportRoutes } from './recruitment-report.endpoints';
import { refereeRoutesList } from './referees.endpoints';
import { referenceChasingTask } from './reference-chasing.job';
import { trackerRoutes } from './tracker.endpoints';

/**
 * The recruitment area: its endpoints beyond the record engine and the person file (the public
 * application and the applicant's private link, referees, interview booking, cleared to start,
 * the tracker and the print pages), the hooks that keep an applicant's clearance honest, and the
 * applicant file's scoring. Each part adds its own list here.
 */
export const recruitmentArea: AreaManifest = {
  name: 'recruitment',
  routes: [
    ...applicantPackRoutes,
    ...clearanceRoutes,
    ...trackerRoutes,
    ...recruitmentReportRoutes,
    ...refereeRoutesList,
    ...interviewRoutes,
    ...applicationRoutes,
    ...applicantLinkRoutes,
    ...applicantPrintRoutes,
  ],
  recordHooks: [
    {
      applicants: applicantStageHooks,
      'applicant-clearance-overrides': clearanceOverrideHooks,
      ...CONFIRMED_CHECK_HOOKS,
    },
  ],
  personFileExtensions: { applicants: applicantFileExtension },
  tasks: [referenceChasingTask],
};
