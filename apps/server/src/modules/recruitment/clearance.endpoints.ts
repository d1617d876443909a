import { APPLICANT_FILE, clearanceAnswer, recordKind, ukCalendarDate } from '@care360/domain';
import { HttpError } from '../../platform/http/envelope';
import { idParams } from '../../platform/http/id-params';
import { defineRoute } from '../../platform/http/route';
import { auditFileAccess } from '../../platform/person-files/person-file-access';
import { changeRecord, requestActor } from '../../platform/records/record-store';
import { clearanceOf } from './clearance';

/**
 * Cleared to start on the applicant's profile: what is missing, read (and audited) as part of the
 * file, and the Clear to start action, the only way an applicant's stage becomes 'Cleared' (the
 * applicants' update hook refuses it otherwise, clearance.hooks.ts).
 */

const applicants = recordKind('applicants');

const clearance = defineRoute({
  method: 'GET',
  url: '/api/v1/applicants/:id/clearance',
  access: { permission: applicants.permissions.read },
  answer: clearanceAnswer,
  summary: 'Whether an applicant is cleared to start, naming each missing or expiring check',
  params: idParams,
  resource: 'applicants',
  async handler({ auth, params, request, services: { db } }) {
    const data = await db.transaction(async (tx) => {
      const found = await clearanceOf(tx, auth.user, params.id);
      await auditFileAccess(tx, auth, request.ip, APPLICANT_FILE, params.id, 'read', {
        section: 'Cleared to start',
      });
      return found;
    });
    return { data };
  },
});

const clear = defineRoute({
  method: 'POST',
  url: '/api/v1/applicants/:id/clear',
  refusals: [409, 422],
  access: { permission: applicants.permissions.update },
  answer: clearanceAnswer,
  summary:
    "Clear an applicant to start: refused (422, naming what is missing) unless every check holds or a manager's override is recorded",
  params: idParams,
  resource: 'applicants',
  async handler({ auth, params, request, services: { db } }) {
    const today = ukCalendarDate();
    const data = await db.transaction(async (tx) => {
      const found = await clearanceOf(tx, auth.user, params.id, { lock: true, today });
      if (found.stage === 'Cleared') {
        throw new HttpError(409, 'This applicant is already cleared to start.');
      }
      if (found.stage === 'Rejected') {
        throw new HttpError(
          409,
          'This applicant was rejected: move them back to a stage first if they are to start.',
        );
      }
      // Every check holds, or the manager's override covers what does not (naming the
      // interview when that is missing): otherwise refused with each reason.
      if (found.refusals.length > 0) {
        throw new HttpError(
          422,
          `Not cleared to start yet: ${found.refusals.join('; ')}.`,
          {},
          {},
          { missing: found.missing, refusals: found.refusals },
        );
      }
      await changeRecord(
        tx,
        requestActor(auth, request.ip),
        applicants,
        params.id,
        { stage: 'Cleared', clearedOn: today },
        {
          auditAction: 'clear-to-start',
          // Cleared with checks still missing: the override it rests on, and what was missing.
          note: found.cleared
            ? {}
            : { override: found.override?.id, missingAtClearance: found.missing },
        },
      );
      return { ...found, stage: 'Cleared' as const, clearedOn: today };
    });
    return {
      data,
      message: data.cleared
        ? 'Cleared to start.'
        : `Cleared to start on the manager's override (${data.override?.approvedByName ?? 'recorded'}).`,
    };
  },
});

export const clearanceRoutes = [clearance, clear];
