import type { FormDefinition } from '../../../engine/forms/form-definition';

/**
 * The Direct Debit Instruction for a self-funding client's invoices, with the standard Direct
 * Debit Guarantee wording that Bacs requires on every instruction. Bank details are checked by
 * the office when the instruction is lodged.
 */
export const directDebitContractForm: FormDefinition = {
  key: 'direct-debit-contract',
  title: 'Direct Debit Contract',
  version: 1,
  purpose: 'contract',
  description: 'Instruction to your bank or building society to pay by Direct Debit.',
  sections: [
    {
      id: 'payer',
      title: 'Payer',
      questions: [
        {
          id: 'payer_name',
          type: 'text',
          label: 'Name of the person paying',
          required: true,
          help: 'Usually the client; otherwise the person who manages their money.',
        },
        { id: 'payer_address', type: 'longText', label: 'Address', required: true },
        { id: 'payer_postcode', type: 'text', label: 'Postcode', required: true },
      ],
    },
    {
      id: 'bank',
      title: 'Bank or building society account',
      questions: [
        {
          id: 'bank_name',
          type: 'text',
          label: 'Name of bank or building society',
          required: true,
        },
        {
          id: 'account_holder',
          type: 'text',
          label: 'Name(s) of account holder(s)',
          required: true,
        },
        {
          id: 'sort_code',
          type: 'text',
          label: 'Sort code',
          required: true,
          help: 'six digits, e.g. 12-34-56',
        },
        {
          id: 'account_number',
          type: 'text',
          label: 'Account number',
          required: true,
          help: 'eight digits, e.g. 12345678',
        },
        {
          id: 'reference',
          type: 'text',
          label: 'Reference',
          help: 'Given by the office; it appears on the bank statement.',
        },
        {
          id: 'collection_day',
          type: 'choice',
          label: 'Day of the month to collect payment',
          required: true,
          help: 'If the day falls on a weekend or bank holiday, payment is collected on the next working day.',
          options: [
            { value: '1', label: '1st' },
            { value: '8', label: '8th' },
            { value: '15', label: '15th' },
            { value: '22', label: '22nd' },
            { value: '28', label: '28th' },
          ],
        },
      ],
    },
    {
      id: 'instruction',
      title: 'Instruction and guarantee',
      questions: [
        {
          id: 'instruction_text',
          type: 'info',
          label: 'Instruction to your bank or building society',
          help: 'Please pay the agency Direct Debits from the account detailed in this Instruction subject to the safeguards assured by the Direct Debit Guarantee. I understand that this Instruction may remain with the agency and, if so, details will be passed electronically to my bank or building society.\n\nBanks and building societies may not accept Direct Debit Instructions for some types of account.',
        },
        {
          id: 'guarantee_text',
          type: 'info',
          label: 'The Direct Debit Guarantee',
          help: 'This Guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits.\n\nIf there are any changes to the amount, date or frequency of your Direct Debit the agency will notify you 10 working days in advance of your account being debited or as otherwise agreed. If you request the agency to collect a payment, confirmation of the amount and date will be given to you at the time of the request.\n\nIf an error is made in the payment of your Direct Debit, by the agency or your bank or building society, you are entitled to a full and immediate refund of the amount paid from your bank or building society.\n\nIf you receive a refund you are not entitled to, you must pay it back when the agency asks you to.\n\nYou can cancel a Direct Debit at any time by simply contacting your bank or building society. Written confirmation may be required. Please also notify us.',
        },
      ],
    },
    {
      id: 'signature',
      title: 'Signature',
      questions: [
        {
          id: 'sole_signatory',
          type: 'yesNo',
          label: 'I am the account holder, and the only signature needed to authorise debits',
          required: true,
          help: 'If two account holders must sign, the office will send a paper instruction instead.',
        },
        {
          id: 'payer_signature',
          type: 'signature',
          label: 'Signature of the account holder',
          required: true,
        },
      ],
    },
  ],
};
