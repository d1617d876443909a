import { dateOrder, defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { DEADLINE_STATES } from './complaint-deadlines';
import {
  closureFields,
  closureRules,
  cqcStatementField,
  involvedFields,
  QUALITY_NAV_GROUP,
  QUALITY_PATH,
  registerActions,
  reviewFields,
} from './quality-register-fields';

/**
 * The complaints register: who complained and about what, the acknowledgement and the answer
 * with the deadlines the organisation sets (quality settings: working days from the day it was
 * received), whether it was upheld, and what changed. The server works out the deadlines on
 * every save and where the complaint stands against them, then again each night as days pass
 * (modules/quality), so the list shows a missed deadline without anyone opening the complaint.
 */
export const complaints = defineRecord({
  name: 'complaints',
  area: 'quality',
  singular: 'Complaint',
  plural: 'Complaints',
  path: `${QUALITY_PATH}/complaints`,
  navGroup: QUALITY_NAV_GROUP,
  branchField: 'branch',
  auditReads: true,
  fields: {
    receivedOn: field.date('Received on', { required: true, notFuture: true }),
    complainant: field.text('Complainant', { required: true, max: 150 }),
    complainantRelationship: field.choice('Who they are', [
      'Client',
      'Family or friend',
      'Advocate',
      'Health or social care professional',
      'Commissioner',
      'Member of staff',
      'Other',
    ]),
    complainantContact: field.text('Complainant’s phone or email', { max: 200 }),
    receivedBy: field.choice('Received by', [
      'Phone',
      'Email',
      'Letter',
      'In person',
      'Via the council',
    ]),
    ...involvedFields(false),
    subject: field.text('About', {
      required: true,
      max: 200,
      help: 'e.g. Late visits, missed lunch',
    }),
    details: field.longText('What the complaint says', { required: true, max: 10_000 }),
    immediateAction: field.longText('Immediate action', { max: 5000 }),
    acknowledgementDue: field.date('Acknowledgement due', { keptByServer: true }),
    acknowledgedOn: field.date('Acknowledged on', { notFuture: true }),
    responseDue: field.date('Response due', { keptByServer: true }),
    respondedOn: field.date('Responded on', { notFuture: true }),
    deadline: field.choice('Deadline', DEADLINE_STATES, {
      keptByServer: true,
      styles: {
        'On track': 'info',
        'Acknowledgement overdue': 'danger',
        'Response overdue': 'danger',
        'Acknowledged late': 'warning',
        'Answered late': 'warning',
        'Answered in time': 'success',
      },
    }),
    upheld: field.choice('Upheld', ['Upheld', 'Partly upheld', 'Not upheld'], {
      styles: { Upheld: 'danger', 'Partly upheld': 'warning', 'Not upheld': 'neutral' },
    }),
    referredToOmbudsman: field.yesNo('Referred to the Ombudsman', {
      help: 'The Local Government and Social Care Ombudsman, once our procedure is finished.',
    }),
    ...reviewFields(),
    ...closureFields(),
    ...cqcStatementField(),
  },
  rules: [
    dateOrder('receivedOn', 'acknowledgedOn', 'It cannot be acknowledged before it was received.'),
    dateOrder('receivedOn', 'respondedOn', 'It cannot be answered before it was received.'),
    {
      field: 'upheld',
      message: 'Say whether it was upheld before closing it.',
      check: (values) => values.status !== 'Closed' || typeof values.upheld === 'string',
    },
    {
      field: 'respondedOn',
      message: 'Enter the day it was answered before closing it.',
      check: (values) => values.status !== 'Closed' || typeof values.respondedOn === 'string',
    },
    ...closureRules('receivedOn'),
  ],
  titleField: 'subject',
  list: {
    columns: [
      'receivedOn',
      'branch',
      'complainant',
      'subject',
      'acknowledgementDue',
      'responseDue',
      'deadline',
      'upheld',
      'status',
    ],
    sort: 'receivedOn',
    dir: 'desc',
    filters: ['status', 'deadline', 'upheld', 'branch', 'client', 'carer'],
    search: ['complainant', 'subject'],
  },
});

export const complaintActions = registerActions('complaint-actions', 'complaints', 'Complaint');
