import type { FormDefinition, Question } from '../../../engine/forms/form-definition';

/** One week's progress note; reablement teams review goals weekly. */
function weeklyProgress(week: number): Question {
  return {
    id: `week_${week}_progress`,
    type: 'longText',
    label: `Week ${week}: progress`,
  };
}

/**
 * Short-term, goal-focused support to regain independence after illness or a hospital stay. In
 * England intermediate care and reablement are free for up to six weeks, so the plan is built
 * around that window and reviewed about monthly (weekly progress notes sit inside it).
 */
export const reablementForm: FormDefinition = {
  key: 'reablement',
  title: 'Reablement',
  version: 1,
  purpose: 'assessment',
  description:
    'Carers work with the client, not for them: encourage the client to do each task, with help only where needed.',
  reviewMonths: 1,
  sections: [
    {
      id: 'goals',
      title: 'Goals',
      questions: [
        {
          id: 'reablement_goals',
          type: 'longText',
          label: 'Reablement goals',
          required: true,
          help: 'Specific and in the client’s words, for example "to make my own breakfast", "to get in and out of the shower on my own".',
        },
        { id: 'start_date', type: 'date', label: 'Start date', required: true },
        {
          id: 'planned_end_date',
          type: 'date',
          label: 'Planned end date',
          required: true,
          help: 'Usually six weeks after the start.',
        },
      ],
    },
    {
      id: 'team',
      title: 'Therapy and equipment',
      questions: [
        {
          id: 'therapist_involved',
          type: 'choice',
          label: 'Therapist involved',
          options: [
            { value: 'none', label: 'None' },
            { value: 'occupational_therapist', label: 'Occupational therapist' },
            { value: 'physiotherapist', label: 'Physiotherapist' },
            { value: 'both', label: 'Occupational therapist and physiotherapist' },
          ],
        },
        {
          id: 'therapist_name',
          type: 'text',
          label: 'Therapist: name and phone',
          showWhen: {
            question: 'therapist_involved',
            in: ['occupational_therapist', 'physiotherapist', 'both'],
          },
        },
        {
          id: 'exercise_programme',
          type: 'longText',
          label: 'Exercises carers should encourage',
          showWhen: {
            question: 'therapist_involved',
            in: ['occupational_therapist', 'physiotherapist', 'both'],
          },
        },
        {
          id: 'equipment',
          type: 'longText',
          label: 'Equipment provided or needed',
          help: 'For example perching stool, toilet frame, kitchen trolley, grab rails.',
        },
      ],
    },
    {
      id: 'progress',
      title: 'Weekly progress',
      description:
        'Each week: what the client now does for themselves, and any change to the goals or the visits.',
      questions: [1, 2, 3, 4, 5, 6].map(weeklyProgress),
    },
    {
      id: 'outcome',
      title: 'Outcome',
      questions: [
        {
          id: 'outcome',
          type: 'choice',
          label: 'Outcome at the end of reablement',
          options: [
            { value: 'independent', label: 'Independent: no ongoing care needed' },
            { value: 'reduced_package', label: 'Reduced package of care' },
            { value: 'ongoing_care', label: 'Ongoing care at the same level' },
            { value: 'hospital', label: 'Admitted to hospital' },
          ],
        },
        {
          id: 'goals_met',
          type: 'choice',
          label: 'Goals met',
          showWhen: {
            question: 'outcome',
            in: ['independent', 'reduced_package', 'ongoing_care', 'hospital'],
          },
          options: [
            { value: 'all', label: 'All' },
            { value: 'some', label: 'Some' },
            { value: 'none', label: 'None' },
          ],
        },
        {
          id: 'outcome_notes',
          type: 'longText',
          label: 'Outcome: details and handover',
          help: 'Who takes over any ongoing care, and what they need to know.',
        },
      ],
    },
  ],
};
