import type { FormDefinition } from '../../../engine/forms/form-definition';

const consentDate = (id: string, when: string) => ({
  id,
  type: 'date' as const,
  label: 'Date of consent',
  required: true,
  notFuture: true,
  showWhen: { question: when, in: ['yes'] },
});

/**
 * What the applicant confirms after a successful interview: that
 * references may be taken from the referees they named, and consent to the enhanced DBS check
 * and to the Update Service status check, each consent with its date. Filled in by the applicant
 * from their private link.
 */
export const postInterviewReferenceForms: FormDefinition = {
  key: 'post-interview-reference-forms',
  title: 'Post-interview Reference Forms',
  version: 1,
  purpose: 'profile',
  description:
    'Before we can offer you work we must take up references and check your DBS status. Please confirm your referees and give your consent below.',
  sections: [
    {
      id: 'references',
      title: 'References',
      questions: [
        {
          id: 'references_consent',
          type: 'yesNo',
          label: 'I agree that the agency may contact my referees for a reference',
          required: true,
        },
        consentDate('references_consent_date', 'references_consent'),
        {
          id: 'referees_confirmed',
          type: 'yesNo',
          label: 'The referees I named in my application are correct and up to date',
          required: true,
        },
        {
          id: 'referee_changes',
          type: 'longText',
          label: 'What has changed (names, email addresses or phone numbers)',
          required: true,
          showWhen: { question: 'referees_confirmed', in: ['no'] },
        },
        {
          id: 'contact_current_employer',
          type: 'yesNo',
          label: 'You may contact my current employer before I accept an offer',
        },
      ],
    },
    {
      id: 'dbs',
      title: 'DBS check',
      questions: [
        {
          id: 'dbs_info',
          type: 'info',
          label: 'Why we ask',
          help: 'Care work with adults is regulated activity, so the law requires an enhanced DBS check with the adult barred list before you start. If you already subscribe to the DBS Update Service we can check your certificate online instead of applying for a new one, but only with your consent.',
        },
        {
          id: 'dbs_consent',
          type: 'yesNo',
          label: 'I consent to an enhanced DBS check with the adult barred list',
          required: true,
        },
        consentDate('dbs_consent_date', 'dbs_consent'),
        {
          id: 'update_service_member',
          type: 'yesNo',
          label: 'I subscribe to the DBS Update Service',
          required: true,
        },
        {
          id: 'update_service_consent',
          type: 'yesNo',
          label: 'I consent to the agency checking my certificate’s status on the Update Service',
          required: true,
          showWhen: { question: 'update_service_member', in: ['yes'] },
        },
        consentDate('update_service_consent_date', 'update_service_consent'),
        {
          id: 'dbs_certificate_number',
          type: 'text',
          label: 'DBS certificate number',
          help: '12 digits, printed at the top right of the certificate.',
          showWhen: { question: 'update_service_member', in: ['yes'] },
        },
      ],
    },
    {
      id: 'declaration',
      title: 'Declaration',
      questions: [
        {
          id: 'declaration_true',
          type: 'yesNo',
          label: 'The information I have given is true and complete',
          required: true,
        },
        { id: 'signature', type: 'signature', label: 'Signature', required: true },
      ],
    },
  ],
};
