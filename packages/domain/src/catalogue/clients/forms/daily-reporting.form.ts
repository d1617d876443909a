import type { FormDefinition } from '../../../engine/forms/form-definition';

/**
 * What carers must record at each visit for this client, and when a reading is a concern to pass
 * on. It turns the assessments into a short daily instruction.
 */
export const dailyReportingForm: FormDefinition = {
  key: 'daily-reporting',
  title: 'Daily Reporting',
  version: 1,
  purpose: 'profile',
  description:
    'Carers read this before each visit. Keep it short and specific, and update it when an assessment changes.',
  sections: [
    {
      id: 'charts',
      title: 'Charts to complete',
      questions: [
        {
          id: 'food_fluid_chart',
          type: 'yesNo',
          label: 'Food and fluid chart',
          required: true,
        },
        {
          id: 'fluid_target_ml',
          type: 'number',
          label: 'Daily fluid target (ml)',
          help: 'As advised by the GP or dietitian; 1,500 to 2,000 ml is usual unless the client is on a fluid restriction.',
          min: 0,
          max: 5000,
          showWhen: { question: 'food_fluid_chart', in: ['yes'] },
        },
        {
          id: 'bowel_chart',
          type: 'yesNo',
          label: 'Bowel chart',
          required: true,
          help: 'Record each bowel movement with its Bristol Stool Chart type.',
        },
        {
          id: 'repositioning_chart',
          type: 'yesNo',
          label: 'Repositioning chart',
          required: true,
        },
        {
          id: 'repositioning_frequency',
          type: 'choice',
          label: 'Reposition every',
          required: true,
          showWhen: { question: 'repositioning_chart', in: ['yes'] },
          options: [
            { value: '2h', label: '2 hours' },
            { value: '3h', label: '3 hours' },
            { value: '4h', label: '4 hours' },
            { value: 'each_visit', label: 'At each visit' },
          ],
        },
        {
          id: 'skin_check',
          type: 'yesNo',
          label: 'Skin check at each visit',
          required: true,
        },
        {
          id: 'skin_check_areas',
          type: 'text',
          label: 'Areas to check',
          help: 'For example heels, sacrum, hips, behind the ears.',
          showWhen: { question: 'skin_check', in: ['yes'] },
        },
        {
          id: 'mood',
          type: 'yesNo',
          label: 'Record mood and wellbeing',
        },
        {
          id: 'other_charts',
          type: 'multiChoice',
          label: 'Other records',
          options: [
            { value: 'catheter_output', label: 'Catheter output' },
            { value: 'blood_glucose', label: 'Blood glucose' },
            { value: 'weight', label: 'Weekly weight' },
            { value: 'seizure_diary', label: 'Seizure diary' },
            { value: 'topical_mar', label: 'Creams (topical MAR)' },
            { value: 'cash_record', label: 'Cash and receipts' },
          ],
        },
      ],
    },
    {
      id: 'concerns',
      title: 'Reporting concerns',
      questions: [
        {
          id: 'report_to',
          type: 'multiChoice',
          label: 'Report concerns to',
          required: true,
          help: 'In an emergency call 999 first, then the office.',
          options: [
            { value: 'office', label: 'The office (out of hours: the on-call phone)' },
            { value: 'family', label: 'Family, as agreed with the client' },
            { value: 'district_nurse', label: 'District nurse' },
            { value: 'gp', label: 'GP' },
          ],
        },
        {
          id: 'contacts',
          type: 'longText',
          label: 'Names and phone numbers',
        },
        {
          id: 'thresholds',
          type: 'longText',
          label: 'Report when',
          required: true,
          help: 'Specific thresholds, for example: drinks less than 1,000 ml in a day; no bowel movement for 3 days; red skin that does not fade; refuses two meals in a row; new confusion; a fall.',
        },
      ],
    },
    {
      id: 'writing_notes',
      title: 'Writing the visit notes',
      questions: [
        {
          id: 'notes_guidance',
          type: 'info',
          label: 'How to write good notes',
          help: 'Write what you did and what you saw, factually and respectfully, as if the client will read it: they have the right to.\n\nRecord anything different from usual, what the client said about how they feel, and anything you have reported and to whom.',
        },
        {
          id: 'extra_instructions',
          type: 'longText',
          label: 'Anything else carers must record for this client',
        },
      ],
    },
  ],
};
