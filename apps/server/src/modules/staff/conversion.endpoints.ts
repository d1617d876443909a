import {
  APPLICANT_FILE,
  applicantCarerAnswer,
  can,
  makeCarerAnswer,
  makeCarerBody,
  recordKind,
} from '@care360/domain';
import { HttpError } from '../../platform/http/envelope';
import { idParams } from '../../platform/http/id-params';
import { defineRoute } from '../../platform/http/route';
import { assertLiveOwner, auditFileAccess } from '../../platform/person-files/person-file-access';
import { carerOfApplicant, makeCarer } from './conversion';

/**
 * Make carer on a cleared applicant's profile, and the profile's "Now a carer" link. Making a
 * carer needs both carers.create and applicants.update (the applicant's file is marked).
 */

const applicants = recordKind('applicants');
const carers = recordKind('carers');

const makeCarerRoute = defineRoute({
  method: 'POST',
  url: '/api/v1/applicants/:id/make-carer',
  refusals: [409, 422],
  access: { permission: carers.permissions.create },
  answer: makeCarerAnswer,
  summary:
    'Make a cleared applicant a carer, with the file they built (refused unless cleared to start; once only)',
  params: idParams,
  body: makeCarerBody,
  resource: 'applicants',
  async handler({ auth, params, body, request, services: { db } }) {
    if (!can(auth.user, applicants.permissions.update)) {
      throw new HttpError(403, 'You do not have permission to do that.');
    }
    const data = await db.transaction((tx) => makeCarer(tx, auth, request.ip, params.id, body));
    return { data, statusCode: 201, message: 'The applicant is now a carer.' };
  },
});

const applicantCarerRoute = defineRoute({
  method: 'GET',
  url: '/api/v1/applicants/:id/carer',
  access: { permission: carers.permissions.read },
  answer: applicantCarerAnswer,
  summary: 'The carer an applicant became, if they became one',
  params: idParams,
  resource: 'applicants',
  async handler({ auth, params, request, services: { db } }) {
    const data = await db.transaction(async (tx) => {
      await assertLiveOwner(tx, auth, APPLICANT_FILE, params.id);
      const found = await carerOfApplicant(tx, auth.user.organisation.id, params.id);
      await auditFileAccess(tx, auth, request.ip, APPLICANT_FILE, params.id, 'read', {
        section: 'Now a carer',
      });
      return found;
    });
    return { data };
  },
});

export const conversionRoutes = [makeCarerRoute, applicantCarerRoute];
