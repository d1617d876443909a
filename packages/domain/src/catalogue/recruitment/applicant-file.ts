import { definePersonFile, type PersonFilePage } from '../../engine/person-files/person-file';
import { APPLICANT_FORMS } from './forms/applicant-forms';

/**
 * An applicant's file: the kinds nested under applicants and APPLICANT_FORMS are its
 * sections, grouped as the recruitment journey runs.
 */
const GROUPS = [
  'Application',
  'History',
  'Interview',
  'References',
  'Checks',
  'Contracts',
] as const;

const LIST_GROUPS: Record<string, (typeof GROUPS)[number]> = {
  'applicant-education': 'History',
  'applicant-work-history': 'History',
  'applicant-gap-explanations': 'History',
  'applicant-address-history': 'History',
  'applicant-name-history': 'History',
  'applicant-interviews': 'Interview',
  'applicant-references': 'References',
};

/** The office's view of the applicant's jobs and gaps, and of five years of addresses (written by hand). */
export const EMPLOYMENT_TIMELINE_PAGE: PersonFilePage = {
  key: 'employment-timeline',
  title: 'Employment Timeline',
  group: 'History',
  path: 'employment-timeline',
};

export const APPLICANT_FILE = definePersonFile({
  owner: 'applicants',
  responseSubject: 'applicant',
  noun: 'Applicant',
  groups: GROUPS,
  detailsGroup: 'Application',
  questionnaires: APPLICANT_FORMS,
  pages: [EMPLOYMENT_TIMELINE_PAGE],
  groupOf: ({ key, kind, purpose }) =>
    kind === 'list'
      ? (LIST_GROUPS[key] ?? 'Checks')
      : purpose === 'contract'
        ? 'Contracts'
        : /interview/.test(key)
          ? 'Interview'
          : /reference/.test(key)
            ? 'References'
            : purpose === 'assessment'
              ? 'Checks'
              : 'Application',
  ownerName: (row) => `${String(row.forename ?? '')} ${String(row.surname ?? '')}`.trim(),
  contractFields: ['dateOfBirth', 'address1', 'town', 'postcode'],
});
