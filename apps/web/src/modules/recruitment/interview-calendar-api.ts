import { type InterviewCalendarAnswer, interviewCalendarAnswer } from '@care360/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiPost, fetchData, withQuery } from '../../platform/api';

export const interviewCalendarQuery = (period: { from: string; to: string }, branch?: string) => {
  const path = withQuery('/api/v1/recruitment/interview-calendar', { ...period, branch });
  return queryOptions({
    queryKey: [path],
    queryFn: async ({ signal }): Promise<InterviewCalendarAnswer> =>
      interviewCalendarAnswer.parse(await fetchData(path, signal)),
  });
};

/** Emails the applicant the slots offered (POST /api/v1/applicants/:id/interviews/send-slots). */
export const sendInterviewSlots = (applicantId: string) =>
  apiPost<{ offered: number }>(
    `/api/v1/applicants/${encodeURIComponent(applicantId)}/interviews/send-slots`,
    {},
  );
