import { type ProfessionalArea, professionalAreaAnswer } from '@care360/domain';
import { queryOptions } from '@tanstack/react-query';
import { type ApiResult, apiGet, apiPost, apiUrl } from '../../platform/api';

/**
 * What the professional's link opens (GET /api/v1/health-professional-area/:token: each look is
 * audited). A refusal is kept as the answer, not thrown: a dead link's message is the page.
 */
export const professionalAreaQuery = (token: string) =>
  queryOptions({
    queryKey: ['health-professional-area', token],
    queryFn: async (): Promise<ApiResult<ProfessionalArea>> => {
      const result = await apiGet<unknown>(
        `/api/v1/health-professional-area/${encodeURIComponent(token)}`,
      );
      return result.error ? result : { ...result, data: professionalAreaAnswer.parse(result.data) };
    },
    retry: false,
    staleTime: 60_000,
  });

/** The address of one document's PDF, shown inside the page (the browser's own viewer). */
export const documentPdfUrl = (token: string, type: string) =>
  apiUrl(
    `/api/v1/health-professional-area/${encodeURIComponent(token)}/pdf?type=${encodeURIComponent(type)}`,
  );

/** POST /health-professionals/login (spec §7): emails fresh links; `data` says it was asked. */
export const askForLinks = (email: string) =>
  apiPost<{ sent: true }>('/health-professionals/login', { email });
