import type { FormDefinition, Question } from '../../../engine/forms/form-definition';
import {
  COMMON_TERMS,
  employmentContract,
  MINIMUM_WAGE_2026,
} from '../../recruitment/forms/employment-contract';

const agree = (id: string, label: string, help?: string): Question => ({
  id,
  type: 'yesNo',
  label,
  required: true,
  ...(help ? { help } : {}),
});

const signature: Question = {
  id: 'signature',
  type: 'signature',
  label: 'Signature',
  help: 'Draw your signature, type your full name and the date.',
  required: true,
};

/** The declarations (spec §3.2 declarations): what the person confirms and agrees to. */
export const agreementForm: FormDefinition = {
  key: 'agreement-form',
  title: 'Agreement Form',
  version: 1,
  purpose: 'profile',
  description: 'Please read each statement and say whether you agree.',
  sections: [
    {
      id: 'declarations',
      title: 'Declarations',
      questions: [
        agree('true_information', 'The information I have given the agency is true and complete'),
        agree('handbook', 'I have read the staff handbook and the policies it lists'),
        agree(
          'working_time_opt_out',
          'I choose to opt out of the 48-hour average working week',
          'You may withdraw this with three months’ notice in writing.',
        ),
        agree(
          'data_processing',
          'I understand how the agency uses my personal data (privacy notice for staff)',
        ),
        agree(
          'report_changes',
          'I will tell the agency of any caution, conviction or change in my health that affects my work',
        ),
        agree('social_media', 'I will not post about clients or their homes on social media'),
      ],
    },
    { id: 'sign', title: 'Signature', questions: [signature] },
  ],
};

/** A health questionnaire for fitness to work (spec §3.2 health_questionaire); sensitive. */
export const questionnaireForm: FormDefinition = {
  key: 'questionnaire-form',
  title: 'Questionnaire Form',
  version: 1,
  purpose: 'profile',
  description:
    'An occupational health questionnaire. Only the people who manage your employment see your answers.',
  sections: [
    {
      id: 'fitness',
      title: 'Fitness for the work',
      questions: [
        {
          id: 'lifting',
          type: 'yesNo',
          label: 'Can you help clients to move with a hoist, stand aid or slide sheet?',
          required: true,
          sensitive: true,
        },
        {
          id: 'night_work',
          type: 'yesNo',
          label: 'Is there any reason you should not work nights?',
          required: true,
          sensitive: true,
        },
        {
          id: 'dvla_condition',
          type: 'yesNo',
          label: 'Do you have a condition you must tell the DVLA about?',
          required: true,
          sensitive: true,
        },
        {
          id: 'medication',
          type: 'yesNo',
          label: 'Do you take medication that could make you drowsy?',
          required: true,
          sensitive: true,
        },
        {
          id: 'sick_days',
          type: 'number',
          label: 'Days off sick in the last 12 months',
          required: true,
          min: 0,
          max: 366,
          sensitive: true,
        },
        {
          id: 'adjustments',
          type: 'longText',
          label: 'Adjustments that would help you at work',
          sensitive: true,
        },
      ],
    },
    {
      id: 'declaration',
      title: 'Declaration',
      questions: [
        agree('answers_true', 'My answers are true to the best of my knowledge'),
        signature,
      ],
    },
  ],
};

/** The training agreement (spec §3.2 training; the "assisted lives training agreement" tab). */
export const trainingAgreement: FormDefinition = {
  key: 'training-agreement',
  path: 'training/training-agreement',
  title: 'Training Agreement',
  version: 1,
  purpose: 'contract',
  description: 'The agency pays for your training. If you leave soon after, you repay part of it.',
  sections: [
    {
      id: 'terms',
      title: 'Terms',
      questions: [
        {
          id: 'terms_cost',
          type: 'info',
          label: 'What the agency pays for',
          help: 'The Care Certificate, moving and handling, medication, first aid and a Level 2 or 3 Diploma in Adult Care, with paid time to attend.',
        },
        {
          id: 'terms_repay',
          type: 'info',
          label: 'Repayment',
          help: 'If you leave within 12 months of completing a course costing more than £100, you repay its cost on a sliding scale: 100% in the first three months, 75%, 50% and 25% in each quarter after. Nothing is repaid if the agency ends your employment for a reason other than misconduct.',
        },
        agree('agree_terms', 'I have read these terms and agree to them'),
        signature,
      ],
    },
  ],
};

/** The Oliver McGowan Mandatory Training on Learning Disability and Autism (Health and Care Act 2022). */
export const oliverMcGowanTraining: FormDefinition = {
  key: 'oliver-mcgowan',
  path: 'training/oliver-mcGowan',
  title: 'Oliver McGowan Training',
  version: 1,
  purpose: 'assessment',
  description:
    'Every CQC-registered provider must train its staff in learning disability and autism.',
  sections: [
    {
      id: 'tier',
      title: 'Training',
      questions: [
        {
          id: 'tier',
          type: 'choice',
          label: 'Tier needed for the role',
          required: true,
          options: [
            { value: 'tier-1', label: 'Tier 1: general awareness' },
            { value: 'tier-2', label: 'Tier 2: may need to give care and support' },
          ],
        },
        {
          id: 'elearning_done',
          type: 'date',
          label: 'E-learning completed on',
          required: true,
          notFuture: true,
        },
        {
          id: 'session_done',
          type: 'date',
          label: 'Interactive session completed on',
          required: true,
          notFuture: true,
          help: 'Tier 1: a 1-hour online session. Tier 2: a one-day face-to-face session.',
        },
        { id: 'certificate', type: 'yesNo', label: 'Certificate seen', required: true },
        { id: 'reflection', type: 'longText', label: 'What the person will do differently' },
      ],
    },
  ],
};

/** The senior care assistant's contract for those aged 23 or over, with guaranteed hours. */
export const contract23Plus: FormDefinition = {
  ...employmentContract({
    key: '23plus-form',
    title: 'Senior Care Assistant Contract (23 and over)',
    version: 2,
    description:
      'Contract of employment for a senior care assistant aged 23 or over. Please read every section before you sign.',
    terms: [
      {
        id: 'role',
        heading: 'Your role and start',
        text: 'You are employed as a senior care assistant from the start date in your offer letter: you visit clients, lead double-handed calls, and support newer carers on shadow shifts.',
      },
      {
        id: 'hours',
        heading: 'Hours',
        text: 'You are guaranteed 30 hours’ work a week, averaged over four weeks. Rotas are published at least two weeks ahead. Working time will not exceed 48 hours a week averaged over 17 weeks unless you choose in writing to opt out.',
      },
      {
        id: 'pay',
        heading: 'Pay',
        text: `You are paid the senior rate in your offer letter, at least 50p an hour above the National Living Wage (${MINIMUM_WAGE_2026.livingWage21Plus} an hour from 1 April 2026), for contact and travel time. Mileage is paid at 45p a mile. Pay is monthly in arrears by bank transfer.`,
      },
      COMMON_TERMS.holiday,
      COMMON_TERMS.sickness,
      {
        id: 'probation',
        heading: 'Probation',
        text: 'The first three months are a probation period, with a review at twelve weeks.',
      },
      COMMON_TERMS.confidentiality,
      COMMON_TERMS.conduct,
    ],
  }),
  path: '23+Form',
};
