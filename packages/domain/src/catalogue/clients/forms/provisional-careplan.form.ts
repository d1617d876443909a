import type { FormDefinition } from '../../../engine/forms/form-definition';

/**
 * The plan agreed at the first visit, so care can start safely before the full assessments and
 * support plan are written. It is reviewed within a month, by which time the full plan replaces it.
 */
export const provisionalCareplanForm: FormDefinition = {
  key: 'provisional-careplan',
  title: 'Provisional Care Plan',
  version: 1,
  purpose: 'assessment',
  description: 'Complete at the initial assessment visit, before the first care visit.',
  reviewMonths: 1,
  sections: [
    {
      id: 'referral',
      title: 'Referral',
      questions: [
        {
          id: 'referral_source',
          type: 'choice',
          label: 'Referred by',
          required: true,
          options: [
            { value: 'local_authority', label: 'Local authority social worker' },
            { value: 'hospital_discharge', label: 'Hospital discharge team' },
            { value: 'gp', label: 'GP or community health team' },
            { value: 'chc', label: 'NHS Continuing Healthcare' },
            { value: 'self', label: 'The client' },
            { value: 'family', label: 'Family or friend' },
            { value: 'other', label: 'Other' },
          ],
        },
        { id: 'referral_date', type: 'date', label: 'Date of referral' },
        {
          id: 'reason_for_referral',
          type: 'longText',
          label: 'Reason for referral',
          required: true,
          help: 'What has changed, for example a fall and hospital stay, a carer no longer able to cope, a new diagnosis.',
        },
        {
          id: 'medical_conditions',
          type: 'longText',
          label: 'Medical conditions and diagnoses',
        },
      ],
    },
    {
      id: 'outcomes',
      title: 'What the client wants',
      questions: [
        {
          id: 'outcomes_wanted',
          type: 'longText',
          label: 'Outcomes the client wants from their care',
          required: true,
          help: 'In the client’s words, for example "to stay in my own home", "to get back to walking to the shop".',
        },
      ],
    },
    {
      id: 'care_needed',
      title: 'Care needed',
      questions: [
        {
          id: 'visits_per_day',
          type: 'choice',
          label: 'Visits required per day',
          required: true,
          options: [
            { value: '1', label: 'One' },
            { value: '2', label: 'Two' },
            { value: '3', label: 'Three' },
            { value: '4', label: 'Four' },
            { value: 'less_than_daily', label: 'Fewer than one a day (for example weekly)' },
            { value: 'live_in', label: 'Live-in care' },
          ],
        },
        {
          id: 'carers_per_visit',
          type: 'choice',
          label: 'Carers per visit',
          required: true,
          options: [
            { value: '1', label: 'One' },
            { value: '2', label: 'Two (double-up)' },
          ],
        },
        {
          id: 'tasks',
          type: 'multiChoice',
          label: 'Tasks at visits',
          required: true,
          options: [
            { value: 'personal_care', label: 'Personal care (washing, dressing)' },
            { value: 'toileting', label: 'Toileting and continence care' },
            { value: 'medication', label: 'Medication support' },
            { value: 'meal_preparation', label: 'Meal preparation' },
            { value: 'drinks', label: 'Drinks and hydration' },
            { value: 'moving_handling', label: 'Moving and handling, transfers' },
            { value: 'skin_care', label: 'Skin care and creams' },
            { value: 'domestic', label: 'Light housework and laundry' },
            { value: 'shopping', label: 'Shopping' },
            { value: 'companionship', label: 'Companionship and getting out' },
            { value: 'sitting', label: 'Sitting service (respite for a family carer)' },
          ],
        },
        {
          id: 'visit_times',
          type: 'longText',
          label: 'Visit times and what happens at each',
          help: 'For example: 08:00 45 min: wash, dress, breakfast, tablets.',
        },
        {
          id: 'start_date',
          type: 'date',
          label: 'Care to start on',
          required: true,
        },
      ],
    },
    {
      id: 'risks',
      title: 'Risks',
      questions: [
        {
          id: 'risks_at_referral',
          type: 'longText',
          label: 'Risks noted at referral and how they will be managed until full assessment',
          required: true,
          help: 'Falls, pressure areas, medication, eating and drinking, the home environment, living alone.',
        },
        {
          id: 'further_assessments',
          type: 'multiChoice',
          label: 'Assessments to complete within the first weeks',
          options: [
            { value: 'falls', label: 'Falls risk' },
            { value: 'pressure', label: 'Pressure area' },
            { value: 'medication', label: 'Medication' },
            { value: 'moving_handling', label: 'Moving and handling' },
            { value: 'mental_capacity', label: 'Mental capacity' },
            { value: 'diabetes', label: 'Diabetes' },
            { value: 'epilepsy', label: 'Epilepsy' },
            { value: 'behaviour', label: 'Behaviour' },
          ],
        },
      ],
    },
    {
      id: 'present',
      title: 'At the assessment',
      questions: [
        {
          id: 'who_was_present',
          type: 'text',
          label: 'Who was present',
          required: true,
          help: 'Names and relationship to the client, for example: client, daughter (Jane Smith), social worker.',
        },
        {
          id: 'client_agreed',
          type: 'yesNo',
          label: 'The client (or their representative) agreed this plan',
          required: true,
        },
      ],
    },
  ],
};
