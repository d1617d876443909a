import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/**
 * The applicant's histories (spec §2.1: education, work, address and name, each with an add and a
 * detail page under the applicant's private link). Work history is what the employment-gap rule
 * reads (employment-gaps.ts); address history must cover five years, as the DBS application asks.
 */

const nested = {
  area: 'recruitment',
  parent: 'applicants',
} as const;

export const applicantEducation = defineRecord({
  ...nested,
  name: 'applicant-education',
  singular: 'Education',
  plural: 'Education History',
  path: 'edit/education-history',
  fields: {
    establishment: field.text('School, college or provider', { required: true, max: 150 }),
    qualification: field.text('Qualification', { required: true, max: 150 }),
    grade: field.text('Grade or level', { max: 60 }),
    fromDate: field.date('From', { notFuture: true }),
    toDate: field.date('To'),
    certificate: field.file('Certificate'),
  },
  titleField: 'qualification',
  list: {
    columns: ['qualification', 'establishment', 'grade', 'toDate'],
    sort: 'toDate',
    dir: 'desc',
  },
});

export const applicantWorkHistory = defineRecord({
  ...nested,
  name: 'applicant-work-history',
  singular: 'Employment',
  plural: 'Work History',
  path: 'edit/work-history',
  fields: {
    employer: field.text('Employer', { required: true, max: 150 }),
    jobTitle: field.text('Job title', { required: true, max: 120 }),
    employerAddress: field.longText('Employer address', { max: 500 }),
    fromDate: field.date('Started', { required: true, notFuture: true }),
    toDate: field.date('Left', { notFuture: true, help: 'Leave empty if you still work there.' }),
    responsibilities: field.longText('Responsibilities', { max: 2000 }),
    withVulnerablePeople: field.yesNo('Worked with vulnerable adults or children'),
    reasonForLeaving: field.longText('Why the work ended', { max: 1000 }),
  },
  titleField: 'employer',
  titleWith: ['jobTitle'],
  rules: [
    {
      field: 'toDate',
      message: 'The date you left must be on or after the date you started.',
      check: (v) => !v.toDate || !v.fromDate || String(v.toDate) >= String(v.fromDate),
    },
  ],
  list: {
    columns: ['employer', 'jobTitle', 'fromDate', 'toDate', 'withVulnerablePeople'],
    sort: 'fromDate',
    dir: 'desc',
  },
});

/** A written explanation of a period out of work (Schedule 3, item 6): it covers a gap within its dates. */
export const applicantGapExplanations = defineRecord({
  ...nested,
  name: 'applicant-gap-explanations',
  singular: 'Gap Explanation',
  plural: 'Employment Gap Explanations',
  path: 'edit/gap-explanations',
  fields: {
    fromDate: field.date('Gap from', { required: true, notFuture: true }),
    toDate: field.date('Gap to', { required: true }),
    explanation: field.longText('What you were doing', { required: true, max: 2000 }),
  },
  titleField: 'fromDate',
  rules: [
    {
      field: 'toDate',
      message: 'The end of the gap must be on or after its start.',
      check: (v) => !v.toDate || !v.fromDate || String(v.toDate) >= String(v.fromDate),
    },
  ],
  list: { columns: ['fromDate', 'toDate', 'explanation'], sort: 'fromDate', dir: 'desc' },
});

export const applicantAddressHistory = defineRecord({
  ...nested,
  name: 'applicant-address-history',
  singular: 'Address',
  plural: 'Address History',
  path: 'edit/address-history',
  fields: {
    address1: field.text('Address line 1', { required: true, max: 120 }),
    address2: field.text('Address line 2', { max: 120 }),
    town: field.text('Town', { required: true, max: 80 }),
    postcode: field.text('Postcode', {
      required: true,
      max: 12,
      help: 'For an address outside the UK, its postal code.',
    }),
    country: field.text('Country', { max: 80 }),
    fromDate: field.date('Lived there from', { required: true, notFuture: true }),
    toDate: field.date('Until', { notFuture: true, help: 'Leave empty for where you live now.' }),
  },
  titleField: 'address1',
  titleWith: ['postcode'],
  rules: [
    {
      field: 'toDate',
      message: 'The date you moved out must be on or after the date you moved in.',
      check: (v) => !v.toDate || !v.fromDate || String(v.toDate) >= String(v.fromDate),
    },
  ],
  list: {
    columns: ['address1', 'town', 'postcode', 'fromDate', 'toDate'],
    sort: 'fromDate',
    dir: 'desc',
  },
});

export const applicantNameHistory = defineRecord({
  ...nested,
  name: 'applicant-name-history',
  singular: 'Previous Name',
  plural: 'Name History',
  path: 'edit/name-history',
  fields: {
    forename: field.text('Forename', { required: true, max: 80 }),
    surname: field.text('Surname', { required: true, max: 80 }),
    fromDate: field.date('Used from', { notFuture: true }),
    toDate: field.date('Used until', { notFuture: true }),
    reason: field.choice('Reason for change', ['Marriage', 'Divorce', 'Deed poll', 'Other']),
  },
  titleField: 'forename',
  titleWith: ['surname'],
  list: {
    columns: ['forename', 'surname', 'fromDate', 'toDate', 'reason'],
    sort: 'fromDate',
    dir: 'desc',
  },
});
