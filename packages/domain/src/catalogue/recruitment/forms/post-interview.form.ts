import type { FormDefinition } from '../../../engine/forms/form-definition';

/**
 * What the office settles after a successful interview: the role, hours and start offered, and
 * what must still be done before the applicant may start. A section of the Interview group.
 */
export const postInterviewForm: FormDefinition = {
  key: 'post-interview',
  title: 'Post Interview',
  version: 1,
  purpose: 'profile',
  sections: [
    {
      id: 'offer',
      title: 'The offer',
      questions: [
        {
          id: 'role',
          type: 'choice',
          label: 'Role offered',
          required: true,
          options: [
            { value: 'care-assistant', label: 'Care assistant' },
            { value: 'senior-care-assistant', label: 'Senior care assistant' },
            { value: 'live-in-carer', label: 'Live-in carer' },
            { value: 'office', label: 'Office role' },
          ],
        },
        {
          id: 'contract_type',
          type: 'choice',
          label: 'Contract',
          required: true,
          options: [
            { value: 'zero-hours', label: 'Zero hours' },
            { value: 'part-time', label: 'Part time' },
            { value: 'full-time', label: 'Full time' },
          ],
        },
        { id: 'hours_per_week', type: 'number', label: 'Hours a week', min: 0, max: 60 },
        { id: 'hourly_rate', type: 'money', label: 'Hourly rate', min: 0 },
        { id: 'expected_start', type: 'date', label: 'Expected start date' },
        { id: 'offer_made_on', type: 'date', label: 'Offer made on', notFuture: true },
        {
          id: 'offer_accepted',
          type: 'choice',
          label: 'Offer accepted',
          required: true,
          options: [
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
            { value: 'waiting', label: 'Waiting for an answer' },
          ],
        },
      ],
    },
    {
      id: 'next',
      title: 'Before they start',
      questions: [
        {
          id: 'induction_booked',
          type: 'date',
          label: 'Induction training booked for',
        },
        { id: 'shadowing_needed', type: 'yesNo', label: 'Shadow visits needed', required: true },
        { id: 'notes', type: 'longText', label: 'Notes' },
      ],
    },
  ],
};
