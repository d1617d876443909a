import type { AnyRoute } from '../../platform/http/route';
import { clientDuplicateRoutes } from './client-duplicates';
import { clientFileRoutes } from './client-file.endpoints';
import { clientFormRoutes } from './client-forms.endpoints';
import { clientHistoryRoutes } from './client-history.endpoints';
import { financialTransactionRoutes } from './financial-transactions.endpoints';
import { marRoutes } from './mar.endpoints';

/**
 * The client file's endpoints beyond the record engine (spec §2.4): questionnaires, the MAR
 * chart, the profile summary, the file's history and the care-plan PDF. Each part of the file adds its own list.
 */
export const clientRoutes: AnyRoute[] = [
  ...clientDuplicateRoutes,
  ...clientFileRoutes,
  ...clientFormRoutes,
  ...marRoutes,
  ...financialTransactionRoutes,
  ...clientHistoryRoutes,
];
