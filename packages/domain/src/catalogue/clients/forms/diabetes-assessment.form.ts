import type { FormDefinition } from '../../../engine/forms/form-definition';

/** How the client's diabetes is managed and what carers do when blood glucose is too low or high. */
export const diabetesAssessmentForm: FormDefinition = {
  key: 'diabetes-assessment',
  title: 'Diabetes Assessment',
  version: 1,
  purpose: 'assessment',
  description:
    'Complete with the client and, where involved, the diabetes nurse or district nurse. Carers must know the hypo signs and what to do.',
  reviewMonths: 12,
  sections: [
    {
      id: 'diabetes',
      title: 'Diabetes and treatment',
      questions: [
        {
          id: 'diabetes_type',
          type: 'choice',
          label: 'Type of diabetes',
          required: true,
          options: [
            { value: 'type_1', label: 'Type 1' },
            { value: 'type_2', label: 'Type 2' },
            { value: 'other', label: 'Other (for example after pancreatitis or steroid-induced)' },
            { value: 'not_known', label: 'Not known' },
          ],
        },
        {
          id: 'treatment',
          type: 'multiChoice',
          label: 'Treatment',
          required: true,
          options: [
            { value: 'diet', label: 'Diet only' },
            { value: 'tablets', label: 'Tablets (for example metformin, gliclazide)' },
            {
              value: 'non_insulin_injection',
              label: 'Non-insulin injection (for example semaglutide)',
            },
            { value: 'insulin', label: 'Insulin' },
          ],
        },
        {
          id: 'insulin_given_by',
          type: 'choice',
          label: 'Who gives the insulin',
          required: true,
          help: 'Carers give insulin only when delegated and signed off by a nurse for this client.',
          showWhen: { question: 'treatment', in: ['insulin'] },
          options: [
            { value: 'self', label: 'The client' },
            { value: 'district_nurse', label: 'District nurse' },
            { value: 'family', label: 'Family' },
            { value: 'trained_carer', label: 'Trained carers (delegated task)' },
          ],
        },
        {
          id: 'insulin_details',
          type: 'longText',
          label: 'Insulin: name, device and times',
          showWhen: { question: 'treatment', in: ['insulin'] },
        },
        {
          id: 'diabetes_team',
          type: 'text',
          label: 'Diabetes nurse or team: name and phone',
        },
      ],
    },
    {
      id: 'monitoring',
      title: 'Blood glucose monitoring',
      questions: [
        {
          id: 'glucose_monitoring',
          type: 'yesNo',
          label: 'Is blood glucose checked at home?',
        },
        {
          id: 'monitoring_by',
          type: 'choice',
          label: 'Who checks it',
          showWhen: { question: 'glucose_monitoring', in: ['yes'] },
          options: [
            { value: 'self', label: 'The client' },
            { value: 'family', label: 'Family' },
            { value: 'district_nurse', label: 'District nurse' },
            { value: 'trained_carer', label: 'Trained carers' },
          ],
        },
        {
          id: 'monitoring_method',
          type: 'choice',
          label: 'How',
          showWhen: { question: 'glucose_monitoring', in: ['yes'] },
          options: [
            { value: 'finger_prick', label: 'Finger-prick meter' },
            { value: 'sensor', label: 'Sensor (for example FreeStyle Libre)' },
          ],
        },
        {
          id: 'target_range',
          type: 'text',
          label: 'Target range agreed with the diabetes team (mmol/L)',
          help: 'For example 4 to 10 mmol/L.',
          showWhen: { question: 'glucose_monitoring', in: ['yes'] },
        },
      ],
    },
    {
      id: 'hypo_hyper',
      title: 'Low and high blood glucose',
      questions: [
        {
          id: 'hypo_risk',
          type: 'yesNo',
          label: 'Is the client at risk of hypos (low blood glucose)?',
          help: 'Yes if they take insulin or a sulfonylurea such as gliclazide.',
        },
        {
          id: 'hypo_signs',
          type: 'longText',
          label: 'The client’s usual hypo signs',
          help: 'Common signs: sweating, shaking, pale, hungry, confused or irritable, drowsy.',
        },
        {
          id: 'hypo_action',
          type: 'longText',
          label: 'What carers do in a hypo',
          required: true,
          help: 'Usual advice: if awake and able to swallow, give a fast-acting sugar (for example 150–200 ml fruit juice or 4–5 glucose tablets), recheck after 10–15 minutes and repeat if still low, then a starchy snack. If unconscious or unable to swallow: recovery position, nothing by mouth, call 999.',
        },
        {
          id: 'hypo_treatment_kept',
          type: 'text',
          label: 'Where hypo treatment is kept',
        },
        {
          id: 'hyper_signs',
          type: 'longText',
          label: 'High blood glucose signs',
          help: 'Very thirsty, passing urine often, tired, blurred vision; in type 1, sickness, tummy pain and fruity breath can mean ketoacidosis: call 999.',
        },
        {
          id: 'hyper_action',
          type: 'longText',
          label: 'What carers do if blood glucose is high or the client is unwell',
          required: true,
        },
      ],
    },
    {
      id: 'health_checks',
      title: 'Feet, eyes and diet',
      questions: [
        {
          id: 'foot_care',
          type: 'longText',
          label: 'Foot care',
          help: 'Check feet daily for cuts, blisters, redness or swelling and report them. Carers do not cut the toenails of a client with diabetes: podiatry does.',
        },
        {
          id: 'podiatry',
          type: 'yesNo',
          label: 'Under podiatry',
        },
        {
          id: 'eye_screening_date',
          type: 'date',
          label: 'Last diabetic eye screening',
          help: 'Offered every one to two years by the NHS.',
        },
        {
          id: 'diet',
          type: 'longText',
          label: 'Diet',
          help: 'Regular meals, what to offer and what to limit. Never skip a meal after insulin.',
        },
      ],
    },
  ],
};
