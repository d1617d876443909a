import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { VISIT_CARER_ACTUAL_FIELDS } from './visit-actuals';
import { visitInstants } from './visit-times';

/** Where a visit is in its life; only Planned and Published visits can still be staffed. */
export const VISIT_STATUSES = [
  'Planned',
  'Published',
  'In progress',
  'Completed',
  'Cancelled',
  'Missed',
] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/** Where a visit came from. */
export const VISIT_SOURCES = ['Template', 'Global schedule', 'CSV import', 'By hand'] as const;
export type VisitSource = (typeof VISIT_SOURCES)[number];

/** What a visit is for: the client slots' own types, so a generated visit keeps its slot's. */
export const VISIT_TYPES = [
  'Personal care',
  'Medication',
  'Meal',
  'Sit',
  'Shopping',
  'Night',
] as const;

/** At most four carers share a visit (a double-handed hoist transfer needs two). */
export const MAX_CARERS_PER_VISIT = 4;

/**
 * A visit: a carer (or up to four) at a client's home at a planned time. Planned on the London
 * wall clock (date, start, end; an end at or before the start is the next morning, so a night sit
 * is one visit) and stored as the two instants worked out from it (visit-times.ts), which the
 * rota, the overlap constraint and travel checks use. Who fills each place is a visit carer.
 */
export const visits = defineRecord({
  name: 'visits',
  area: 'scheduling',
  singular: 'Visit',
  plural: 'Visits',
  // Its screens (the rota, the visits list) are hand-written; none is made from the declaration.
  screens: { add: false, edit: false },
  // Made by hand only through the record API or the rota; removed by cancelling, never deleted.
  operations: { create: true, update: true, delete: false },
  branchField: 'branch',
  fields: {
    // Every visit but an office event of the global schedule (a training day) is a client's.
    client: field.reference('Client', 'clients'),
    branch: field.reference('Branch', 'branches', { required: true }),
    visitDate: field.date('Date', { required: true }),
    startTime: field.time('Start time', { required: true }),
    endTime: field.time('End time', {
      required: true,
      help: 'An end at or before the start is the next day, e.g. a night sit from 22:00 to 07:00.',
    }),
    startsAt: field.dateTime('Starts at'),
    endsAt: field.dateTime('Ends at'),
    carersNeeded: field.number('Carers needed', {
      required: true,
      min: 1,
      max: MAX_CARERS_PER_VISIT,
    }),
    status: field.choice('Status', VISIT_STATUSES, {
      required: true,
      styles: {
        Planned: 'neutral',
        Published: 'info',
        'In progress': 'warning',
        Completed: 'success',
        Cancelled: 'neutral',
        Missed: 'danger',
      },
    }),
    cancellationReason: field.text('Reason for cancelling', { max: 500 }),
    visitType: field.choice('Visit type', VISIT_TYPES),
    // The rota's code for the visit (visit-type-codes); without one the rota shows its slot
    // type's (rotaCodeOf).
    typeCode: field.reference('Visit type code', 'visit-type-codes'),
    // Copied from the care plan when the visit is made, one per line, so a later change of the
    // plan never rewrites what a past visit was for.
    tasks: field.longText('Tasks', { max: 5000 }),
    medicines: field.longText('Medicines', { max: 5000 }),
    source: field.choice('Source', VISIT_SOURCES, { required: true }),
    // Where a generated visit came from, set by generation alone (visit-generation.ts).
    template: field.reference('Visit template', 'client-visit-templates', { keptByServer: true }),
    // The template detail or client slot the visit was generated from (its id), for the key.
    sourceId: field.text('Generated from', { max: 36, keptByServer: true }),
    // Client, source and date: a generated visit is made once however often generation runs.
    generationKey: field.text('Generation key', { max: 120, unique: true, keptByServer: true }),
    // The global schedule's entry an occurrence was placed from (its title names an office event).
    globalSchedule: field.reference('Global schedule', 'global-schedules', { keptByServer: true }),
    movedByHand: field.yesNo('Moved by hand', {
      help: 'Set when someone changed the generated time: regenerating leaves the visit alone.',
    }),
    confirmed: field.yesNo('Confirmed', {
      help: 'Confirmed visits are never changed by regenerating from the template.',
    }),
  },
  computed: {
    startsAt: (v) => visitInstants(v.visitDate, v.startTime, v.endTime)?.startsAt.toISOString(),
    endsAt: (v) => visitInstants(v.visitDate, v.startTime, v.endTime)?.endsAt.toISOString(),
  },
  rules: [
    {
      field: 'client',
      message: 'Choose the client this visit is for.',
      check: (v) =>
        v.source === 'Global schedule' || (typeof v.client === 'string' && v.client !== ''),
    },
    {
      field: 'cancellationReason',
      message: 'Say why the visit is cancelled.',
      check: (v) =>
        v.status !== 'Cancelled' ||
        (typeof v.cancellationReason === 'string' && v.cancellationReason.trim() !== ''),
    },
    {
      field: 'endTime',
      message: 'The end time must differ from the start time.',
      check: (v) =>
        typeof v.startTime !== 'string' ||
        typeof v.endTime !== 'string' ||
        v.startTime.slice(0, 5) !== v.endTime.slice(0, 5),
    },
  ],
  titleField: 'visitDate',
  titleWith: ['startTime'],
  list: {
    columns: [
      'startsAt',
      'endsAt',
      'client',
      'branch',
      'carersNeeded',
      'status',
      'source',
      'globalSchedule',
    ],
    sort: 'startsAt',
    filters: ['client', 'branch', 'status', 'source'],
  },
});

/**
 * Who fills one place of a visit. Only the allocation endpoint writes them (the rules of who may
 * take a visit are the server's); the visit's instants are copied onto each, and kept in step by
 * the database, so that "a carer is never at two overlapping visits" is an exclusion constraint.
 */
export const visitCarers = defineRecord({
  name: 'visit-carers',
  area: 'scheduling',
  singular: 'Visit Carer',
  plural: 'Visit Carers',
  parent: 'visits',
  screens: { add: false, edit: false },
  operations: { create: false, update: false, delete: false },
  fields: {
    place: field.number('Place', { required: true, min: 1, max: MAX_CARERS_PER_VISIT }),
    carer: field.reference('Carer', 'carers', { required: true }),
    startsAt: field.dateTime('Starts at', { keptByServer: true }),
    endsAt: field.dateTime('Ends at', { keptByServer: true }),
    overrideReason: field.text('Rules overridden because', { max: 500, keptByServer: true }),
    ...VISIT_CARER_ACTUAL_FIELDS,
  },
  // One carer per place and a carer once per visit: unique indexes per visit, in the migration
  // (a declared `unique` is per organisation).
  titleField: 'carer',
  // The visit lists filter by carer through this kind's options.
  list: { columns: ['place', 'carer', 'overrideReason'], sort: 'place', filters: ['carer'] },
});
