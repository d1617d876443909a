import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { APPLICANT_ROUTES, APPLICANT_SOURCES, APPLICANT_STAGES } from './applicant-stages';

/** A declaration's answer: stored as 'no' or 'yes', read as No or Yes. */
const NO_YES = [
  { value: 'no', label: 'No' },
  { value: 'yes', label: 'Yes' },
];

/**
 * A person applying to work for the agency (spec §3.1): made by the public applicant form or by
 * the office, and the owner of the applicant file (applicant-file.ts). Once cleared to start they
 * become a carer with the file they built.
 */
export const applicants = defineRecord({
  name: 'applicants',
  area: 'recruitment',
  singular: 'Applicant',
  plural: 'Applicants',
  navGroup: 'Recruitment',
  auditReads: true,
  viewPage: true,
  branchField: 'branch',
  // Never deleted by a click: a rejected applicant's file is kept for the retention period.
  operations: { create: true, update: true, delete: false },
  fields: {
    title: field.choice('Title', ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr']),
    forename: field.text('Forename', { required: true, max: 80 }),
    surname: field.text('Surname', { required: true, max: 80 }),
    email: field.email('Email', { required: true }),
    mobile: field.phone('Mobile', { required: true }),
    dateOfBirth: field.date('Date of birth', { required: true, notFuture: true }),
    address1: field.text('Address line 1', { required: true, max: 120 }),
    address2: field.text('Address line 2', { max: 120 }),
    address3: field.text('Address line 3', { max: 120 }),
    town: field.text('Town', { required: true, max: 80 }),
    postcode: field.postcode('Postcode', { required: true }),
    gender: field.choice('Gender', ['Female', 'Male', 'Non-binary', 'Other', 'Prefer not to say']),
    genderOther: field.text('Gender (other)', { max: 80 }),
    ethnicGroup: field.choice('Ethnic group', [
      'Asian or Asian British',
      'Black, Black British, Caribbean or African',
      'Mixed or multiple ethnic groups',
      'White',
      'Other ethnic group',
      'Prefer not to say',
    ]),
    religiousGroup: field.choice('Religion', [
      'No religion',
      'Buddhist',
      'Christian',
      'Hindu',
      'Jewish',
      'Muslim',
      'Sikh',
      'Other',
      'Prefer not to say',
    ]),
    nationality: field.text('Nationality', { max: 80 }),
    communication: field.choice('Preferred contact', ['Email', 'Phone', 'Text message']),
    branch: field.reference('Branch', 'branches', { required: true }),
    vacancy: field.reference('Vacancy', 'job-vacancies'),
    positionAppliedFor: field.text('Position applied for', { max: 120 }),
    source: field.choice('Heard about us', APPLICANT_SOURCES),
    referredBy: field.text('Referred by', { max: 120 }),
    route: field.choice('Hiring route', APPLICANT_ROUTES, { required: true }),
    stage: field.choice('Stage', APPLICANT_STAGES, { required: true }),
    appliedOn: field.date('Applied on', { required: true, notFuture: true }),
    clearedOn: field.date('Cleared on'),
    // Set by the applicant's "Submit my file" on their link, once no employment gap is unexplained.
    historySubmittedOn: field.date('History submitted on'),
    rejectionReason: field.longText('Rejection reason', { max: 1000 }),
    carerStatus: field.text('Carer status', { max: 10 }),
    isDriver: field.yesNo('Drives'),
    hasUkDrivingLicence: field.yesNo('Full UK driving licence'),
    eligibleToWorkUk: field.yesNo('Eligible to work in the UK'),
    availability: field.longText('Availability', { max: 1000 }),
    nonAvailability: field.longText('Not available', { max: 1000 }),
    employmentStatus: field.choice('Employment status', [
      'Employed',
      'Self-employed',
      'Unemployed',
      'Student',
      'Retired',
    ]),
    experience: field.longText('Care experience', { max: 4000 }),
    supportingInformation: field.longText('Supporting information', { max: 8000 }),
    educationTraining: field.longText('Education and training', { max: 4000 }),
    languageSkills: field.text('Languages', { max: 200 }),
    criminalRecord: field.choice('Unspent convictions or cautions', NO_YES),
    criminalRecordDetails: field.longText('Conviction details', { max: 2000, sensitive: true }),
    // Care work is regulated activity: spent convictions that are not protected are asked too.
    spentConvictions: field.choice('Spent convictions not protected', NO_YES),
    spentConvictionsDetails: field.longText('Spent conviction details', {
      max: 2000,
      sensitive: true,
    }),
  },
  titleWith: ['surname'],
  titleField: 'forename',
  list: {
    columns: ['forename', 'surname', 'branch', 'stage', 'source', 'appliedOn'],
    sort: 'appliedOn',
    dir: 'desc',
    filters: ['branch', 'stage', 'source', 'route'],
    search: ['forename', 'surname', 'email', 'mobile', 'postcode'],
  },
});
