import type { Db } from '@care360/db';
import {
  clientProfessionalAccessAnswer,
  consentedDocumentsAnswer,
  formatUkDateTime,
  grantAccessBody,
  grantAnswer,
  grantsAnswer,
  noDataAnswer,
} from '@care360/domain';
import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { HttpError, notFound } from '../../platform/http/envelope';
import { idParams } from '../../platform/http/id-params';
import { defineRoute } from '../../platform/http/route';
import { issueLink } from '../../platform/links/issue-link';
import { linkToPage } from '../../platform/links/link-url';
import { revokeLinks } from '../../platform/links/revoke-links';
import { scopeOf } from '../../platform/records/record-query';
import { changeRecord, recordStore, requestActor } from '../../platform/records/record-store';
import { assertLiveClient, auditClientFile } from '../clients';
import { documentLabel } from './grant-documents';
import {
  grantCol,
  grants,
  grantTable,
  HEALTH_PROFESSIONAL_LINK,
  MAX_GRANT_DAYS,
  PROFESSIONAL_PAGE,
  professionalCol,
  professionals,
  professionalTable,
} from './grant-link';
import { consentedDocuments, listGrants, professionalViewsOf } from './grants';

/**
 * The office's side of access grants: list a professional's grants, grant a client's documents
 * (only those the client consented to share, until a time, the link emailed once), revoke one,
 * and what the client's file shows of them.
 */

const grantStore = recordStore(grants);

/** The professional the caller may see, live; else 404. */
async function professionalOf(db: Db, auth: AuthContext, id: string) {
  const [row] = await db
    .select({
      id: professionalCol('id'),
      name: professionalCol('name'),
      email: professionalCol('email'),
    })
    .from(professionalTable)
    .where(and(eq(professionalCol('id'), id), scopeOf(professionals, auth.user)));
  if (!row) throw notFound('health professional');
  return { id: String(row.id), name: String(row.name), email: String(row.email) };
}

const listForProfessional = defineRoute({
  method: 'GET',
  url: '/api/v1/health-professionals/:id/grants',
  access: { permission: grants.permissions.read },
  owners: [professionals.permissions.read],
  summary: "A health professional's access grants, newest first (never a link's token)",
  params: idParams,
  resource: professionals.name,
  answer: grantsAnswer,
  async handler({ auth, params, services: { db } }) {
    await professionalOf(db, auth, params.id);
    return { data: { grants: await listGrants(db, auth, { professionalId: params.id }) } };
  },
});

const fieldError = (field: string, message: string) =>
  new HttpError(400, 'Please correct the highlighted fields.', { [field]: [message] });

const grantAccess = defineRoute({
  method: 'POST',
  url: '/api/v1/health-professionals/:id/grants',
  // Sharing a client's documents asks for the right to read them: nobody grants what they lack.
  access: { permission: grants.permissions.create },
  owners: [professionals.permissions.read, 'clients.read'],
  summary:
    "Grant a professional a client's documents until a time; the private link is emailed to them",
  params: idParams,
  body: grantAccessBody,
  resource: professionals.name,
  answer: grantAnswer,
  async handler({ auth, params, body, request, services }) {
    const { db, config, mailer } = services;
    const professional = await professionalOf(db, auth, params.id);
    await assertLiveClient(db, auth, body.client);
    const expiresAt = new Date(body.expiresAt);
    const now = Date.now();
    if (expiresAt.getTime() <= now + 60_000)
      throw fieldError('expiresAt', 'Choose a time in the future.');
    if (expiresAt.getTime() > now + MAX_GRANT_DAYS * 86_400_000)
      throw fieldError('expiresAt', `Access may last at most ${MAX_GRANT_DAYS} days.`);
    const { consented, reason } = await consentedDocuments(
      db,
      auth.user.organisation.id,
      body.client,
    );
    const refused = body.documents.filter((doc) => !consented.includes(doc as never));
    if (refused.length > 0)
      throw fieldError(
        'documents',
        reason ??
          `The client has not consented to sharing: ${refused.map(documentLabel).join(', ')}.`,
      );
    let link: { token: string } | null = null;
    const saved = await grantStore.create(
      { actor: requestActor(auth, request.ip), services, parentId: professional.id },
      {
        client: body.client,
        documents: [...new Set(body.documents)],
        expiresAt: expiresAt.toISOString(),
        reason: body.reason || null,
      },
      async (tx, id) => {
        // The link is issued with the grant, so a grant never stands without its one link.
        link = await issueLink(tx, {
          purpose: HEALTH_PROFESSIONAL_LINK,
          subjectId: id,
          organisationId: auth.user.organisation.id,
          issuedBy: auth.user.id,
          ip: request.ip,
          action: 'health-professional.granted',
          hours: (expiresAt.getTime() - Date.now()) / 3_600_000,
        });
      },
    );
    const issued = link as { token: string } | null;
    if (!issued) throw new Error('The grant was saved without its link.');
    const [answer] = (await listGrants(db, auth, { professionalId: professional.id })).filter(
      (grant) => grant.id === saved.id,
    );
    if (!answer) throw notFound('grant');
    await mailer.send({
      organisationId: auth.user.organisation.id,
      to: professional.email,
      subject: `Access to ${answer.clientName}'s records from ${auth.user.organisation.name}`,
      text: [
        `Dear ${professional.name},`,
        '',
        `${auth.user.organisation.name} has given you access to these documents about ${answer.clientName}: ${answer.documents.map(documentLabel).join(', ')}.`,
        `The access ends on ${formatUkDateTime(expiresAt)}. Open them here:`,
        linkToPage(config, `${PROFESSIONAL_PAGE}/${saved.id}`, issued.token),
        '',
        'Keep this link to yourself: anyone holding it can read these documents until then.',
      ],
    });
    return {
      data: answer,
      statusCode: 201,
      message: `Access granted; the link was emailed to ${professional.email}.`,
    };
  },
});

