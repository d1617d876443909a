import type { Question, QuestionOption } from '../../../engine/forms/form-definition';

/** A rating a referee gives of the applicant, from best to worst. */
export const RATING_OPTIONS: readonly QuestionOption[] = [
  { value: 'excellent', label: 'Excellent' },
  { value: 'good', label: 'Good' },
  { value: 'satisfactory', label: 'Satisfactory' },
  { value: 'poor', label: 'Poor' },
];

/** A rated quality of the applicant, answered the same way on both reference forms. */
export const rating = (id: string, label: string): Question => ({
  id,
  type: 'choice',
  label,
  required: true,
  options: RATING_OPTIONS,
});

/** A yes/no question whose "yes" asks for the details (a concern, a disciplinary action). */
export function yesWithDetails(id: string, label: string, detailsLabel: string): Question[] {
  return [
    { id, type: 'yesNo', label, required: true },
    {
      id: `${id}_details`,
      type: 'longText',
      label: detailsLabel,
      required: true,
      showWhen: { question: id, in: ['yes'] },
    },
  ];
}

/** The referee's declaration and signature: typed name, drawn signature and date (the signature's). */
export const DECLARATION: readonly Question[] = [
  {
    id: 'declaration',
    type: 'info',
    label: 'Declaration',
    help: 'I confirm that the information I have given is true and accurate to the best of my knowledge, and that I am happy for it to be shared with the applicant’s prospective employer for the purpose of assessing their suitability for care work.',
  },
  { id: 'referee_name', type: 'text', label: 'Your full name', required: true },
  { id: 'referee_position', type: 'text', label: 'Your position' },
  { id: 'referee_phone', type: 'phone', label: 'Your phone number' },
  { id: 'signature', type: 'signature', label: 'Signature', required: true },
];
