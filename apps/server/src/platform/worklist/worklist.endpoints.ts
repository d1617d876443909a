import { worklistAnswer } from '@care360/domain';
import { defineRoute, SIGNED_IN } from '../http/route';
import { type WorklistRegistry, worklistOf } from './worklist';

/** Home's worklist: everyone signed in has one; what it holds follows their permissions. */
export const worklistRoutes = (registry: WorklistRegistry) => [
  defineRoute({
    method: 'GET',
    url: '/api/v1/worklist',
    access: SIGNED_IN,
    summary:
      "The signed-in person's worklist: reviews overdue and due this week, doses refused or missed today, clients in hospital, files without a signed consent",
    answer: worklistAnswer,
    async handler({ auth, services: { db } }) {
      return { data: await worklistOf(registry, db, auth) };
    },
  }),
];
