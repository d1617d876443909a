import { schema } from '@care360/db';
import { eq } from 'drizzle-orm';
import type { AreaManifest } from '../../platform/areas/area-manifest';
import type { RecordHooks } from '../../platform/records/record-hooks';
import { pushRoutes } from './push.endpoints';
import { pushSendTask } from './push-send.job';
import { vapidKeys } from './vapid-keys';

/** A user deactivated or removed takes their browsers with them: nothing more reaches them. */
const userPushHooks: RecordHooks = {
  async written(change, { db }) {
    const gone = change.action === 'delete' || change.after.active === false;
    if (gone && typeof change.after.id === 'string')
      await db
        .delete(schema.pushSubscriptions)
        .where(eq(schema.pushSubscriptions.userId, change.after.id));
  },
};

/**
 * The push area: web push notifications. The installation's VAPID keys, each person's browsers
 * and the kinds of notification they chose, and the job that sends one person's message to
 * their browsers. Other areas queue messages through index.ts in the transaction of the change.
 */
export const pushArea: AreaManifest = {
  name: 'push',
  routes: pushRoutes,
  tasks: [pushSendTask],
  recordHooks: [{ users: userPushHooks }],
  // Made on the first start, so browsers can subscribe before anything is sent.
  atStart: async (db) => {
    await vapidKeys(db);
  },
};
