import type { FormDefinition } from '../../../engine/forms/form-definition';
import { REPRESENTATIVE_AUTHORITY_OPTIONS, SIGNER_OPTIONS } from './form-options';

/** Only these can give or sign consent to care for someone else (Mental Capacity Act 2005). */
const CONSENT_AUTHORITIES = ['lpa_health_welfare', 'court_deputy', 'signing_at_request'];

/**
 * The client's consent to care and to the agency's use of their information. Consent to care
 * and to sharing with health professionals is asked separately, as the client may give one and
 * not the other; each can be withdrawn at any time. A representative may sign only with the
 * legal authority to do so (usually a health and welfare LPA).
 */
export const consentForm: FormDefinition = {
  key: 'consent',
  title: 'Consent',
  version: 1,
  purpose: 'contract',
  description:
    'Go through each statement with the client. If the client lacks capacity to consent, record a mental capacity assessment and best-interests decision instead, unless someone holds a health and welfare LPA.',
  sections: [
    {
      id: 'consents',
      title: 'I consent to',
      questions: [
        {
          id: 'consent_care',
          type: 'yesNo',
          label: 'Receiving care and support as set out in my care plan',
          required: true,
        },
        {
          id: 'consent_share_health',
          type: 'yesNo',
          label:
            'The agency sharing information about my care with health professionals involved in it',
          required: true,
          help: 'For example the GP, district nurses, pharmacist and hospital. Only what they need to know.',
        },
        {
          id: 'consent_share_family',
          type: 'yesNo',
          label: 'The agency sharing information about my care with named family members',
        },
        {
          id: 'family_names',
          type: 'text',
          label: 'Family members the agency may speak to',
          showWhen: { question: 'consent_share_family', in: ['yes'] },
        },
        {
          id: 'consent_medication',
          type: 'yesNo',
          label: 'Carers supporting me with my medicines as set out in my medication assessment',
          required: true,
        },
        {
          id: 'consent_key_safe',
          type: 'yesNo',
          label: 'Carers using the key safe to let themselves in',
          required: true,
          help: 'The code is shared only with carers who visit and office staff who need it.',
        },
        {
          id: 'consent_photo',
          type: 'yesNo',
          label: 'A photo of me being kept on my file so carers can recognise me',
          required: true,
        },
        {
          id: 'consent_records',
          type: 'yesNo',
          label:
            'The agency recording and keeping information about me, as explained in the privacy notice',
          required: true,
        },
      ],
    },
    {
      id: 'privacy',
      title: 'Privacy notice',
      questions: [
        {
          id: 'privacy_notice',
          type: 'info',
          label: 'How we use your information',
          help: 'The agency is the data controller for the information we keep about you under UK GDPR and the Data Protection Act 2018. We keep your personal details, health information and the records of your care so that we can provide safe care, meet our legal duties as a care provider registered with the Care Quality Commission, and invoice for your care. Health information is special category data; we process it to provide health and social care.\n\nWe share information only with those who need it for your care (your carers, health professionals, the local authority or NHS body that funds your care) or where the law requires it, for example to protect someone from harm. We never sell your information.\n\nWe keep care records for 8 years after your care ends, then destroy them securely.\n\nYou have the right to see the information we hold about you, to ask us to correct it, and in some cases to ask us to delete it or to limit how we use it. You may withdraw any consent on this form at any time by telling the office. If you are unhappy with how we use your information, please tell us; you can also complain to the Information Commissioner’s Office (ico.org.uk, 0303 123 1113).',
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
          showWhen: { question: 'signed_by', in: ['representative'] },
        },
        {
          id: 'representative_authority',
          type: 'choice',
          label: 'Authority to consent for the client',
          required: true,
          help: 'Only a health and welfare attorney or a deputy with that power can consent to care for someone else. Check the registered LPA and keep a copy in Uploads.',
          showWhen: { question: 'signed_by', in: ['representative'] },
          options: REPRESENTATIVE_AUTHORITY_OPTIONS.filter((option) =>
            CONSENT_AUTHORITIES.includes(option.value),
          ),
        },
        {
          id: 'lpa_seen',
          type: 'yesNo',
          label: 'The office has seen the registered Lasting Power of Attorney',
          required: true,
          showWhen: { question: 'representative_authority', in: ['lpa_health_welfare'] },
        },
        {
          id: 'client_signature',
          type: 'signature',
          label: 'Signature',
          required: true,
        },
      ],
    },
  ],
};
