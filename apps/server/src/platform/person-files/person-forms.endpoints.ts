import {
  cleanAnswers,
  type FormDefinition,
  fileQuestionnaire,
  formAuditType,
  formPermissionsOf,
  isIsoDate,
  type PersonFile,
  personFormAnswer,
  personFormResponseAnswer,
  personFormsAnswer,
  type RiskBand,
  reviewPlan,
  savedFormResponseAnswer,
  scoreOf,
  ukCalendarDate,
  ukDate,
  validateAnswers,
} from '@care360/domain';
import { z } from 'zod';
import { type AuditSubject, recordAudit } from '../audit/audit';
import type { AuthContext } from '../auth/auth-context';
import { type FieldErrors, HttpError, notFound } from '../http/envelope';
import { holdsPermission, requireFurtherPermission } from '../http/further-permission';
import { defineRoute } from '../http/route';
import { assertLiveOwner } from './person-file-access';
import type { PersonFileExtension } from './person-file-extension';
import { filePermissionsOf } from './person-file-permissions';
import {
  apiResponse,
  type FormScope,
  insertResponse,
  latestResponse,
  responseById,
  responseHistory,
  storedDefinition,
} from './person-form-store';
import { latestResponses } from './person-responses';

/**
 * A person file's questionnaires (DESIGN.md §1.3): which forms the file has and where each
 * stands, one form with its latest answers and history, one past response with the definition
 * it answered, and saving a new response. The definitions are code (the file's
 * questionnaires); responses are stored against the definition version they answered.
 */

const HISTORY_LIMIT = 20;

const ownerParams = z.object({ id: z.uuid() });
const formParams = ownerParams.extend({ form: z.string().max(100) });
const responseParams = formParams.extend({ responseId: z.uuid() });

const isoDate = z.string().refine(isIsoDate, 'Enter a real date.');
const saveBody = z.object({
  answers: z.record(z.string().max(100), z.unknown(), { error: 'Send the answers.' }),
  status: z.enum(['draft', 'completed'], { error: "The status must be 'draft' or 'completed'." }),
  assessedOn: isoDate.optional(),
  nextReviewOn: isoDate.nullable().optional(),
  basedOn: z.uuid({ error: 'Send the id of the response you started from, or null.' }).nullable(),
});
type SaveBody = z.infer<typeof saveBody>;

