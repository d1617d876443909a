/**
 * The screens of docs/screens.tsv built so far: whole sections, and paths outside them. The
 * screens coverage test holds each of them to its route and title; `npm run estimate:ci` counts
 * them to judge how much of the product is built.
 */

/** Sections whose every screen is expected: 2.5 and 2.6 are the staff files. */
export const BUILT_SECTIONS = ['2.3', '2.4', '2.5', '2.6', '2.6 (derived from 2.5)'];

/** Screens expected outside those sections: exactly these paths, or these and all below. */
export const BUILT_PATHS: { path: string; withSubpages?: true }[] = [
  { path: '/' },
  { path: '/forgot-password' },
  { path: '/reset-password/:token' },
  { path: '/switch-account/:parent_user/:target_user' },
  { path: '/app' },
  { path: '/app/users', withSubpages: true },
  { path: '/app/branches', withSubpages: true },
  { path: '/app/news-feed', withSubpages: true },
  { path: '/app/staff-meetings', withSubpages: true },
  { path: '/app/job-vacancies', withSubpages: true },
  { path: '/app/vacancies/:id' },
  { path: '/app/email-logs' },
  // Staff surveys sent by the office, and who has not answered each.
  { path: '/app/surveys', withSubpages: true },
  { path: '/app/audit' },
  // The quality registers and the QA dashboard.
  { path: '/app/quality-assurance/dashboard' },
  ...[
    'incident-and-accidents',
    'safeguardings',
    'complaints',
    'medication-errors',
    'compliments',
    'death-notifications',
    'cqc-notifications',
  ].map((register) => ({
    path: `/app/quality-assurance/${register}`,
    withSubpages: true as const,
  })),
  // The main dashboard and the client and carer reports.
  { path: '/app/dashboard', withSubpages: true },
  // The audits of carers' and clients' records, one list per source.
  { path: '/app/audits', withSubpages: true },
  // The live boards and my alerts, one declaration each (live-events/boards).
  { path: '/app/live-events', withSubpages: true },
  // The office's lists across the staff files.
  { path: '/app/dbs-details' },
  { path: '/app/uniform-details' },
  // The office's hubs: the HR portal and a menu category's sub-categories.
  { path: '/app/hr-portal' },
  { path: '/app/sub-categories/:category' },
  { path: '/app/training-modal' },
  { path: '/app/support-bridge/:id' },
  // Health professionals: the office's list and add, and the professional's link pages.
  { path: '/app/health-professionals', withSubpages: true },
  { path: '/health-professionals', withSubpages: true },
  // Recruitment: the applicant's and referee's link pages, the tracker, the letters.
  { path: '/handle-interview-action' },
  { path: '/applicant-form' },
  ...['education', 'reference', 'work', 'address', 'name'].flatMap((history) => [
    { path: `/add-${history}/:id` },
    { path: `/detail-${history}/:id/:editid` },
  ]),
  { path: '/post-interview-reference-forms/:id' },
  { path: '/reference-forms/:id' },
  { path: '/support-worker-test/:id' },
  { path: '/birdie-contract/:id' },
  { path: '/international-plus-contract/:id' },
  { path: '/18to20-contract/:id' },
  { path: '/21plus-contract/:id' },
  { path: '/employer-reference/:id/:editid' },
  { path: '/character-reference/:id/:editid' },
  { path: '/app/recruitment-tracker', withSubpages: true },
  // The office planner: its visits, their calendar and the time tracked on them.
  { path: '/app/assessment-visits', withSubpages: true },
  { path: '/app/tracker' },
  { path: '/app/visit-slots', withSubpages: true },
  { path: '/app/holidays/calendar' },
  { path: '/app/calendar', withSubpages: true },
  // Setting up the rota: the client rostering wizard and visit CSV imports.
  { path: '/app/client-rostering/add', withSubpages: true },
  { path: '/app/visits/csv-imports', withSubpages: true },
  // The rota's visit screens and the global schedule.
  { path: '/app/visits' },
  { path: '/app/visits/logs' },
  { path: '/app/visits/backoffice' },
  { path: '/app/global-schedule', withSubpages: true },
  // Finance: confirming delivered visits, invoice runs and pay runs.
  { path: '/app/finance' },
  // The rota, by carer or by client, and one visit's schedule.
  { path: '/app/scheduler/v1/:type', withSubpages: true },
  // The work planner's boards, its branches and the task-planner log.
  { path: '/app/work-planner', withSubpages: true },
  { path: '/app/task-planner-logs' },
  // Chat between the office and carers.
  { path: '/app/chat' },
  // The inventory: the stock register, the uniform, PPE and asset logs.
  { path: '/app/inventory', withSubpages: true },
  ...[
    'training-email',
    'email-interview',
    'print-interview/:client',
    'print-training/:client',
    'print-rejection/:client',
    'print-post-interview',
    'print-induction-pack',
    'print-enhanced-dbs-form',
  ].map((page) => ({ path: `/app/:id/${page}` })),
];

/** Whether the tsv row at `path` in `section` is a screen built by now. */
export function isBuiltScreen(row: { path: string; section: string }): boolean {
  return (
    BUILT_SECTIONS.includes(row.section) ||
    BUILT_PATHS.some(
      (built) =>
        row.path === built.path || (built.withSubpages && row.path.startsWith(`${built.path}/`)),
    )
  );
}
