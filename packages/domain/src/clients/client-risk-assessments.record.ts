import { dateOrder, defineRecord } from '../records/define-record';
import { field } from '../records/fields';
import {
  LIKELIHOOD_SCORES,
  RISK_RATINGS,
  riskRating,
  SEVERITY_SCORES,
} from './client-file-choices';

/**
 * A hazard in the client's care or home (Management of Health and Safety at Work Regulations
 * 1999), scored on the 5 × 5 matrix, with the controls in place and any further action.
 */
export const clientRiskAssessments = defineRecord({
  name: 'client-risk-assessments',
  area: 'clients',
  singular: 'Client Risk Assessment',
  plural: 'Client Risk Assessment',
  parent: 'clients',
  path: 'edit/risk-assessment',
  auditReads: true,
  fields: {
    area: field.choice(
      'Area',
      [
        'Environment',
        'Moving and handling',
        'Medication',
        'Fire',
        'Infection control',
        'Lone working',
        'Pets',
        'Other',
      ],
      { required: true },
    ),
    hazard: field.text('Hazard', {
      required: true,
      max: 200,
      help: 'e.g. Loose rug in the hallway.',
    }),
    whoMightBeHarmed: field.text('Who might be harmed', { max: 200 }),
    likelihood: field.choice('Likelihood', LIKELIHOOD_SCORES, { required: true }),
    severity: field.choice('Severity', SEVERITY_SCORES, { required: true }),
    riskRating: field.choice('Risk rating', RISK_RATINGS, {
      required: true,
      help: 'Likelihood × severity: 1–4 Low, 5–9 Medium, 10–16 High, 20–25 Very high.',
    }),
    controls: field.longText('Controls in place', { required: true, max: 5000 }),
    furtherAction: field.longText('Further action', { max: 5000 }),
    assessedOn: field.date('Assessed on', { required: true }),
    reviewOn: field.date('Review on'),
  },
  rules: [
    {
      field: 'riskRating',
      message: 'The risk rating must match likelihood × severity.',
      check: (values) =>
        typeof values.likelihood !== 'string' ||
        typeof values.severity !== 'string' ||
        values.riskRating === riskRating(Number(values.likelihood), Number(values.severity)),
    },
    dateOrder('assessedOn', 'reviewOn', 'The review date must be on or after the assessment.'),
  ],
  titleField: 'hazard',
  list: {
    columns: ['area', 'hazard', 'riskRating', 'assessedOn', 'reviewOn'],
    sort: 'assessedOn',
    dir: 'desc',
    filters: ['area', 'riskRating'],
    search: ['hazard'],
  },
});
