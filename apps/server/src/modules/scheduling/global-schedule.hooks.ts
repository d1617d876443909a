import type { RecordHooks } from '../../platform/records/record-hooks';
import { placeGlobalEntry } from './visit-generation';

/**
 * An entry of the global schedule is placed on the rota as it is saved, in the save's
 * transaction: the coordinator sees the training day on the rota at once, and the nightly
 * generation finds its visits made (by key) and makes nothing twice.
 */
export const globalScheduleHooks: RecordHooks = {
  async written(change, ctx) {
    if (change.action === 'delete') return;
    await placeGlobalEntry(ctx.db, ctx.auth.user.organisation.id, String(change.after.id));
  },
};
