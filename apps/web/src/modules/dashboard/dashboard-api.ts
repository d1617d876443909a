import { queryOptions } from '@tanstack/react-query';
import { fetchData, withQuery } from '../../platform/api';

/** The dashboards as the server serves them (apps/server/src/modules/dashboard). */

const BASE = '/api/v1/dashboard';

/** What a report is asked for: a branch and a period (from, to) or a week (any day of it). */
export interface DashboardFilters {
  branch?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  week?: string | undefined;
}

export const dashboardQuery = <T>(report: string, filters: DashboardFilters) =>
  queryOptions({
    queryKey: [`${BASE}/${report}`, filters],
    queryFn: ({ signal }) => fetchData<T>(withQuery(`${BASE}/${report}`, { ...filters }), signal),
  });
