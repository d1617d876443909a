import type { FormDefinition, Question } from '../../../engine/forms/form-definition';
import { referenceForms } from '../../recruitment/forms/reference-forms.form';

const signedBy = (id: string, label: string): Question => ({
  id,
  type: 'signature',
  label,
  help: 'Draw the signature, type the full name and the date.',
  required: true,
});

/** A 1–5 rating against one criterion. */
const rating = (id: string, label: string, scored = true): Question => ({
  id,
  type: 'choice',
  label,
  required: true,
  options: [1, 2, 3, 4, 5].map((score) => ({
    value: String(score),
    label: String(score),
    ...(scored ? { score } : {}),
  })),
});

/** Scoring the application against the person specification, before interview. */
export const shortlisting: FormDefinition = {
  key: 'shortlisting',
  title: 'Shortlisting',
  version: 1,
  purpose: 'assessment',
  description: 'Score the application against the person specification: 1 is weak, 5 is strong.',
  scoring: {
    bands: [
      { min: 0, label: 'Do not shortlist', level: 'high' },
      { min: 15, label: 'Shortlist', level: 'low', pass: true },
    ],
  },
  sections: [
    {
      id: 'criteria',
      title: 'Criteria',
      questions: [
        rating('experience', 'Care experience, paid or unpaid'),
        rating('values', 'Shows the values of care: kindness, respect, dignity'),
        rating('communication', 'Written communication in the application'),
        rating('availability', 'Availability matches the rota’s needs'),
        rating('history', 'Employment history complete and gaps explained'),
      ],
    },
    {
      id: 'decision',
      title: 'Decision',
      questions: [
        { id: 'shortlisted_by', type: 'text', label: 'Shortlisted by', required: true },
        { id: 'shortlisted_on', type: 'date', label: 'Date', required: true, notFuture: true },
        { id: 'notes', type: 'longText', label: 'Notes' },
      ],
    },
  ],
};

/** The registered manager's approval for the person to start work alone. */
export const managementApproval: FormDefinition = {
  key: 'management-approval',
  title: 'Management Approval',
  version: 1,
  purpose: 'assessment',
  description: 'The registered manager confirms the pre-employment checks before lone working.',
  sections: [
    {
      id: 'checks',
      title: 'Checks confirmed',
      questions: [
        { id: 'dbs_clear', type: 'yesNo', label: 'DBS received and reviewed', required: true },
        {
          id: 'references_satisfactory',
          type: 'yesNo',
          label: 'References satisfactory',
          required: true,
        },
        { id: 'right_to_work', type: 'yesNo', label: 'Right to work confirmed', required: true },
        { id: 'induction_complete', type: 'yesNo', label: 'Induction complete', required: true },
      ],
    },
    {
      id: 'decision',
      title: 'Decision',
      questions: [
        {
          id: 'decision',
          type: 'choice',
          label: 'Decision',
          required: true,
          options: [
            { value: 'approved', label: 'Approved to work alone' },
            { value: 'approved-shadowing', label: 'Approved to work with a senior carer only' },
            { value: 'not-approved', label: 'Not approved' },
          ],
        },
        {
          id: 'conditions',
          type: 'longText',
          label: 'Conditions or reasons',
          required: true,
          showWhen: { question: 'decision', in: ['approved-shadowing', 'not-approved'] },
        },
        { id: 'approved_on', type: 'date', label: 'Date', required: true, notFuture: true },
        signedBy('manager_signature', 'Registered manager’s signature'),
      ],
    },
  ],
};

const INDUCTION_TOPICS: readonly [string, string][] = [
  ['role', 'Understanding the role and the agency’s values'],
  ['safeguarding', 'Safeguarding adults and children'],
  ['moving_handling', 'Moving and handling (practical)'],
  ['medication', 'Safe handling of medication'],
  ['infection_control', 'Infection prevention and control, PPE'],
  ['lone_working', 'Lone working and the on-call service'],
  ['records', 'Record keeping and the carer app'],
  ['gdpr', 'Confidentiality and data protection'],
  ['fire', 'Fire safety and emergencies in a client’s home'],
];

