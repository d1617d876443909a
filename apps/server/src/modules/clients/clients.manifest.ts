import type { AreaManifest } from '../../platform/areas/area-manifest';
import { clientDuplicateRoutes } from './client-duplicates';
import { clientFileRoutes } from './client-file.endpoints';
import { clientFileExtension } from './client-file.extension';
import { clientLifecycleRoutes } from './client-lifecycle.endpoints';
import { clientHospitalStayHooks, clientMedicationHooks } from './client-lifecycle.hooks';
import { clientLogHooks } from './client-log.hooks';
import { clientBoardSources } from './clients.boards';
import { clientsWorklist } from './clients.worklist';
import { financialTransactionRoutes } from './financial-transactions.endpoints';
import { marRoutes } from './mar.endpoints';
import { MAR_AUDIT_TYPE } from './mar-entry-save';

/**
 * The clients area: the client file's endpoints beyond the record engine and the person file
 * (spec §2.4: the MAR chart, the profile summary, the care-plan PDF, the ledger, the service's
 * lifecycle), its record hooks, what it adds to the client file, and the client groups of Home's
 * worklist. Each part of the file adds its own list.
 */
export const clientsArea: AreaManifest = {
  name: 'clients',
  routes: [
    ...clientDuplicateRoutes,
    ...clientFileRoutes,
    ...marRoutes,
    ...financialTransactionRoutes,
    ...clientLifecycleRoutes,
  ],
  recordHooks: [
    {
      'client-medications': clientMedicationHooks,
      'client-hospital-stays': clientHospitalStayHooks,
      'client-logs': clientLogHooks,
    },
  ],
  personFileExtensions: { clients: clientFileExtension },
  worklist: [clientsWorklist],
  boardSources: clientBoardSources,
  // A dose given, refused or corrected: seen by whoever reads the client's medicines.
  eventKinds: { [MAR_AUDIT_TYPE]: 'client-medications.read' },
};
