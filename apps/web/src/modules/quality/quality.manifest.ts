import type { RecordKindName } from '@care360/domain';
import { lazy } from 'react';
import type { AreaManifest } from '../../platform/area-manifest';
import { fileScreenName, personFileRoute } from '../../platform/person-files/person-file-screens';
import { lazyScreen, type ScreenDeclaration } from '../../platform/screens/screen-declaration';
import { QUALITY_RECORDS_KEY } from './quality-records-key';

/**
 * The registers a file's Quality Records page shows, by name only: the manifest is read at start,
 * before any declaration is loaded.
 */
const REGISTERS = [
  'incidents',
  'safeguardings',
  'complaints',
  'medication-errors',
  'compliments',
  'death-notifications',
] as const satisfies readonly RecordKindName[];

/** The Quality Records page of the client's and the carer's file. */
const qualityRecordsScreen = (owner: 'clients' | 'carers', noun: string): ScreenDeclaration => ({
  name: `${owner}-quality-records`,
  parent: fileScreenName(personFileRoute(owner)),
  path: '/quality-records',
  title: `${noun} Quality Records`,
  permission: `${owner}.read`,
  declarations: [owner],
  staticData: { personFile: owner },
  component: lazyScreen(() => import('./QualityRecordsPage'), 'QualityRecordsPage'),
});

/**
 * What the quality area adds: the audit trail, and the page of a client's and a carer's file
 * listing the register entries that name them. The registers' own screens come from their
 * declarations.
 */
export const qualityManifest: AreaManifest = {
  area: 'quality',
  screens: [
    {
      name: 'audit',
      path: '/audit',
      title: 'Audit',
      permission: 'audit.read',
      nav: { section: 'Administration', label: 'Audit', order: 310 },
      component: lazyScreen(() => import('./AuditPage'), 'AuditPage'),
    },
    {
      name: 'quality-assurance-dashboard',
      path: '/quality-assurance/dashboard',
      title: 'Quality Assurance Dashboard',
      // The server counts each register only for a reader of it.
      permission: 'incidents.read',
      declarations: ['incidents', 'branches'],
      nav: { section: 'Quality Assurance', label: 'QA Dashboard', order: 250 },
      component: lazyScreen(() => import('./QaDashboardPage'), 'QaDashboardPage'),
    },
    qualityRecordsScreen('clients', 'Client'),
    qualityRecordsScreen('carers', 'Carer'),
  ],
  liveQueries: Object.fromEntries(REGISTERS.map((register) => [register, [QUALITY_RECORDS_KEY]])),
  records: {
    // What the office does with a draft from a carer's phone, and that only the phone makes one.
    formNotices: {
      incidents: lazy(() =>
        import('./IncidentDraftNotice').then((module) => ({ default: module.IncidentDraftNotice })),
      ),
    },
  },
};
