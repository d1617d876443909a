import { APPLICANT_PRINTS } from '@care360/domain';
import { lazy } from 'react';
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

/** The applicant's profile and the recruitment tracker's pages of spec §2.5. */
const TRACKER = (
  name: string,
  path: string,
  title: string,
  label: string,
  order: number,
  component: PageScreen['component'],
): PageScreen => ({
  name,
  path: `/recruitment-tracker${path}`,
  title: `Recruitment Tracker${title ? ` - ${title}` : ''}`,
  permission: 'applicants.read',
  nav: { section: 'Recruitment', label, order },
  declarations: ['applicants'],
  component,
});

const TRACKER_SCREENS: PageScreen[] = [
  {
    // The spec's :id is the branch whose group is booked (BulkTrainingPage).
    name: 'recruitment-bulk-training',
    path: '/recruitment-tracker/bulktraining/$id',
    title: 'Recruitment Tracker - Bulk Training',
    permission: 'applicants.update',
    declarations: ['applicants', 'applicant-training-bookings'],
    component: lazyScreen(() => import('./BulkTrainingPage'), 'BulkTrainingPage'),
  },
  {
    name: 'applicant-profile',
    path: '/applicants/$id',
    title: 'Applicant Profile',
    permission: 'applicants.read',
    declarations: [
      'applicants',
      'applicant-clearance-overrides',
      'applicant-references',
      'applicant-interviews',
    ],
    component: lazyScreen(() => import('./ApplicantProfilePage'), 'ApplicantProfilePage'),
  },
  TRACKER(
    'recruitment-tracker',
    '',
    '',
    'Recruitment Tracker',
    400,
    lazyScreen(() => import('./TrackerBoardPage'), 'TrackerBoardPage'),
  ),
  TRACKER(
    'recruitment-successful',
    '/successfullapplicants',
    'Successful Applicants',
    'Successful Applicants',
    401,
    lazyScreen(() => import('./TrackerApplicantsPage'), 'SuccessfulApplicantsPage'),
  ),
  TRACKER(
    'recruitment-unsuccessful',
    '/unsuccessfullapplicants',
    'Unsuccessful Applicants',
    'Unsuccessful Applicants',
    402,
    lazyScreen(() => import('./TrackerApplicantsPage'), 'UnsuccessfulApplicantsPage'),
  ),
  TRACKER(
    'recruitment-all',
    '/allapplicants',
    'All Applicants',
    'All Applicants',
    403,
    lazyScreen(() => import('./TrackerApplicantsPage'), 'AllApplicantsPage'),
  ),
  TRACKER(
    'recruitment-tests',
    '/allapplicantstest',
    'All Applicants Test',
    'Test Results',
    404,
    lazyScreen(() => import('./TrackerTestsPage'), 'TrackerTestsPage'),
  ),
  TRACKER(
    'recruitment-dashboard',
    '/dashboard',
    'Dashboard',
    'Recruitment Dashboard',
    405,
    lazyScreen(() => import('./DashboardPage'), 'DashboardPage'),
  ),
  TRACKER(
    'recruitment-matrix',
    '/matrix',
    'Matrix',
    'Compliance Matrix',
    406,
    lazyScreen(() => import('./MatrixPage'), 'MatrixPage'),
  ),
  TRACKER(
    'recruitment-calendar',
    '/calendar',
    'Calendar',
    'Interview Calendar',
    408,
    lazyScreen(() => import('./InterviewCalendarPage'), 'InterviewCalendarPage'),
  ),
  TRACKER(
    'recruitment-reports',
    '/reports',
    'Reports',
    'Recruitment Reports',
    407,
    lazyScreen(() => import('./ReportsPage'), 'ReportsPage'),
  ),
];

/** The applicant file: its frame, details and questionnaires come from its declaration. */
const APPLICANT_FILE = personFileRoute('applicants');

/**
 * What the recruitment area adds: the applicant file, the recruitment tracker, the
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
    ...TRACKER_SCREENS,
    // The preview and print pages of spec §2.2, at /app/:id/…: each second segment is fixed, so
    // they match no other screen's path (TanStack Router prefers a fixed segment to $id).
    ...APPLICANT_PRINT_SCREENS,
  ],
  records: {
    // Send request and Chase now on a reference; the referee's answers beside its details.
    rowActions: {
      'applicant-references': lazy(() =>
        import('./ReferenceRowActions').then((module) => ({
          default: module.ReferenceRowActions,
        })),
      ),
      'applicant-interviews': lazy(() =>
        import('./InterviewRowActions').then((module) => ({
          default: module.InterviewRowActions,
        })),
      ),
    },
    editSections: {
      'applicant-references': [
        {
          value: 'answers',
          label: "Referee's answers",
          component: lazy(() =>
            import('./ReferenceAnswersSection').then((module) => ({
              default: module.ReferenceAnswersSection,
            })),
          ),
        },
      ],
    },
  },
};
