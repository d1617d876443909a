import type { QuestionOption } from '../../../engine/forms/form-definition';

/** How much help a person needs with a task, the scale used across the client file. */
export const SUPPORT_LEVEL_OPTIONS: readonly QuestionOption[] = [
  { value: 'independent', label: 'Independent' },
  { value: 'prompt', label: 'Prompt (reminding or encouraging)' },
  { value: 'assist', label: 'Assist (doing part of the task with them)' },
  { value: 'full_support', label: 'Full support (carers do the task)' },
];

/** Who signs a contract: the client, or someone legally able to sign for them. */
export const SIGNER_OPTIONS: readonly QuestionOption[] = [
  { value: 'client', label: 'The client' },
  { value: 'representative', label: 'A representative on the client’s behalf' },
];

/** The authority a representative signs under; UK law recognises these. */
export const REPRESENTATIVE_AUTHORITY_OPTIONS: readonly QuestionOption[] = [
  { value: 'lpa_health_welfare', label: 'Lasting Power of Attorney (health and welfare)' },
  {
    value: 'lpa_property_financial',
    label: 'Lasting Power of Attorney (property and financial affairs)',
  },
  { value: 'court_deputy', label: 'Deputy appointed by the Court of Protection' },
  { value: 'dwp_appointee', label: 'DWP appointee' },
  {
    value: 'signing_at_request',
    label: 'Signing at the client’s request (the client has capacity but cannot sign)',
  },
];
