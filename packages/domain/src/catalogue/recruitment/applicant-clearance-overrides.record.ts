import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/**
 * A manager's decision to let an applicant start before every pre-employment check holds: the
 * reason and a risk assessment are required, and the clear action names it. Its
 * own permissions, so only the roles granted applicant-clearance-overrides.create may record one;
 * never changed or deleted, so what was decided stays on the file.
 */
export const applicantClearanceOverrides = defineRecord({
  name: 'applicant-clearance-overrides',
  area: 'recruitment',
  parent: 'applicants',
  ownPermissions: true,
  singular: 'Clearance Override',
  plural: 'Clearance Overrides',
  path: 'edit/clearance-overrides',
  operations: { create: true, update: false, delete: false },
  screens: { add: true, edit: false },
  fields: {
    reason: field.longText('Why they may start before every check holds', {
      required: true,
      max: 2000,
    }),
    riskAssessment: field.file('Risk assessment', { required: true }),
    // The interview is never waived by default: an override names it to let someone start first.
    interviewWaived: field.yesNo('Covers the interview (may start before it is held)'),
    conditions: field.longText('Conditions of starting, one a line', {
      max: 2000,
      help: 'For example "Shadowing only until the second reference arrives". Each line becomes a condition on the carer’s file, with every check still outstanding.',
    }),
    approvedBy: field.reference('Approved by', 'users'),
    at: field.dateTime('Approved at'),
  },
  titleField: 'reason',
  list: { columns: ['at', 'approvedBy', 'reason'], sort: 'at', dir: 'desc' },
});