export function personFormRoutes(file: PersonFile, extension: PersonFileExtension = {}) {
  const permissions = filePermissionsOf(file);
  const base = `/api/v1/${file.owner}/:id/forms`;
  const audited = { recordType: formAuditType(file) };
  const subjectOf = (ownerId: string): AuditSubject => ({ type: file.owner, id: ownerId });

  /** The one place the endpoints look a form up. */
  function findForm(key: string): FormDefinition {
    const form = fileQuestionnaire(file, key);
    if (!form) throw notFound('form');
    return form;
  }

  /**
   * A questionnaire only some of the file's readers may open (bank details): its own permission
   * is checked before anything is read, as a route's is, refused with 403 and audited.
   */
  async function requireFormPermission(
    ctx: Parameters<typeof requireFurtherPermission>[0],
    route: { method: 'GET' | 'POST'; url: string },
    key: string,
    action: 'read' | 'update',
  ) {
    const needs = formPermissionsOf(file, key);
    if (needs)
      await requireFurtherPermission(ctx, { ...route, resource: file.owner }, needs[action]);
  }

  const scopeOf = (auth: AuthContext, ownerId: string, formKey: string): FormScope => ({
    organisationId: auth.user.organisation.id,
    subjectType: file.responseSubject,
    subjectId: ownerId,
    formKey,
  });

  const listForms = defineRoute({
    method: 'GET',
    url: base,
    access: { permission: permissions.read },
    answer: personFormsAnswer,
    summary: `The ${file.noun.toLowerCase()} file's questionnaires, each with its latest response`,
    params: ownerParams,
    resource: file.owner,
    async handler({ auth, params, services: { db } }) {
      const scope = scopeOf(auth, params.id, '');
      const [, latest] = await Promise.all([
        assertLiveOwner(db, auth, file, params.id),
        latestResponses(db, scope),
      ]);
      const today = ukCalendarDate();
      const mayOpen = (form: FormDefinition) => {
        const needs = formPermissionsOf(file, form.key);
        return !needs || holdsPermission(auth.user, needs.read);
      };
      const items = file.questionnaires.filter(mayOpen).map((form) => {
        const found = latest.get(form.key);
        // A draft started after a completed assessment leaves that assessment's review date due.
        const reviewOn = found?.completed?.nextReviewOn ?? null;
        return {
          key: form.key,
          title: form.title,
          purpose: form.purpose,
          latest: found
            ? {
                id: found.latest.id,
                status: found.latest.status,
                completion: found.latest.completion,
                score: found.latest.score,
                riskLevel: found.latest.riskLevel,
                riskLabel: found.latest.riskLabel,
                assessedOn: found.latest.assessedOn,
                nextReviewOn: found.latest.nextReviewOn,
                overdue: reviewOn !== null && reviewOn < today,
              }
            : null,
        };
      });
      return { data: { items } };
    },
  });

  const getForm = defineRoute({
    method: 'GET',
    url: `${base}/:form`,
    access: { permission: permissions.read },
    answer: personFormAnswer,
    summary: `One questionnaire of a ${file.noun.toLowerCase()}: the definition, the latest response and the history`,
    params: formParams,
    resource: file.owner,
    async handler({ auth, params, request, services }) {
      const { db } = services;
      await requireFormPermission(
        { auth, request, services },
        { method: 'GET', url: `${base}/:form` },
        params.form,
        'read',
      );
      // The reads and the audit entry are one transaction: they commit together or not at all, and
      // an owner the caller may not see answers 404 with nothing written.
      const { definition, response, history, responseDefinition } = await db.transaction(
        async (tx) => {
          await assertLiveOwner(tx, auth, file, params.id);
          const definition = findForm(params.form);
          const scope = scopeOf(auth, params.id, definition.key);
          // One connection: the latest response and the history are read one after the other.
          const response = await latestResponse(tx, scope);
          const history = await responseHistory(tx, scope, HISTORY_LIMIT);
          // A response to an earlier version reads with the questions it answered.
          const responseDefinition =
            response && response.formVersion !== definition.version
              ? await storedDefinition(tx, response.definitionId)
              : null;
          await recordAudit(tx, {
            organisationId: auth.user.organisation.id,
            actorUserId: auth.user.id,
            action: 'read',
            ...audited,
            recordId: response?.id ?? null,
            changes: { ownerId: params.id, form: definition.key },
            subject: subjectOf(params.id),
            ip: request.ip,
          });
          return { definition, response, history, responseDefinition };
        },
      );
      return {
        data: { definition, response: apiResponse(response), responseDefinition, history },
      };
    },
  });

  const getResponse = defineRoute({
    method: 'GET',
    url: `${base}/:form/responses/:responseId`,
    access: { permission: permissions.read },
    answer: personFormResponseAnswer,
    summary: 'One past response of a questionnaire, with the definition version it answered',
    params: responseParams,
    resource: file.owner,
    async handler({ auth, params, request, services }) {
      const { db } = services;
      await requireFormPermission(
        { auth, request, services },
        { method: 'GET', url: `${base}/:form/responses/:responseId` },
        params.form,
        'read',
      );
      // The response, its definition and the audit entry are one transaction; a 404 writes nothing.
      const { response, stored } = await db.transaction(async (tx) => {
        await assertLiveOwner(tx, auth, file, params.id);
        const definition = findForm(params.form);
        const response = await responseById(
          tx,
          scopeOf(auth, params.id, definition.key),
          params.responseId,
        );
        if (!response) throw notFound('response');
        const stored = await storedDefinition(tx, response.definitionId);
        await recordAudit(tx, {
          organisationId: auth.user.organisation.id,
          actorUserId: auth.user.id,
          action: 'read',
          ...audited,
          recordId: response.id,
          changes: { ownerId: params.id, form: definition.key },
          subject: subjectOf(params.id),
          ip: request.ip,
        });
        return { response, stored };
      });
      return { data: { definition: stored, response: apiResponse(response) } };
    },
  });

  /**
   * The dates of a save, or what is wrong with them. A completed assessment's review comes from
   * its form's policy (reviewPlan: by risk band for scored forms); the coordinator may choose an
   * earlier date, never a later one or none, so a high risk's review cannot slip by a typing
   * slip. A draft's review date counts for nothing (overdue reads completed responses only).
   */
  function datesOf(
    definition: FormDefinition,
    body: SaveBody,
    band: RiskBand | null,
    errors: FieldErrors,
  ) {
    const today = ukCalendarDate();
    const assessedOn = body.assessedOn ?? today;
    if (assessedOn > today) errors.assessedOn = ['The assessment date cannot be in the future.'];
    const plan = body.status === 'completed' ? reviewPlan(definition, assessedOn, band) : null;
    const nextReviewOn = body.nextReviewOn !== undefined ? body.nextReviewOn : (plan?.on ?? null);
    if (nextReviewOn !== null && nextReviewOn <= assessedOn) {
      errors.nextReviewOn = ['The next review must be after the assessment date.'];
    } else if (plan && (nextReviewOn === null || nextReviewOn > plan.on)) {
      errors.nextReviewOn = [
        `The next review must be on or before ${ukDate(plan.on)} (${plan.reason}).`,
      ];
    }
    return { assessedOn, nextReviewOn };
  }

  const saveResponse = defineRoute({
    method: 'POST',
    url: `${base}/:form/responses`,
    refusals: [409],
    access: { permission: permissions.update },
    answer: savedFormResponseAnswer,
    summary: `Save a questionnaire of a ${file.noun.toLowerCase()} as a new response (draft or completed)`,
    params: formParams,
    resource: file.owner,
    body: saveBody,
    async handler({ auth, params, body, request, services }) {
      const { db } = services;
      await requireFormPermission(
        { auth, request, services },
        { method: 'POST', url: `${base}/:form/responses` },
        params.form,
        'update',
      );
      await assertLiveOwner(db, auth, file, params.id);
      const definition = findForm(params.form);
      const answerErrors = validateAnswers(definition, body.answers, {
        partial: body.status === 'draft',
      });
      const errors: FieldErrors = Object.fromEntries(
        Object.entries(answerErrors).map(([id, message]) => [`answers.${id}`, [message]]),
      );
      const answers = cleanAnswers(definition, body.answers);
      // Scored only when the answers are valid: the band then decides the review.
      const scoring =
        (await extension.scoringFormOf?.(db, auth.user.organisation.id, definition)) ?? definition;
      const { score, band } =
        Object.keys(answerErrors).length === 0
          ? scoreOf(scoring, answers)
          : { score: null, band: null };
      const { assessedOn, nextReviewOn } = datesOf(definition, body, band, errors);
      if (Object.keys(errors).length > 0) {
        const message =
          Object.keys(answerErrors).length > 0
            ? 'Please correct the highlighted answers.'
            : 'Please correct the highlighted fields.';
        throw new HttpError(400, message, errors);
      }
      const scope = scopeOf(auth, params.id, definition.key);
      const id = await db.transaction(async (tx) => {
        await assertLiveOwner(tx, auth, file, params.id, true);
        const latest = await latestResponse(tx, scope);
        if ((latest?.id ?? null) !== body.basedOn) {
          throw new HttpError(
            409,
            'Someone else saved this form while you were filling it in. Your answers are kept: compare them with the newer ones and save again.',
            {},
            {},
            { current: apiResponse(latest) },
          );
        }
        const id = await insertResponse(
          tx,
          {
            ...scope,
            definition,
            answers,
            status: body.status,
            score,
            band,
            savedBy: auth.user.id,
            assessedOn,
            nextReviewOn,
          },
          request.log,
        );
        await recordAudit(tx, {
          organisationId: auth.user.organisation.id,
          actorUserId: auth.user.id,
          action: 'create',
          ...audited,
          recordId: id,
          changes: {
            ownerId: params.id,
            form: definition.key,
            formVersion: definition.version,
            status: body.status,
            score,
            riskLabel: band?.label ?? null,
            assessedOn,
            nextReviewOn,
          },
          ip: request.ip,
          subject: subjectOf(params.id),
        });
        return id;
      });
      const response = apiResponse(await responseById(db, scope, id));
      const message =
        body.status === 'draft'
          ? `Draft of ${definition.title} saved.`
          : band
            ? `${definition.title} saved: ${band.label}.`
            : `${definition.title} saved.`;
      return { data: { response }, statusCode: 201, message };
    },
  });

  return [listForms, getForm, getResponse, saveResponse];
}
