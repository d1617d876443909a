import { clientHistoryAnswer } from '@care360/domain';
import { z } from 'zod';
import { HttpError } from '../../platform/http/envelope';
import { idParams } from '../../platform/http/id-params';
import { defineRoute } from '../../platform/http/route';
import { assertLiveClient } from './client-access';
import { clientHistory, historyCursor } from './client-history';

/** The history of a client's whole file, for the profile (spec §2.4, DESIGN.md §5). */
export const clientHistoryRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/clients/:id/file-history',
    access: { permission: 'clients.read' },
    answer: clientHistoryAnswer,
    summary: "Every read and change of a client's file, newest first",
    params: idParams,
    query: z.object({ cursor: z.string().max(100).optional() }),
    resource: 'clients',
    async handler({ auth, params, query, services: { db } }) {
      const before = historyCursor(query.cursor);
      if (query.cursor && !before) {
        throw new HttpError(400, 'This page of the history cannot be found; start again.');
      }
      // The history is scoped to the organisation by itself: the client check runs beside it.
      const [, history] = await Promise.all([
        assertLiveClient(db, auth, params.id),
        clientHistory(db, auth.user.organisation.id, params.id, before),
      ]);
      return { data: history };
    },
  }),
];
