import type { FormDefinition, Question } from '../../../engine/forms/form-definition';

/** A yes/no about the applicant's health, with the details asked (and kept sensitive) on 'yes'. */
function healthQuestion(id: string, label: string, detailsLabel: string): Question[] {
  return [
    { id, type: 'yesNo', label, required: true, sensitive: true },
    {
      id: `${id}_details`,
      type: 'longText',
      label: detailsLabel,
      required: true,
      sensitive: true,
      showWhen: { question: id, in: ['yes'] },
    },
  ];
}

/**
 * The health declaration (Schedule 3, item 7): information about the applicant's physical and
 * mental health relevant to the work, and the adjustments they need. Asked only after an offer
 * (Equality Act 2010, s.60). Every health answer is special-category data, so marked sensitive:
 * never kept in a browser draft.
 */
export const healthDeclaration: FormDefinition = {
  key: 'health-declaration',
  title: 'Health Declaration',
  version: 1,
  purpose: 'profile',
  description:
    'Care work involves personal care, moving and handling and travelling between visits. These questions help us keep you and our clients safe and make any adjustments you need. Your answers are seen only by the people who manage your employment.',
  sections: [
    {
      id: 'physical',
      title: 'Physical health',
      questions: [
        ...healthQuestion(
          'physical_condition',
          'Do you have a physical health condition that could affect your ability to carry out personal care, or moving and handling?',
          'Tell us about the condition and how it affects you',
        ),
        ...healthQuestion(
          'back_problems',
          'Have you had back, neck or joint problems in the last two years?',
          'Tell us what happened and whether it still affects you',
        ),
        ...healthQuestion(
          'infectious_condition',
          'Do you have, or are you being treated for, an infectious condition (for example hepatitis B, tuberculosis or a skin condition on your hands)?',
          'Tell us about it',
        ),
        {
          id: 'vaccinations',
          type: 'multiChoice',
          label: 'Vaccinations you have had',
          sensitive: true,
          options: [
            { value: 'hepatitis-b', label: 'Hepatitis B' },
            { value: 'flu', label: 'Flu (this season)' },
            { value: 'covid-19', label: 'COVID-19' },
            { value: 'tetanus', label: 'Tetanus' },
          ],
        },
      ],
    },
    {
      id: 'mental',
      title: 'Mental health',
      questions: [
        ...healthQuestion(
          'mental_condition',
          'Do you have a mental health condition that could affect your work, for example working alone or handling stressful situations?',
          'Tell us about it, and what helps',
        ),
      ],
    },
    {
      id: 'medication_absence',
      title: 'Medication and absence',
      questions: [
        ...healthQuestion(
          'medication_affects_work',
          'Do you take medication that could affect your alertness, driving or ability to work?',
          'Tell us about its effects (you need not name the medicine)',
        ),
        {
          id: 'sickness_days',
          type: 'number',
          label: 'Days off sick in the last 12 months',
          min: 0,
          max: 366,
          sensitive: true,
        },
      ],
    },
    {
      id: 'adjustments',
      title: 'Adjustments',
      questions: [
        ...healthQuestion(
          'adjustments_needed',
          'Do you need any adjustments to help you do the job (for example to your hours, visits or equipment)?',
          'What adjustments would help',
        ),
        {
          id: 'occupational_health',
          type: 'yesNo',
          label: 'I agree to see an occupational health adviser if the agency asks me to',
          required: true,
        },
      ],
    },
    {
      id: 'declaration',
      title: 'Declaration',
      questions: [
        {
          id: 'declaration_true',
          type: 'yesNo',
          label:
            'The information I have given is true and complete; I will tell the agency if my health changes in a way that could affect my work',
          required: true,
        },
        { id: 'signature', type: 'signature', label: 'Signature', required: true },
      ],
    },
  ],
};
