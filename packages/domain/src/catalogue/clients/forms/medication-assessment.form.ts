import type { FormDefinition } from '../../../engine/forms/form-definition';

/**
 * How much help the client needs with medicines (NICE NG67, managing medicines for adults
 * receiving social care in the community). Each difficulty adds to a support-need score; the
 * assessor then records the level of support agreed. Covert administration needs a mental
 * capacity assessment and a best-interests decision, so those questions appear when it is chosen.
 */
export const medicationAssessmentForm: FormDefinition = {
  key: 'medication-assessment',
  title: 'Medication Assessment',
  version: 2,
  purpose: 'assessment',
  description:
    'Assess with the client, their medicines in front of you. Support is the least the client needs to stay safe.',
  // More support needed, sooner: needs change quickly (NICE NG67 asks for regular review).
  reviewDays: { low: 180, medium: 90, high: 30 },
  scoring: {
    bands: [
      { min: 0, label: 'Low support need', level: 'low' },
      { min: 4, label: 'Medium support need', level: 'medium' },
      { min: 8, label: 'High support need', level: 'high' },
    ],
  },
  sections: [
    {
      id: 'abilities',
      title: 'What the client can do',
      description: 'Each answer adds to the support-need score.',
      questions: [
        {
          id: 'read_labels',
          type: 'choice',
          label: 'Can the client read the labels?',
          required: true,
          options: [
            { value: 'yes', label: 'Yes', score: 0 },
            { value: 'with_difficulty', label: 'With difficulty', score: 1 },
            { value: 'no', label: 'No', score: 2 },
          ],
        },
        {
          id: 'open_packaging',
          type: 'choice',
          label: 'Can the client open bottles, boxes and blister packs?',
          required: true,
          help: 'Ask the pharmacist about non-childproof lids or easy-open packs if this is hard.',
          options: [
            { value: 'yes', label: 'Yes', score: 0 },
            { value: 'with_difficulty', label: 'With difficulty', score: 1 },
            { value: 'no', label: 'No', score: 2 },
          ],
        },
        {
          id: 'remembers',
          type: 'choice',
          label: 'Does the client remember to take their medicines at the right times?',
          required: true,
          options: [
            { value: 'yes', label: 'Yes', score: 0 },
            { value: 'sometimes_forgets', label: 'Sometimes forgets', score: 2 },
            { value: 'no', label: 'No', score: 3 },
          ],
        },
        {
          id: 'understands_purpose',
          type: 'choice',
          label: 'Does the client understand what each medicine is for?',
          required: true,
          options: [
            { value: 'yes', label: 'Yes', score: 0 },
            { value: 'partly', label: 'Partly', score: 1 },
            { value: 'no', label: 'No', score: 2 },
          ],
        },
        {
          id: 'swallowing',
          type: 'choice',
          label: 'Can the client swallow tablets and capsules?',
          required: true,
          help: 'Never crush tablets or open capsules without the pharmacist’s or GP’s written advice.',
          options: [
            { value: 'yes', label: 'Yes, without difficulty', score: 0 },
            { value: 'some_difficulty', label: 'Some difficulty', score: 1 },
            { value: 'no', label: 'No: needs liquids or another form', score: 2 },
          ],
        },
        {
          id: 'number_of_medicines',
          type: 'choice',
          label: 'Number of regular medicines',
          required: true,
          options: [
            { value: 'up_to_4', label: 'Up to 4', score: 0 },
            { value: '5_to_9', label: '5 to 9', score: 1 },
            { value: '10_or_more', label: '10 or more', score: 2 },
          ],
        },
        {
          id: 'controlled_drugs',
          type: 'yesNo',
          label: 'Does the client take controlled drugs?',
          help: 'For example morphine, oxycodone, fentanyl or buprenorphine patches. These need a second signature and a stock count.',
          scoreIfYes: 1,
        },
      ],
    },
    {
      id: 'supply',
      title: 'Supply and storage',
      questions: [
        {
          id: 'packaging',
          type: 'choice',
          label: 'How the medicines are supplied',
          required: true,
          help: 'Carers must not give medicines from a dosette box filled by family (secondary dispensing): only from pharmacy-labelled packs.',
          options: [
            { value: 'original_packs', label: 'Original packs from the pharmacy' },
            { value: 'pharmacy_blister', label: 'Blister pack filled by the pharmacy' },
            { value: 'family_dosette', label: 'Dosette box filled by family' },
            { value: 'mixed', label: 'A mix of the above' },
          ],
        },
        {
          id: 'prescriptions_collected_by',
          type: 'choice',
          label: 'Who orders and collects prescriptions',
          required: true,
          options: [
            { value: 'client', label: 'The client' },
            { value: 'family', label: 'Family' },
            { value: 'pharmacy', label: 'The pharmacy (collects from the GP and delivers)' },
            { value: 'agency', label: 'The agency' },
          ],
        },
        {
          id: 'storage',
          type: 'text',
          label: 'Where the medicines are kept',
          help: 'Somewhere cool and dry; locked if anyone in the home might misuse them. Fridge items separate.',
        },
        {
          id: 'time_critical',
          type: 'yesNo',
          label: 'Are any medicines time-critical?',
          help: 'For example Parkinson’s medicines, insulin, some epilepsy medicines. Visits must be on time.',
        },
        {
          id: 'prn_medicines',
          type: 'yesNo',
          label: 'Are any medicines "when required" (PRN)?',
          help: 'Each needs a PRN protocol on the medication record: reason, dose, minimum gap and maximum in 24 hours.',
        },
      ],
    },
    {
      id: 'support_agreed',
      title: 'Support agreed',
      questions: [
        {
          id: 'support_level',
          type: 'choice',
          label: 'Level of support',
          required: true,
          options: [
            { value: 'self', label: 'Self-administers: carers do not help' },
            { value: 'prompt', label: 'Prompt: carers remind, the client takes them' },
            {
              value: 'assist',
              label: 'Assist: carers help open packs or pour, the client takes them',
            },
            {
              value: 'administer',
              label: 'Administer: carers give the medicines and sign the MAR chart',
            },
          ],
        },
        {
          id: 'support_details',
          type: 'longText',
          label: 'What carers do at each visit',
        },
        {
          id: 'covert_medication',
          type: 'yesNo',
          label: 'Are any medicines to be given covertly (hidden in food or drink)?',
          help: 'Only when the client lacks capacity to decide, after a best-interests decision with the GP and pharmacist.',
        },
        {
          id: 'mca_assessment_done',
          type: 'yesNo',
          label: 'Mental capacity assessment completed for this decision',
          required: true,
          help: 'Record it in the Mental Capacity section of the file.',
          showWhen: { question: 'covert_medication', in: ['yes'] },
        },
        {
          id: 'best_interests_documented',
          type: 'yesNo',
          label: 'Best-interests decision documented, with the GP involved',
          required: true,
          showWhen: { question: 'covert_medication', in: ['yes'] },
        },
        {
          id: 'pharmacist_advice',
          type: 'longText',
          label: 'Pharmacist’s advice on how to give each medicine covertly',
          required: true,
          help: 'Which food or drink, and whether the medicine may be crushed or mixed.',
          showWhen: { question: 'covert_medication', in: ['yes'] },
        },
        {
          id: 'covert_review_date',
          type: 'date',
          label: 'Covert medication to be reviewed by',
          showWhen: { question: 'covert_medication', in: ['yes'] },
        },
      ],
    },
  ],
};
