import { lazy } from 'react';
import type { AreaManifest } from '../../platform/area-manifest';
import { fileScreenName, personFileRoute } from '../../platform/person-files/person-file-screens';
import { lazyScreen } from '../../platform/screens/screen-declaration';
import { GRANTS_KEY } from './grants-api';

/**
 * What the health-professionals area adds to its generated list and add screens: the Access tab
 * of a professional (their grants, revoking, granting) and the Health Professional Access page of
 * a client's file.
 */
export const healthProfessionalsManifest: AreaManifest = {
  area: 'health-professionals',
  screens: [
    {
      name: 'clients-health-professional-access',
      parent: fileScreenName(personFileRoute('clients')),
      path: '/health-professional-access',
      title: 'Client Health Professional Access',
      permission: 'clients.read',
      declarations: ['clients'],
      staticData: { personFile: 'clients' },
      component: lazyScreen(
        () => import('./ClientProfessionalAccessPage'),
        'ClientProfessionalAccessPage',
      ),
    },
  ],
  records: {
    editSections: {
      'health-professionals': [
        {
          value: 'access',
          label: 'Access',
          component: lazy(() =>
            import('./GrantsPanel').then((module) => ({ default: module.GrantsPanel })),
          ),
        },
      ],
    },
  },
  liveQueries: { 'health-professional-grants': [GRANTS_KEY] },
};
