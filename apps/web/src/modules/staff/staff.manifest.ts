import { STAFF_OWNER_KINDS, STAFF_OWNERS, type StaffOwner } from '@care360/domain';
import { lazy } from 'react';
import type { AreaManifest } from '../../platform/area-manifest';
import {
  fileScreenName,
  personFileRoute,
  personFileScreens,
} from '../../platform/person-files/person-file-screens';
import { lazyScreen, type ScreenDeclaration } from '../../platform/screens/screen-declaration';
import { staffReferenceScreens } from './staff-reference-screens';

/**
 * The staff screens of spec §2.5 (carers) and §2.6 (office employees), declared once for both
 * owners: add, the profile, and the file (the person file's screens and the generated screens of
 * the kinds nested under each owner).
 */
const NAV_ORDER: Record<StaffOwner, number> = { carers: 300, employees: 350 };

function staffScreens(owner: StaffOwner): ScreenDeclaration[] {
  const { prefix, noun } = STAFF_OWNERS[owner];
  const section = owner === 'carers' ? 'Carers' : 'Office Employees';
  return [
    {
      name: `${prefix}-add`,
      path: `/${prefix}/add`,
      title: `Add ${noun}`,
      permission: `${owner}.create`,
      nav: { section, label: `Add ${noun}`, order: NAV_ORDER[owner] },
      staticData: { recordKind: owner },
      component: lazyScreen(() => import('../../platform/records/RecordFormPage'), 'AddRecordPage'),
    },
    {
      name: `${prefix}-profile`,
      path: `/${owner}/$id`,
      title: `${noun} Profile`,
      permission: `${owner}.read`,
      declarations: [owner],
      staticData: { recordKind: owner },
      component: lazyScreen(() => import('./StaffProfilePage'), 'StaffProfilePage'),
    },
    ...personFileScreens(personFileRoute(owner)),
    {
      name: `${prefix}-training`,
      parent: fileScreenName(personFileRoute(owner)),
      path: '/training',
      title: `${noun} Training`,
      // A nested kind is guarded by its owner's permissions.
      permission: `${owner}.read`,
      declarations: [owner, `${prefix}-training-records`, 'training-courses'],
      staticData: { personFile: owner },
      component: lazyScreen(() => import('./TrainingPage'), 'TrainingPage'),
    },
    {
      name: `${prefix}-document-upload`,
      parent: fileScreenName(personFileRoute(owner)),
      path: '/document-upload',
      title: `${noun} Document Upload`,
      permission: `${owner}.read`,
      declarations: [owner, `${prefix}-uploads`, 'document-upload-types'],
      staticData: { personFile: owner },
      component: lazyScreen(() => import('./DocumentUploadPage'), 'DocumentUploadPage'),
    },
    // §2.6 names the office employee's own details as a page of the file too: the file's
    // details editor, at the spec's address as well as at the file's first page.
    ...(owner === 'employees'
      ? [
          {
            name: `${prefix}-details`,
            parent: fileScreenName(personFileRoute(owner)),
            path: '/details',
            title: `${noun} Details`,
            permission: `${owner}.read` as const,
            staticData: { personFile: owner, recordKind: owner },
            component: lazyScreen(
              () => import('../../platform/records/RecordFormPage'),
              'EditRecordPage',
            ),
          },
        ]
      : []),
  ];
}

/** The training matrix: carers and office employees by course (beyond the spec's screens). */
const trainingMatrixScreen: ScreenDeclaration = {
  name: 'training-matrix',
  path: '/training-matrix',
  title: 'Training Matrix',
  permission: 'carers.read',
  nav: { section: 'Carers', label: 'Training Matrix', order: 320 },
  // The branch filter's options: the carers' branch field and the branches.
  declarations: ['training-courses', 'carers', 'branches'],
  component: lazyScreen(() => import('./TrainingMatrixPage'), 'TrainingMatrixPage'),
};

/** The lists a manager works through (spec §2.2): who is due a supervision, spot check, appraisal. */
function auditScreen(
  segment: string,
  plural: string,
  component: ScreenDeclaration['component'],
  order: number,
) {
  return {
    name: `audits-carer-${segment}`,
    path: `/audits/carers/${segment}`,
    title: `Audits - Carer ${plural}`,
    permission: 'carers.read',
    nav: { section: 'Carers', label: `${plural} Due`, order },
    declarations: ['carers'],
    component,
  } satisfies ScreenDeclaration;
}
const oversightScreens: ScreenDeclaration[] = [
  auditScreen(
    'supervisions',
    'Supervisions',
    lazyScreen(() => import('./StaffOversightPage'), 'CarerSupervisionsAuditPage'),
    330,
  ),
  auditScreen(
    'spot-checks',
    'Spot Checks',
    lazyScreen(() => import('./StaffOversightPage'), 'CarerSpotChecksAuditPage'),
    331,
  ),
  auditScreen(
    'annual-appraisals',
    'Annual Appraisals',
    lazyScreen(() => import('./StaffOversightPage'), 'CarerAppraisalsAuditPage'),
    332,
  ),
];

