import { lazy } from 'react';
import type { AreaManifest } from '../../platform/area-manifest';

/**
 * What the clients area adds to the generic pages: the possible-duplicate notice on a client's
 * forms, Stop and Change on the rows of a client's medicines, and the body map that a
 * body-location choice shows in place of a select.
 */
export const clientsManifest: AreaManifest = {
  area: 'clients',
  records: {
    formNotices: {
      clients: lazy(() =>
        import('./ClientDuplicateNotice').then((module) => ({
          default: module.ClientDuplicateNotice,
        })),
      ),
    },
    rowActions: {
      'client-medications': lazy(() =>
        import('./MedicationRowActions').then((module) => ({
          default: module.MedicationRowActions,
        })),
      ),
    },
    choiceWidgets: {
      bodyMap: lazy(() =>
        import('./BodyMapField').then((module) => ({ default: module.BodyMapField })),
      ),
    },
  },
};
