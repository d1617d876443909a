import { z } from 'zod';
import { DAYS_OF_WEEK } from '../clients/client-file-choices';
import { MAX_CARERS_PER_VISIT } from './visits.record';

/**
 * The shapes of what moves visits besides the rota itself, for the server and the web: the visits
 * a carer's leave leaves to cover, the cancelled visits a client's discharge or reinstatement may
 * restore, and what a change of a client's visit template would do before it is saved.
 */

/** A visit a carer was taken off (their leave) and nobody fills yet. */
export const coverVisitAnswer = z.strictObject({
  id: z.uuid(),
  client: z.uuid(),
  clientName: z.string(),
  visitDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  status: z.string(),
  openPlaces: z.number().int(),
});
export type CoverVisitAnswer = z.infer<typeof coverVisitAnswer>;

export const visitsForCoverAnswer = z.strictObject({ items: z.array(coverVisitAnswer) });

/** Cancelled visits of a client that may go ahead again (after a discharge or reinstatement). */
export const restorableVisitsAnswer = z.strictObject({
  count: z.number().int(),
  visits: z.array(z.strictObject({ id: z.uuid(), visitDate: z.string() })),
});

export const restoreVisitsAnswer = z.strictObject({
  restored: z.number().int(),
  /** Visits made for days the rota skipped while the client was away. */
  created: z.number().int(),
});

const isoDate = z.iso.date({ error: 'Give a date as YYYY-MM-DD.' });
const time = z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/, { error: 'Give a time as HH:MM.' });

/** A client's visit template or one of its visits as the form holds it, not yet saved. */
export const visitChangesPreviewBody = z.strictObject({
  template: z
    .strictObject({
      id: z.uuid().nullish(),
      validFrom: isoDate,
      validTo: isoDate.nullish(),
      deleted: z.boolean().optional(),
    })
    .optional(),
  detail: z
    .strictObject({
      id: z.uuid().nullish(),
      template: z.uuid(),
      dayOfWeek: z.enum(DAYS_OF_WEEK),
      startTime: time,
      endTime: time,
      carersNeeded: z.number().int().min(1).max(MAX_CARERS_PER_VISIT),
      deleted: z.boolean().optional(),
    })
    .optional(),
});
export type VisitChangesPreviewBody = z.infer<typeof visitChangesPreviewBody>;

export const VISIT_CHANGE_ACTIONS = ['add', 'move', 'cancel', 'held'] as const;

/** One visit a template change would make, move, cancel, or leave alone although it changed. */
export const visitChangeAnswer = z.strictObject({
  action: z.enum(VISIT_CHANGE_ACTIONS),
  visitId: z.uuid().nullable(),
  visitDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** The new times of a visit moved (or that would be, when held). */
  newStartTime: z.string().nullable(),
  newEndTime: z.string().nullable(),
  /** Why a held visit is left as it is: moved by hand, confirmed, started or over. */
  reason: z.string().nullable(),
});
export type VisitChangeAnswer = z.infer<typeof visitChangeAnswer>;

export const visitChangesPreviewAnswer = z.strictObject({
  from: z.string(),
  to: z.string(),
  counts: z.strictObject({
    add: z.number().int(),
    move: z.number().int(),
    cancel: z.number().int(),
    held: z.number().int(),
  }),
  /** The first changes in date order (all are counted). */
  changes: z.array(visitChangeAnswer),
});
export type VisitChangesPreviewAnswer = z.infer<typeof visitChangesPreviewAnswer>;
