import type { FormDefinition, Question } from '../../../engine/forms/form-definition';

/** A heading and its paragraphs (a blank line between them), read before signing. */
export interface ContractTerm {
  id: string;
  heading: string;
  text: string;
}

/** The National Minimum Wage and National Living Wage rates from 1 April 2026, an hour. */
export const MINIMUM_WAGE_2026 = {
  livingWage21Plus: '£12.71',
  age18to20: '£10.85',
} as const;

/** Terms every care contract of the agency shares, before and after its own. */
export const COMMON_TERMS = {
  holiday: {
    id: 'holiday',
    heading: 'Holiday',
    text: 'You are entitled to 5.6 weeks’ paid holiday a year, including bank holidays, pro rata to the hours you work. The holiday year runs from 1 April to 31 March. Holiday is booked with the office at least two weeks ahead; holiday pay is calculated on your average pay over the previous 52 paid weeks.',
  },
  sickness: {
    id: 'sickness',
    heading: 'Sickness',
    text: 'If you are unable to work you must call the office before your first visit of the day, so your clients can be covered. You are entitled to Statutory Sick Pay when you qualify. Absence of more than seven calendar days needs a fit note from your GP.',
  },
  confidentiality: {
    id: 'confidentiality',
    heading: 'Confidentiality',
    text: 'You will learn personal and health information about clients, their families and the agency. You must not share it with anyone who is not involved in the client’s care, on social media or otherwise, during or after your employment, except where the law or safeguarding requires it. A breach may be gross misconduct.',
  },
  conduct: {
    id: 'conduct',
    heading: 'Conduct, training and policies',
    text: 'You agree to follow the agency’s policies (safeguarding, medication, moving and handling, infection control, lone working and whistleblowing), to complete the Care Certificate and the training the agency sets, and to keep your DBS status and right to work current. The disciplinary and grievance procedures are in the staff handbook; they do not form part of this contract.',
  },
} as const satisfies Record<string, ContractTerm>;

function term({ id, heading, text }: ContractTerm): Question {
  return { id: `terms_${id}`, type: 'info', label: heading, help: text };
}

interface EmploymentContract {
  key: string;
  title: string;
  version: number;
  description: string;
  terms: readonly ContractTerm[];
}

/**
 * A contract of employment the applicant reads and signs online from their private link: the
 * terms as info blocks, then their agreement, their home address as it stands at signing (kept
 * with the signed copy), and the drawn signature with the typed name and the date.
 */
export function employmentContract({
  key,
  title,
  version,
  description,
  terms,
}: EmploymentContract): FormDefinition {
  return {
    key,
    title,
    version,
    purpose: 'contract',
    description,
    sections: [
      { id: 'terms', title: 'Terms and conditions', questions: terms.map(term) },
      {
        id: 'signature',
        title: 'Signature',
        questions: [
          {
            id: 'agree_terms',
            type: 'yesNo',
            label: 'I have read these terms and agree to them',
            required: true,
          },
          {
            id: 'signer_address',
            type: 'longText',
            label: 'Your home address',
            required: true,
          },
          { id: 'signer_postcode', type: 'postcode', label: 'Postcode', required: true },
          {
            id: 'signature',
            type: 'signature',
            label: 'Signature',
            help: 'Draw your signature, type your full name and the date.',
            required: true,
          },
        ],
      },
    ],
  };
}
