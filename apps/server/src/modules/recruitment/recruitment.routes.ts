import type { AnyRoute } from '../../platform/http/route';
import { applicantLinkRoutes } from './applicant-link.endpoints';
import { applicantPackRoutes } from './applicant-pack.endpoints';
import { applicantPrintRoutes } from './applicant-print.endpoints';
import { applicationRoutes } from './application.endpoints';
import { clearanceRoutes } from './clearance.endpoints';
import { interviewRoutes } from './interviews.endpoints';
import { recruitmentReportRoutes } from './recruitment-report.endpoints';
import { refereeRoutesList } from './referees.endpoints';
import { trackerRoutes } from './tracker.endpoints';

/**
 * Recruitment's endpoints beyond the record engine and the person file: the public
 * application and the applicant's private link, referees, interview booking, cleared to start,
 * the tracker and the print pages. Each part adds its own list here.
 */
export const recruitmentRoutes: AnyRoute[] = [
  ...applicantPackRoutes,
  ...clearanceRoutes,
  ...trackerRoutes,
  ...recruitmentReportRoutes,
  ...refereeRoutesList,
  ...interviewRoutes,
  ...applicationRoutes,
  ...applicantLinkRoutes,
  ...applicantPrintRoutes,
];