/** The holiday calendars (spec §2.2). */
const calendarScreens: ScreenDeclaration[] = (['carers', 'employees'] as const).map((owner) => {
  const { prefix, noun } = STAFF_OWNERS[owner];
  return {
    name: `calendar-${prefix}-holidays`,
    path: `/calendar/${prefix}/holidays`,
    title: `Calendar - ${noun} Holidays`,
    permission: `${owner}.read`,
    nav: {
      section: owner === 'carers' ? 'Carers' : 'Office Employees',
      label: 'Holiday Calendar',
      order: NAV_ORDER[owner] + 40,
    },
    declarations: [owner],
    component: lazyScreen(
      () => import('./HolidayCalendarPage'),
      owner === 'carers' ? 'CarerHolidayCalendarPage' : 'EmployeeHolidayCalendarPage',
    ),
  };
});

/**
 * The organisation's holidays calendar (spec §2.2): carers' and office employees' holidays the
 * caller may see, with the bank holidays, for planning cover; reached from either staff calendar.
 */
const organisationHolidaysCalendar: ScreenDeclaration = {
  name: 'holidays-calendar',
  path: '/holidays/calendar',
  title: 'Holidays Calendar',
  permission: 'carers.read',
  declarations: ['carers'],
  component: lazyScreen(() => import('./HolidayCalendarPage'), 'OrganisationHolidayCalendarPage'),
};

/** Holiday requests to approve or decline, beside each holiday calendar (beyond the spec's screens). */
const holidayRequestScreens: ScreenDeclaration[] = (['carers', 'employees'] as const).map(
  (owner) => {
    const { prefix, noun } = STAFF_OWNERS[owner];
    return {
      name: `holiday-requests-${prefix}`,
      path: `/holiday-requests/${prefix}`,
      title: `${noun} Holiday Requests`,
      // Who may change the file decides its holidays (holidays.hooks.ts on the server).
      permission: `${owner}.update`,
      nav: {
        section: owner === 'carers' ? 'Carers' : 'Office Employees',
        label: 'Holiday Requests',
        order: NAV_ORDER[owner] + 41,
      },
      declarations: [owner],
      component: lazyScreen(
        () => import('./HolidayRequestsPage'),
        owner === 'carers' ? 'CarerHolidayRequestsPage' : 'EmployeeHolidayRequestsPage',
      ),
    };
  },
);

/** The panels above a staff file's lists: next due above the oversight sections, the balance above holidays. */
const nextDue = lazy(() =>
  import('./StaffListHeaders').then((m) => ({ default: m.NextDueHeader })),
);
const holidayBalance = lazy(() =>
  import('./StaffListHeaders').then((m) => ({ default: m.HolidayBalanceHeader })),
);
const referenceLists = lazy(() =>
  import('./StaffReferenceLists').then((m) => ({ default: m.StaffReferenceLists })),
);
const staffListHeaders = {
  ...Object.fromEntries(
    [
      'carer-supervisions',
      'employee-supervisions',
      'employee-supervisions-new',
      'carer-spot-checks',
      'carer-annual-appraisals',
      'employee-annual-appraisals',
      'employee-probation-reviews',
    ].map((kind) => [kind, nextDue]),
  ),
  'carer-holidays': holidayBalance,
  'employee-holidays': holidayBalance,
  'carer-references': referenceLists,
  'employee-references': referenceLists,
};

/** The side tabs (spec §2.5, §3.2) in the file frame: a carer's all, an employee's those its file has. */
const staffFileTabs = lazy(() =>
  import('./StaffFileTabs').then((m) => ({ default: m.StaffFileTabs })),
);

export const staffManifest: AreaManifest = {
  area: 'staff',
  screens: [
    ...staffScreens('carers'),
    ...staffScreens('employees'),
    trainingMatrixScreen,
    ...oversightScreens,
    ...calendarScreens,
    organisationHolidaysCalendar,
    ...holidayRequestScreens,
    ...STAFF_OWNER_KINDS.flatMap(staffReferenceScreens),
  ],
  records: {
    // The visits a carer's approved leave left to cover, on the holiday's page.
    formNotices: {
      'carer-holidays': lazy(() =>
        import('./HolidayCoverNotice').then((module) => ({ default: module.HolidayCoverNotice })),
      ),
    },
    listHeaders: staffListHeaders,
    fileStrips: { carers: staffFileTabs, employees: staffFileTabs },
  },
};
