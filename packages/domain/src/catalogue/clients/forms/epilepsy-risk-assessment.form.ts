import type { FormDefinition } from '../../../engine/forms/form-definition';

/**
 * Epilepsy risk in the home: how often and how severe the seizures are, whether there is warning,
 * rescue medication, and the everyday risks (bathing, being alone). The score guides how closely
 * carers watch and whether visits need two people or a sitting service; 0–4 low, 5–9 medium,
 * 10 or more high. The client's own epilepsy care plan from the specialist always comes first.
 */
export const epilepsyRiskAssessmentForm: FormDefinition = {
  key: 'epilepsy-risk-assessment',
  title: 'Epilepsy Risk Assessment',
  version: 2,
  purpose: 'assessment',
  description:
    'Complete with the client, family and, where possible, the epilepsy nurse. Attach the client’s seizure care plan in Uploads.',
  // Yearly when settled; sooner as seizures are more frequent or severe.
  reviewDays: { low: 365, medium: 180, high: 90 },
  scoring: {
    bands: [
      { min: 0, label: 'Low risk', level: 'low' },
      { min: 5, label: 'Medium risk', level: 'medium' },
      { min: 10, label: 'High risk', level: 'high' },
    ],
  },
  sections: [
    {
      id: 'seizures',
      title: 'Seizures',
      questions: [
        {
          id: 'seizure_type',
          type: 'choice',
          label: 'Most serious type of seizure the client has',
          required: true,
          options: [
            {
              value: 'focal_aware',
              label: 'Focal aware (stays aware, for example twitching or odd feelings)',
              score: 0,
            },
            { value: 'absence', label: 'Absence (brief blank spells)', score: 1 },
            { value: 'myoclonic', label: 'Myoclonic (sudden jerks)', score: 1 },
            {
              value: 'focal_impaired',
              label: 'Focal impaired awareness (confused, may wander or fiddle)',
              score: 2,
            },
            { value: 'tonic', label: 'Tonic (body stiffens, may fall)', score: 3 },
            { value: 'atonic', label: 'Atonic (drop attacks)', score: 3 },
            {
              value: 'tonic_clonic',
              label: 'Tonic-clonic (stiffening and jerking, unconscious)',
              score: 3,
            },
          ],
        },
        {
          id: 'seizure_description',
          type: 'longText',
          label: 'What the client’s seizures look like',
          help: 'As family or witnesses describe them, including how long they usually last.',
        },
        {
          id: 'frequency',
          type: 'choice',
          label: 'How often seizures happen',
          required: true,
          options: [
            { value: 'none_12_months', label: 'None in the last 12 months', score: 0 },
            { value: 'less_than_monthly', label: 'Less than once a month', score: 1 },
            { value: 'monthly', label: 'Monthly', score: 2 },
            { value: 'weekly', label: 'Weekly', score: 3 },
            { value: 'daily', label: 'Daily', score: 4 },
          ],
        },
        { id: 'last_seizure', type: 'date', label: 'Date of the last seizure' },
        {
          id: 'warning',
          type: 'choice',
          label: 'Does the client get a warning (aura) before a seizure?',
          required: true,
          options: [
            { value: 'always', label: 'Yes, reliably', score: 0 },
            { value: 'sometimes', label: 'Sometimes', score: 1 },
            { value: 'never', label: 'No', score: 2 },
          ],
        },
        {
          id: 'warning_signs',
          type: 'text',
          label: 'Warning signs',
          showWhen: { question: 'warning', in: ['always', 'sometimes'] },
        },
        {
          id: 'prolonged_seizures',
          type: 'yesNo',
          label:
            'Has the client had seizures lasting over 5 minutes or in clusters (status epilepticus)?',
          required: true,
          scoreIfYes: 3,
        },
        {
          id: 'injuries',
          type: 'yesNo',
          label: 'Injured during a seizure in the last 12 months',
          required: true,
          scoreIfYes: 2,
        },
        {
          id: 'triggers',
          type: 'multiChoice',
          label: 'Known triggers',
          options: [
            { value: 'missed_medication', label: 'Missed medication' },
            { value: 'lack_of_sleep', label: 'Lack of sleep' },
            { value: 'stress', label: 'Stress or anxiety' },
            { value: 'illness', label: 'Illness or high temperature' },
            { value: 'alcohol', label: 'Alcohol' },
            { value: 'flashing_lights', label: 'Flashing or flickering lights' },
            { value: 'hormonal', label: 'Hormonal changes' },
            { value: 'missed_meals', label: 'Missed meals' },
          ],
        },
      ],
    },
    {
      id: 'rescue_medication',
      title: 'Rescue medication',
      questions: [
        {
          id: 'rescue_medication',
          type: 'yesNo',
          label: 'Is rescue medication prescribed (for example buccal midazolam)?',
          required: true,
          scoreIfYes: 1,
        },
        {
          id: 'rescue_medication_details',
          type: 'longText',
          label: 'Medicine, dose, and when to give it',
          required: true,
          help: 'Exactly as written in the client’s rescue medication protocol, for example "10 mg buccal midazolam if a tonic-clonic seizure lasts 5 minutes".',
          showWhen: { question: 'rescue_medication', in: ['yes'] },
        },
        {
          id: 'rescue_medication_trained',
          type: 'longText',
          label: 'Who is trained to give it',
          required: true,
          help: 'Only carers trained and signed off for this client may give rescue medication. Name them, with the date of training.',
          showWhen: { question: 'rescue_medication', in: ['yes'] },
        },
        {
          id: 'rescue_medication_location',
          type: 'text',
          label: 'Where it is kept',
          showWhen: { question: 'rescue_medication', in: ['yes'] },
        },
      ],
    },
    {
      id: 'daily_risks',
      title: 'Everyday risks',
      questions: [
        {
          id: 'bathing',
          type: 'choice',
          label: 'How the client washes',
          required: true,
          help: 'A seizure in the bath can cause drowning. A shower, seated where possible, is safer.',
          options: [
            { value: 'strip_wash', label: 'Strip wash', score: 0 },
            { value: 'shower', label: 'Shower', score: 0 },
            { value: 'bath_supervised', label: 'Bath, with someone present', score: 1 },
            { value: 'bath_alone', label: 'Bath, alone', score: 3 },
          ],
        },
        {
          id: 'alone_at_times',
          type: 'yesNo',
          label: 'Is the client alone for long periods, including overnight?',
          required: true,
          scoreIfYes: 1,
        },
        {
          id: 'safety_measures',
          type: 'multiChoice',
          label: 'Safety measures in place',
          options: [
            { value: 'seizure_alarm', label: 'Seizure alarm or bed sensor' },
            { value: 'pendant', label: 'Pendant alarm' },
            { value: 'shower_seat', label: 'Shower seat' },
            { value: 'bath_door_unlocked', label: 'Bathroom door left unlocked' },
            { value: 'safety_pillow', label: 'Anti-suffocation pillow' },
            { value: 'cooking_safety', label: 'Microwave or back burners used for cooking' },
          ],
        },
      ],
    },
    {
      id: 'during_after',
      title: 'During and after a seizure',
      questions: [
        {
          id: 'during_seizure',
          type: 'longText',
          label: 'What carers do during a seizure',
          help: 'Stay calm, note the time, move hard objects away, cushion the head, do not restrain or put anything in the mouth.',
        },
        {
          id: 'recovery_needs',
          type: 'longText',
          label: 'Recovery needs',
          help: 'Recovery position once jerking stops, how long the client is usually drowsy or confused, whether they need to sleep, reassurance.',
        },
        {
          id: 'when_to_call_999',
          type: 'longText',
          label: 'When to call 999',
          required: true,
          help: 'Usually: a seizure lasting 5 minutes or longer (or longer than usual for the client), one seizure after another without recovery, injury, breathing difficulty, a seizure in water, or the rescue medicine not working.',
        },
        {
          id: 'seizure_record',
          type: 'yesNo',
          label: 'Carers record each seizure in a seizure diary',
        },
      ],
    },
  ],
};
