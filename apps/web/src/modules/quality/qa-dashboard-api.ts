import { queryOptions } from '@tanstack/react-query';
import { fetchData, withQuery } from '../../platform/api';
import type { ReportFilters } from '../../platform/charts';

/** The QA dashboard as the server counts it (apps/server/src/modules/quality). */
export const QA_DASHBOARD_URL = '/api/v1/quality-assurance/dashboard';
export const EVIDENCE_PACK_URL = '/api/v1/quality-assurance/evidence-pack.pdf';

export const qaDashboardQuery = <T>(filters: ReportFilters) =>
  queryOptions({
    queryKey: [QA_DASHBOARD_URL, filters],
    queryFn: ({ signal }) => fetchData<T>(withQuery(QA_DASHBOARD_URL, { ...filters }), signal),
  });
