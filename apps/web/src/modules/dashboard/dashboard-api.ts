import { queryOptions } from '@tanstack/react-query';
import { fetchData, withQuery } from '../../platform/api';
import type { ReportFilters } from '../../platform/charts';

/** The dashboards as the server serves them (apps/server/src/modules/dashboard). */

const BASE = '/api/v1/dashboard';

export const dashboardQuery = <T>(report: string, filters: ReportFilters) =>
  queryOptions({
    queryKey: [`${BASE}/${report}`, filters],
    queryFn: ({ signal }) => fetchData<T>(withQuery(`${BASE}/${report}`, { ...filters }), signal),
  });
