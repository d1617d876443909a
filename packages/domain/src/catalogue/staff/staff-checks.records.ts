import { field } from '../../engine/records/fields';
import { applicantDbsChecks, applicantRightToWork } from '../recruitment/applicant-checks.records';
import {
  applicantAddressHistory,
  applicantEducation,
  applicantNameHistory,
  applicantWorkHistory,
} from '../recruitment/applicant-history.records';
import { STAFF_OWNERS, sameAs, staffSection } from './staff-section';

/**
 * What a member of staff was hired on and what keeps them allowed to work: their recruitment,
 * references and documents, DBS and right to work. The histories and checks have the applicant's
 * fields (recruitment): an applicant cleared to start brings them into their file unchanged.
 */

export const staffInterviews = staffSection({
  key: 'interviews',
  segment: 'interview',
  singular: 'Interview',
  plural: 'Interview',
  fields: {
    heldOn: field.date('Held on', { required: true }),
    interviewer: field.text('Interviewer', { required: true, max: 120 }),
    format: field.choice('Format', ['In person', 'Video call', 'Phone']),
    outcome: field.choice('Outcome', ['Successful', 'Unsuccessful', 'Second interview']),
    notes: field.longText('Notes', { max: 5000 }),
  },
  titleField: 'heldOn',
  list: { columns: ['heldOn', 'interviewer', 'format', 'outcome'], sort: 'heldOn', dir: 'desc' },
});

export const staffRecruitmentInfo = staffSection({
  key: 'recruitment-info',
  singular: 'Recruitment Info',
  plural: 'Recruitment Info',
  fields: {
    source: field.choice('Heard about us', [
      'Indeed',
      'Agency website',
      'Referral',
      'Social media',
      'Job centre',
      'Other',
    ]),
    referredBy: field.text('Referred by', { max: 120 }),
    vacancy: field.reference('Vacancy', 'job-vacancies'),
    appliedOn: field.date('Applied on', { notFuture: true }),
    offeredOn: field.date('Offered on', { notFuture: true }),
    notes: field.longText('Notes', { max: 2000 }),
  },
  titleField: 'source',
  list: {
    columns: ['source', 'appliedOn', 'offeredOn', 'vacancy'],
    sort: 'appliedOn',
    dir: 'desc',
  },
});

export const staffUploads = staffSection({
  key: 'uploads',
  singular: 'Upload',
  plural: 'Uploads',
  fields: (owner) => ({
    documentType: field.reference('Document type', 'document-upload-types', {
      required: true,
      where: {
        field: 'appliesTo',
        value: STAFF_OWNERS[owner].label,
        message: `Choose a document type for a ${STAFF_OWNERS[owner].noun.toLowerCase()}'s file.`,
      },
    }),
    title: field.text('Title', { required: true, max: 200 }),
    file: field.file('File', {
      required: true,
      typesFrom: { reference: 'documentType', list: 'allowedFileTypes' },
    }),
    expiryDate: field.date('Expiry date'),
    notes: field.longText('Notes', { max: 2000 }),
  }),
  titleField: 'title',
  list: {
    columns: ['title', 'documentType', 'file', 'expiryDate'],
    sort: 'title',
    filters: ['documentType'],
    search: ['title'],
  },
});

/** A referee of the person: their answers are read on EmploymentReference or CharacterReference. */
export const staffReferences = staffSection({
  key: 'references',
  segment: 'references-documents',
  singular: 'Reference Document',
  plural: 'References and Documents',
  fields: {
    type: field.choice('Reference', ['Employer', 'Character'], { required: true }),
    refereeName: field.text('Referee', { required: true, max: 120 }),
    company: field.text('Company', { max: 150 }),
    jobTitle: field.text('Job title', { max: 120 }),
    email: field.email('Email'),
    phone: field.phone('Phone'),
    howLongKnown: field.text('How long known', { max: 60 }),
    requestedOn: field.date('Requested on', { notFuture: true }),
    receivedOn: field.date('Received on', { notFuture: true }),
    satisfactory: field.choice('Satisfactory', ['Yes', 'No']),
    document: field.file('Reference document'),
    notes: field.longText('Notes', { max: 2000 }),
  },
  titleField: 'refereeName',
  titleWith: ['company'],
  list: {
    columns: ['type', 'refereeName', 'company', 'requestedOn', 'receivedOn', 'satisfactory'],
    sort: 'requestedOn',
    dir: 'desc',
  },
});

