import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/**
 * The pre-employment checks of Schedule 3 to the Health and Social Care Act 2008 (Regulated
 * Activities) Regulations 2014 that are records (identity, DBS, qualifications) and the right to
 * work. Cleared to start (cleared-to-start.ts) reads them.
 */

const nested = { area: 'recruitment', parent: 'applicants' } as const;

const VERIFIED = {
  verifiedBy: field.reference('Checked by', 'users'),
  verifiedOn: field.date('Checked on', { notFuture: true }),
};

/** Schedule 3, item 1: proof of identity including a recent photograph. */
export const applicantIdentityDocuments = defineRecord({
  ...nested,
  name: 'applicant-identity-documents',
  singular: 'Identity Document',
  plural: 'Identity Documents',
  path: 'edit/identity',
  fields: {
    type: field.choice(
      'Document',
      [
        'Passport',
        'Photocard driving licence',
        'Biometric residence permit',
        'National identity card',
        'Birth certificate',
        'Utility bill',
        'Bank statement',
      ],
      { required: true },
    ),
    documentNumber: field.text('Document number', { max: 40, sensitive: true }),
    expiresOn: field.date('Expires'),
    copy: field.file('Copy of the document', { required: true }),
    photo: field.file('Recent photograph'),
    ...VERIFIED,
  },
  titleField: 'type',
  list: { columns: ['type', 'expiresOn', 'verifiedOn'], sort: 'verifiedOn', dir: 'desc' },
});

export const DBS_LEVELS = [
  'Basic',
  'Standard',
  'Enhanced',
  'Enhanced with adult barred list',
  'Enhanced with adult and child barred lists',
] as const;

/** Schedule 3, item 2: an enhanced DBS certificate, with the adult barred list for regulated activity. */
export const applicantDbsChecks = defineRecord({
  ...nested,
  name: 'applicant-dbs-checks',
  singular: 'DBS Check',
  plural: 'DBS Checks',
  path: 'edit/dbs',
  fields: {
    certificateNumber: field.text('Certificate number', { required: true, max: 12 }),
    issuedOn: field.date('Issued on', { required: true, notFuture: true }),
    level: field.choice('Level', DBS_LEVELS, { required: true }),
    barredListResult: field.choice('Barred list', ['Not barred', 'Barred', 'Not checked'], {
      required: true,
    }),
    disclosures: field.choice('Disclosures', ['None', 'Information disclosed']),
    disclosureNotes: field.longText('Disclosure notes', { max: 2000, sensitive: true }),
    updateServiceConsent: field.yesNo('Consents to Update Service checks'),
    updateServiceCheckedOn: field.date('Update Service checked on', { notFuture: true }),
    updateServiceResult: field.choice('Update Service result', [
      'No new information',
      'New information',
      'Not subscribed',
    ]),
    certificate: field.file('Copy of the certificate'),
    ...VERIFIED,
  },
  titleField: 'certificateNumber',
  list: {
    columns: [
      'certificateNumber',
      'level',
      'issuedOn',
      'barredListResult',
      'updateServiceCheckedOn',
    ],
    sort: 'issuedOn',
    dir: 'desc',
  },
});

/** The right to work: an online share-code check or manual documents; time-limited permission is followed up. */
export const applicantRightToWork = defineRecord({
  ...nested,
  name: 'applicant-right-to-work',
  singular: 'Right to Work Check',
  plural: 'Right to Work',
  path: 'edit/right-to-work',
  fields: {
    method: field.choice(
      'Method',
      ['Online share code', 'Manual documents', 'Identity service provider'],
      { required: true },
    ),
    shareCode: field.text('Share code', { max: 12 }),
    result: field.choice(
      'Result',
      ['Right to work confirmed', 'No right to work', 'Awaiting result'],
      { required: true },
    ),
    permission: field.choice('Permission', ['Unlimited', 'Time-limited'], { required: true }),
    expiresOn: field.date('Permission ends'),
    followUpOn: field.date('Follow-up check due'),
    documents: field.file('Evidence'),
    checkedOn: field.date('Checked on', { required: true, notFuture: true }),
    checkedBy: field.reference('Checked by', 'users'),
  },
  titleField: 'method',
  rules: [
    {
      field: 'expiresOn',
      message: 'Time-limited permission needs the date it ends.',
      check: (v) => v.permission !== 'Time-limited' || Boolean(v.expiresOn),
    },
    {
      field: 'shareCode',
      message: 'An online check needs the share code.',
      check: (v) => v.method !== 'Online share code' || Boolean(v.shareCode),
    },
  ],
  list: {
    columns: ['method', 'result', 'permission', 'expiresOn', 'checkedOn'],
    sort: 'checkedOn',
    dir: 'desc',
  },
});

/** Schedule 3, item 5: qualifications relevant to the role. */
export const applicantQualifications = defineRecord({
  ...nested,
  name: 'applicant-qualifications',
  singular: 'Qualification',
  plural: 'Qualifications',
  path: 'edit/qualifications',
  fields: {
    name: field.text('Qualification', { required: true, max: 150 }),
    level: field.choice('Level', [
      'Care Certificate',
      'Level 2',
      'Level 3',
      'Level 4',
      'Level 5',
      'Degree',
      'Other',
    ]),
    awardedOn: field.date('Awarded', { notFuture: true }),
    certificate: field.file('Certificate'),
    ...VERIFIED,
  },
  titleField: 'name',
  list: { columns: ['name', 'level', 'awardedOn', 'verifiedOn'], sort: 'awardedOn', dir: 'desc' },
});
