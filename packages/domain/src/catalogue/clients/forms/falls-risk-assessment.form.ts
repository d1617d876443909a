import type { FormDefinition } from '../../../engine/forms/form-definition';

/**
 * Modelled on the FRAT (Falls Risk Assessment Tool, Peninsula Health): four scored items give a
 * total of 5–20 (low 5–11, medium 12–15, high 16–20), then an unscored checklist of risk factors
 * and the actions agreed. The FRAT also treats a recent change in function or dizziness as high
 * risk whatever the total: the score stays the tool's sum, and a 'yes' raises the band to high.
 */
export const fallsRiskAssessmentForm: FormDefinition = {
  key: 'falls-risk-assessment',
  title: 'Falls Risk Assessment',
  version: 3,
  purpose: 'assessment',
  description:
    'Complete at the first assessment, after any fall, and at each review. Score each item from what you see and what the client and family tell you.',
  // Higher risk, sooner: a high FRAT result is looked at again within a month.
  reviewDays: { low: 180, medium: 90, high: 30 },
  scoring: {
    bands: [
      { min: 5, label: 'Low risk', level: 'low' },
      { min: 12, label: 'Medium risk', level: 'medium' },
      { min: 16, label: 'High risk', level: 'high' },
    ],
  },
  sections: [
    {
      id: 'falls_risk_status',
      title: 'Falls risk status',
      description: 'Choose one answer for each item. The total decides the risk level.',
      questions: [
        {
          id: 'recent_falls',
          type: 'choice',
          label: 'Recent falls',
          required: true,
          help: 'Count slips and trips to the floor as well as falls, even without injury.',
          options: [
            { value: 'none_12_months', label: 'None in the last 12 months', score: 2 },
            {
              value: 'between_3_and_12_months',
              label: 'One or more between 3 and 12 months ago',
              score: 4,
            },
            { value: 'last_3_months', label: 'One or more in the last 3 months', score: 6 },
            {
              value: 'last_3_months_in_care',
              label: 'One or more in the last 3 months while in hospital or receiving care',
              score: 8,
            },
          ],
        },
        {
          id: 'medications',
          type: 'choice',
          label: 'Medications',
          required: true,
          help: 'Count sedatives, antidepressants, anti-Parkinson’s drugs, diuretics, antihypertensives (blood pressure tablets) and hypnotics (sleeping tablets). Check the medication list or MAR chart.',
          options: [
            { value: 'none', label: 'Not taking any of these', score: 1 },
            { value: 'one', label: 'Taking one', score: 2 },
            { value: 'two', label: 'Taking two', score: 3 },
            { value: 'more_than_two', label: 'Taking more than two', score: 4 },
          ],
        },
        {
          id: 'psychological',
          type: 'choice',
          label: 'Psychological',
          required: true,
          help: 'Anxiety, depression, reduced cooperation, or reduced insight or judgement, especially about their own mobility (for example getting up alone when they need help).',
          options: [
            { value: 'none', label: 'Does not appear to have any of these', score: 1 },
            { value: 'mild', label: 'Appears mildly affected by one or more', score: 2 },
            { value: 'moderate', label: 'Appears moderately affected by one or more', score: 3 },
            { value: 'severe', label: 'Appears severely affected by one or more', score: 4 },
          ],
        },
        {
          id: 'cognitive_status',
          type: 'choice',
          label: 'Cognitive status',
          required: true,
          help: 'Use the Abbreviated Mental Test Score (AMTS, out of 10) if one has been done; otherwise judge from your conversation and any diagnosis of dementia.',
          options: [
            { value: 'intact', label: 'Intact (AMTS 9–10)', score: 1 },
            { value: 'mild', label: 'Mildly impaired (AMTS 7–8)', score: 2 },
            { value: 'moderate', label: 'Moderately impaired (AMTS 5–6)', score: 3 },
            { value: 'severe', label: 'Severely impaired (AMTS 4 or less)', score: 4 },
          ],
        },
        {
          id: 'amts_score',
          type: 'number',
          label: 'AMTS score, if tested',
          min: 0,
          max: 10,
        },
        {
          id: 'change_in_function',
          type: 'yesNo',
          label:
            'Recent change in functional status, or in medicines affecting safe mobility (or one expected)',
          help: 'If yes, the client is high risk whatever the total; say what is being done in the actions below.',
          raisesRiskTo: 'high',
        },
        {
          id: 'dizziness',
          type: 'yesNo',
          label: 'Dizziness or postural hypotension (light-headed when standing up)',
          help: 'If yes, the client is high risk whatever the total; ask the GP to review.',
          raisesRiskTo: 'high',
        },
      ],
    },
    {
      id: 'risk_factors',
      title: 'Risk factors',
      description:
        'These are not scored. Record each one that applies so the actions can address it.',
      questions: [
        {
          id: 'vision',
          type: 'yesNo',
          label: 'Problems with eyesight',
          help: 'For example cataracts, macular degeneration, glasses not worn or out of date.',
        },
        {
          id: 'vision_notes',
          type: 'text',
          label: 'Eyesight: details',
          showWhen: { question: 'vision', in: ['yes'] },
        },
        {
          id: 'mobility',
          type: 'yesNo',
          label: 'Unsteady walking or balance, or uses a walking aid',
        },
        {
          id: 'transfers',
          type: 'yesNo',
          label: 'Difficulty getting in and out of a chair, bed, bath or toilet',
        },
        {
          id: 'continence',
          type: 'yesNo',
          label: 'Continence problems (urgency, frequency, getting up at night)',
          help: 'Rushing to the toilet, especially at night, is a common cause of falls.',
        },
        {
          id: 'footwear',
          type: 'yesNo',
          label: 'Unsafe footwear or foot problems',
          help: 'Loose slippers, backless shoes, walking in socks, long toenails, painful feet.',
        },
        {
          id: 'home_hazards',
          type: 'yesNo',
          label: 'Hazards in the home',
          help: 'Loose rugs, trailing cables, clutter, poor lighting, stairs without rails, pets underfoot.',
        },
        {
          id: 'home_hazards_notes',
          type: 'longText',
          label: 'Home hazards: details',
          showWhen: { question: 'home_hazards', in: ['yes'] },
        },
        {
          id: 'nutrition',
          type: 'yesNo',
          label: 'Poor appetite, weight loss or not drinking enough',
        },
        {
          id: 'alcohol',
          type: 'yesNo',
          label: 'Drinks alcohol in a way that affects balance',
        },
        {
          id: 'fear_of_falling',
          type: 'yesNo',
          label: 'Worried about falling, or avoids activity because of it',
        },
        {
          id: 'can_summon_help',
          type: 'choice',
          label: 'Can the client summon help after a fall?',
          options: [
            { value: 'pendant_alarm', label: 'Yes, wears a pendant or falls detector' },
            { value: 'phone', label: 'Yes, keeps a phone within reach' },
            { value: 'not_reliably', label: 'Not reliably' },
            { value: 'no', label: 'No' },
          ],
        },
      ],
    },
    {
      id: 'actions',
      title: 'Actions agreed',
      questions: [
        {
          id: 'referrals',
          type: 'multiChoice',
          label: 'Referrals made or requested',
          options: [
            { value: 'gp', label: 'GP (including medication review)' },
            { value: 'falls_clinic', label: 'Falls prevention service' },
            { value: 'occupational_therapy', label: 'Occupational therapy' },
            { value: 'physiotherapy', label: 'Physiotherapy' },
            { value: 'optician', label: 'Optician' },
            { value: 'podiatry', label: 'Podiatry' },
            { value: 'continence_service', label: 'Continence service' },
            { value: 'telecare', label: 'Telecare (pendant alarm, falls detector)' },
          ],
        },
        {
          id: 'actions_agreed',
          type: 'longText',
          label: 'Actions agreed to reduce the risk',
          required: true,
          help: 'What carers will do at each visit, and what has been agreed with the client and family (for example: walking frame within reach, night light on, hazards removed).',
        },
        {
          id: 'if_client_falls',
          type: 'longText',
          label: 'What carers should do if the client has fallen',
          help: 'Do not lift the client unless trained and it is safe; call 999 if injured or unable to get up, and tell the office.',
        },
        {
          id: 'discussed_with',
          type: 'text',
          label: 'Discussed with (client, family, professionals)',
        },
      ],
    },
  ],
};
