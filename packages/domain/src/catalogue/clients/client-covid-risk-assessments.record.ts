import { dateOrder, defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { LIKELIHOOD_SCORES, RISK_RATINGS, SEVERITY_SCORES } from './client-file-choices';
import { riskMatrixFields } from './risk-matrix';

/**
 * COVID-19 and respiratory infection risk for visits to the client, following UKHSA infection
 * prevention and control guidance for domiciliary care: who is vulnerable, and the PPE to wear.
 * The overall risk may be rated on the 5 × 5 matrix (computed, never typed); older assessments
 * made without it stay valid.
 */
export const clientCovidRiskAssessments = defineRecord({
  name: 'client-covid-risk-assessments',
  area: 'clients',
  singular: 'Client COVID Risk Assessment',
  plural: 'Client COVID Risk Assessment',
  parent: 'clients',
  ownPermissions: true,
  path: 'edit/covid-risk-assessment',
  auditReads: true,
  fields: {
    assessmentDate: field.date('Assessment date', { required: true }),
    vaccinationStatus: field.choice(
      'Vaccination status',
      ['Up to date with seasonal booster', 'Partly vaccinated', 'Not vaccinated', 'Not known'],
      { required: true },
    ),
    clinicallyVulnerable: field.yesNo('Clinically vulnerable', {
      help: 'e.g. immunosuppressed, on chemotherapy, severe lung disease.',
    }),
    householdSymptoms: field.yesNo('Anyone in the household has symptoms'),
    symptomDetails: field.text('Symptom details', { max: 300 }),
    ppeRequired: field.multiChoice(
      'PPE required',
      [
        'Gloves',
        'Apron',
        'Fluid-resistant surgical mask (Type IIR)',
        'FFP3 respirator',
        'Eye protection',
      ],
      { help: 'Gloves and aprons for personal care; a mask when anyone has symptoms.' },
    ),
    likelihood: field.choice('Likelihood of infection', LIKELIHOOD_SCORES),
    severity: field.choice('Severity if infected', SEVERITY_SCORES),
    riskScore: field.number('Risk score', { decimals: 0, min: 1, max: 25 }),
    riskRating: field.choice('Risk rating', RISK_RATINGS, {
      help: 'Likelihood × severity: 1–4 Low, 5–9 Medium, 10–16 High, 20–25 Very high.',
    }),
    controls: field.longText('Controls', { max: 5000 }),
    reviewDate: field.date('Review date'),
  },
  computed: riskMatrixFields(
    { likelihood: 'likelihood', severity: 'severity' },
    { score: 'riskScore', rating: 'riskRating' },
  ),
  rules: [
    {
      field: 'severity',
      message: 'Rate both likelihood and severity, or neither.',
      check: (values) => !values.likelihood === !values.severity,
    },
    dateOrder(
      'assessmentDate',
      'reviewDate',
      'The review date must be on or after the assessment.',
    ),
    {
      field: 'symptomDetails',
      message: 'Describe the symptoms and who has them.',
      check: (values) => values.householdSymptoms !== true || Boolean(values.symptomDetails),
    },
  ],
  titleField: 'vaccinationStatus',
  list: {
    columns: [
      'assessmentDate',
      'vaccinationStatus',
      'clinicallyVulnerable',
      'householdSymptoms',
      'riskRating',
      'reviewDate',
    ],
    sort: 'assessmentDate',
    dir: 'desc',
    filters: ['clinicallyVulnerable', 'householdSymptoms'],
  },
});
