import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import {
  cqcStatementField,
  involvedFields,
  QUALITY_NAV_GROUP,
  QUALITY_PATH,
} from './quality-register-fields';

/**
 * The compliments register: thanks received, from whom, about which carers, and whether they
 * were passed on; CQC reads them as evidence under Caring. Nothing to investigate or close.
 */
export const compliments = defineRecord({
  name: 'compliments',
  area: 'quality',
  singular: 'Compliment',
  plural: 'Compliments',
  path: `${QUALITY_PATH}/compliments`,
  navGroup: QUALITY_NAV_GROUP,
  branchField: 'branch',
  fields: {
    receivedOn: field.date('Received on', { required: true, notFuture: true }),
    from: field.text('From', { required: true, max: 150, help: 'e.g. Mrs Hargreaves’s daughter' }),
    fromRelationship: field.choice('Who they are', [
      'Client',
      'Family or friend',
      'Health or social care professional',
      'Commissioner',
      'Other',
    ]),
    receivedBy: field.choice('Received by', [
      'Card or letter',
      'Email',
      'Phone',
      'In person',
      'Review site',
    ]),
    ...involvedFields(false),
    ...cqcStatementField(),
    compliment: field.longText('What they said', { required: true, max: 5000 }),
    sharedWithCarers: field.yesNo('Shared with the carers'),
    sharedOn: field.date('Shared on', { notFuture: true }),
  },
  rules: [
    {
      field: 'sharedOn',
      message: 'Enter the day it was shared.',
      check: (values) => values.sharedWithCarers !== true || typeof values.sharedOn === 'string',
    },
  ],
  titleField: 'from',
  list: {
    columns: ['receivedOn', 'from', 'branch', 'client', 'carer', 'secondCarer', 'sharedWithCarers'],
    sort: 'receivedOn',
    dir: 'desc',
    filters: ['fromRelationship', 'branch', 'client', 'carer', 'sharedWithCarers'],
    search: ['from', 'compliment'],
  },
});
