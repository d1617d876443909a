import type { FormDefinition } from '../../../engine/forms/form-definition';

/** Office settings for this client: what the agency sends, to whom, and how visits are tracked. */
export const settingsForm: FormDefinition = {
  key: 'settings',
  title: 'Settings',
  version: 1,
  purpose: 'profile',
  description:
    'How the office works with this client. Agree these with the client or their representative.',
  sections: [
    {
      id: 'visits',
      title: 'Visits',
      questions: [
        {
          id: 'trackable_visits',
          type: 'yesNo',
          label: 'Track visits with carer check-in and check-out',
          required: true,
          help: 'Carers check in and out on the app at the door, so late and missed visits raise an alert.',
        },
        {
          id: 'late_alert_minutes',
          type: 'number',
          label: 'Alert the office when a carer is this many minutes late',
          help: 'Usually 15 minutes; shorter for time-critical visits such as medication or diabetes.',
          min: 5,
          max: 120,
          showWhen: { question: 'trackable_visits', in: ['yes'] },
        },
        {
          id: 'time_critical',
          type: 'yesNo',
          label: 'Visits are time-critical',
          help: 'Yes when a late visit could cause harm: insulin, Parkinson’s medication, no one else to help.',
        },
        {
          id: 'visit_confirmation_to_family',
          type: 'yesNo',
          label: 'Tell family when each visit is completed',
          help: 'Only with the client’s consent.',
        },
        {
          id: 'visit_confirmation_contact',
          type: 'text',
          label: 'Who receives visit confirmations',
          help: 'Name, relationship, and mobile number or email address.',
          required: true,
          showWhen: { question: 'visit_confirmation_to_family', in: ['yes'] },
        },
        {
          id: 'visit_confirmation_method',
          type: 'choice',
          label: 'Send confirmations by',
          showWhen: { question: 'visit_confirmation_to_family', in: ['yes'] },
          options: [
            { value: 'text', label: 'Text message' },
            { value: 'email', label: 'Email' },
          ],
        },
      ],
    },
    {
      id: 'rota_and_invoices',
      title: 'Rota and invoices',
      questions: [
        {
          id: 'send_rota_to_client',
          type: 'yesNo',
          label: 'Send the client their rota (who is coming and when)',
        },
        {
          id: 'rota_method',
          type: 'choice',
          label: 'Send the rota by',
          showWhen: { question: 'send_rota_to_client', in: ['yes'] },
          options: [
            { value: 'email', label: 'Email, weekly' },
            { value: 'post', label: 'Post, weekly' },
            { value: 'family', label: 'Email to a family member, weekly' },
          ],
        },
        {
          id: 'show_carer_names',
          type: 'yesNo',
          label: 'Show carers’ names on the rota',
        },
        {
          id: 'invoice_method',
          type: 'choice',
          label: 'Invoices',
          required: true,
          options: [
            { value: 'email', label: 'Email to the client' },
            { value: 'post', label: 'Post to the client' },
            { value: 'representative', label: 'To the person who manages the client’s money' },
            { value: 'funder_only', label: 'No invoice: the funder pays in full' },
          ],
        },
        {
          id: 'invoice_recipient',
          type: 'text',
          label: 'Invoice recipient: name, address or email',
          showWhen: { question: 'invoice_method', in: ['representative'] },
        },
      ],
    },
    {
      id: 'correspondence',
      title: 'Letters and information',
      questions: [
        {
          id: 'correspondence_language',
          type: 'choice',
          label: 'Language for letters',
          options: [
            { value: 'english', label: 'English' },
            { value: 'welsh', label: 'Welsh' },
            { value: 'other', label: 'Another language' },
          ],
        },
        {
          id: 'correspondence_language_other',
          type: 'text',
          label: 'Which language',
          showWhen: { question: 'correspondence_language', in: ['other'] },
        },
        {
          id: 'accessible_format',
          type: 'choice',
          label: 'Format of letters and care plan',
          help: 'The Accessible Information Standard: provide information in a format the client can use.',
          options: [
            { value: 'standard', label: 'Standard print' },
            { value: 'large_print', label: 'Large print' },
            { value: 'easy_read', label: 'Easy read' },
            { value: 'braille', label: 'Braille' },
            { value: 'audio', label: 'Read aloud or audio' },
          ],
        },
        {
          id: 'copy_to_representative',
          type: 'yesNo',
          label: 'Send copies of letters to a family member or representative',
        },
        {
          id: 'photo_consent',
          type: 'yesNo',
          label: 'Show the client’s photo to carers in the app',
          help: 'Helps new carers know who they are visiting. Only with consent (see the Consent form).',
        },
        {
          id: 'marketing_contact',
          type: 'yesNo',
          label: 'Happy to receive the agency newsletter and satisfaction surveys',
        },
      ],
    },
  ],
};
