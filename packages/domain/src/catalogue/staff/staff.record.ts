import { defineRecord } from '../../engine/records/define-record';
import { type ChoiceStyle, field } from '../../engine/records/fields';
import { HOME_COORDINATES } from '../scheduling/availability/home-coordinates';
import { COMPLIANCE_STATES } from './staff-compliance';
import { WORKING_STATE_STYLES, WORKING_STATES } from './working-state';

/**
 * Carers and office employees are one kind of person to the agency: staff. Their record is
 * declared once (STAFF_FIELDS); each owner adds only what is its own (a carer's status styles
 * and care roles, an employee's office roles). Reads are audited, as for every person's file.
 */

/** A carer's status as the spec's status styles show it (§4.4). */
export const CARER_STATUSES = [
  'Active',
  'Senior carer active',
  'Inactive',
  'Rejected',
  'Hospitalised',
] as const;

/** The carer statuses of someone working: offered to give medicines, named on rounds. */
export const WORKING_CARER_STATUSES = [
  'Active',
  'Senior carer active',
] as const satisfies readonly (typeof CARER_STATUSES)[number][];

export const EMPLOYEE_STATUSES = ['Active', 'On leave', 'Inactive', 'Left'] as const;

/** The spec's status styles (§4.4), shown as a badge in the lists and on the profile. */
export const STAFF_STATUS_STYLES = {
  Active: 'success',
  'Senior carer active': 'info',
  Inactive: 'neutral',
  Rejected: 'danger',
  Hospitalised: 'warning',
  'On leave': 'warning',
  Left: 'neutral',
} as const satisfies Record<
  (typeof CARER_STATUSES)[number] | (typeof EMPLOYEE_STATUSES)[number],
  ChoiceStyle
>;

export const CARER_ROLES = [
  'Care worker',
  'Senior carer',
  'Team leader',
  'Field supervisor',
] as const;

export const EMPLOYEE_ROLES = [
  'Registered manager',
  'Branch manager',
  'Care coordinator',
  'HR officer',
  'Recruitment officer',
  'Field supervisor',
  'Administrator',
  'Finance officer',
] as const;

/** How hours are agreed: holiday allowance is pro-rata for fixed hours, accrued for variable. */
export const HOURS_TYPES = ['Fixed hours', 'Variable hours'] as const;

