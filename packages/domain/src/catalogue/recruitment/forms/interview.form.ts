import type { FormDefinition, Question } from '../../../engine/forms/form-definition';
import { RATING_OPTIONS } from './reference-questions';

/** A part of the interview scored by the interviewer, with what the applicant said. */
const topic = (id: string, label: string, help: string): Question[] => [
  { id, type: 'longText', label, help },
  {
    id: `${id}_rating`,
    type: 'choice',
    label: `${label}: rating`,
    required: true,
    options: RATING_OPTIONS,
  },
];

/**
 * The interviewer's record of an interview: the questions a home-care interview asks, each with
 * a note and a rating, and the outcome. Dated (an assessment), a section of the applicant file's
 * Interview group (applicant-file.ts groups any key with 'interview').
 */
export const interviewForm: FormDefinition = {
  // Not 'interview': the applicant file's interview slots list is at edit/interview already.
  key: 'interview-form',
  title: 'Interview Form',
  version: 1,
  purpose: 'assessment',
  description: 'Filled in by the interviewer during or straight after the interview.',
  sections: [
    {
      id: 'interview',
      title: 'The interview',
      questions: [
        { id: 'interviewers', type: 'text', label: 'Interviewed by', required: true },
        {
          id: 'identity_seen',
          type: 'yesNo',
          label: 'Photo identity seen at the interview',
          required: true,
        },
      ],
    },
    {
      id: 'questions',
      title: 'Questions',
      questions: [
        ...topic('motivation', 'Why care work', 'Why do you want to work in care?'),
        ...topic(
          'experience',
          'Experience',
          'Tell us about your experience of caring, paid or unpaid.',
        ),
        ...topic(
          'dignity',
          'Dignity and choice',
          'How would you keep a person’s dignity while helping them wash?',
        ),
        ...topic(
          'safeguarding',
          'Safeguarding',
          'What would you do if you thought someone was being abused?',
        ),
        ...topic(
          'reliability',
          'Reliability',
          'What would you do if you were running late for a visit?',
        ),
        { id: 'availability', type: 'longText', label: 'Availability (days, hours, weekends)' },
        { id: 'drives', type: 'yesNo', label: 'Drives with a car for work', required: true },
      ],
    },
    {
      id: 'outcome',
      title: 'Outcome',
      questions: [
        {
          id: 'outcome',
          type: 'choice',
          label: 'Outcome',
          required: true,
          options: [
            { value: 'offer', label: 'Offer a job, subject to checks' },
            { value: 'second-interview', label: 'Second interview' },
            { value: 'reject', label: 'Do not offer' },
          ],
        },
        { id: 'outcome_reasons', type: 'longText', label: 'Reasons', required: true },
      ],
    },
  ],
};
