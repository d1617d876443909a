import { CLIENT_ROSTERING_STEPS } from '@care360/domain';
import type { AreaManifest } from '../../platform/area-manifest';
import { lazyScreen } from '../../platform/screens/screen-declaration';

const wizard = lazyScreen(() => import('./ClientRosteringPage'), 'ClientRosteringPage');

/**
 * Setting up the rota's inputs: the client rostering wizard (six steps, one page that reads its
 * step from the address) and the visit CSV imports' add and edit pages, which take the generated
 * screens' paths (the imports' list is the declaration's).
 */
export const rosteringManifest: AreaManifest = {
  area: 'scheduling',
  screens: [
    ...CLIENT_ROSTERING_STEPS.map((_, index) => ({
      name: `client-rostering-step-${index + 1}`,
      path: `/client-rostering/add/${index + 1}`,
      title: `Add Client Rostering - Step ${index + 1}`,
      permission: 'client-rosterings.create' as const,
      declarations: ['client-rosterings', 'clients', 'funder-codes'] as const,
      component: wizard,
      ...(index === 0 ? { nav: { section: 'Rota', label: 'Client Rostering', order: 800 } } : {}),
    })),
    {
      name: 'visit-csv-import-add',
      path: '/visits/csv-imports/add',
      title: 'Add Visit CSV Import',
      permission: 'visit-csv-imports.create',
      declarations: ['visit-csv-imports'],
      component: lazyScreen(() => import('./CsvImportAddPage'), 'CsvImportAddPage'),
    },
    {
      name: 'visit-csv-import-edit',
      path: '/visits/csv-imports/$id/edit',
      title: 'Edit Visit CSV Import',
      permission: 'visit-csv-imports.update',
      declarations: ['visit-csv-imports'],
      component: lazyScreen(() => import('./CsvImportEditPage'), 'CsvImportEditPage'),
    },
  ],
};
