import { z } from 'zod';
import { COVER_OFFER_STATUSES } from './cover-offers.record';
import { MAX_CARERS_PER_VISIT } from './visits.record';

/** Offer an empty place of a visit to every carer who may take it. */
export const offerCoverBody = z.strictObject({
  place: z.number().int().min(1).max(MAX_CARERS_PER_VISIT),
});

/** Whom the place was offered to. */
export const offerCoverAnswer = z.strictObject({
  offered: z.array(z.strictObject({ carer: z.uuid(), name: z.string() })),
});
export type OfferCoverAnswer = z.infer<typeof offerCoverAnswer>;

/** An offer as the carer sees it on their phone: when, where, and whether it is still open. */
export const myCoverOfferAnswer = z.strictObject({
  id: z.uuid(),
  visitId: z.uuid(),
  place: z.number().int(),
  visitDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  clientName: z.string(),
  postcode: z.string().nullable(),
  status: z.enum(COVER_OFFER_STATUSES),
  offeredAt: z.string(),
});
export type MyCoverOffer = z.infer<typeof myCoverOfferAnswer>;
export const myCoverOffersAnswer = z.array(myCoverOfferAnswer);

/** A carer's answer to an offer: accepted (they are on the visit) or declined. */
export const coverAnswerAnswer = z.strictObject({
  id: z.uuid(),
  status: z.enum(COVER_OFFER_STATUSES),
});
