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
  registerActions,
  reviewFields,
} from './quality-register-fields';

/** The types of abuse and neglect of the Care Act 2014 statutory guidance (chapter 14). */
export const ABUSE_TYPES = [
  'Physical',
  'Domestic',
  'Sexual',
  'Psychological or emotional',
  'Financial or material',
  'Modern slavery',
  'Discriminatory',
  'Organisational',
  'Neglect or acts of omission',
  'Self-neglect',
] as const;

/**
 * The safeguarding register: a concern of abuse or neglect about a client, who it is alleged
 * against, the referral to the local authority (its reference, and whether it opened a
 * section 42 enquiry), and what came of it. An allegation of abuse is notified to CQC.
 */
export const safeguardings = defineRecord({
  name: 'safeguardings',
  area: 'quality',
  singular: 'Safeguarding',
  plural: 'Safeguardings',
  path: `${QUALITY_PATH}/safeguardings`,
  navGroup: QUALITY_NAV_GROUP,
  branchField: 'branch',
  auditReads: true,
  fields: {
    title: field.text('Summary', { required: true, max: 150 }),
    abuseType: field.choice('Type of abuse or neglect', ABUSE_TYPES, { required: true }),
    raisedOn: field.date('Concern raised on', { required: true, notFuture: true }),
    location: field.text('Where', { max: 200 }),
    ...involvedFields(true),
    raisedBy: field.text('Raised by', { max: 150, help: 'Who noticed or was told.' }),
    allegedAgainst: field.text('Alleged against', {
      max: 150,
      help: 'A carer, a relative, a stranger; leave empty if not known.',
    }),
    concern: field.longText('The concern', { required: true, max: 10_000 }),
    immediateAction: field.longText('Immediate action', {
      max: 5000,
      help: 'How the client was kept safe at once (a carer taken off the visits, police called).',
    }),
    harm: harmField(),
    ...notificationFields(),
    referralReference: field.text('Local authority reference', { max: 60 }),
    section42Enquiry: field.yesNo('Section 42 enquiry opened'),
    ...reviewFields(),
    ...closureFields(),
    ...cqcStatementField(),
  },
  rules: [...notificationRules(), ...closureRules('raisedOn')],
  titleField: 'title',
  list: {
    columns: ['raisedOn', 'title', 'abuseType', 'branch', 'client', 'harm', 'status', 'closedOn'],
    sort: 'raisedOn',
    dir: 'desc',
    filters: ['status', 'abuseType', 'harm', 'branch', 'client', 'carer'],
    search: ['title', 'referralReference'],
  },
});

export const safeguardingActions = registerActions(
  'safeguarding-actions',
  'safeguardings',
  'Safeguarding',
);
