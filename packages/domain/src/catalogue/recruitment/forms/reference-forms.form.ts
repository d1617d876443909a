import type { FormDefinition } from '../../../engine/forms/form-definition';

/**
 * The applicant's reference pack (Schedule 3, items 3 and 4): their consent for each referee to
 * share a reference, whether either reference covers work with vulnerable adults or children,
 * and the declaration the referee is shown. Filled in by the applicant from their private link.
 */
export const referenceForms: FormDefinition = {
  key: 'reference-forms',
  title: 'Reference Forms',
  version: 1,
  purpose: 'profile',
  description:
    'Your referees will be sent a short form. This pack gives them your permission to answer it.',
  sections: [
    {
      id: 'consent',
      title: 'Consent to share a reference',
      questions: [
        {
          id: 'consent_text',
          type: 'info',
          label: 'What your referees may share',
          help: 'Your referees will be asked about your dates of employment, your role, your reliability and conduct, any disciplinary action or concerns about your work with vulnerable people, and why the work ended. The agency keeps references in your staff file and shares them with nobody else.',
        },
        {
          id: 'consent_given',
          type: 'yesNo',
          label: 'I give my referees permission to share this information with the agency',
          required: true,
        },
        {
          id: 'consent_date',
          type: 'date',
          label: 'Date of consent',
          required: true,
          notFuture: true,
          showWhen: { question: 'consent_given', in: ['yes'] },
        },
      ],
    },
    {
      id: 'vulnerable',
      title: 'Work with vulnerable people',
      questions: [
        {
          id: 'worked_with_vulnerable',
          type: 'yesNo',
          label: 'I have worked with vulnerable adults or children before',
          required: true,
        },
        {
          id: 'vulnerable_employer',
          type: 'text',
          label: 'Employer of that work',
          required: true,
          showWhen: { question: 'worked_with_vulnerable', in: ['yes'] },
        },
        {
          id: 'vulnerable_reason_left',
          type: 'longText',
          label: 'Why that work ended',
          required: true,
          showWhen: { question: 'worked_with_vulnerable', in: ['yes'] },
        },
      ],
    },
    {
      id: 'declaration',
      title: 'Declaration',
      questions: [
        {
          id: 'no_undisclosed_concerns',
          type: 'yesNo',
          label:
            'No employer has raised a concern about my conduct with vulnerable people that I have not told you about',
          required: true,
        },
        {
          id: 'concern_details',
          type: 'longText',
          label: 'Tell us about it',
          required: true,
          sensitive: true,
          showWhen: { question: 'no_undisclosed_concerns', in: ['no'] },
        },
        { id: 'signature', type: 'signature', label: 'Signature', required: true },
      ],
    },
  ],
};
