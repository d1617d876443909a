import type { AreaManifest } from '../../platform/areas/area-manifest';
import { assetAlertHooks, inventoryAlertsTask } from './inventory-alerts';
import { fromCarerFileGuard, stockItemHooks, stockLevelHooks } from './stock-levels';
import { uniformStockHooks } from './uniform-stock';

/**
 * The inventory area: stock items per branch whose levels follow their movements, the uniform a
 * carer's file issues and takes back moving that stock, assets and their services, and the
 * alerts of low stock and services due. Its screens are the record engine's, from the kinds'
 * declarations (catalogue/inventory).
 */
export const inventoryArea: AreaManifest = {
  name: 'inventory',
  recordHooks: [
    // A movement from a carer's file changes only there; every movement keeps the stock.
    { 'stock-movements': fromCarerFileGuard },
    {
      'stock-movements': stockLevelHooks,
      'stock-items': stockItemHooks,
      assets: assetAlertHooks,
      // The staff area's record of a carer's uniform: issuing and returning it moves stock.
      'carer-uniform': uniformStockHooks,
    },
  ],
  tasks: [inventoryAlertsTask],
};
