import type { FormDefinition, Question } from '../../../engine/forms/form-definition';
import { SUPPORT_LEVEL_OPTIONS } from './form-options';

/** One activity of daily living: the level of support, and notes on how to give it. */
function activity(id: string, label: string, help?: string): Question[] {
  return [
    {
      id,
      type: 'choice',
      label,
      required: true,
      options: SUPPORT_LEVEL_OPTIONS,
      ...(help ? { help } : {}),
    },
    {
      id: `${id}_notes`,
      type: 'longText',
      label: `${label}: how to support`,
      showWhen: { question: id, in: ['prompt', 'assist', 'full_support'] },
    },
  ];
}

/** The client's activities of daily living and the support each needs (Care Act 2014 outcomes). */
export const dailyActivitiesForm: FormDefinition = {
  key: 'daily-activities',
  title: 'Daily Activities',
  version: 1,
  purpose: 'assessment',
  description:
    'Record what the client can do for themselves as well as what they need help with. Support should keep the skills they have.',
  reviewMonths: 12,
  sections: [
    {
      id: 'personal_care',
      title: 'Personal care',
      questions: [
        ...activity('washing', 'Washing and bathing'),
        ...activity('dressing', 'Dressing'),
        ...activity('toileting', 'Toileting'),
        ...activity(
          'continence_care',
          'Continence care',
          'Pads, catheter or stoma care. Note the products used and who supplies them.',
        ),
        ...activity(
          'eating_drinking',
          'Eating and drinking',
          'Include any choking risk, adapted cutlery or help to cut up food.',
        ),
      ],
    },
    {
      id: 'home',
      title: 'Home and community',
      questions: [
        ...activity('meal_preparation', 'Meal preparation'),
        ...activity('shopping', 'Shopping'),
        ...activity('laundry', 'Laundry'),
        ...activity('cleaning', 'Cleaning'),
        ...activity(
          'social_activities',
          'Social activities',
          'Seeing friends and family, clubs, faith groups, getting out of the house.',
        ),
      ],
    },
  ],
};