const STAFF_FIELDS = {
  title: field.choice('Title', ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr']),
  forename: field.text('Forename', { required: true, max: 80 }),
  surname: field.text('Surname', { required: true, max: 80 }),
  preferredName: field.text('Known as', { max: 80 }),
  dateOfBirth: field.date('Date of birth', { required: true, notFuture: true }),
  gender: field.choice('Gender', ['Female', 'Male', 'Non-binary', 'Other', 'Prefer not to say']),
  email: field.email('Email'),
  mobile: field.phone('Mobile', { required: true }),
  address1: field.text('Address line 1', { required: true, max: 120 }),
  address2: field.text('Address line 2', { max: 120 }),
  town: field.text('Town', { required: true, max: 80 }),
  postcode: field.postcode('Postcode', { required: true }),
  branch: field.reference('Branch', 'branches', { required: true }),
  startDate: field.date('Start date', { required: true }),
  leftOn: field.date('Left on'),
  hoursType: field.choice('Hours', HOURS_TYPES, { required: true }),
  weeklyHours: field.number('Contracted or average weekly hours', {
    min: 0,
    max: 60,
    decimals: 2,
    help: 'Holiday allowance is worked out from these hours (5.6 weeks a year, pro-rata).',
  }),
  niNumber: field.niNumber('National Insurance number', {
    sensitive: true,
    // Payroll's, as the pay details questionnaires are (staff-files.ts STAFF_PAY_DETAILS).
    revealPermission: 'staff-pay-details.read',
  }),
  payrollNumber: field.text('Payroll number', { max: 30 }),
  isDriver: field.yesNo('Drives for work'),
  user: field.reference('Sign-in account', 'users', {
    help: 'The account this person signs in with: doses, logs and visits they record link here.',
  }),
  notes: field.longText('Notes', { max: 2000 }),
  // Live compliance (staff-compliance.ts): kept by the server after every save of the person's
  // right to work, DBS or training, and each night as dates pass; the list filters on it.
  compliance: field.choice('Compliance', COMPLIANCE_STATES, {
    keptByServer: true,
    styles: { Compliant: 'success', 'Expiring soon': 'warning', 'Not compliant': 'danger' },
    help: 'Worked out from the right to work, DBS and mandatory training.',
  }),
  // Whether they may be offered for work (working-state.ts), kept by the server as compliance is
  // (and after a change of the person's start date or status); the lists filter on it.
  workingState: field.choice('Working status', WORKING_STATES, {
    keptByServer: true,
    styles: WORKING_STATE_STYLES,
    help: 'Must not work, Starting, Expiring soon or Active: from the right to work, DBS and start date.',
  }),
  workingStateReason: field.text('Working status reason', {
    keptByServer: true,
    max: 500,
    help: 'Why, with the date: "Right to work ended 20/11/2026".',
  }),
} as const;

const STAFF_LIST = {
  sort: 'surname' as const,
  search: ['surname', 'forename', 'preferredName', 'mobile', 'postcode'] as (
    | 'surname'
    | 'forename'
    | 'preferredName'
    | 'mobile'
    | 'postcode'
  )[],
};

export const carers = defineRecord({
  name: 'carers',
  area: 'carers',
  singular: 'Carer',
  plural: 'Carers',
  navGroup: 'Carers',
  auditReads: true,
  // /app/carer/add, /app/carers/:id and /app/carers/:id/edit are the file's pages.
  screens: { add: false, edit: false },
  addPage: 'carer/add',
  viewPage: true,
  // Never deleted by a click: a leaver's file is kept for the retention period.
  operations: { create: true, update: true, delete: false },
  branchField: 'branch',
  fields: {
    ...STAFF_FIELDS,
    status: field.choice('Status', CARER_STATUSES, { required: true, styles: STAFF_STATUS_STYLES }),
    statusReason: field.longText('Reason for status', {
      max: 1000,
      help: 'Why the carer is inactive, rejected or in hospital.',
    }),
    role: field.choice('Role', CARER_ROLES, { required: true }),
    // The applicant this carer was, when they came through the recruitment tracker.
    applicant: field.reference('Applicant record', 'applicants'),
    ...HOME_COORDINATES,
    // Working Time Regulations 1998, reg. 5: a worker may agree in writing to work more than 48
    // hours a week on average; the rota then stops refusing them on weekly hours.
    optedOutOf48Hours: field.yesNo('Opted out of the 48-hour week'),
    optOutSignedOn: field.date('Opt-out signed on', {
      notFuture: true,
      help: 'The day the carer signed the written opt-out (Working Time Regulations, reg. 5).',
    }),
  },
  rules: [
    {
      field: 'optOutSignedOn',
      message: 'Give the day the carer signed the opt-out.',
      check: (v) => v.optedOutOf48Hours !== true || Boolean(v.optOutSignedOn),
    },
  ],
  titleField: 'surname',
  titleWith: ['forename'],
  list: {
    ...STAFF_LIST,
    columns: [
      'surname',
      'forename',
      'mobile',
      'postcode',
      'branch',
      'role',
      'status',
      'isDriver',
      'workingState',
      'workingStateReason',
      'compliance',
    ],
    filters: ['branch', 'status', 'role', 'isDriver', 'workingState', 'compliance'],
  },
});

export const employees = defineRecord({
  name: 'employees',
  area: 'employees',
  singular: 'Office Employee',
  plural: 'Office Employees',
  navGroup: 'Office Employees',
  auditReads: true,
  screens: { add: false, edit: false },
  addPage: 'employee/add',
  viewPage: true,
  operations: { create: true, update: true, delete: false },
  branchField: 'branch',
  fields: {
    ...STAFF_FIELDS,
    status: field.choice('Status', EMPLOYEE_STATUSES, {
      required: true,
      styles: STAFF_STATUS_STYLES,
    }),
    statusReason: field.longText('Reason for status', { max: 1000 }),
    role: field.choice('Role', EMPLOYEE_ROLES, { required: true }),
    jobTitle: field.text('Job title', { max: 120 }),
  },
  titleField: 'surname',
  titleWith: ['forename'],
  list: {
    ...STAFF_LIST,
    columns: [
      'surname',
      'forename',
      'mobile',
      'postcode',
      'branch',
      'role',
      'status',
      'workingState',
      'workingStateReason',
      'compliance',
    ],
    filters: ['branch', 'status', 'role', 'workingState', 'compliance'],
  },
});
