import {
  APPLICANT_FILE,
  APPLICANT_PACK_KEYS,
  applicantPackAnswer,
  applicantPackSavedAnswer,
  cleanAnswers,
  formAuditType,
  isContractKey,
  scoreOf,
  ukCalendarDate,
  validateAnswers,
} from '@care360/domain';
import { z } from 'zod';
import { HttpError } from '../../platform/http/envelope';
import { defineRoute } from '../../platform/http/route';
import {
  insertResponse,
  latestResponse,
  storedDefinition,
} from '../../platform/person-files/person-form-store';
import { auditRead, noteAction } from '../../platform/records/record-store';
import { APPLICANT_FILE_LINK } from './applicant-link';
import {
  offeredContract,
  packApplicant,
  packForm,
  scoringForm,
  withoutMarks,
} from './applicant-pack';

/**
 * The applicant's packs, test and contract, filled in from their private link:
 * each answer is a versioned response of their file (person-form-store.ts), audited with the
 * applicant as subject, as the office's saves are. The test is scored with the organisation's
 * pass mark and its result shown only to the office; a contract is accepted only when it is the
 * one this applicant is offered (contractFor).
 */

const REFUSED = 'This link no longer works. Ask the office to send you a new one.';
const formKey = z.enum(APPLICANT_PACK_KEYS, { error: 'Choose one of your forms.' });
const audited = { recordType: formAuditType(APPLICANT_FILE) };

const scopeOf = (organisationId: string, applicantId: string, key: string) => ({
  organisationId,
  subjectType: APPLICANT_FILE.responseSubject,
  subjectId: applicantId,
  formKey: key,
});

const readPack = defineRoute({
  method: 'GET',
  url: '/api/v1/applicant-packs/:token',
  access: { link: APPLICANT_FILE_LINK, refused: REFUSED },
  summary: 'One of the forms an applicant fills in from their link, and whether it was sent',
  query: z.object({ form: formKey }),
  answer: applicantPackAnswer,
  async handler({ link, query, request, services: { db } }) {
    const { organisationId, subjectId } = link;
    const form = packForm(query.form);
    const applicant = await packApplicant(db, organisationId, subjectId);
    const scope = scopeOf(organisationId, subjectId, form.key);
    const latest = await latestResponse(db, scope);
    const sent = latest?.status === 'completed' ? latest : null;
    const choice = offeredContract(query.form, applicant, ukCalendarDate());
    const offeredForm = choice?.key ? packForm(choice.key) : null;
    // Only a contract's own answers come back (the signed copy); a test's never do.
    const signed =
      sent && isContractKey(form.key)
        ? {
            definition:
              sent.formVersion === form.version
                ? form
                : await storedDefinition(db, sent.definitionId),
            answers: sent.answers,
            signedOn: sent.assessedOn,
          }
        : null;
    await auditRead(
      db,
      { userId: null, ip: request.ip },
      {
        organisationId,
        ...audited,
        recordId: sent?.id ?? null,
        changes: { ownerId: subjectId, form: form.key, by: 'applicant link' },
        subject: { type: APPLICANT_FILE.owner, id: subjectId },
      },
    );
    return {
      data: {
        applicantName: `${applicant.forename} ${applicant.surname}`,
        organisationName: applicant.organisationName,
        definition: withoutMarks(form),
        offered: choice
          ? {
              key: choice.key,
              title: offeredForm?.title ?? null,
              reason: choice.reason ?? null,
            }
          : null,
        submittedOn: sent?.assessedOn ?? null,
        signed,
      },
    };
  },
});

const sendPack = defineRoute({
  method: 'POST',
  url: '/api/v1/applicant-packs',
  refusals: [409, 422],
  access: { link: APPLICANT_FILE_LINK, refused: REFUSED },
  summary: 'Send one of the forms an applicant fills in from their link',
  body: z.object({
    form: formKey,
    answers: z.record(z.string().max(100), z.unknown(), { error: 'Send the answers.' }),
  }),
  answer: applicantPackSavedAnswer,
  async handler({ link, body, request, services: { db } }) {
    const { organisationId, subjectId } = link;
    const form = packForm(body.form);
    const today = ukCalendarDate();
    const applicant = await packApplicant(db, organisationId, subjectId);
    const choice = offeredContract(body.form, applicant, today);
    if (choice && choice.key !== form.key) {
      throw new HttpError(
        422,
        choice.key
          ? `This is not the contract you are offered: please sign the ${packForm(choice.key).title}.`
          : `No contract can be signed yet. ${choice.reason}`,
      );
    }
    const scope = scopeOf(organisationId, subjectId, form.key);
    const latest = await latestResponse(db, scope);
    if (latest?.status === 'completed' && form.purpose !== 'profile') {
      // One sitting of the test, one signature of a contract: the office starts a new one.
      throw new HttpError(
        409,
        form.purpose === 'contract'
          ? 'You have already signed this contract.'
          : 'You have already sent your test. The office will be in touch.',
      );
    }
    const answerErrors = validateAnswers(form, body.answers);
    if (Object.keys(answerErrors).length > 0) {
      throw new HttpError(
        400,
        'Please correct the highlighted answers.',
        Object.fromEntries(
          Object.entries(answerErrors).map(([id, message]) => [`answers.${id}`, [message]]),
        ),
      );
    }
    const answers = cleanAnswers(form, body.answers);
    const { score, band } = scoreOf(await scoringForm(db, organisationId, form), answers);
    const id = await insertResponse(
      db,
      {
        ...scope,
        definition: form,
        answers,
        status: 'completed',
        score,
        band,
        savedBy: null,
        assessedOn: today,
        nextReviewOn: null,
      },
      request.log,
    );
    await noteAction(
      db,
      { userId: null, ip: request.ip },
      {
        organisationId,
        action: 'create',
        ...audited,
        recordId: id,
        changes: {
          ownerId: subjectId,
          form: form.key,
          formVersion: form.version,
          status: 'completed',
          score,
          riskLabel: band?.label ?? null,
          assessedOn: today,
          by: 'applicant link',
        },
        subject: { type: APPLICANT_FILE.owner, id: subjectId },
      },
    );
    const message =
      form.purpose === 'contract'
        ? `Thank you, your ${form.title} is signed.`
        : `Thank you, we have received your ${form.title}.`;
    return { data: { submittedOn: today }, statusCode: 201, message };
  },
});

export const applicantPackRoutes = [readPack, sendPack];