/** Reached from References and Documents: the spec lists their add and edit pages only. */
const document = (segment: string) => `references-documents/${segment}`;

export const staffDbsDocuments = staffSection({
  key: 'dbs-documents',
  segment: document('dbs-documents'),
  singular: 'DBS Document',
  plural: 'DBS Documents',
  fields: {
    certificateNumber: field.text('Certificate number', { required: true, max: 12 }),
    issuedOn: field.date('Issued on', { required: true, notFuture: true }),
    copy: field.file('Copy of the certificate', { required: true }),
    notes: field.longText('Notes', { max: 1000 }),
  },
  titleField: 'certificateNumber',
  list: { columns: ['certificateNumber', 'issuedOn', 'copy'], sort: 'issuedOn', dir: 'desc' },
});

/** A student visa limits hours in term time (20 a week) and allows full time in the vacations. */
export const staffStudentVisaTerms = staffSection({
  key: 'student-visa-terms',
  segment: document('student-visa-terms'),
  singular: 'Student Visa Terms',
  plural: 'Student Visa Terms',
  fields: {
    institution: field.text('University or college', { required: true, max: 150 }),
    termStart: field.date('Term starts', { required: true }),
    termEnd: field.date('Term ends', { required: true }),
    weeklyHoursLimit: field.number('Hours allowed a week in term', {
      required: true,
      min: 0,
      max: 48,
    }),
    visaEndsOn: field.date('Visa ends', { required: true }),
    evidence: field.file('Term dates from the institution'),
  },
  titleField: 'institution',
  rules: [
    {
      field: 'termEnd',
      message: 'The term must end on or after it starts.',
      check: (v) => !v.termEnd || !v.termStart || String(v.termEnd) >= String(v.termStart),
    },
  ],
  list: {
    columns: ['institution', 'termStart', 'termEnd', 'weeklyHoursLimit', 'visaEndsOn'],
    sort: 'termStart',
    dir: 'desc',
  },
});

export const staffAddressHistory = staffSection({
  key: 'address-history',
  segment: document('address-history'),
  singular: 'Address History',
  plural: 'Address History',
  ...sameAs(applicantAddressHistory),
});

export const staffNameHistory = staffSection({
  key: 'name-history',
  segment: document('name-history'),
  singular: 'Name History',
  plural: 'Name History',
  ...sameAs(applicantNameHistory),
});

export const staffEducationHistory = staffSection({
  key: 'education-history',
  segment: document('education-history'),
  singular: 'Education History',
  plural: 'Education History',
  ...sameAs(applicantEducation),
});

export const staffWorkHistory = staffSection({
  key: 'work-history',
  segment: document('work-history'),
  singular: 'Work History',
  plural: 'Work History',
  ...sameAs(applicantWorkHistory),
});

/** The DBS check the person works on (Schedule 3, item 2): live compliance reads the newest. */
export const staffDbsChecks = staffSection({
  key: 'dbs-checks',
  segment: 'dbs-form',
  singular: 'DBS Form',
  plural: 'DBS Form',
  ...sameAs(applicantDbsChecks),
});

export const staffDbsRiskAssessments = staffSection({
  key: 'dbs-risk-assessments',
  segment: 'dbs-risk-assessment',
  singular: 'DBS Risk Assessment',
  plural: 'DBS Risk Assessment',
  fields: {
    assessedOn: field.date('Assessed on', { required: true, notFuture: true }),
    disclosure: field.longText('What the certificate disclosed', {
      required: true,
      max: 2000,
      sensitive: true,
    }),
    relevance: field.longText('Relevance to the role', { max: 2000 }),
    riskLevel: field.choice('Risk', ['Low', 'Medium', 'High'], { required: true }),
    decision: field.choice('Decision', ['Employ', 'Employ with controls', 'Do not employ'], {
      required: true,
    }),
    controls: field.longText('Controls in place', { max: 2000 }),
    reviewOn: field.date('Review on'),
    assessedBy: field.reference('Assessed by', 'users'),
  },
  titleField: 'assessedOn',
  list: {
    columns: ['assessedOn', 'riskLevel', 'decision', 'reviewOn'],
    sort: 'assessedOn',
    dir: 'desc',
  },
});

/** Beyond the spec's screens: the right to work stays live (a time-limited permission ends). */
export const staffRightToWork = staffSection({
  key: 'right-to-work',
  singular: 'Right to Work Check',
  plural: 'Right to Work',
  ...sameAs(applicantRightToWork),
});
