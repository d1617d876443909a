import type { Page } from '@playwright/test';
import { apiPost } from './admin';
import { idOf, smallPdf, uploadFile } from './clients';

/**
 * One record of every list section of a client's file, made through the API, so that each
 * section's edit screen (/app/clients/:id/edit/<section>/:editid/edit) has a record to open.
 * Keyed by the section's path under the file; a visit template's detail is under
 * 'visit-templates/details'.
 */
export type ClientFileRecordIds = Record<string, string>;

type Body = Record<string, unknown>;

const AUDIT = {
  auditDate: '2026-10-31',
  periodFrom: '2026-10-01',
  periodTo: '2026-10-31',
  auditor: 'Tom Fletcher',
  outcome: 'Pass',
};

/** The API kind and a valid body of each section's records. */
async function sectionRecords(page: Page): Promise<Record<string, { kind: string; body: Body }>> {
  return {
    'funder-code': {
      kind: 'client-funder-codes',
      body: {
        funder: await idOf(page, 'funder-codes', 'Leeds City Council'),
        startDate: '2026-04-01',
      },
    },
    'support-network': {
      kind: 'client-support-network',
      body: { name: 'Janet Whitaker', relationship: 'Daughter' },
    },
    'client-logs': {
      kind: 'client-logs',
      body: {
        loggedAt: '2026-11-20T10:15:00.000Z',
        category: 'Visit note',
        loggedBy: 'Tom Fletcher',
        entry: 'Ate all of her breakfast and walked to the lounge with her frame.',
      },
    },
    medication: {
      kind: 'client-medications',
      body: {
        medication: await idOf(page, 'medications', 'Bisoprolol'),
        dose: '1 tablet',
        route: 'Oral',
        frequency: 'Once a day',
        timesOfDay: ['morning'],
        startDate: '2026-11-01',
        supportLevel: 'Prompt',
      },
    },
    'mental-capacity': {
      kind: 'client-mental-capacity',
      body: {
        decision: 'Whether to have a key safe fitted',
        impairment: false,
        outcome: 'Has capacity',
        assessedBy: 'Tom Fletcher',
        assessmentDate: '2026-11-02',
      },
    },
    'mental-capacity/risk-assessment': {
      kind: 'client-mental-capacity-risk-assessments',
      body: {
        hazard: 'Leaves the cooker on',
        likelihood: '2',
        severity: '3',
        controls: 'Carers check the cooker is off before leaving; gas isolation valve fitted.',
      },
    },
    'pressure-ulcer-bruise': {
      kind: 'client-pressure-ulcers-bruises',
      body: { kind: 'Bruise', bodyLocation: 'back-left-heel', dateFound: '2026-11-18' },
    },
    'risk-assessment': {
      kind: 'client-risk-assessments',
      body: {
        area: 'Environment',
        hazard: 'Loose rug in the hall',
        likelihood: '2',
        severity: '3',
        riskRating: 'Medium',
        controls: 'Rug removed with the client’s agreement.',
        assessedOn: '2026-11-02',
      },
    },
    equipment: {
      kind: 'client-equipment',
      body: { equipment: await idOf(page, 'equipments', 'Mobile hoist'), condition: 'Good' },
    },
    'promoting-independence': {
      kind: 'client-promoting-independence',
      body: { goal: 'Make a hot drink unaided', progress: 'In progress' },
    },
    uploads: {
      kind: 'client-uploads',
      body: {
        documentType: await idOf(page, 'document-upload-types', 'Care needs assessment'),
        title: 'Care needs assessment',
        file: await uploadFile(
          page,
          'care-needs-assessment.pdf',
          'application/pdf',
          smallPdf('Care needs assessment'),
        ),
      },
    },
    'marchart-audit': { kind: 'client-marchart-audits', body: AUDIT },
    'communication-log-book-audit': { kind: 'client-communication-log-book-audits', body: AUDIT },
    'financial-transaction': {
      kind: 'client-financial-transactions',
      body: {
        date: '2026-11-19',
        type: 'Money in',
        amount: 2000,
        description: 'Cash from her daughter for shopping',
        recordedBy: 'Tom Fletcher',
      },
    },
    'review-form': {
      kind: 'client-review-forms',
      body: {
        reviewDate: '2026-10-01',
        reviewType: 'Six-week',
        reviewedBy: 'Tom Fletcher',
        carePlanMeetsNeeds: true,
        nextReviewDate: '2027-04-01',
      },
    },
    'assessment-report': {
      kind: 'client-assessment-reports',
      body: {
        reportDate: '2026-09-15',
        assessor: await idOf(page, 'assessors', 'Joanne Hartley'),
        summary: 'Needs help with washing, dressing and medicines twice a day.',
      },
    },
    'covid-risk-assessment': {
      kind: 'client-covid-risk-assessments',
      body: { assessmentDate: '2026-10-10', vaccinationStatus: 'Up to date with seasonal booster' },
    },
    'call-logs': {
      kind: 'client-call-logs',
      body: {
        calledAt: '2026-11-21T14:05:00.000Z',
        direction: 'Incoming',
        otherParty: 'Janet Whitaker (daughter)',
        reason: 'Asked for a later tea visit on Sunday',
      },
    },
    'client-slots': {
      kind: 'client-slots',
      body: {
        dayOfWeek: 'Monday',
        startTime: '08:00',
        endTime: '08:45',
        carersNeeded: 1,
        visitType: 'Personal care',
      },
    },
    'visit-templates': {
      kind: 'client-visit-templates',
      body: { name: 'Winter rota', validFrom: '2026-11-01' },
    },
    'falls-risk': {
      kind: 'client-falls-risk',
      body: {
        occurredAt: '2026-11-15T07:40:00.000Z',
        eventType: 'Near miss',
        location: 'Bathroom',
        actionsTaken: 'Grab rail requested from the occupational therapist.',
      },
    },
    'exit-survey': {
      kind: 'client-exit-surveys',
      body: {
        date: '2026-11-21',
        reasonForLeaving: 'Moved to a care home',
        overallSatisfaction: '4',
      },
    },
  };
}

/** Makes one record of each list section in the client's file; answers their ids. */
export async function createClientFileRecords(
  page: Page,
  clientId: string,
): Promise<ClientFileRecordIds> {
  const ids: ClientFileRecordIds = {};
  for (const [section, { kind, body }] of Object.entries(await sectionRecords(page))) {
    ids[section] = (await apiPost(page, `/api/v1/clients/${clientId}/${kind}`, body)).id;
  }
  const template = ids['visit-templates'];
  ids['visit-templates/details'] = (
    await apiPost(
      page,
      `/api/v1/client-visit-templates/${template}/client-visit-template-details`,
      {
        dayOfWeek: 'Monday',
        startTime: '08:00',
        endTime: '08:30',
        carersNeeded: 1,
      },
    )
  ).id;
  return ids;
}