/** The induction (Care Certificate standards), each topic covered and signed off. */
export const inductionForm: FormDefinition = {
  key: 'induction-form',
  title: 'Induction Form',
  version: 1,
  purpose: 'assessment',
  description: 'Each topic covered in the induction, before the first shadow shift.',
  sections: [
    {
      id: 'topics',
      title: 'Topics covered',
      questions: INDUCTION_TOPICS.map(([id, label]) => ({
        id,
        type: 'yesNo',
        label,
        required: true,
      })),
    },
    {
      id: 'sign_off',
      title: 'Sign-off',
      questions: [
        {
          id: 'induction_date',
          type: 'date',
          label: 'Induction completed on',
          required: true,
          notFuture: true,
        },
        { id: 'trainer', type: 'text', label: 'Trainer', required: true },
        signedBy('staff_signature', 'Signature of the new starter'),
      ],
    },
  ],
};

/** A question put to the person and their answer, kept on file (a competency or policy question). */
export const staffQuestion: FormDefinition = {
  key: 'question',
  title: 'Question',
  version: 1,
  purpose: 'assessment',
  description: 'Questions asked at a review, with the answers given.',
  sections: [
    {
      id: 'questions',
      title: 'Questions',
      questions: [
        {
          id: 'questions',
          type: 'group',
          label: 'Questions',
          entryLabel: 'Question',
          required: true,
          minEntries: 1,
          defaultEntries: 1,
          questions: [
            { id: 'question', type: 'longText', label: 'Question', required: true },
            { id: 'answer', type: 'longText', label: 'Answer given', required: true },
            { id: 'satisfactory', type: 'yesNo', label: 'Satisfactory answer', required: true },
          ],
        },
        { id: 'asked_on', type: 'date', label: 'Asked on', required: true, notFuture: true },
        { id: 'asked_by', type: 'text', label: 'Asked by', required: true },
      ],
    },
  ],
};

/** Why the person is leaving and what the agency could do better. */
export const exitInterview: FormDefinition = {
  key: 'exit-interview',
  title: 'Exit Interview',
  version: 1,
  purpose: 'assessment',
  description: 'Held in the last week of employment. Answers help us keep good staff.',
  sections: [
    {
      id: 'leaving',
      title: 'Leaving',
      questions: [
        { id: 'last_day', type: 'date', label: 'Last working day', required: true },
        {
          id: 'reason',
          type: 'choice',
          label: 'Main reason for leaving',
          required: true,
          options: [
            { value: 'pay', label: 'Pay' },
            { value: 'hours', label: 'Hours or rota' },
            { value: 'travel', label: 'Travel between visits' },
            { value: 'another-care-job', label: 'Another care job' },
            { value: 'career-change', label: 'Change of career' },
            { value: 'personal', label: 'Personal or family reasons' },
            { value: 'dismissed', label: 'Dismissed' },
            { value: 'other', label: 'Other' },
          ],
        },
        { id: 'reason_details', type: 'longText', label: 'Tell us more' },
        rating('support', 'How supported did you feel by the office? (1–5)', false),
        rating('training', 'How good was your training? (1–5)', false),
        {
          id: 'would_return',
          type: 'yesNo',
          label: 'Would you work for us again?',
          required: true,
        },
        {
          id: 'eligible_rehire',
          type: 'yesNo',
          label: 'Eligible for re-employment (office)',
          required: true,
        },
      ],
    },
  ],
};

/** The quality-assurance sign-off of the file by a second person. */
export const qaSignature: FormDefinition = {
  key: 'qa-signature',
  title: 'QA Signature',
  version: 1,
  purpose: 'assessment',
  description: 'A second person audits the file and signs that it is complete.',
  reviewMonths: 12,
  sections: [
    {
      id: 'audit',
      title: 'File audit',
      questions: [
        { id: 'file_complete', type: 'yesNo', label: 'The file is complete', required: true },
        {
          id: 'actions',
          type: 'longText',
          label: 'Actions needed',
          required: true,
          showWhen: { question: 'file_complete', in: ['no'] },
        },
        { id: 'audited_on', type: 'date', label: 'Audited on', required: true, notFuture: true },
        signedBy('auditor_signature', 'Auditor’s signature'),
      ],
    },
  ],
};

/** The person's consent for their referees: the applicant's reference pack, kept in the staff file. */
export const referenceForm: FormDefinition = {
  ...referenceForms,
  key: 'reference-form',
  title: 'Reference Form',
};
