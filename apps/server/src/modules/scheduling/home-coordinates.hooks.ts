import { normalisePostcode } from '@care360/domain';
import type { RecordHooks, WriteContext } from '../../platform/records/record-hooks';
import { postcodeLookupOf } from './postcode-lookup';

/**
 * A client's or carer's home is placed from its postcode when the postcode is saved, inside the
 * save's transaction: a new postcode brings its coordinates (or none, when no lookup knows it,
 * rather than the old home's), unless the same save sets them by hand.
 */

const given = (value: unknown) => value !== null && value !== undefined && value !== '';
const samePostcode = (a: unknown, b: unknown) =>
  normalisePostcode(String(a ?? '')) === normalisePostcode(String(b ?? ''));
const sameNumber = (a: unknown, b: unknown) =>
  (!given(a) && !given(b)) || (given(a) && given(b) && Number(a) === Number(b));

async function place(values: Record<string, unknown>, postcode: unknown, ctx: WriteContext) {
  const found =
    typeof postcode === 'string' && postcode.trim() !== ''
      ? await postcodeLookupOf(ctx.db, ctx.services.config).locate(postcode)
      : null;
  values.latitude = found?.latitude ?? null;
  values.longitude = found?.longitude ?? null;
}

export const homeCoordinateHooks: RecordHooks = {
  async beforeCreate({ values }, ctx) {
    if (given(values.latitude) && given(values.longitude)) return;
    await place(values, values.postcode, ctx);
  },
  async beforeUpdate({ existing, values }, ctx) {
    const postcode = values.postcode === undefined ? existing.postcode : values.postcode;
    const movedByHand =
      (values.latitude !== undefined && !sameNumber(values.latitude, existing.latitude)) ||
      (values.longitude !== undefined && !sameNumber(values.longitude, existing.longitude));
    if (movedByHand) return;
    const latitude = values.latitude === undefined ? existing.latitude : values.latitude;
    const longitude = values.longitude === undefined ? existing.longitude : values.longitude;
    // Unchanged and placed already: nothing to look up.
    if (samePostcode(postcode, existing.postcode) && given(latitude) && given(longitude)) return;
    await place(values, postcode, ctx);
  },
};
