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

export const MEDICATION_ERROR_TYPES = [
  'Missed dose',
  'Wrong dose',
  'Wrong time',
  'Wrong medicine',
  'Wrong client',
  'Wrong route',
  'Given twice',
  'Refused, recorded wrongly',
  'Not recorded on the MAR',
  'Out of stock',
  'Other',
] as const;

/**
 * The medication errors register: a dose missed, given wrongly or recorded wrongly, the advice
 * sought (GP, pharmacist, 111), the harm done, and what the carer's competency review found.
 */
export const medicationErrors = defineRecord({
  name: 'medication-errors',
  area: 'quality',
  singular: 'Medication Error',
  plural: 'Medication Errors',
  path: `${QUALITY_PATH}/medication-errors`,
  navGroup: QUALITY_NAV_GROUP,
  branchField: 'branch',
  auditReads: true,
  fields: {
    errorType: field.choice('Error', MEDICATION_ERROR_TYPES, { required: true }),
    occurredOn: field.date('Date', { required: true, notFuture: true }),
    occurredAt: field.time('Time'),
    ...involvedFields(true),
    medicine: field.reference('Medicine', 'medications'),
    doseInvolved: field.text('Dose', { max: 100, help: 'e.g. 2 tablets at 08:00' }),
    whatHappened: field.longText('What happened', { required: true, max: 10_000 }),
    immediateAction: field.longText('Immediate action', { max: 5000 }),
    adviceSought: field.choice(
      'Advice sought from',
      ['GP', 'Pharmacist', 'NHS 111', '999', 'None needed'],
      { help: 'Ask before the next dose whenever a dose was missed or doubled.' },
    ),
    harm: harmField(),
    ...notificationFields(),
    competencyReviewed: field.yesNo('Carer’s medication competency reassessed'),
    ...reviewFields(),
    ...closureFields(),
    ...cqcStatementField(),
  },
  rules: [...notificationRules(), ...closureRules('occurredOn')],
  titleField: 'errorType',
  list: {
    columns: ['occurredOn', 'errorType', 'branch', 'client', 'medicine', 'carer', 'harm', 'status'],
    sort: 'occurredOn',
    dir: 'desc',
    filters: ['status', 'errorType', 'harm', 'branch', 'client', 'carer'],
    search: ['doseInvolved'],
  },
});

export const medicationErrorActions = registerActions(
  'medication-error-actions',
  'medication-errors',
  'Medication Error',
);
