import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/**
 * The rota's visit-type codes. The spec lists the codes (A, R, NA, NR, LO, C, PR, O, M, VP, PC,
 * and the same prefixed G) but not their meanings; these are the meanings a UK home-care rota
 * gives them. A G code is the same type on a visit that needs two or more carers (a double-handed
 * call), drawn with a gradient.
 */
export const STANDARD_VISIT_TYPE_CODES = [
  {
    code: 'A',
    name: 'Assessment',
    colour: '#BE4BDB',
    description: 'A first or reassessment visit by a senior carer.',
  },
  {
    code: 'R',
    name: 'Respite',
    colour: '#15AABF',
    description: 'Cover while the family carer has a break.',
  },
  {
    code: 'NA',
    name: 'Night awake',
    colour: '#4C6EF5',
    description: 'A waking night: the carer stays awake all night.',
  },
  {
    code: 'NR',
    name: 'Night rest',
    colour: '#7950F2',
    description: 'A sleep-in night: the carer sleeps and is woken if needed.',
  },
  {
    code: 'LO',
    name: 'Leisure outing',
    colour: '#82C91E',
    description: 'An escort to shops, appointments or a social outing.',
  },
  {
    code: 'C',
    name: 'Companionship',
    colour: '#12B886',
    description: 'A sit or companionship call.',
  },
  {
    code: 'PR',
    name: 'Medication prompt',
    colour: '#FD7E14',
    description: 'A short call to prompt or give medicines.',
  },
  {
    code: 'O',
    name: 'Office event',
    colour: '#868E96',
    description: 'Training, a team meeting or another office event on the rota.',
  },
  { code: 'M', name: 'Meal', colour: '#FAB005', description: 'A meal preparation call.' },
  { code: 'VP', name: 'Palliative', colour: '#E64980', description: 'End-of-life care.' },
  {
    code: 'PC',
    name: 'Personal care',
    colour: '#228BE6',
    description: 'Washing, dressing, toileting and moving.',
  },
] as const;

export type VisitTypeCode = (typeof STANDARD_VISIT_TYPE_CODES)[number]['code'];

/** Every standard code and its G variant, as the demo and a new organisation get them. */
export const STANDARD_VISIT_TYPE_ROWS = STANDARD_VISIT_TYPE_CODES.flatMap((row) => [
  { ...row, gradient: false, active: true },
  {
    ...row,
    code: `G${row.code}`,
    name: `${row.name}, two or more carers`,
    description: `${row.description} Double-handed.`,
    gradient: true,
    active: true,
  },
]);

/** A visit's slot type (VISIT_TYPES) as its code, when the visit names no code of its own. */
export const CODE_OF_VISIT_TYPE: Readonly<Record<string, VisitTypeCode>> = {
  'Personal care': 'PC',
  Medication: 'PR',
  Meal: 'M',
  Sit: 'C',
  Shopping: 'LO',
  Night: 'NA',
};

/**
 * The code a visit shows on the rota: its own code, else its slot type's, else personal care;
 * the G variant when it needs two or more carers.
 */
export function rotaCodeOf(visit: {
  typeCode?: string | null;
  visitType?: string | null;
  carersNeeded?: number | null;
}): string {
  const own = visit.typeCode?.replace(/^G(?=[A-Z])/, '') || null;
  const base = own ?? CODE_OF_VISIT_TYPE[visit.visitType ?? ''] ?? 'PC';
  return (visit.carersNeeded ?? 1) >= 2 ? `G${base}` : base;
}

/** The visit-type codes as reference data: the office may rename, recolour or retire one. */
export const visitTypeCodes = defineRecord({
  name: 'visit-type-codes',
  area: 'scheduling',
  singular: 'Visit Type Code',
  plural: 'Visit Type Codes',
  fields: {
    code: field.text('Code', { required: true, unique: true, max: 4, help: 'e.g. PC' }),
    name: field.text('Meaning', { required: true, max: 100 }),
    description: field.text('Description', { max: 300 }),
    colour: field.colour('Colour', { help: 'How visits of this type show on the rota.' }),
    gradient: field.yesNo('Two or more carers', {
      help: 'The G variant: the type on a double-handed visit, drawn with a gradient.',
    }),
    active: field.yesNo('Active'),
  },
  titleField: 'code',
  list: {
    columns: ['code', 'name', 'gradient', 'active'],
    sort: 'code',
    filters: ['gradient', 'active'],
    search: ['code', 'name'],
  },
});
