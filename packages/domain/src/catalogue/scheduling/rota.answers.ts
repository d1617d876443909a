import { z } from 'zod';
import { allocationRefusalAnswer, visitCarerAnswer } from './visits.answers';
import { VISIT_STATUSES } from './visits.record';

/**
 * The rota (/app/scheduler/v1/:type): a branch's visits over a day or a week, the rows it is
 * drawn on (the branch's working carers, or its clients), the visit-type legend and whether the
 * week is published.
 */

/** At most a week at a time: the rota's widest view. */
export const ROTA_MAX_DAYS = 7;

/** Which rows the rota is drawn on. */
export const ROTA_TYPES = ['clients', 'carers'] as const;
export type RotaType = (typeof ROTA_TYPES)[number];

export const rotaVisitAnswer = z.strictObject({
  id: z.uuid(),
  version: z.number().int(),
  client: z.uuid(),
  clientName: z.string(),
  visitDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  carersNeeded: z.number().int(),
  status: z.enum(VISIT_STATUSES),
  /** The code it shows (rotaCodeOf): 'PC', 'GPC'. */
  code: z.string(),
  carers: z.array(visitCarerAnswer),
});
export type RotaVisit = z.infer<typeof rotaVisitAnswer>;

export const rotaRowAnswer = z.strictObject({ id: z.uuid(), name: z.string() });

export const rotaCodeAnswer = z.strictObject({
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  colour: z.string().nullable(),
  gradient: z.boolean(),
});
export type RotaCode = z.infer<typeof rotaCodeAnswer>;

export const rotaPublicationAnswer = z.strictObject({
  weekStart: z.string(),
  publishedAt: z.string(),
  publishedBy: z.string().nullable(),
  visitsPublished: z.number().int(),
  carersEmailed: z.number().int(),
});

export const rotaAnswer = z.strictObject({
  branch: z.uuid(),
  from: z.string(),
  to: z.string(),
  visits: z.array(rotaVisitAnswer),
  carers: z.array(rotaRowAnswer),
  clients: z.array(rotaRowAnswer),
  codes: z.array(rotaCodeAnswer),
  /** The latest publication of the week holding `from`, if any. */
  publication: rotaPublicationAnswer.nullable(),
  /** Visits of that week still in draft (Planned). */
  drafts: z.number().int(),
});
export type RotaAnswer = z.infer<typeof rotaAnswer>;

/** Publishing a branch's week: its first day is a Monday. */
export const publishBody = z.strictObject({
  branch: z.uuid(),
  weekStart: z.iso
    .date({ error: 'Give the Monday as YYYY-MM-DD.' })
    .refine((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 1, {
      error: 'A rota week starts on a Monday.',
    }),
});

export const publishAnswer = z.strictObject({
  visitsPublished: z.number().int(),
  carersEmailed: z.number().int(),
  publishedAt: z.string(),
});

/** Taking a carer off a place of a visit. */
export const unallocateBody = z.strictObject({ place: z.number().int().min(1).max(4) });

/** Who of the branch's carers may take a visit, and why the others may not. */
export const visitCandidatesAnswer = z.array(
  z.strictObject({
    carer: z.uuid(),
    name: z.string(),
    refusals: z.array(allocationRefusalAnswer),
  }),
);
export type VisitCandidates = z.infer<typeof visitCandidatesAnswer>;

/** The Monday of the week holding `day` (YYYY-MM-DD). */
export function weekStartOf(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}
