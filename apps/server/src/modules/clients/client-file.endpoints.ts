import { recordAudit } from '../../platform/audit/audit';
import type { AuthContext } from '../../platform/auth/auth-context';
import { idParams } from '../../platform/http/id-params';
import { defineRoute } from '../../platform/http/route';
import { carePlanOf } from './care-plan';
import { renderCarePlan } from './care-plan-pdf';
import { clientSections } from './client-sections';
import { clientSummary } from './client-summary';

/**
 * The client file as a whole: the profile's summary, the file's section navigation, and the
 * care-plan PDF. Reading the summary and printing the plan are reads of the client file, so both
 * are audited like any other read of it.
 */

const auditClient = (auth: AuthContext, ip: string, action: string, id: string) => ({
  organisationId: auth.user.organisation.id,
  actorUserId: auth.user.id,
  action,
  recordType: 'clients',
  recordId: id,
  ip,
});

const summary = defineRoute({
  method: 'GET',
  url: '/api/v1/clients/:id/summary',
  access: { permission: 'clients.read' },
  summary: "A client's profile: details, alerts, contacts, medication, risks, reviews, logs",
  params: idParams,
  resource: 'clients',
  async handler({ auth, params, request, services: { db } }) {
    const data = await clientSummary(db, auth.user.organisation.id, params.id);
    await recordAudit(db, auditClient(auth, request.ip, 'read', params.id));
    return { data };
  },
});

const sections = defineRoute({
  method: 'GET',
  url: '/api/v1/clients/:id/sections',
  access: { permission: 'clients.read' },
  summary: "Every section of a client's file with its completion, count and what is overdue",
  params: idParams,
  resource: 'clients',
  async handler({ auth, params, services: { db } }) {
    // Navigation only: the section pages it leads to audit their own reads.
    return { data: await clientSections(db, auth.user.organisation.id, params.id) };
  },
});

const carePlan = defineRoute({
  method: 'GET',
  url: '/api/v1/clients/:id/care-plan.pdf',
  access: { permission: 'clients.read' },
  summary: "A client's care plan as a PDF to print",
  params: idParams,
  resource: 'clients',
  async handler({ auth, params, request, services: { db } }) {
    const { plan, filename } = await carePlanOf(db, auth, params.id);
    const body = await renderCarePlan(plan);
    await recordAudit(db, {
      ...auditClient(auth, request.ip, 'export', params.id),
      changes: { document: 'care plan' },
    });
    return {
      data: null,
      raw: {
        contentType: 'application/pdf',
        body,
        filename,
      },
    };
  },
});

export const clientFileRoutes = [summary, sections, carePlan];
