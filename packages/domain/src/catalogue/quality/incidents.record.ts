import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import {
  closureFields,
  closureRules,
  cqcStatementField,
  harmField,
  involvedFields,
  notificationFields,
  notificationRules,
  QUALITY_NAV_GROUP,
  QUALITY_PATH,
  REGISTER_STATUSES,
  registerActions,
  reviewFields,
} from './quality-register-fields';

export const INCIDENT_TYPES = [
  'Accident',
  'Incident',
  'Fall',
  'Near miss',
  'Injury to staff',
  'Missed or late visit',
  'Property or key safe',
  'Violence or aggression',
  'Other',
] as const;

/**
 * An incident reported from a carer's phone arrives as a Draft: the carer's words, harm not yet
 * judged. The office completes it and opens it; until then it is on the register's list and the
 * live boards but not counted on the QA dashboard. Only the phone makes drafts: an entry made in
 * the office is checked as it is typed, so it starts Open, and an opened entry never goes back
 * to Draft (modules/quality/incident-drafts.ts), so nothing once counted drops out of the counts.
 */
export const INCIDENT_STATUSES = ['Draft', ...REGISTER_STATUSES] as const;

/**
 * The incidents and accidents register: anything that harmed or could have harmed a client or a
 * carer, what was done at once, who was told, what the investigation found and what changed. A
 * serious injury is notified to CQC; an injury at work may be reportable under RIDDOR.
 */
export const incidents = defineRecord({
  name: 'incidents',
  area: 'quality',
  singular: 'Incident and Accident',
  plural: 'Incidents and Accidents',
  path: `${QUALITY_PATH}/incident-and-accidents`,
  navGroup: QUALITY_NAV_GROUP,
  branchField: 'branch',
  auditReads: true,
  fields: {
    title: field.text('Summary', { required: true, max: 150, help: 'e.g. Fall in the bathroom' }),
    type: field.choice('Type', INCIDENT_TYPES, { required: true }),
    occurredOn: field.date('Date', { required: true, notFuture: true }),
    occurredAt: field.time('Time'),
    location: field.text('Where', { max: 200, help: 'e.g. Client’s home, bathroom' }),
    ...involvedFields(false),
    othersInvolved: field.text('Others involved', { max: 300 }),
    whatHappened: field.longText('What happened', { required: true, max: 10_000 }),
    immediateAction: field.longText('Immediate action', {
      max: 5000,
      help: 'First aid, 999 or 111 called, the area made safe.',
    }),
    harm: harmField(),
    injuries: field.longText('Injuries', { max: 2000 }),
    riddorReportable: field.yesNo('Reportable under RIDDOR'),
    ...notificationFields(),
    ...reviewFields(),
    ...closureFields(INCIDENT_STATUSES),
    ...cqcStatementField(),
  },
  rules: [...notificationRules(), ...closureRules('occurredOn')],
  titleField: 'title',
  list: {
    columns: ['occurredOn', 'title', 'type', 'branch', 'client', 'harm', 'status', 'closedOn'],
    sort: 'occurredOn',
    dir: 'desc',
    filters: ['status', 'type', 'harm', 'branch', 'client', 'carer'],
    search: ['title', 'location'],
  },
});

export const incidentActions = registerActions('incident-actions', 'incidents', 'Incident');
