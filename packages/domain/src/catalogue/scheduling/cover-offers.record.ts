import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { MAX_CARERS_PER_VISIT } from './visits.record';

/**
 * An offer of cover: the office offers an empty place of a visit to every carer who may take it
 * (the rules of who may take a visit), one offer each. The first to accept is put on the visit;
 * the others' offers are marked gone and they are told.
 */
export const COVER_OFFER_STATUSES = ['Offered', 'Accepted', 'Declined', 'Gone'] as const;
export type CoverOfferStatus = (typeof COVER_OFFER_STATUSES)[number];

export const coverOffers = defineRecord({
  name: 'cover-offers',
  area: 'scheduling',
  singular: 'Cover Offer',
  plural: 'Cover Offers',
  parent: 'visits',
  // Offered from the rota and answered on the carer's phone; listed on the visit's page.
  screens: { add: false, edit: false },
  operations: { create: false, update: false, delete: false },
  fields: {
    place: field.number('Place', {
      required: true,
      min: 1,
      max: MAX_CARERS_PER_VISIT,
      keptByServer: true,
    }),
    carer: field.reference('Carer', 'carers', { required: true, keptByServer: true }),
    status: field.choice('Status', COVER_OFFER_STATUSES, {
      required: true,
      keptByServer: true,
      styles: { Offered: 'info', Accepted: 'success', Declined: 'neutral', Gone: 'neutral' },
    }),
    offeredAt: field.dateTime('Offered at', { required: true, keptByServer: true }),
    answeredAt: field.dateTime('Answered at', { keptByServer: true }),
  },
  titleField: 'carer',
  list: {
    columns: ['place', 'carer', 'status', 'offeredAt', 'answeredAt'],
    sort: 'offeredAt',
    filters: ['status', 'carer'],
  },
});
