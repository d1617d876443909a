import type {
  FormDefinition,
  Question,
  QuestionOption,
} from '../../../engine/forms/form-definition';

/** How often a behaviour happens; more often adds more to the score. */
const FREQUENCY_OPTIONS: readonly QuestionOption[] = [
  { value: 'rarely', label: 'Rarely (less than once a month)', score: 0 },
  { value: 'monthly', label: 'Monthly', score: 1 },
  { value: 'weekly', label: 'Weekly', score: 2 },
  { value: 'daily', label: 'Daily', score: 3 },
];

/**
 * One behaviour: does it happen (its weight), how often, and what it looks like. The weight
 * reflects the harm it can do: physical aggression and self-harm weigh most.
 */
function behaviour(id: string, label: string, weight: number, help?: string): Question[] {
  return [
    { id, type: 'yesNo', label, required: true, scoreIfYes: weight, ...(help ? { help } : {}) },
    {
      id: `${id}_frequency`,
      type: 'choice',
      label: 'How often',
      required: true,
      options: FREQUENCY_OPTIONS,
      showWhen: { question: id, in: ['yes'] },
    },
    {
      id: `${id}_details`,
      type: 'longText',
      label: 'What it looks like and when it happens',
      showWhen: { question: id, in: ['yes'] },
    },
  ];
}

/**
 * Behaviours that may put the client or carers at risk, scored from whether each happens and how
 * often: 0–3 low, 4–6 medium, 7 or more high (a single daily episode of physical aggression or
 * self-harm is high on its own). Behaviour is often communication: the triggers and what helps
 * matter as much as the score.
 */
export const behaviourRisksForm: FormDefinition = {
  key: 'behaviour-risks',
  title: 'Behaviour Risks',
  version: 2,
  purpose: 'assessment',
  description:
    'Describe behaviour factually and without judgement. Think about what the person may be trying to tell us (pain, fear, boredom, needing the toilet).',
  // Higher risk, sooner: a high risk is looked at again within a month.
  reviewDays: { low: 180, medium: 90, high: 30 },
  scoring: {
    bands: [
      { min: 0, label: 'Low risk', level: 'low' },
      { min: 4, label: 'Medium risk', level: 'medium' },
      { min: 7, label: 'High risk', level: 'high' },
    ],
  },
  sections: [
    {
      id: 'behaviours',
      title: 'Behaviours',
      description: 'Answer for the last three months.',
      questions: [
        ...behaviour(
          'verbal_aggression',
          'Verbal aggression',
          1,
          'Shouting, swearing, threats or insults directed at carers or others.',
        ),
        ...behaviour(
          'physical_aggression',
          'Physical aggression',
          4,
          'Hitting, kicking, scratching, biting, pushing or throwing things.',
        ),
        ...behaviour(
          'wandering',
          'Wandering or trying to leave home when unsafe',
          2,
          'Including leaving at night or trying doors and windows.',
        ),
        ...behaviour(
          'self_neglect',
          'Self-neglect',
          2,
          'Refusing personal care, food or drink, or living in conditions that risk health (including hoarding).',
        ),
        ...behaviour(
          'self_harm',
          'Self-harm',
          4,
          'Any deliberate injury, or talk of wanting to die. Report talk of suicide to the office at once.',
        ),
        ...behaviour(
          'sexually_inappropriate',
          'Sexually inappropriate behaviour',
          2,
          'Comments, touching or exposure. Carers are never expected to tolerate it.',
        ),
      ],
    },
    {
      id: 'managing',
      title: 'Understanding and managing',
      questions: [
        {
          id: 'triggers',
          type: 'longText',
          label: 'Known triggers',
          help: 'For example pain, noise, unfamiliar carers, being rushed, time of day, personal care.',
        },
        {
          id: 'early_signs',
          type: 'longText',
          label: 'Early warning signs',
          help: 'What the person says or does before the behaviour starts.',
        },
        {
          id: 'de_escalation',
          type: 'longText',
          label: 'What helps (de-escalation)',
          required: true,
          help: 'What calms the person: a favourite topic, a drink, leaving and coming back in ten minutes, one carer speaking.',
        },
        {
          id: 'avoid',
          type: 'longText',
          label: 'What to avoid',
        },
        {
          id: 'carer_safety',
          type: 'longText',
          label: 'Keeping carers safe',
          help: 'For example: two carers for personal care, keep a clear exit, leave and phone the office if at risk.',
        },
        {
          id: 'professionals_involved',
          type: 'text',
          label: 'Professionals involved',
          help: 'For example community mental health team, dementia nurse, GP.',
        },
      ],
    },
  ],
};
