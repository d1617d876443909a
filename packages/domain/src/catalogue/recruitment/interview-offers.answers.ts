import { z } from 'zod';

/** One interview slot as the applicant's page and the office calendar show it. */
export const interviewSlot = z.object({
  id: z.string(),
  startsAt: z.string(),
  minutes: z.number(),
  place: z.string(),
  branchName: z.string().nullable(),
  state: z.string(),
});
export type InterviewSlot = z.infer<typeof interviewSlot>;

/** What the applicant's /handle-interview-action page shows: their slots, newest offer first. */
export const interviewOfferAnswer = z.object({
  applicantName: z.string(),
  organisation: z.string(),
  slots: z.array(interviewSlot),
});
export type InterviewOfferAnswer = z.infer<typeof interviewOfferAnswer>;

/** What the applicant may do from the link. */
export const INTERVIEW_ACTIONS = ['book', 'accept', 'decline', 'rearrange'] as const;
export type InterviewAction = (typeof INTERVIEW_ACTIONS)[number];

/** The office's interview calendar: interviews across applicants in a period. */
export const interviewCalendarAnswer = z.object({
  interviews: z.array(
    interviewSlot.extend({
      applicantId: z.string(),
      applicantName: z.string(),
      interviewerName: z.string().nullable(),
      branch: z.string().nullable(),
    }),
  ),
});
export type InterviewCalendarAnswer = z.infer<typeof interviewCalendarAnswer>;
export type CalendarInterview = InterviewCalendarAnswer['interviews'][number];
