import type { AnyRoute } from '../../platform/http/route';
import { clientDuplicateRoutes } from './client-duplicates';
import { clientFileRoutes } from './client-file.endpoints';
import { financialTransactionRoutes } from './financial-transactions.endpoints';
import { marRoutes } from './mar.endpoints';

/**
 * The client file's endpoints beyond the record engine and the person file (spec §2.4): the MAR
 * chart, the profile summary, the care-plan PDF and the ledger. Each part of the file adds its
 * own list.
 */
export const clientRoutes: AnyRoute[] = [
  ...clientDuplicateRoutes,
  ...clientFileRoutes,
  ...marRoutes,
  ...financialTransactionRoutes,
];
