import type { Db } from '@care360/db';
import {
  type Answers,
  allergyStatus,
  answeredSections,
  CLIENT_FORMS,
  type ClientAlert,
  type ClientSummary,
  displayValue,
  type FormDefinition,
  formatUkDateTime,
  MAR_SLOTS,
  recordKind,
  type SummaryRow,
  ukDate,
} from '@care360/domain';
import { asc, desc } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import {
  type AnsweredResponse,
  answeredResponses,
  latestResponses,
} from '../../platform/person-files/person-responses';
import { column, tableOf } from '../../platform/records/record-query';
import type { AnsweredForm, CarePlan } from './care-plan-pdf';
import { clientResponseOwner } from './client-access';
import { clientSummary, nestedRows, SHORT_LIST } from './client-summary';
import { medicineLabels, medicineOf } from './medicine-labels';

/** The questionnaire printed in full as the support plan. */
export const SUPPORT_PLAN_FORM = 'support-plan';

const clients = recordKind('clients');
const medications = recordKind('client-medications');
const network = recordKind('client-support-network');
const riskAssessments = recordKind('client-risk-assessments');

/**
 * Alerts of the moment (doses refused or missed this week, reviews overdue): true today, stale
 * on paper that stays in the home for months, so the printed plan leaves them out.
 */
const TRANSIENT_ALERTS: ReadonlySet<ClientAlert['key']> = new Set([
  'refused-doses',
  'missed-doses',
  'overdue-reviews',
]);
export const lastingAlerts = (alerts: ClientAlert[]) =>
  alerts.filter((alert) => !TRANSIENT_ALERTS.has(alert.key));

/** A field of a row as people read it (option labels, DD/MM/YYYY, reference names). */
export function shown(kind: ReturnType<typeof recordKind>, row: SummaryRow, field: string): string {
  const def = kind.fields[field];
  return def ? displayValue(def, row[field], row._titles?.[field]) : '';
}

export const joined = (parts: string[], separator: string) => parts.filter(Boolean).join(separator);

function clientDetails(summary: ClientSummary): [string, string][] {
  const client = summary.client;
  const field = (name: string) => shown(clients, client, name);
  const born = field('dateOfBirth');
  const rows: [string, string][] = [
    ['Date of birth', summary.age === null ? born : `${born} (aged ${summary.age})`],
    ['NHS number', field('nhsNumber')],
    // Always printed, never blank: 'None known' is a fact a nurse needs as much as a list.
    ['Allergies', allergyStatus(client)],
    ['DNACPR', field('dnacpr')],
    ['ReSPECT form', field('respect')],
    ['Forms kept', field('emergencyFormsKept')],
    ['Communication needs', field('communicationNeeds')],
    ['How to communicate', field('communication')],
    [
      'Address',
      joined([field('address1'), field('address2'), field('town'), field('postcode')], ', '),
    ],
    ['Phone', joined([field('phone'), field('mobile')], ' / ')],
    ['GP', joined([field('gpPractice'), field('gpPhone')], ', ')],
    ['Branch', field('branch')],
    ['Status', field('status')],
    ['Funder', field('funder')],
  ];
  return rows.filter(([, value]) => value !== '');
}

function completedNote(response: AnsweredResponse): string {
  const on = response.assessedOn ? ` on ${ukDate(response.assessedOn)}` : '';
  const by = response.assessedByName ? ` by ${response.assessedByName}` : '';
  return `Completed${on}${by}.`;
}

function answeredForm(response: AnsweredResponse, fallbackTitle: string): AnsweredForm {
  // Read with the definition of the version answered: a later change of the form never
  // changes how these answers print.
  const definition = response.definition as FormDefinition;
  return {
    title: definition.title ?? fallbackTitle,
    note: completedNote(response),
    sections: answeredSections(definition, response.answers as Answers),
  };
}

export function medicationWhen(row: SummaryRow): string {
  if (row.prn === true) {
    const most =
      typeof row.prnMaximum === 'string' && row.prnMaximum
        ? `; at most ${row.prnMaximum} in 24 hours`
        : '';
    return `As required: ${String(row.prnReason ?? '')}${most}`;
  }
  const times = Array.isArray(row.timesOfDay) ? row.timesOfDay : [];
  return MAR_SLOTS.filter((slot) => times.includes(slot.value))
    .map((slot) => `${slot.label} (${slot.time})`)
    .join(', ');
}

