import { z } from 'zod';
import { pageAnswer, recordListRowAnswer } from '../../engine/records/record-answers';
import { ALLOCATION_RULES, type AllocationRule } from './allocation-rules';
import { visitCarers, visits } from './visits.record';

/** Who fills one place of a visit, as the visits list and an allocation answer it. */
export const visitCarerAnswer = z.strictObject({
  id: z.uuid(),
  place: z.number().int(),
  carer: z.uuid(),
  /** The carer's name as the rota shows it: 'Surname, Forename'. */
  carerName: z.string(),
  overrideReason: z.string().nullable(),
  version: z.number().int(),
});
export type VisitCarerAnswer = z.infer<typeof visitCarerAnswer>;

/** A row of the visits list: the visit's listed fields and who fills its places. */
export const visitListRowAnswer = (
  recordListRowAnswer(visits) as unknown as z.ZodObject<z.ZodRawShape>
).extend({ carers: z.array(visitCarerAnswer) });

export const visitListAnswer = pageAnswer(visitListRowAnswer);

/** What an allocation answers: the place filled, and the rules a manager overrode for it. */
export const allocationAnswer = z.strictObject({
  visitId: z.uuid(),
  carers: z.array(visitCarerAnswer),
  overridden: z.array(z.string()),
});
export type AllocationAnswer = z.infer<typeof allocationAnswer>;

/** The body of an allocation. */
export const allocationBody = z.strictObject({
  carerId: z.uuid(),
  place: z.number().int().min(1).max(4),
  /**
   * The carer the caller saw in the place, taken off in the same change (a move between carers):
   * a refused move leaves them there, and a place filled meanwhile by someone else is a 409.
   */
  replacing: z.uuid().optional(),
  override: z
    .strictObject({
      reason: z
        .string()
        .trim()
        .min(1, { error: 'Say why the rule is overridden.' })
        .max(visitCarers.fields.overrideReason.max ?? 500),
    })
    .optional(),
});

/** Each refusal as a 422 carries it in `data.refusals`. */
export const allocationRefusalAnswer = z.strictObject({
  rule: z.enum(Object.keys(ALLOCATION_RULES) as [AllocationRule, ...AllocationRule[]]),
  overridable: z.boolean(),
  message: z.string(),
});
