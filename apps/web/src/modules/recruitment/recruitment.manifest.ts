import { APPLICANT_PRINTS } from '@care360/domain';
import type { AreaManifest } from '../../platform/area-manifest';
import {
  fileScreenName,
  personFileRoute,
  personFileScreens,
} from '../../platform/person-files/person-file-screens';
import { lazyScreen, type PageScreen } from '../../platform/screens/screen-declaration';

/** The applicant's letters and forms to print (a letter's `$client` is the office it comes from). */
const APPLICANT_PRINT_SCREENS: PageScreen[] = [
  ...(
    [
      ['interview', '/$client', 'PrintInterviewPage'],
      ['training', '/$client', 'PrintTrainingPage'],
      ['rejection', '/$client', 'PrintRejectionPage'],
      ['post-interview', '', 'PrintPostInterviewPage'],
      ['induction-pack', '', 'PrintInductionPackPage'],
      ['enhanced-dbs-form', '', 'PrintEnhancedDbsFormPage'],
    ] as const
  ).map(([key, tail, exportName]): PageScreen => {
    const print = APPLICANT_PRINTS.find((p) => p.key === key);
    return {
      name: `applicant-print-${key}`,
      path: `/$id/${print?.segment}${tail}`,
      title: print?.title ?? '',
      permission: 'applicants.read',
      component: lazyScreen(() => import('./PrintApplicantDocumentPage'), exportName),
    };
  }),
  {
    name: 'applicant-email-interview',
    path: '/$id/email-interview',
    title: 'Interview Email',
    permission: 'applicants.read',
    component: lazyScreen(() => import('./ApplicantEmailPreviewPage'), 'InterviewEmailPreviewPage'),
  },
  {
    name: 'applicant-email-training',
    path: '/$id/training-email',
    title: 'Training Email',
    permission: 'applicants.read',
    component: lazyScreen(() => import('./ApplicantEmailPreviewPage'), 'TrainingEmailPreviewPage'),
  },
];

/** The applicant file: its frame, details and questionnaires come from its declaration. */
const APPLICANT_FILE = personFileRoute('applicants');

/**
 * What the recruitment area adds (issue 12): the applicant file, the recruitment tracker, the
 * interview calendar and the preview and print pages of spec §2.2.
 */
export const recruitmentManifest: AreaManifest = {
  area: 'recruitment',
  screens: [
    ...personFileScreens(APPLICANT_FILE),
    {
      name: 'applicant-employment-timeline',
      parent: fileScreenName(APPLICANT_FILE),
      path: '/employment-timeline',
      title: 'Applicant Employment Timeline',
      permission: 'applicants.read',
      declarations: ['applicants'],
      component: lazyScreen(() => import('./EmploymentTimelinePage'), 'EmploymentTimelinePage'),
    },
    // The preview and print pages of spec §2.2, at /app/:id/…: each second segment is fixed, so
    // they match no other screen's path (TanStack Router prefers a fixed segment to $id).
    ...APPLICANT_PRINT_SCREENS,
  ],
};
