import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { AUDIT_RULES, auditClosing, auditList, auditOpening } from './client-audit-choices';

/**
 * A check of the communication log book kept in the client's home: that carers' entries are a
 * record CQC could rely on (legible, dated, timed, signed, factual) and that concerns were passed on.
 */
export const clientCommunicationLogBookAudits = defineRecord({
  name: 'client-communication-log-book-audits',
  area: 'clients',
  singular: 'Client Communication Log Book Audit',
  plural: 'Client Communication Log Book Audit',
  parent: 'clients',
  ownPermissions: true,
  path: 'edit/communication-log-book-audit',
  table: 'client_log_book_audits',
  auditReads: true,
  fields: {
    ...auditOpening(),
    entriesLegible: field.yesNo('Entries legible', { help: 'Written in black ink, readable.' }),
    datedAndTimed: field.yesNo('Entries dated and timed', { help: '24-hour times.' }),
    signed: field.yesNo('Entries signed', { help: 'Signed with the carer’s name printed.' }),
    everyVisitRecorded: field.yesNo('Every visit has an entry', {
      help: 'Matches the visits on the rota for the period.',
    }),
    factualAndRespectful: field.yesNo('Written factually and respectfully'),
    errorsCorrectedProperly: field.yesNo('Errors corrected properly', {
      help: 'One line through, initialled; no correction fluid, no torn-out pages.',
    }),
    concernsEscalated: field.yesNo('Concerns escalated', {
      help: 'Each concern in the book was reported to the office the same day.',
    }),
    ...auditClosing(),
  },
  rules: AUDIT_RULES,
  titleField: 'auditor',
  list: auditList(),
});
