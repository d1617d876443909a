import { z } from 'zod';

/**
 * GET /api/v1/carers/:id/care-given: what the carer did for clients as the client files record
 * it (the doses they gave on the MAR chart, the logs they wrote), newest first. A client's name
 * is given only to a caller who may read that client's file.
 */
export const careGivenAnswer = z.strictObject({
  doses: z.array(
    z.strictObject({
      id: z.uuid(),
      clientId: z.uuid(),
      clientName: z.string().nullable(),
      day: z.iso.date(),
      slot: z.string(),
      code: z.string(),
      outcome: z.string(),
      at: z.string(),
    }),
  ),
  logs: z.array(
    z.strictObject({
      id: z.uuid(),
      clientId: z.uuid(),
      clientName: z.string().nullable(),
      category: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type CareGivenAnswer = z.infer<typeof careGivenAnswer>;
