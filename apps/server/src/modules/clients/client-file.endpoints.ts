import { clientSummaryAnswer } from '@care360/domain';
import { idParams } from '../../platform/http/id-params';
import { defineRoute, FILE_ANSWER } from '../../platform/http/route';
import { carePlanOf } from './care-plan';
import { renderCarePlan } from './care-plan-pdf';
import { auditClientFile } from './client-access';
import { clientSummary } from './client-summary';
import { hospitalPackOf } from './hospital-pack';
import { renderHospitalPack } from './hospital-pack-pdf';

/**
 * The client file as a whole: the profile's summary, the care-plan PDF and the hospital pack
 * (its sections, history and questionnaires are the person file's: client-file.extension.ts). Reading the summary and printing are reads of the client
 * file, so each is audited like any other read of it, in the same transaction as the reads: the
 * entry and what it records commit together or not at all, and a 404 rolls back and writes nothing.
 */

const summary = defineRoute({
  method: 'GET',
  url: '/api/v1/clients/:id/summary',
  access: { permission: 'clients.read' },
  answer: clientSummaryAnswer,
  summary: "A client's profile: details, alerts, contacts, medication, risks, reviews, logs",
  params: idParams,
  resource: 'clients',
  async handler({ auth, params, request, services: { db } }) {
    const data = await db.transaction(async (tx) => {
      const found = await clientSummary(tx, auth.user, params.id);
      await auditClientFile(tx, auth, request.ip, params.id, 'read');
      return found;
    });
    return { data };
  },
});

const carePlan = defineRoute({
  method: 'GET',
  url: '/api/v1/clients/:id/care-plan.pdf',
  access: { permission: 'clients.read' },
  answer: FILE_ANSWER,
  summary: "A client's care plan as a PDF to print",
  params: idParams,
  resource: 'clients',
  async handler({ auth, params, request, services: { db } }) {
    const { plan, filename } = await db.transaction(async (tx) => {
      const read = await carePlanOf(tx, auth, params.id);
      await auditClientFile(tx, auth, request.ip, params.id, 'export', { document: 'care plan' });
      return read;
    });
    // Rendered after the commit, so the connection is not held while the PDF is drawn.
    const body = await renderCarePlan(plan);
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

const hospitalPack = defineRoute({
  method: 'GET',
  url: '/api/v1/clients/:id/hospital-pack.pdf',
  access: { permission: 'clients.read' },
  answer: FILE_ANSWER,
  summary: "A client's one-page hospital pack (grab sheet) as a PDF",
  params: idParams,
  resource: 'clients',
  async handler({ auth, params, request, services: { db, config } }) {
    const { pack, filename } = await db.transaction(async (tx) => {
      const read = await hospitalPackOf(tx, auth, params.id, config.filesDir);
      await auditClientFile(tx, auth, request.ip, params.id, 'export', {
        document: 'hospital pack',
      });
      return read;
    });
    const body = await renderHospitalPack(pack);
    return { data: null, raw: { contentType: 'application/pdf', body, filename } };
  },
});

export const clientFileRoutes = [summary, carePlan, hospitalPack];
