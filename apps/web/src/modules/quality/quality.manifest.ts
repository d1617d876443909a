import type { AreaManifest } from '../../platform/area-manifest';
import { lazyScreen } from '../../platform/screens/screen-declaration';

/** What the quality area adds: the audit trail. */
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
  ],
};
