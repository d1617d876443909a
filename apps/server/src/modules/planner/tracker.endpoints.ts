import {
  assessmentVisits,
  TRACKER_MODULE,
  trackableAnswer,
  trackerEventAnswer,
  trackerEventPath,
  trackerSessions,
  trackerTaskBody,
} from '@care360/domain';
import { z } from 'zod';
import { defineRoute } from '../../platform/http/route';
import { trackableOf, trackerEvent } from './tracker-sessions';

/**
 * The time tracker's calls, at the spec's addresses (§7): whether a target is trackable, and
 * its START, MID and STOP events for the office planner.
 */

const trackableParams = z.object({
  id: z.uuid(),
  // The target's type, lower case (spec §7); a type that is not the visit's is not trackable.
  type: z.string().max(40),
  // The second parameter (the module); the check does not depend on it.
  param: z.string().max(60),
});

const trackableRoute = defineRoute({
  method: 'GET',
  url: '/api/v1/user/trackable/:id/:type/:param',
  access: { permission: assessmentVisits.permissions.read },
  summary:
    'Whether the signed-in person may track time on an assessment visit as this type: a planned visit of that type assigned to them',
  params: trackableParams,
  resource: assessmentVisits.name,
  answer: trackableAnswer,
  async handler({ auth, params, services: { db } }) {
    return { data: await trackableOf(db, auth, params.id, params.type) };
  },
});

const EVENTS = ['START', 'MID', 'STOP'] as const;

const eventRoutes = EVENTS.map((event) =>
  defineRoute({
    method: 'POST',
    url: trackerEventPath(TRACKER_MODULE, event),
    access: { permission: trackerSessions.permissions.create },
    summary: {
      START:
        'Starts tracking time on an assessment visit (refused for a target that is not trackable)',
      MID: 'Says a tracking session is still running (every five minutes)',
      STOP: 'Stops a tracking session',
    }[event],
    body: trackerTaskBody,
    answer: trackerEventAnswer,
    refusals: [422],
    async handler({ auth, body, request, services: { db } }) {
      const data = await trackerEvent(db, auth, request.ip, event, body);
      return { data, ...(event === 'START' ? { statusCode: 201 } : {}) };
    },
  }),
);

export const trackerRoutes = [trackableRoute, ...eventRoutes];
