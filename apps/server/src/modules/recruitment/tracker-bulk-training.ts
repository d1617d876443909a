import { schema } from '@care360/db';
import {
  bulkTrainingAnswer,
  bulkTrainingBody,
  formatUkDateTime,
  recordKind,
} from '@care360/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { HttpError, notFound } from '../../platform/http/envelope';
import { idParams } from '../../platform/http/id-params';
import { defineRoute } from '../../platform/http/route';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';
import { insertRecord, requestActor } from '../../platform/records/record-store';

/**
 * Bulk training (spec §2.5, /app/recruitment-tracker/bulktraining/:id): a group of one branch's
 * applicants booked onto one training session at once. The :id is the branch, as in the spec's
 * path: sessions are run by an office for its own intake, so the group is that branch's. Each
 * applicant gets a booking in their file (audited as the file's) and an emailed invitation, sent
 * once the bookings are committed; a refusal books no one.
 */

const applicants = recordKind('applicants');
const bookings = recordKind('applicant-training-bookings');
const applicantTable = tableOf(applicants);
const appCol = (key: string) => column(applicantTable, key);

export const bulkTraining = defineRoute({
  method: 'POST',
  url: '/api/v1/recruitment-tracker/bulk-training/:id',
  refusals: [422],
  access: { permission: applicants.permissions.update },
  answer: bulkTrainingAnswer,
  summary:
    "Book a group of a branch's applicants onto a training session and email each an invitation",
  params: idParams,
  body: bulkTrainingBody,
  resource: 'branches',
  async handler({ auth, params, body, request, services: { db, mailer } }) {
    const organisationId = auth.user.organisation.id;
    const ids = [...new Set(body.applicantIds)];
    const invited = await db.transaction(async (tx) => {
      const [branch] = await tx
        .select({ id: schema.branches.id, name: schema.branches.name })
        .from(schema.branches)
        .where(
          and(
            eq(schema.branches.id, params.id),
            eq(schema.branches.organisationId, organisationId),
          ),
        );
      if (!branch) throw notFound('branch');
      const found = await tx
        .select({
          id: appCol('id'),
          forename: appCol('forename'),
          email: appCol('email'),
          branch: appCol('branch'),
        })
        .from(applicantTable)
        .where(and(inArray(appCol('id'), ids), scopeOf(applicants, auth.user)))
        .for('no key update');
      if (found.length !== ids.length) throw notFound('applicant');
      if (found.some((row) => row.branch !== branch.id)) {
        throw new HttpError(422, `Only applicants of ${branch.name} can be booked in this group.`, {
          applicantIds: ['Choose applicants of this branch only.'],
        });
      }
      const invitedOn = new Date().toISOString();
      for (const applicant of found) {
        await insertRecord(
          tx,
          requestActor(auth, request.ip),
          bookings,
          {
            course: body.course,
            startsAt: body.startsAt,
            place: body.place,
            notes: body.notes ?? null,
            invitedOn,
          },
          {
            parentId: String(applicant.id),
            note: { bulk: branch.name },
            subject: { type: applicants.name, id: String(applicant.id) },
          },
        );
      }
      return found;
    });
    const when = formatUkDateTime(body.startsAt);
    for (const applicant of invited) {
      await mailer.send({
        organisationId,
        to: String(applicant.email),
        subject: `Training booked: ${body.course} on ${when}`,
        text: [
          `Dear ${String(applicant.forename)},`,
          '',
          `You are booked on ${body.course}, starting ${when}, at ${body.place}.`,
          ...(body.notes ? ['', body.notes] : []),
          '',
          'If you cannot attend, please let the office know as soon as you can.',
        ].join('\n'),
      });
    }
    return {
      data: { booked: invited.length, emailed: invited.length },
      message: `${invited.length} ${invited.length === 1 ? 'applicant' : 'applicants'} booked and emailed.`,
    };
  },
});
