import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { LIKELIHOOD_SCORES, RISK_RATINGS, SEVERITY_SCORES } from './client-file-choices';
import { riskMatrixFields } from './risk-matrix';

/**
 * A risk that follows from a client's lack of capacity (leaving the gas on, letting strangers in)
 * and how carers reduce it, rated on the 5 × 5 matrix (computed, never typed). Its screens sit
 * under the mental-capacity list.
 */
export const clientMentalCapacityRiskAssessments = defineRecord({
  name: 'client-mental-capacity-risk-assessments',
  area: 'clients',
  singular: 'Client Mental Capacity Risk Assessment',
  plural: 'Client Mental Capacity Risk Assessments',
  parent: 'clients',
  ownPermissions: true,
  path: 'edit/mental-capacity/risk-assessment',
  table: 'client_mca_risk_assessments',
  auditReads: true,
  fields: {
    hazard: field.text('Hazard', {
      required: true,
      max: 200,
      help: 'e.g. Leaves the cooker on, goes out at night, cannot manage money.',
    }),
    whoIsAtRisk: field.text('Who is at risk', { max: 200, help: 'The client, family, carers.' }),
    likelihood: field.choice('Likelihood', LIKELIHOOD_SCORES, { required: true }),
    severity: field.choice('Severity', SEVERITY_SCORES, { required: true }),
    riskScore: field.number('Risk score', { decimals: 0, min: 1, max: 25 }),
    riskRating: field.choice('Risk rating', RISK_RATINGS, {
      help: 'Likelihood × severity: 1–4 Low, 5–9 Medium, 10–16 High, 20–25 Very high.',
    }),
    controls: field.longText('Controls', {
      required: true,
      max: 5000,
      help: 'What carers and family do to reduce the risk, least restrictive first.',
    }),
    actionBy: field.text('Action by (who)', { max: 200 }),
    actionDueOn: field.date('Action by (date)'),
    reviewDate: field.date('Review date'),
  },
  computed: riskMatrixFields(
    { likelihood: 'likelihood', severity: 'severity' },
    { score: 'riskScore', rating: 'riskRating' },
  ),
  titleField: 'hazard',
  list: {
    columns: ['hazard', 'whoIsAtRisk', 'likelihood', 'severity', 'riskRating', 'reviewDate'],
    sort: 'reviewDate',
    search: ['hazard'],
  },
});
