import type { FormDefinition } from '../../../engine/forms/form-definition';

/**
 * Who handles the client's money and how carers may help with it. Financial abuse is a
 * safeguarding category under the Care Act 2014, so the indicators are recorded here.
 */
export const financialsForm: FormDefinition = {
  key: 'financials',
  title: 'Financials',
  version: 1,
  purpose: 'profile',
  description:
    'Carers never use a client’s bank card or PIN, never borrow or lend money, and never accept gifts beyond the agency’s policy.',
  sections: [
    {
      id: 'money_management',
      title: 'Managing money',
      questions: [
        {
          id: 'money_managed_by',
          type: 'choice',
          label: 'Who manages the client’s money',
          required: true,
          options: [
            { value: 'self', label: 'The client' },
            { value: 'family_informal', label: 'Family, informally' },
            { value: 'appointee', label: 'DWP appointee (benefits only)' },
            { value: 'deputy', label: 'Deputy appointed by the Court of Protection' },
            {
              value: 'lpa',
              label: 'Attorney under a Lasting Power of Attorney (property and financial affairs)',
            },
            { value: 'local_authority', label: 'The local authority' },
          ],
        },
        {
          id: 'money_manager_name',
          type: 'text',
          label: 'Name and contact details of the person managing the money',
          required: true,
          showWhen: {
            question: 'money_managed_by',
            in: ['family_informal', 'appointee', 'deputy', 'lpa', 'local_authority'],
          },
        },
        {
          id: 'authority_seen',
          type: 'yesNo',
          label: 'Has the office seen the registered LPA, deputyship order or appointee letter?',
          help: 'Check the Office of the Public Guardian register if unsure. Keep a copy in Uploads.',
          showWhen: { question: 'money_managed_by', in: ['appointee', 'deputy', 'lpa'] },
        },
      ],
    },
    {
      id: 'income_and_funding',
      title: 'Benefits and funding',
      questions: [
        {
          id: 'benefits',
          type: 'multiChoice',
          label: 'Benefits the client receives',
          options: [
            { value: 'state_pension', label: 'State Pension' },
            { value: 'attendance_allowance', label: 'Attendance Allowance' },
            { value: 'pip', label: 'Personal Independence Payment (PIP)' },
            { value: 'dla', label: 'Disability Living Allowance (DLA)' },
            { value: 'pension_credit', label: 'Pension Credit' },
            { value: 'universal_credit', label: 'Universal Credit' },
            { value: 'esa', label: 'Employment and Support Allowance (ESA)' },
            { value: 'housing_benefit', label: 'Housing Benefit' },
            { value: 'council_tax_reduction', label: 'Council Tax Reduction' },
            { value: 'carers_allowance', label: 'Carer’s Allowance (paid to a family carer)' },
          ],
        },
        {
          id: 'benefits_check_offered',
          type: 'yesNo',
          label: 'Offered a referral for a benefits check (for example Age UK or Citizens Advice)',
        },
        {
          id: 'funding_type',
          type: 'choice',
          label: 'How the care is funded',
          required: true,
          options: [
            { value: 'self_funded', label: 'Self-funded (private)' },
            { value: 'local_authority', label: 'Local authority (commissioned)' },
            { value: 'direct_payment', label: 'Direct payment' },
            { value: 'chc', label: 'NHS Continuing Healthcare' },
            { value: 'personal_health_budget', label: 'Personal health budget' },
            { value: 'mixed', label: 'Mixed: funded with a client contribution or top-up' },
          ],
        },
        {
          id: 'client_contribution',
          type: 'text',
          label: 'Client contribution, and who collects it',
          showWhen: { question: 'funding_type', in: ['local_authority', 'mixed'] },
        },
      ],
    },
    {
      id: 'carer_support',
      title: 'Help from carers with money',
      questions: [
        {
          id: 'shopping_support',
          type: 'yesNo',
          label: 'Carers do shopping for the client',
        },
        {
          id: 'shopping_receipts',
          type: 'yesNo',
          label: 'Receipts kept and each transaction recorded in Financial Transactions',
          help: 'Every pound handed over and every pound of change must be recorded, with the receipt.',
          required: true,
          showWhen: { question: 'shopping_support', in: ['yes'] },
        },
        {
          id: 'cash_handling_allowed',
          type: 'yesNo',
          label: 'Carers may handle the client’s cash',
          required: true,
        },
        {
          id: 'cash_limit',
          type: 'number',
          label: 'Most cash a carer may hold at once (£)',
          min: 0,
          max: 500,
          showWhen: { question: 'cash_handling_allowed', in: ['yes'] },
        },
        {
          id: 'cash_kept_where',
          type: 'text',
          label: 'Where the float and receipts are kept',
          showWhen: { question: 'cash_handling_allowed', in: ['yes'] },
        },
      ],
    },
    {
      id: 'safeguarding',
      title: 'Financial abuse: risk indicators',
      questions: [
        {
          id: 'abuse_indicators',
          type: 'multiChoice',
          label: 'Signs noticed',
          help: 'Tick what you have seen or been told. Any concern is reported to the office the same day.',
          options: [
            { value: 'unpaid_bills', label: 'Unpaid bills or final demands' },
            { value: 'no_food', label: 'Little food or heating despite a reasonable income' },
            { value: 'unexplained_withdrawals', label: 'Unexplained withdrawals or missing money' },
            { value: 'missing_belongings', label: 'Missing belongings' },
            { value: 'new_friend', label: 'A new "friend" or relative taking a sudden interest' },
            { value: 'pressure', label: 'Pressure to change a will or sign documents' },
            { value: 'scams', label: 'Scam post, phone calls or cold callers' },
            {
              value: 'refused_access',
              label: 'Someone controls access to the client or their post',
            },
          ],
        },
        {
          id: 'abuse_notes',
          type: 'longText',
          label: 'Details and action taken',
        },
        {
          id: 'safeguarding_referral',
          type: 'yesNo',
          label: 'Safeguarding referral made to the local authority',
        },
      ],
    },
  ],
};
