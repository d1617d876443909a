import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { AUDIT_RULES, auditClosing, auditList, auditOpening } from './client-audit-choices';

/**
 * A monthly check of a client's returned MAR charts (NICE SC1, Managing medicines for adults
 * receiving social care in the community): every dose signed for or coded, PRN reasons written,
 * stock counts matching what was given.
 */
export const clientMarchartAudits = defineRecord({
  name: 'client-marchart-audits',
  area: 'clients',
  singular: 'Client MAR Chart Audit',
  plural: 'Client MAR Chart Audit',
  parent: 'clients',
  ownPermissions: true,
  path: 'edit/marchart-audit',
  auditReads: true,
  fields: {
    ...auditOpening(),
    marChartsComplete: field.yesNo('MAR charts complete', {
      help: 'Every scheduled dose has initials or a code; no gaps.',
    }),
    signaturesPresent: field.yesNo('Signatures present', {
      help: 'Every set of initials matches the signature list.',
    }),
    codesUsedCorrectly: field.yesNo('Codes used correctly', {
      help: 'Refused, not given and other codes carry a note on the back.',
    }),
    prnRecordedWithReason: field.yesNo('PRN recorded with reason', {
      help: 'Time, amount and reason for each “as required” dose.',
    }),
    stockCountsMatch: field.yesNo('Stock counts match', {
      help: 'Carried forward + received − given = what is in the home.',
    }),
    ...auditClosing(),
  },
  rules: AUDIT_RULES,
  titleField: 'auditor',
  list: auditList(),
});
