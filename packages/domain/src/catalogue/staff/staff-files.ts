import type { FormDefinition } from '../../engine/forms/form-definition';
import { definePersonFile, type PersonFilePage } from '../../engine/person-files/person-file';
import type { Permission } from '../people/permissions';
import { QUALITY_RECORDS_PAGE } from '../quality/quality-links';
import { bankDetails, payrollInfo } from './forms/staff-details.forms';
import { CARER_FORMS, EMPLOYEE_FORMS } from './forms/staff-forms';
import { STAFF_OWNERS, type StaffOwner } from './staff-section';

/**
 * A carer's file (spec §2.5) and an office employee's (§2.6), declared once for both: the kinds
 * nested under each owner and its questionnaires are its sections, grouped the same way.
 */
const GROUPS = [
  'Profile',
  'Recruitment',
  'Checks',
  'Training',
  'Oversight',
  'Leave',
  'Availability',
  'Contracts',
  'Records',
] as const;

type Group = (typeof GROUPS)[number];

/** A nested kind's group, by its name after the owner's prefix ('carer-supervisions'). */
const LIST_GROUPS: Record<string, Group> = {
  interviews: 'Recruitment',
  'recruitment-info': 'Recruitment',
  references: 'Recruitment',
  'dbs-checks': 'Checks',
  'dbs-risk-assessments': 'Checks',
  'right-to-work': 'Checks',
  'training-records': 'Training',
  'refresher-training': 'Training',
  'shadowing-checks': 'Training',
  'competency-checks': 'Training',
  supervisions: 'Oversight',
  'supervisions-new': 'Oversight',
  'spot-checks': 'Oversight',
  'annual-appraisals': 'Oversight',
  'probation-reviews': 'Oversight',
  disciplinary: 'Oversight',
  'return-to-work': 'Leave',
  holidays: 'Leave',
  'duty-temporary-days': 'Leave',
  'working-patterns': 'Availability',
  unavailability: 'Availability',
};

const FORM_GROUPS: Record<NonNullable<FormDefinition['purpose']>, Group> = {
  profile: 'Profile',
  assessment: 'Checks',
  contract: 'Contracts',
};

/** Every required onboarding document type with the newest upload of each (DocumentUploadPage). */
export const DOCUMENT_UPLOAD_PAGE: PersonFilePage = {
  key: 'document-upload',
  title: 'Document Upload',
  group: 'Checks',
  path: 'document-upload',
};

/** Each course's completion, expiry and state for one person (TrainingPage). */
export const TRAINING_PAGE: PersonFilePage = {
  key: 'training',
  title: 'Training',
  group: 'Training',
  path: 'training',
};

/**
 * Bank and payroll details: seen and changed by those who run pay (HR, managers), not by every
 * reader of the file (a coordinator reads carers' files for the rota).
 */
export const STAFF_PAY_DETAILS = {
  read: 'staff-pay-details.read',
  update: 'staff-pay-details.update',
} as const satisfies { read: Permission; update: Permission };

const PAY_FORMS = {
  [bankDetails.key]: STAFF_PAY_DETAILS,
  [payrollInfo.key]: STAFF_PAY_DETAILS,
};

/** A staff file's pages written by hand, by owner. */
export const STAFF_FILE_PAGES: Record<StaffOwner, PersonFilePage[]> = {
  carers: [DOCUMENT_UPLOAD_PAGE, TRAINING_PAGE, QUALITY_RECORDS_PAGE],
  employees: [DOCUMENT_UPLOAD_PAGE, TRAINING_PAGE],
};

function staffFile(owner: StaffOwner, questionnaires: readonly FormDefinition[]) {
  const { prefix, noun } = STAFF_OWNERS[owner];
  return definePersonFile({
    owner,
    responseSubject: prefix,
    noun,
    groups: GROUPS,
    detailsGroup: 'Profile',
    questionnaires,
    pages: STAFF_FILE_PAGES[owner],
    groupOf: ({ key, kind, purpose }) =>
      kind === 'list'
        ? (LIST_GROUPS[key.slice(prefix.length + 1)] ?? 'Records')
        : purpose
          ? FORM_GROUPS[purpose]
          : 'Profile',
    ownerName: (row) => `${String(row.forename ?? '')} ${String(row.surname ?? '')}`.trim(),
    contractFields: ['dateOfBirth', 'address1', 'town', 'postcode'],
    formPermissions: PAY_FORMS,
  });
}

export const CARER_FILE = staffFile('carers', CARER_FORMS);
export const EMPLOYEE_FILE = staffFile('employees', EMPLOYEE_FORMS);
