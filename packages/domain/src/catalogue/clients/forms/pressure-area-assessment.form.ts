import type { FormDefinition } from '../../../engine/forms/form-definition';

/**
 * Modelled on the Waterlow pressure ulcer risk score (2005 card, with its malnutrition screening
 * tool): build, skin, sex and age, nutrition, continence, mobility and special risks add up to a
 * total; under 10 not at risk, 10–14 at risk, 15–19 high risk, 20 or more very high risk.
 * Where the card says "score the highest that applies" the item is a single choice; the special
 * risks that can coexist (tissue malnutrition) add up.
 */
export const pressureAreaAssessmentForm: FormDefinition = {
  key: 'pressure-area-assessment',
  title: 'Pressure Area Assessment',
  version: 2,
  purpose: 'assessment',
  description:
    'Complete at the first assessment, monthly while at risk, and whenever the client’s condition changes. Any red or broken skin is reported the same day to the district nurse and recorded in Pressure Ulcer / Bruise.',
  // Monthly while at risk (the form's guidance), weekly when very high (Waterlow card).
  reviewDays: { low: 90, medium: 30, high: 14, 'very-high': 7 },
  scoring: {
    bands: [
      { min: 0, label: 'Not at risk', level: 'low' },
      { min: 10, label: 'At risk', level: 'medium' },
      { min: 15, label: 'High risk', level: 'high' },
      { min: 20, label: 'Very high risk', level: 'very-high' },
    ],
  },
  sections: [
    {
      id: 'build_and_skin',
      title: 'Build and skin',
      questions: [
        { id: 'height_cm', type: 'number', label: 'Height (cm)', min: 50, max: 250 },
        { id: 'weight_kg', type: 'number', label: 'Weight (kg)', min: 20, max: 350 },
        {
          id: 'build',
          type: 'choice',
          label: 'Build: body mass index (BMI)',
          required: true,
          help: 'BMI is weight in kg divided by height in metres squared. If the client cannot be weighed, judge from appearance.',
          options: [
            { value: 'average', label: 'Average (BMI 20–24.9)', score: 0 },
            { value: 'above_average', label: 'Above average (BMI 25–29.9)', score: 1 },
            { value: 'obese', label: 'Obese (BMI 30 or more)', score: 2 },
            { value: 'below_average', label: 'Below average (BMI under 20)', score: 3 },
          ],
        },
        {
          id: 'skin_type',
          type: 'choice',
          label: 'Skin type in the risk areas',
          required: true,
          help: 'Check heels, sacrum and buttocks, hips, elbows, shoulders and ears. Choose the worst that applies.',
          options: [
            { value: 'healthy', label: 'Healthy', score: 0 },
            { value: 'tissue_paper', label: 'Tissue paper (thin, fragile)', score: 1 },
            { value: 'dry', label: 'Dry', score: 1 },
            { value: 'oedematous', label: 'Oedematous (swollen)', score: 1 },
            { value: 'clammy', label: 'Clammy or feverish', score: 1 },
            {
              value: 'discoloured',
              label: 'Discoloured: category 1 (redness that does not fade when pressed)',
              score: 2,
            },
            { value: 'broken', label: 'Broken or spots: category 2–4', score: 3 },
          ],
        },
      ],
    },
    {
      id: 'sex_and_age',
      title: 'Sex and age',
      questions: [
        {
          id: 'sex',
          type: 'choice',
          label: 'Sex',
          required: true,
          options: [
            { value: 'male', label: 'Male', score: 1 },
            { value: 'female', label: 'Female', score: 2 },
          ],
        },
        {
          id: 'age',
          type: 'choice',
          label: 'Age',
          required: true,
          options: [
            { value: '14_49', label: '14–49', score: 1 },
            { value: '50_64', label: '50–64', score: 2 },
            { value: '65_74', label: '65–74', score: 3 },
            { value: '75_80', label: '75–80', score: 4 },
            { value: '81_plus', label: '81 or over', score: 5 },
          ],
        },
      ],
    },
    {
      id: 'nutrition',
      title: 'Malnutrition screening',
      questions: [
        {
          id: 'recent_weight_loss',
          type: 'choice',
          label: 'Has the client lost weight recently?',
          required: true,
          help: 'Clothes, rings or dentures looser than before are signs of weight loss.',
          options: [
            { value: 'yes', label: 'Yes', score: 0 },
            { value: 'no', label: 'No', score: 0 },
            { value: 'unsure', label: 'Unsure', score: 2 },
          ],
        },
        {
          id: 'weight_loss_amount',
          type: 'choice',
          label: 'How much weight',
          required: true,
          showWhen: { question: 'recent_weight_loss', in: ['yes'] },
          options: [
            { value: '0_5_to_5kg', label: '0.5–5 kg', score: 1 },
            { value: '5_to_10kg', label: '5–10 kg', score: 2 },
            { value: '10_to_15kg', label: '10–15 kg', score: 3 },
            { value: 'over_15kg', label: 'More than 15 kg', score: 4 },
            { value: 'unsure', label: 'Unsure', score: 2 },
          ],
        },
        {
          id: 'eating_poorly',
          type: 'yesNo',
          label: 'Is the client eating poorly or has a poor appetite?',
          required: true,
          scoreIfYes: 1,
        },
      ],
    },
    {
      id: 'continence_mobility',
      title: 'Continence and mobility',
      questions: [
        {
          id: 'continence',
          type: 'choice',
          label: 'Continence',
          required: true,
          options: [
            { value: 'continent', label: 'Complete, or catheterised', score: 0 },
            { value: 'urinary', label: 'Urinary incontinence', score: 1 },
            { value: 'faecal', label: 'Faecal incontinence', score: 2 },
            { value: 'doubly', label: 'Urinary and faecal incontinence', score: 3 },
          ],
        },
        {
          id: 'mobility',
          type: 'choice',
          label: 'Mobility',
          required: true,
          options: [
            { value: 'fully', label: 'Fully mobile', score: 0 },
            { value: 'restless', label: 'Restless or fidgety', score: 1 },
            { value: 'apathetic', label: 'Apathetic (moves little)', score: 2 },
            { value: 'restricted', label: 'Restricted', score: 3 },
            { value: 'bedbound', label: 'Bedbound', score: 4 },
            {
              value: 'chairbound',
              label: 'Chairbound (for example in a wheelchair all day)',
              score: 5,
            },
          ],
        },
      ],
    },
    {
      id: 'special_risks',
      title: 'Special risks',
      questions: [
        {
          id: 'tissue_malnutrition',
          type: 'multiChoice',
          label: 'Tissue malnutrition',
          help: 'Tick all that apply; each adds to the score.',
          options: [
            { value: 'terminal_cachexia', label: 'Terminal cachexia (severe wasting)', score: 8 },
            { value: 'multiple_organ_failure', label: 'Multiple organ failure', score: 8 },
            {
              value: 'single_organ_failure',
              label: 'Single organ failure (heart, lungs or kidneys)',
              score: 5,
            },
            {
              value: 'peripheral_vascular_disease',
              label: 'Peripheral vascular disease',
              score: 5,
            },
            { value: 'anaemia', label: 'Anaemia (Hb below 8)', score: 2 },
            { value: 'smoking', label: 'Smoking', score: 1 },
          ],
        },
        {
          id: 'neurological_deficit',
          type: 'choice',
          label: 'Neurological deficit',
          required: true,
          help: 'For example diabetes, multiple sclerosis, stroke, motor or sensory loss, paraplegia. Score by how much sensation and movement are affected.',
          options: [
            { value: 'none', label: 'None', score: 0 },
            { value: 'mild', label: 'Mild', score: 4 },
            { value: 'moderate', label: 'Moderate', score: 5 },
            { value: 'severe', label: 'Severe (for example paraplegia)', score: 6 },
          ],
        },
        {
          id: 'surgery_trauma',
          type: 'choice',
          label: 'Major surgery or trauma',
          required: true,
          help: 'Time in theatre counts for 48 hours after the operation.',
          options: [
            { value: 'none', label: 'None', score: 0 },
            {
              value: 'orthopaedic_spinal',
              label: 'Orthopaedic or spinal surgery, below the waist',
              score: 5,
            },
            {
              value: 'theatre_over_2h',
              label: 'On the operating table more than 2 hours',
              score: 5,
            },
            {
              value: 'theatre_over_6h',
              label: 'On the operating table more than 6 hours',
              score: 8,
            },
          ],
        },
        {
          id: 'medication',
          type: 'yesNo',
          label: 'Takes cytotoxics, long-term or high-dose steroids, or anti-inflammatories',
          required: true,
          scoreIfYes: 4,
        },
      ],
    },
    {
      id: 'prevention',
      title: 'Prevention in place',
      questions: [
        {
          id: 'equipment',
          type: 'multiChoice',
          label: 'Equipment in place',
          options: [
            { value: 'foam_mattress', label: 'High-specification foam mattress' },
            { value: 'air_mattress', label: 'Dynamic (air) mattress' },
            { value: 'cushion', label: 'Pressure-relieving cushion' },
            { value: 'heel_protectors', label: 'Heel protectors or offloading boots' },
            { value: 'profiling_bed', label: 'Profiling bed' },
            { value: 'barrier_cream', label: 'Barrier cream' },
          ],
        },
        {
          id: 'skin_inspection',
          type: 'choice',
          label: 'How often carers check the skin',
          required: true,
          options: [
            { value: 'every_visit', label: 'At every visit' },
            { value: 'daily', label: 'Once a day' },
            { value: 'personal_care', label: 'At each personal care visit' },
          ],
        },
        {
          id: 'repositioning',
          type: 'text',
          label: 'Repositioning plan',
          help: 'For example: turn every 4 hours during the day, 30-degree tilt, record on the repositioning chart.',
        },
        {
          id: 'district_nurse_involved',
          type: 'yesNo',
          label: 'District nurse involved',
        },
        { id: 'prevention_notes', type: 'longText', label: 'Other actions agreed' },
      ],
    },
  ],
};
