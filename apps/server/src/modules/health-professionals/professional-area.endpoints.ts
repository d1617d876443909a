import { type Db, schema } from '@care360/db';
import {
  clientFullName,
  GRANT_DOCUMENTS,
  type GrantDocument,
  isGrantDocument,
  professionalAreaAnswer,
  professionalLoginBody,
  recordKind,
} from '@care360/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { HttpError } from '../../platform/http/envelope';
import { defineRoute, FILE_ANSWER, PUBLIC } from '../../platform/http/route';
import { issueLink } from '../../platform/links/issue-link';
import type { VerifiedLink } from '../../platform/links/link-purpose';
import { linkToPage } from '../../platform/links/link-url';
import { column, tableOf } from '../../platform/records/record-query';
import { noteAction } from '../../platform/records/record-store';
import { addressGroup } from '../../platform/throttle/address-group';
import { type ThrottleRule, takeAttempt } from '../../platform/throttle/throttle';
import { documentLabel, professionalReader, readDocument } from './grant-documents';
import {
  grantCol,
  grants,
  grantTable,
  HEALTH_PROFESSIONAL_LINK,
  PROFESSIONAL_LINK_REFUSED,
  PROFESSIONAL_PAGE,
  professionalCol,
  professionalTable,
} from './grant-link';
import { VIEW_ACTION } from './grants';

/**
 * The professional's side: no account and no session, only the emailed link to one grant. Every
 * route takes its grant from the link (never the path), is throttled per address by the link
 * machinery, and gives an expired, revoked, altered or unknown link the same one answer. Each
 * look at the grant's documents is written to the audit trail in the same transaction, under the
 * grant (so the client's file lists it beside the grant).
 */

const access = { link: HEALTH_PROFESSIONAL_LINK, refused: PROFESSIONAL_LINK_REFUSED };
const clientTable = tableOf(recordKind('clients'));

/** The grant the link names, with its professional, client and organisation. */
async function grantOfLink(db: Db, link: VerifiedLink) {
  const [row] = await db
    .select({
      id: grantCol('id'),
      documents: grantCol('documents'),
      expiresAt: grantCol('expiresAt'),
      clientId: grantCol('client'),
      forename: column(clientTable, 'forename'),
      surname: column(clientTable, 'surname'),
      professionalName: professionalCol('name'),
      profession: professionalCol('profession'),
      organisationName: schema.organisations.name,
    })
    .from(grantTable)
    .innerJoin(professionalTable, eq(professionalCol('id'), grantCol('parentId')))
    .innerJoin(clientTable, eq(column(clientTable, 'id'), grantCol('client')))
    .innerJoin(schema.organisations, eq(schema.organisations.id, grantCol('organisationId')))
    .where(
      and(eq(grantCol('id'), link.subjectId), eq(grantCol('organisationId'), link.organisationId)),
    );
  // The link machinery found the grant live a moment ago; gone since is a dead link all the same.
  if (!row) throw new HttpError(400, PROFESSIONAL_LINK_REFUSED);
  return {
    id: String(row.id),
    documents: ((row.documents as string[] | null) ?? []).filter(isGrantDocument),
    expiresAt: new Date(row.expiresAt as Date),
    clientId: String(row.clientId),
    clientName: clientFullName({ forename: row.forename, surname: row.surname } as never),
    professionalName: String(row.professionalName ?? ''),
    profession: String(row.profession ?? ''),
    organisationName: row.organisationName,
  };
}

type Grant = Awaited<ReturnType<typeof grantOfLink>>;

/** The view, written in the transaction of the link's use: who saw which document of whom. */
function auditView(db: Db, grant: Grant, link: VerifiedLink, ip: string, document: string) {
  return noteAction(
    db,
    { userId: null, ip },
    {
      organisationId: link.organisationId,
      action: VIEW_ACTION,
      recordType: 'clients',
      recordId: grant.clientId,
      changes: {
        document,
        professional: grant.professionalName,
        profession: grant.profession,
      },
      subject: { type: grants.name, id: grant.id },
    },
  );
}

const area = defineRoute({
  method: 'GET',
  url: '/api/v1/health-professional-area/:token',
  access,
  summary: "What a professional's link opens: whose documents, which, and until when",
  answer: professionalAreaAnswer,
  async handler({ link, request, services: { db } }) {
    const grant = await grantOfLink(db, link);
    await auditView(db, grant, link, request.ip, 'List of documents');
    return {
      data: {
        professionalName: grant.professionalName,
        organisation: grant.organisationName,
        clientName: grant.clientName,
        expiresAt: grant.expiresAt.toISOString(),
        documents: GRANT_DOCUMENTS.filter((doc) => grant.documents.includes(doc.value)).map(
          (doc) => ({ type: doc.value, label: doc.label }),
        ),
      },
    };
  },
});

