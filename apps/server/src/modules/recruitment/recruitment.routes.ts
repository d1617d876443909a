import type { AnyRoute } from '../../platform/http/route';

/**
 * Recruitment's endpoints beyond the record engine and the person file (issue 12): the public
 * application and the applicant's private link, referees, interview booking, cleared to start,
 * the tracker and the print pages. Each part adds its own list here.
 */
export const recruitmentRoutes: AnyRoute[] = [];
