import {
  addCalendarDays,
  type InterviewCalendarAnswer,
  interviewCalendarAnswer,
} from '@care360/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiPost, fetchData, withQuery } from '../../platform/api';

export type CalendarView = 'month' | 'week';

/** The days a view shows around `day` (ISO dates, UK): a whole month, or Monday to Sunday. */
export function periodOf(view: CalendarView, day: string): { from: string; to: string } {
  if (view === 'week') {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const from = addCalendarDays(day, -((weekday + 6) % 7));
    return { from, to: addCalendarDays(from, 6) };
  }
  const from = `${day.slice(0, 7)}-01`;
  const next = addCalendarDays(from, 32).slice(0, 7);
  return { from, to: addCalendarDays(`${next}-01`, -1) };
}

/** The period before or after the one shown. */
export function movePeriod(view: CalendarView, day: string, step: 1 | -1): string {
  if (view === 'week') return addCalendarDays(day, 7 * step);
  const first = `${day.slice(0, 7)}-01`;
  return step === 1
    ? `${addCalendarDays(first, 32).slice(0, 7)}-01`
    : `${addCalendarDays(first, -1).slice(0, 7)}-01`;
}

/** Every day of a period, in order. */
export function daysOf({ from, to }: { from: string; to: string }): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addCalendarDays(day, 1)) days.push(day);
  return days;
}

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