const revoke = defineRoute({
  method: 'POST',
  url: '/api/v1/health-professional-grants/:id/revoke',
  access: { permission: grants.permissions.update },
  owners: [professionals.permissions.read],
  summary: 'Revoke an access grant now: its link shows what any dead link shows',
  params: idParams,
  resource: grants.name,
  refusals: [409],
  answer: noDataAnswer,
  async handler({ auth, params, request, services: { db } }) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: grantCol('id'), revokedAt: grantCol('revokedAt') })
        .from(grantTable)
        .where(and(eq(grantCol('id'), params.id), scopeOf(grants, auth.user)))
        .for('update');
      if (!row) throw notFound('grant');
      if (row.revokedAt) throw new HttpError(409, 'This access has already been revoked.');
      await changeRecord(
        tx,
        requestActor(auth, request.ip),
        grants,
        params.id,
        { revokedAt: new Date() },
        { auditAction: 'health-professional.revoked' },
      );
      await revokeLinks(tx, {
        purposes: [HEALTH_PROFESSIONAL_LINK],
        subjectId: params.id,
        organisationId: auth.user.organisation.id,
        revokedBy: auth.user.id,
        ip: request.ip,
      });
    });
    return { data: null, message: 'Access revoked.' };
  },
});

const consented = defineRoute({
  method: 'GET',
  url: '/api/v1/clients/:id/consented-documents',
  access: { permission: grants.permissions.create },
  owners: ['clients.read'],
  summary: "Which documents the client's recorded consent lets the office share",
  params: idParams,
  resource: 'clients',
  answer: consentedDocumentsAnswer,
  async handler({ auth, params, services: { db } }) {
    await assertLiveClient(db, auth, params.id);
    return { data: await consentedDocuments(db, auth.user.organisation.id, params.id) };
  },
});

const clientAccess = defineRoute({
  method: 'GET',
  url: '/api/v1/clients/:id/health-professional-access',
  access: { permission: 'clients.read' },
  summary: "The health professionals given access to the client's documents, and each view",
  params: idParams,
  resource: 'clients',
  answer: clientProfessionalAccessAnswer,
  async handler({ auth, params, request, services: { db } }) {
    const data = await db.transaction(async (tx) => {
      await assertLiveClient(tx, auth, params.id);
      const list = await listGrants(tx, auth, { clientId: params.id });
      const views = await professionalViewsOf(
        tx,
        auth,
        list.map((grant) => grant.id),
      );
      await auditClientFile(tx, auth, request.ip, params.id, 'read', {
        section: 'health professional access',
      });
      return { grants: list, views };
    });
    return { data };
  },
});

export const grantRoutes = [listForProfessional, grantAccess, revoke, consented, clientAccess];
