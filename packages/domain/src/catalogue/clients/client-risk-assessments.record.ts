import { dateOrder, defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { LIKELIHOOD_SCORES, RISK_RATINGS, SEVERITY_SCORES } from './client-file-choices';
import { riskMatrixFields } from './risk-matrix';

/**
 * A hazard in the client's care or home (Management of Health and Safety at Work Regulations
 * 1999), scored on the 5 × 5 matrix (risk-matrix.ts), with the controls in place and the further
 * action agreed: what, who does it and by when. The residual risk rates the hazard again as it
 * will be once the actions are done. Scores and ratings are computed, never typed.
 */
export const clientRiskAssessments = defineRecord({
  name: 'client-risk-assessments',
  area: 'clients',
  singular: 'Client Risk Assessment',
  plural: 'Client Risk Assessment',
  parent: 'clients',
  ownPermissions: true,
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
    riskScore: field.number('Risk score', { decimals: 0, min: 1, max: 25 }),
    riskRating: field.choice('Risk rating', RISK_RATINGS, {
      required: true,
      help: 'Likelihood × severity: 1–4 Low, 5–9 Medium, 10–16 High, 20–25 Very high.',
    }),
    controls: field.longText('Controls in place', { required: true, max: 5000 }),
    furtherAction: field.longText('Further action agreed', { max: 5000 }),
    actionBy: field.text('Action by (who)', {
      max: 200,
      help: 'e.g. Care coordinator, family, occupational therapist.',
    }),
    actionDueOn: field.date('Action by (date)'),
    residualLikelihood: field.choice('Likelihood after the actions', LIKELIHOOD_SCORES),
    residualSeverity: field.choice('Severity after the actions', SEVERITY_SCORES),
    residualScore: field.number('Residual risk score', { decimals: 0, min: 1, max: 25 }),
    residualRating: field.choice('Residual risk rating', RISK_RATINGS),
    assessedOn: field.date('Assessed on', { required: true }),
    reviewOn: field.date('Review on'),
  },
  computed: {
    ...riskMatrixFields(
      { likelihood: 'likelihood', severity: 'severity' },
      { score: 'riskScore', rating: 'riskRating' },
    ),
    ...riskMatrixFields(
      { likelihood: 'residualLikelihood', severity: 'residualSeverity' },
      { score: 'residualScore', rating: 'residualRating' },
    ),
  },
  rules: [
    {
      field: 'actionBy',
      message: 'Say who will carry out the further action.',
      check: (values) => !values.furtherAction || Boolean(values.actionBy),
    },
    {
      field: 'residualSeverity',
      message: 'Rate both likelihood and severity after the actions, or neither.',
      check: (values) => !values.residualLikelihood === !values.residualSeverity,
    },
    dateOrder('assessedOn', 'actionDueOn', 'The action date must be on or after the assessment.'),
    dateOrder('assessedOn', 'reviewOn', 'The review date must be on or after the assessment.'),
  ],
  titleField: 'hazard',
  list: {
    columns: [
      'area',
      'hazard',
      'riskScore',
      'riskRating',
      'residualRating',
      'assessedOn',
      'reviewOn',
    ],
    sort: 'assessedOn',
    dir: 'desc',
    filters: ['area', 'riskRating'],
    search: ['hazard'],
  },
});
