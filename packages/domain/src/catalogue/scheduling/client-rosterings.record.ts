import { z } from 'zod';
import { dateOrder, defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { DAYS_OF_WEEK } from '../clients/client-file-choices';
import { MAX_CARERS_PER_VISIT } from './visits.record';

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
  // Its screens are the wizard's (add/1 to add/6), written by hand; the list shows the drafts.
  screens: { add: false, edit: false },
  addPage: 'client-rostering/add/1',
  operations: { create: true, update: true, delete: true },
  fields: {
    client: field.reference('Client', 'clients', { required: true }),
    funder: field.reference('Funder', 'funder-codes'),
    // The step the wizard resumes at; a new draft starts at the first (the server's default).
    step: field.number('Step', { min: 1, max: 6 }),
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

/** One visit of the week the wizard builds (step 3), as the draft keeps it. */
export const rosteringPatternRow = z.object({
  dayOfWeek: z.enum(DAYS_OF_WEEK),
  startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Give a 24-hour time (hh:mm).'),
  endTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Give a 24-hour time (hh:mm).'),
  carersNeeded: z.number().int().min(1).max(MAX_CARERS_PER_VISIT),
  visitType: z.string().nullable().optional(),
});
export type RosteringPatternRow = z.infer<typeof rosteringPatternRow>;

/** The draft's week as saved; what is not a list of visits reads as none. */
export function rosteringPatternOf(text: unknown): RosteringPatternRow[] {
  try {
    const parsed = z.array(rosteringPatternRow).safeParse(JSON.parse(String(text ?? '[]')));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Why a row of the week cannot be a visit, or null: an end after the start, or a night visit. */
export function patternRowProblem(row: RosteringPatternRow): string | null {
  if (row.startTime === row.endTime) return 'The end time is the start time.';
  if (row.endTime < row.startTime && row.visitType !== 'Night')
    return 'The end is before the start (only a night visit ends the next day).';
  return null;
}

/** What generating a package made (step 6). */
export const rosteringGenerateAnswer = z.strictObject({
  templateId: z.uuid(),
  created: z.number(),
  updated: z.number(),
  held: z.number(),
  unchanged: z.number(),
  cancelled: z.number(),
});
export type RosteringGenerateAnswer = z.infer<typeof rosteringGenerateAnswer>;

/** The caller's unfinished draft the wizard resumes: the last one saved, or none. */
export const rosteringResumeAnswer = z.strictObject({
  items: z.array(z.strictObject({ id: z.uuid(), step: z.number(), version: z.number() })).max(1),
});
