import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** Where a reference request is; 'Overdue' once the chasing period has run out (14 days by default). */
export const REFERENCE_REQUEST_STATES = [
  'Not requested',
  'Requested',
  'Received',
  'Overdue',
  'Withdrawn',
] as const;

/**
 * A referee the applicant named (spec §3.1: two by default). The office sends a request from it;
 * the referee answers through a private link (/employer-reference or /character-reference), and
 * the answer shows here with its date and whether the office found it satisfactory (Schedule 3,
 * item 3: evidence of conduct in previous work).
 */
export const applicantReferences = defineRecord({
  name: 'applicant-references',
  area: 'recruitment',
  parent: 'applicants',
  singular: 'Reference',
  plural: 'References',
  path: 'edit/references',
  fields: {
    type: field.choice('Type', ['Employer', 'Character'], { required: true }),
    refereeName: field.text('Referee name', { required: true, max: 120 }),
    company: field.text('Company', { max: 150 }),
    jobTitle: field.text('Job title', { max: 120 }),
    phone: field.phone('Phone'),
    email: field.email('Email', { required: true }),
    howLongKnown: field.text('Known for', { max: 60 }),
    capacityKnown: field.text('Known as', { max: 120, help: 'Manager, colleague, tutor…' }),
    mayApproachBeforeInterview: field.yesNo('May be approached before interview'),
    requestState: field.choice('Request', REFERENCE_REQUEST_STATES),
    requestedOn: field.dateTime('Requested'),
    lastChasedOn: field.dateTime('Last chased'),
    timesChased: field.number('Times chased', { min: 0, max: 100 }),
    receivedOn: field.dateTime('Received'),
    satisfactory: field.choice('Satisfactory', ['Yes', 'No', 'Not yet reviewed']),
    reviewNotes: field.longText('Office notes', { max: 2000 }),
  },
  titleField: 'refereeName',
  list: {
    columns: ['refereeName', 'type', 'company', 'requestState', 'receivedOn', 'satisfactory'],
    sort: 'refereeName',
    filters: ['type', 'requestState', 'satisfactory'],
  },
});