const pdf = defineRoute({
  method: 'GET',
  url: '/api/v1/health-professional-area/:token/pdf',
  access,
  summary:
    'One document the grant allows, as a PDF shown in the page (the first when none is named)',
  query: z.object({ type: z.string().max(40).optional() }),
  answer: FILE_ANSWER,
  async handler({ link, query, request, reply, services: { db, config } }) {
    const grant = await grantOfLink(db, link);
    const type = (query.type ?? grant.documents[0]) as GrantDocument | undefined;
    // A document outside the grant answers as a dead link does: the page tells nothing more.
    if (!type || !grant.documents.includes(type))
      throw new HttpError(400, PROFESSIONAL_LINK_REFUSED);
    const reader = professionalReader(
      { id: link.organisationId, name: grant.organisationName },
      grant.professionalName,
    );
    const { draw, filename } = await readDocument(
      db,
      reader,
      grant.clientId,
      type,
      config.filesDir,
    );
    await auditView(db, grant, link, request.ip, documentLabel(type));
    // Shown inside the app's own preview page (an 800 px viewer): only our pages may frame it.
    reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'self'");
    reply.header('x-frame-options', 'SAMEORIGIN');
    return {
      data: null,
      raw: { contentType: 'application/pdf', body: await draw(), filename, inline: true },
    };
  },
});

/** Sign-in requests from one address: each counts, so the page cannot be used to probe emails. */
const LOGIN_RULE: ThrottleRule = {
  free: 5,
  baseDelaySeconds: 60,
  maxDelaySeconds: 30 * 60,
  forgetAfterMinutes: 60,
};

export const PROFESSIONAL_LOGIN_ANSWER =
  'If this address has current access to a client’s documents, we have emailed a link to it.';

/**
 * POST /health-professionals/login (spec §7): a professional who lost the email asks again. Each
 * grant of theirs still running gets a new link by email (the older email stops working); the
 * answer is the same whether or not the address is known.
 */
const login = defineRoute({
  method: 'POST',
  url: '/health-professionals/login',
  access: PUBLIC,
  refusals: [429],
  summary: 'Email a health professional fresh links to the grants they hold now',
  body: professionalLoginBody,
  answer: z.strictObject({ sent: z.literal(true) }),
  async handler({ body, request, services: { db, config, mailer } }) {
    const email = body.email.trim().toLowerCase();
    await takeAttempt(
      db,
      [
        { key: `hp-login:address:${addressGroup(request.ip)}`, rule: LOGIN_RULE },
        { key: `hp-login:email:${email}`, rule: LOGIN_RULE },
      ],
      'Too many sign-in requests.',
    );
    const live = await db
      .select({
        id: grantCol('id'),
        organisationId: grantCol('organisationId'),
        expiresAt: grantCol('expiresAt'),
        name: professionalCol('name'),
        email: professionalCol('email'),
        organisationName: schema.organisations.name,
      })
      .from(grantTable)
      .innerJoin(professionalTable, eq(professionalCol('id'), grantCol('parentId')))
      .innerJoin(schema.organisations, eq(schema.organisations.id, grantCol('organisationId')))
      .where(
        and(
          eq(professionalCol('email'), email),
          isNull(professionalCol('deletedAt')),
          isNull(grantCol('deletedAt')),
          isNull(grantCol('revokedAt')),
          gt(grantCol('expiresAt'), new Date()),
        ),
      )
      .limit(20);
    for (const grant of live) {
      const expiresAt = new Date(grant.expiresAt as Date);
      const { token } = await issueLink(db, {
        purpose: HEALTH_PROFESSIONAL_LINK,
        subjectId: String(grant.id),
        organisationId: String(grant.organisationId),
        issuedBy: null,
        ip: request.ip,
        hours: (expiresAt.getTime() - Date.now()) / 3_600_000,
      });
      await mailer.send({
        organisationId: String(grant.organisationId),
        to: String(grant.email),
        subject: `Your access link from ${grant.organisationName}`,
        text: [
          `Dear ${String(grant.name)},`,
          '',
          'You asked for a new link to the documents you were given access to. Open them here:',
          linkToPage(config, `${PROFESSIONAL_PAGE}/${String(grant.id)}`, token),
          '',
          'Links sent to you earlier for these documents no longer work.',
        ],
      });
    }
    return { data: { sent: true as const }, message: PROFESSIONAL_LOGIN_ANSWER };
  },
});

export const professionalAreaRoutes = [area, pdf, login];
