import type { FormDefinition } from '../../../engine/forms/form-definition';
import { DECLARATION, rating, yesWithDetails } from './reference-questions';

/**
 * What a former employer is asked through their private link (/employer-reference): the dates
 * and role, conduct and reliability, any safeguarding concern or disciplinary action, and why the
 * work ended (Schedule 3, items 3 and 4: conduct in previous care work, and why it ended).
 * Answered once per reference; the answers are kept against the reference, not the applicant's
 * own questionnaires.
 */
export const employerReferenceForm: FormDefinition = {
  key: 'employer-reference',
  title: 'Employer Reference',
  version: 1,
  purpose: 'profile',
  description:
    'Thank you for giving a reference. It helps us decide whether the applicant can safely care for people in their own homes.',
  sections: [
    {
      id: 'employment',
      title: 'Employment',
      questions: [
        {
          id: 'employed_from',
          type: 'date',
          label: 'Employed from',
          required: true,
          notFuture: true,
        },
        {
          id: 'employed_to',
          type: 'date',
          label: 'Employed until',
          help: 'Leave empty if they still work for you.',
          notFuture: true,
        },
        { id: 'job_title', type: 'text', label: 'Their job title', required: true },
        { id: 'duties', type: 'longText', label: 'Their main duties' },
        {
          id: 'worked_with_vulnerable',
          type: 'yesNo',
          label: 'Did they work with vulnerable adults or children?',
          required: true,
        },
        {
          id: 'reason_for_leaving',
          type: 'longText',
          label: 'Why did the work end (or why is it ending)?',
          required: true,
        },
      ],
    },
    {
      id: 'conduct',
      title: 'Conduct and reliability',
      questions: [
        rating('conduct', 'Conduct'),
        rating('reliability', 'Reliability and timekeeping'),
        rating('honesty', 'Honesty and integrity'),
        rating('teamwork', 'Working with others'),
        {
          id: 'days_absent',
          type: 'number',
          label: 'Days absent in their last year',
          min: 0,
          max: 366,
        },
        ...yesWithDetails(
          'safeguarding_concerns',
          'Are you aware of any safeguarding concern about them?',
          'Please describe the concern and what was done',
        ),
        ...yesWithDetails(
          'disciplinary_action',
          'Were they subject to any disciplinary action?',
          'Please describe the action and its outcome',
        ),
        {
          id: 'would_reemploy',
          type: 'yesNo',
          label: 'Would you employ them again?',
          required: true,
        },
        {
          id: 'would_reemploy_details',
          type: 'longText',
          label: 'Why not?',
          required: true,
          showWhen: { question: 'would_reemploy', in: ['no'] },
        },
        { id: 'comments', type: 'longText', label: 'Anything else we should know' },
      ],
    },
    { id: 'declaration', title: 'Declaration', questions: DECLARATION },
  ],
};
