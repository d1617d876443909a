import type { FormDefinition, FormSection } from '../../../engine/forms/form-definition';

/**
 * One area of need, written in the client's voice: does it apply, what I need, how you will
 * support me, and the outcome we are working towards.
 */
function needArea(id: string, title: string, needHelp: string): FormSection {
  return {
    id,
    title,
    questions: [
      {
        id: `${id}_applies`,
        type: 'yesNo',
        label: `Does the client need support with ${title.toLowerCase()}?`,
        required: true,
      },
      {
        id: `${id}_need`,
        type: 'longText',
        label: 'What I need',
        required: true,
        help: needHelp,
        showWhen: { question: `${id}_applies`, in: ['yes'] },
      },
      {
        id: `${id}_support`,
        type: 'longText',
        label: 'How you will support me',
        required: true,
        help: 'Step by step, so a carer who has never met the client can follow it.',
        showWhen: { question: `${id}_applies`, in: ['yes'] },
      },
      {
        id: `${id}_outcome`,
        type: 'longText',
        label: 'The outcome I want',
        showWhen: { question: `${id}_applies`, in: ['yes'] },
      },
    ],
  };
}

/**
 * The care plan carers follow: each area of need with the agreed support and outcome, and the
 * routine of each visit. Reviewed at least every year (CQC expects plans kept current), and
 * sooner when needs change.
 */
export const supportPlanForm: FormDefinition = {
  key: 'support-plan',
  title: 'Support Plan',
  version: 1,
  purpose: 'assessment',
  description:
    'Write with the client, in their words ("I need…", "Please…"). Review whenever needs change, and at least yearly.',
  reviewMonths: 12,
  sections: [
    needArea(
      'personal_care',
      'Personal care',
      'Washing, dressing, oral care, shaving, hair, continence. Say what the client does themselves.',
    ),
    needArea(
      'nutrition',
      'Nutrition and hydration',
      'Meals and drinks, special diet, how much to encourage, food and fluid charts.',
    ),
    needArea(
      'medication',
      'Medication',
      'The level of support from the medication assessment. The medicines themselves are listed in Medication.',
    ),
    needArea(
      'mobility',
      'Mobility',
      'Walking, transfers and equipment, from the moving and handling checklist and the falls risk assessment.',
    ),
    needArea(
      'social_emotional',
      'Social and emotional wellbeing',
      'Loneliness, mood, company, interests, keeping in touch with family and community.',
    ),
    needArea(
      'night_care',
      'Night care',
      'Settling for the night, help needed overnight, waking or sleeping night support.',
    ),
    {
      id: 'routines',
      title: 'Visit routines',
      description:
        'What happens at each visit, in order. Leave blank a visit the client does not have.',
      questions: [
        {
          id: 'morning_routine',
          type: 'longText',
          label: 'Morning visit',
          help: 'For example: knock and call out; help out of bed; strip wash; dress; breakfast and tea; tablets from the blister pack; record in the log.',
        },
        { id: 'lunch_routine', type: 'longText', label: 'Lunch visit' },
        { id: 'tea_routine', type: 'longText', label: 'Tea visit' },
        {
          id: 'bed_routine',
          type: 'longText',
          label: 'Bed visit',
          help: 'Include locking up, leaving a drink and the pendant alarm within reach, lights and heating.',
        },
        {
          id: 'before_leaving',
          type: 'longText',
          label: 'At every visit before leaving',
          help: 'For example: check the client is comfortable, has a drink, the door is locked and the key returned to the key safe.',
        },
      ],
    },
    {
      id: 'agreement',
      title: 'Agreement',
      questions: [
        {
          id: 'client_involved',
          type: 'yesNo',
          label: 'The client was involved in writing this plan',
          required: true,
        },
        {
          id: 'others_involved',
          type: 'text',
          label: 'Others involved',
          help: 'Family, advocate, social worker, district nurse.',
        },
        {
          id: 'copy_in_home',
          type: 'yesNo',
          label: 'A copy is in the client’s home',
        },
      ],
    },
  ],
};