function contactRoles(row: SummaryRow): string {
  const lpa = shown(network, row, 'lastingPowerOfAttorney');
  return joined(
    [
      row.nextOfKin === true ? 'Next of kin' : '',
      row.emergencyContact === true ? 'Emergency contact' : '',
      row.keyHolder === true ? 'Key holder' : '',
      lpa && lpa !== 'None' ? `LPA: ${lpa}` : '',
    ],
    ', ',
  );
}

/**
 * Each risk assessment as printed: its hazard and rating as the title, then every other field
 * the declaration has (controls, agreed actions, review), so a field added there prints too.
 */
function riskAssessmentOf(row: SummaryRow): CarePlan['risks'][number] {
  const titleField = riskAssessments.titleField;
  const rating = shown(riskAssessments, row, 'riskRating');
  const lines = Object.entries(riskAssessments.fields).flatMap(
    ([name, def]): [string, string][] => {
      if (name === titleField || def.sensitive || def.kind === 'file' || def.kind === 'signature')
        return [];
      const value = shown(riskAssessments, row, name);
      return value ? [[def.label, value]] : [];
    },
  );
  return { title: joined([shown(riskAssessments, row, titleField), rating], ' — '), lines };
}

/**
 * Everything the care-plan PDF prints about a client, read in a handful of queries, and the name
 * of the file.
 */
export async function carePlanOf(
  db: Db,
  auth: AuthContext,
  clientId: string,
): Promise<{ plan: CarePlan; filename: string }> {
  const organisationId = auth.user.organisation.id;
  const summary = await clientSummary(db, auth.user, clientId);
  const latest = await latestResponses(db, clientResponseOwner(organisationId, clientId));
  const completedIds = [...latest.values()].flatMap(({ completed }) =>
    completed ? [completed.id] : [],
  );
  const answered = new Map(
    (await answeredResponses(db, organisationId, completedIds)).map((r) => [r.formKey, r]),
  );
  const inOrder = (purpose: FormDefinition['purpose']) =>
    CLIENT_FORMS.filter((form) => form.purpose === purpose).flatMap((form) => {
      const response = answered.get(form.key);
      return response ? [{ form, response }] : [];
    });
  const supportPlan = answered.get(SUPPORT_PLAN_FORM);
  const risks = await nestedRows(db, riskAssessments.name, auth.user, clientId, {
    orderBy: [
      desc(column(tableOf(riskAssessments), 'assessedOn')),
      asc(column(tableOf(riskAssessments), 'id')),
    ],
    limit: SHORT_LIST,
  });
  const labels = await medicineLabels(db, auth.user, summary.medications);

  const plan: CarePlan = {
    organisationName: auth.user.organisation.name,
    printedLine: `Printed ${formatUkDateTime(new Date())} by ${auth.user.name}`,
    client: { name: summary.name, details: clientDetails(summary) },
    alerts: lastingAlerts(summary.alerts),
    risks: risks.map(riskAssessmentOf),
    profile: inOrder('profile').map(({ form, response }) => answeredForm(response, form.title)),
    assessments: inOrder('assessment').map(({ form, response }) => ({
      title: form.title,
      result:
        response.score === null
          ? ''
          : joined([String(response.score), response.riskLabel ?? ''], ' — '),
      assessedOn: response.assessedOn ? ukDate(response.assessedOn) : '',
      assessedBy: response.assessedByName ?? '',
      nextReview: response.nextReviewOn ? ukDate(response.nextReviewOn) : '',
    })),
    medications: summary.medications.map((row) => ({
      name: medicineOf(labels, row),
      dose: shown(medications, row, 'dose'),
      route: shown(medications, row, 'route'),
      when: medicationWhen(row),
      support: shown(medications, row, 'supportLevel'),
    })),
    supportPlan: supportPlan ? answeredForm(supportPlan, 'Support Plan') : null,
    contacts: summary.supportNetwork.map((row) => ({
      name: shown(network, row, 'name'),
      relationship: shown(network, row, 'relationship'),
      roles: contactRoles(row),
      phone: joined([shown(network, row, 'phone'), shown(network, row, 'mobile')], ' / '),
    })),
  };
  return { plan, filename: carePlanFilename(summary.client) };
}

/** 'care-plan-Hughes-Margaret.pdf', safe inside a Content-Disposition header. */
export function carePlanFilename(client: SummaryRow): string {
  const part = (value: unknown) =>
    String(value ?? '')
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return `care-plan-${joined([part(client.surname), part(client.forename)], '-')}.pdf`;
}
