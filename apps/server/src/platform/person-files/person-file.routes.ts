import {
  type PersonFile,
  personFileHistoryAnswer,
  personFileSectionsAnswer,
} from '@care360/domain';
import { z } from 'zod';
import { HttpError } from '../http/envelope';
import { idParams } from '../http/id-params';
import { type AnyRoute, defineRoute } from '../http/route';
import { assertLiveOwner } from './person-file-access';
import type { PersonFileExtension } from './person-file-extension';
import { fileHistory, historyCursor } from './person-file-history';
import { filePermissionsOf } from './person-file-permissions';
import { fileSectionsOf } from './person-file-sections';
import { personFormRoutes } from './person-forms.endpoints';

/**
 * Every route a person file has by its declaration alone: its sections with completion and what
 * is overdue, its history, and its questionnaires (spec §2.4, DESIGN.md §5).
 */
export function personFileRoutes(
  file: PersonFile,
  extension: PersonFileExtension = {},
): AnyRoute[] {
  const permissions = filePermissionsOf(file);
  const base = `/api/v1/${file.owner}/:id`;
  const noun = file.noun.toLowerCase();
  return [
    defineRoute({
      method: 'GET',
      url: `${base}/sections`,
      access: { permission: permissions.read },
      answer: personFileSectionsAnswer,
      summary: `Every section of a ${noun}'s file with its completion, count and what is overdue`,
      params: idParams,
      resource: file.owner,
      async handler({ auth, params, services: { db } }) {
        // Navigation only: the section pages it leads to audit their own reads.
        return { data: await fileSectionsOf(db, auth.user, file, extension, params.id) };
      },
    }),
    defineRoute({
      method: 'GET',
      url: `${base}/file-history`,
      access: { permission: permissions.read },
      answer: personFileHistoryAnswer,
      summary: `Every read and change of a ${noun}'s file, newest first`,
      params: idParams,
      query: z.object({ cursor: z.string().max(100).optional() }),
      resource: file.owner,
      async handler({ auth, params, query, services: { db } }) {
        const before = historyCursor(query.cursor);
        if (query.cursor && !before) {
          throw new HttpError(400, 'This page of the history cannot be found; start again.');
        }
        // The history is scoped to the organisation by itself: the owner check runs beside it.
        const [, history] = await Promise.all([
          assertLiveOwner(db, auth, file, params.id),
          fileHistory(db, file, extension, auth.user.organisation.id, params.id, before),
        ]);
        return { data: history };
      },
    }),
    ...personFormRoutes(file, extension),
  ];
}
