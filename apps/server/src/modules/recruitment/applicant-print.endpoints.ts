import {
  APPLICANT_EMAILS,
  APPLICANT_FILE,
  APPLICANT_PRINTS,
  emailPreviewAnswer,
  formatUkDateTime,
  printedDocumentAnswer,
} from '@care360/domain';
import { z } from 'zod';
import { HttpError } from '../../platform/http/envelope';
import { idParams } from '../../platform/http/id-params';
import { type AnyRoute, defineRoute, FILE_ANSWER } from '../../platform/http/route';
import { renderPrintedDocument } from '../../platform/pdf/printed-document-pdf';
import { auditFileAccess } from '../../platform/person-files/person-file-access';
import { noteAction, requestActor } from '../../platform/records/record-store';
import { applicantDocument, applicantEmail, type PrintRequest } from './applicant-print';

/**
 * The applicant's print and preview pages (spec §2.2): each letter or form as data for the app's
 * printable page and as a PDF, and the two emails previewed exactly as they would be sent, then
 * sent through the mailer (so they are in the email log). Viewing, downloading and sending are
 * each audited on the applicant's file, in the transaction that reads it.
 */

/**
 * `branch` is the office whose letterhead and address a letter carries (the page's `:client`);
 * `on` and `at` say when induction training is, as the office chose it on the page.
 */
const printQuery = z.object({
  branch: z.uuid('Choose an office.').optional(),
  on: z.iso.date('Enter the training date as a date.').optional(),
  at: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the training time as HH:MM.')
    .optional(),
});
type PrintQuery = z.infer<typeof printQuery>;

const requestOf = (id: string, query: PrintQuery): PrintRequest => ({
  applicantId: id,
  branchId: query.branch ?? null,
  training: { on: query.on ?? null, at: query.at ?? null },
});

const printRoutes = APPLICANT_PRINTS.flatMap(({ key, title }): AnyRoute[] => [
  defineRoute({
    method: 'GET',
    url: `/api/v1/applicants/:id/print/${key}`,
    access: { permission: 'applicants.read' },
    answer: printedDocumentAnswer,
    summary: `An applicant's ${title.replace('Print ', '').toLowerCase()} document, to show and print`,
    params: idParams,
    query: printQuery,
    resource: 'applicants',
    async handler({ auth, params, query, request, services: { db } }) {
      const data = await db.transaction(async (tx) => {
        const document = await applicantDocument(tx, auth, key, requestOf(params.id, query));
        await auditFileAccess(tx, auth, request.ip, APPLICANT_FILE, params.id, 'read', {
          document: key,
        });
        return document;
      });
      return { data };
    },
  }),
  defineRoute({
    method: 'GET',
    url: `/api/v1/applicants/:id/print/${key}.pdf`,
    access: { permission: 'applicants.read' },
    answer: FILE_ANSWER,
    summary: `An applicant's ${title.replace('Print ', '').toLowerCase()} document as a PDF`,
    params: idParams,
    query: printQuery,
    resource: 'applicants',
    async handler({ auth, params, query, request, services: { db } }) {
      const document = await db.transaction(async (tx) => {
        const read = await applicantDocument(tx, auth, key, requestOf(params.id, query));
        await auditFileAccess(tx, auth, request.ip, APPLICANT_FILE, params.id, 'export', {
          document: key,
        });
        return read;
      });
      // Drawn after the commit, so the connection is not held while the PDF is laid out.
      const body = await renderPrintedDocument(
        document,
        `Printed ${formatUkDateTime(new Date())} by ${auth.user.name}`,
      );
      return {
        data: null,
        raw: { contentType: 'application/pdf', body, filename: document.filename },
      };
    },
  }),
]);

const emailRoutes = APPLICANT_EMAILS.flatMap(({ key, title }): AnyRoute[] => [
  defineRoute({
    method: 'GET',
    url: `/api/v1/applicants/:id/emails/${key}`,
    access: { permission: 'applicants.read' },
    answer: emailPreviewAnswer,
    summary: `The ${title.toLowerCase()} to an applicant, as it would be sent`,
    params: idParams,
    query: printQuery,
    resource: 'applicants',
    async handler({ auth, params, query, request, services: { db } }) {
      const data = await db.transaction(async (tx) => {
        const preview = await applicantEmail(tx, auth, key, requestOf(params.id, query));
        await auditFileAccess(tx, auth, request.ip, APPLICANT_FILE, params.id, 'read', {
          email: key,
        });
        return preview;
      });
      return { data };
    },
  }),
  defineRoute({
    method: 'POST',
    url: `/api/v1/applicants/:id/emails/${key}/send`,
    refusals: [409],
    // Sending tells the applicant something on the agency's behalf: a change to their file.
    access: { permission: 'applicants.update' },
    answer: emailPreviewAnswer,
    summary: `Sends the ${title.toLowerCase()} to an applicant (kept in the email log)`,
    params: idParams,
    body: printQuery,
    resource: 'applicants',
    async handler({ auth, params, body, request, services: { db, mailer } }) {
      const email = await db.transaction(async (tx) => {
        const preview = await applicantEmail(tx, auth, key, requestOf(params.id, body));
        if (preview.blocked) throw new HttpError(409, preview.blocked);
        await noteAction(tx, requestActor(auth, request.ip), {
          action: 'email.sent',
          recordType: APPLICANT_FILE.owner,
          recordId: params.id,
          changes: { email: key, to: preview.to, subject: preview.subject },
        });
        return preview;
      });
      // Sent once the audit entry is committed; the mailer writes the email log itself.
      await mailer.send({
        organisationId: auth.user.organisation.id,
        to: email.to,
        subject: email.subject,
        text: email.body,
      });
      return { data: email, message: `${title} sent to ${email.to}.` };
    },
  }),
]);

export const applicantPrintRoutes: AnyRoute[] = [...printRoutes, ...emailRoutes];
