import { field } from '../../../engine/records/fields';

/**
 * Where a client's or carer's home is, for journeys on the rota: filled from the postcode when it
 * is saved (the server's postcode lookup), and correctable by hand for a home the postcode's
 * centre misses (a farm, a long lane).
 */
export const HOME_COORDINATES = {
  latitude: field.number('Latitude', {
    min: 49,
    max: 61,
    decimals: 6,
    help: 'Filled from the postcode when it is saved; correct it for a home far from its centre.',
  }),
  longitude: field.number('Longitude', {
    min: -9,
    max: 2,
    decimals: 6,
    help: 'Filled from the postcode when it is saved.',
  }),
} as const;
