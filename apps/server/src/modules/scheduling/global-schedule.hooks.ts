import type { RecordHooks } from '../../platform/records/record-hooks';
import { placeGlobalEntry } from './visit-generation';

/**
 * An entry of the global schedule is placed on the rota as it is saved, in the save's
 * transaction: the coordinator sees the training day on the rota at once, and the nightly
 * generation finds its visits made (by key) and makes nothing twice. A changed, paused or removed
 * entry moves or cancels the visits it no longer makes.
 */
export const globalScheduleHooks: RecordHooks = {
  async written(change, ctx) {
    // A removed entry places nothing: its visits still to come are cancelled.
    await placeGlobalEntry(ctx.db, ctx.auth.user.organisation.id, String(change.after.id));
  },
};
