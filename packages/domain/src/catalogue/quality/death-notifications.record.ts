import { dateOrder, defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import {
  closureFields,
  closureRules,
  cqcStatementField,
  involvedFields,
  notificationFields,
  notificationRules,
  QUALITY_NAV_GROUP,
  QUALITY_PATH,
  registerActions,
  reviewFields,
} from './quality-register-fields';

/**
 * The death notifications register: a client's death, where and whether it was expected, who
 * found them, and the notification CQC must have without delay (regulation 16 of the Care Quality
 * Commission (Registration) Regulations 2009), with the coroner's part if any.
 */
export const deathNotifications = defineRecord({
  name: 'death-notifications',
  area: 'quality',
  singular: 'Death Notification',
  plural: 'Death Notifications',
  path: `${QUALITY_PATH}/death-notifications`,
  navGroup: QUALITY_NAV_GROUP,
  branchField: 'branch',
  auditReads: true,
  fields: {
    ...involvedFields(true),
    diedOn: field.date('Date of death', { required: true, notFuture: true }),
    diedAt: field.time('Time of death', { help: 'As verified, if known.' }),
    place: field.choice(
      'Place of death',
      ['Own home', 'Hospital', 'Hospice', 'Care home', 'Elsewhere'],
      { required: true },
    ),
    expected: field.choice('Expected', ['Expected', 'Unexpected'], {
      required: true,
      styles: { Expected: 'neutral', Unexpected: 'danger' },
      help: 'Unexpected deaths are reported to the police and the coroner.',
    }),
    cause: field.text('Cause, if known', { max: 300 }),
    foundBy: field.text('Found or reported by', { max: 150 }),
    circumstances: field.longText('Circumstances', { max: 10_000 }),
    ...notificationFields(),
    coronerInvolved: field.yesNo('Referred to the coroner'),
    visitsCancelledOn: field.date('Visits cancelled on'),
    ...reviewFields(),
    ...closureFields(),
    ...cqcStatementField(),
  },
  rules: [
    ...notificationRules(),
    ...closureRules('diedOn'),
    dateOrder('diedOn', 'cqcNotifiedOn', 'CQC cannot be notified before the death.'),
  ],
  titleField: 'place',
  list: {
    columns: ['diedOn', 'branch', 'client', 'place', 'expected', 'cqcNotifiedOn', 'status'],
    sort: 'diedOn',
    dir: 'desc',
    filters: ['status', 'expected', 'place', 'branch', 'client', 'cqcNotified'],
    search: ['cause', 'foundBy'],
  },
});

export const deathNotificationActions = registerActions(
  'death-notification-actions',
  'death-notifications',
  'Death Notification',
);
