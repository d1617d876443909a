import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** The written outcome of a needs assessment: what the client needs and the care recommended. */
export const clientAssessmentReports = defineRecord({
  name: 'client-assessment-reports',
  area: 'clients',
  singular: 'Client Assessment Report',
  plural: 'Client Assessment Report',
  parent: 'clients',
  ownPermissions: true,
  path: 'edit/assessment-report',
  auditReads: true,
  fields: {
    reportDate: field.date('Report date', { required: true }),
    assessor: field.reference('Assessor', 'assessors', { required: true }),
    summary: field.longText('Summary', { required: true, max: 5000 }),
    needsIdentified: field.longText('Needs identified', {
      max: 5000,
      help: 'Under the Care Act 2014 outcomes, e.g. managing nutrition, personal hygiene.',
    }),
    recommendations: field.longText('Recommendations', { max: 5000 }),
    hoursRecommendedPerWeek: field.number('Hours recommended per week', {
      decimals: 2,
      min: 0,
      max: 168,
    }),
  },
  titleField: 'reportDate',
  list: {
    columns: ['reportDate', 'assessor', 'hoursRecommendedPerWeek'],
    sort: 'reportDate',
    dir: 'desc',
    filters: ['assessor'],
  },
});
