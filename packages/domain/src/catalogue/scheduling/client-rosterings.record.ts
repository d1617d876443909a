import { dateOrder, defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** The wizard's six steps, in order (spec §3.4 "form step": the draft resumes at its step). */
export const CLIENT_ROSTERING_STEPS = [
  'Client and funder',
  'Period',
  'Pattern',
  'Tasks and medicines',
  'Carer preferences',
  'Review and generate',
] as const;

export const PATTERN_SOURCES = ['Client slots', 'Visit template'] as const;

/**
 * The client rostering wizard's draft: a client's package set up step by step, saved at each
 * step, then turned into a visit template and the client's visits (modules/scheduling,
 * client-rosterings.endpoints.ts). The carer preferences and declines are plain fields of the
 * draft for now: they are not yet the client's own preference records.
 */
export const clientRosterings = defineRecord({
  name: 'client-rosterings',
  area: 'scheduling',
  singular: 'Client Rostering',
  plural: 'Client Rosterings',
  path: 'client-rostering',
  // Its screens are the wizard's (add/1 to add/6), written by hand.
  screens: { add: false, edit: false },
  operations: { create: true, update: true, delete: true },
  fields: {
    client: field.reference('Client', 'clients', { required: true }),
    funder: field.reference('Funder', 'funder-codes'),
    step: field.number('Step', { required: true, min: 1, max: 6 }),
    periodFrom: field.date('From'),
    periodTo: field.date('To', { help: 'Leave empty for a package with no end date.' }),
    patternSource: field.choice('Pattern from', PATTERN_SOURCES),
    sourceTemplate: field.reference('Visit template', 'client-visit-templates'),
    // The week's visits (JSON: day, start, end, carers needed, visit type), as the step left it.
    pattern: field.longText('Visits of the week', { max: 20_000 }),
    tasks: field.longText('Tasks', { max: 5000, help: 'One per line; copied onto each visit.' }),
    medicines: field.longText('Medicines', { max: 5000 }),
    preferredGender: field.choice('Preferred carer gender', ['Female', 'Male', 'No preference']),
    preferredCarers: field.longText('Preferred carers', { max: 2000 }),
    declinedCarers: field.longText('Declined carers', { max: 2000 }),
    preferenceNotes: field.longText('Notes on carers', { max: 2000 }),
    status: field.choice('Status', ['Draft', 'Generated'], { keptByServer: true }),
    generatedTemplate: field.reference('Template made', 'client-visit-templates', {
      keptByServer: true,
    }),
    generatedVisits: field.number('Visits made', { keptByServer: true }),
  },
  rules: [dateOrder('periodFrom', 'periodTo', 'The end date must be on or after the start date.')],
  titleField: 'client',
  list: {
    columns: ['client', 'step', 'periodFrom', 'periodTo', 'status'],
    sort: 'periodFrom',
    filters: ['status', 'client'],
  },
});
