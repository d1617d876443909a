import type { FormDefinition } from '../../../engine/forms/form-definition';
import { REPRESENTATIVE_AUTHORITY_OPTIONS, SIGNER_OPTIONS } from './form-options';

/**
 * The agreement between the client, the agency and the client's nominated pharmacy about how
 * medicines are ordered, supplied and recorded, signed by the client or their representative.
 */
export const pharmacyContractForm: FormDefinition = {
  key: 'pharmacy-contract',
  title: 'Pharmacy Contract',
  version: 1,
  purpose: 'contract',
  description: 'Read the terms with the client before they sign. Give them a printed copy.',
  sections: [
    {
      id: 'pharmacy',
      title: 'Nominated pharmacy',
      questions: [
        { id: 'pharmacy_name', type: 'text', label: 'Pharmacy name', required: true },
        { id: 'pharmacy_address', type: 'longText', label: 'Pharmacy address', required: true },
        { id: 'pharmacy_phone', type: 'text', label: 'Pharmacy phone', required: true },
        { id: 'gp_surgery', type: 'text', label: 'GP surgery' },
      ],
    },
    {
      id: 'arrangements',
      title: 'Arrangements',
      questions: [
        {
          id: 'repeat_prescriptions',
          type: 'choice',
          label: 'Who orders repeat prescriptions',
          required: true,
          options: [
            { value: 'client', label: 'The client' },
            { value: 'family', label: 'Family' },
            { value: 'pharmacy', label: 'The pharmacy, through its repeat service' },
            { value: 'agency', label: 'The agency, on the client’s behalf' },
          ],
        },
        {
          id: 'delivery',
          type: 'yesNo',
          label: 'The pharmacy delivers medicines to the client’s home',
          required: true,
        },
        {
          id: 'delivery_day',
          type: 'text',
          label: 'Usual delivery day',
          showWhen: { question: 'delivery', in: ['yes'] },
        },
        {
          id: 'collected_by',
          type: 'text',
          label: 'Who collects the medicines',
          showWhen: { question: 'delivery', in: ['no'] },
        },
        {
          id: 'blister_packs',
          type: 'yesNo',
          label: 'The pharmacy supplies medicines in blister packs (monitored dosage system)',
          help: 'Not all medicines can go in blister packs; the pharmacist decides.',
        },
        {
          id: 'mar_charts_supplied',
          type: 'yesNo',
          label: 'The pharmacy supplies printed MAR charts with each supply',
        },
        {
          id: 'cycle_length',
          type: 'choice',
          label: 'Supply cycle',
          options: [
            { value: '7_days', label: 'Every 7 days' },
            { value: '28_days', label: 'Every 28 days' },
          ],
        },
      ],
    },
    {
      id: 'terms',
      title: 'Terms',
      questions: [
        {
          id: 'terms_text',
          type: 'info',
          label: 'What each party agrees',
          help: 'The client (or their representative) agrees that the agency may speak to the pharmacy and the GP surgery about their medicines, order repeat prescriptions when the agency is responsible for ordering, and receive medicines on their behalf.\n\nThe pharmacy agrees to dispense prescriptions promptly, label every medicine clearly, supply blister packs and MAR charts as set out above, tell the agency of any change to a medicine, and give advice on how medicines should be taken, stored and, where needed, given in another form.\n\nThe agency agrees that its carers will support the client with medicines only as set out in the medication assessment and care plan, record every dose given, refused or not given on the MAR chart, store medicines safely, return unwanted or out-of-date medicines to the pharmacy, and report errors and concerns to the pharmacy or GP the same day.\n\nThe client may change their nominated pharmacy at any time by telling the agency and the GP surgery. This agreement is reviewed with the care plan.',
        },
      ],
    },
    {
      id: 'signature',
      title: 'Signature',
      questions: [
        {
          id: 'signed_by',
          type: 'choice',
          label: 'Signed by',
          required: true,
          options: SIGNER_OPTIONS,
        },
        {
          id: 'representative_relationship',
          type: 'text',
          label: 'Representative’s relationship to the client',
          required: true,
          help: 'For example daughter, son, friend.',
          showWhen: { question: 'signed_by', in: ['representative'] },
        },
        {
          id: 'representative_authority',
          type: 'choice',
          label: 'Authority to sign',
          required: true,
          showWhen: { question: 'signed_by', in: ['representative'] },
          options: REPRESENTATIVE_AUTHORITY_OPTIONS,
        },
        {
          id: 'client_signature',
          type: 'signature',
          label: 'Signature',
          required: true,
        },
        {
          id: 'agency_signature',
          type: 'signature',
          label: 'Signed for the agency',
        },
      ],
    },
  ],
};
