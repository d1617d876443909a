import type { AreaManifest } from '../../platform/area-manifest';
import { lazyScreen } from '../../platform/screens/screen-declaration';

/** Every inventory screen is the record engine's own list, over the kind its route names. */
const list = lazyScreen(() => import('../../platform/records/RecordListPage'), 'RecordListPage');

/**
 * The inventory screens of spec §2.2: the stock register (the branches' stock items), the
 * uniform and PPE logs (the stock movements of each), and the asset log. Each is the generic
 * list of its kind under the tsv's title, the logs showing their category only; items, movements
 * and assets are added and edited on the kinds' generated forms.
 */
export const inventoryManifest: AreaManifest = {
  area: 'inventory',
  screens: [
    {
      name: 'inventory-stock-register',
      path: '/inventory',
      title: 'Inventory - Stock Register',
      permission: 'stock-items.read',
      staticData: { recordKind: 'stock-items' },
      declarations: ['stock-items'],
      nav: { section: 'Inventory', label: 'Stock Register', order: 900 },
      component: list,
    },
    {
      name: 'inventory-uniform-log',
      path: '/inventory/uniform-log',
      title: 'Inventory - Uniform Log',
      permission: 'stock-movements.read',
      staticData: { recordKind: 'stock-movements', listFilters: { category: 'Uniform' } },
      declarations: ['stock-movements'],
      nav: { section: 'Inventory', label: 'Uniform Log', order: 901 },
      component: list,
    },
    {
      name: 'inventory-ppe-log',
      path: '/inventory/ppe-log',
      title: 'Inventory - PPE Log',
      permission: 'stock-movements.read',
      staticData: { recordKind: 'stock-movements', listFilters: { category: 'PPE' } },
      declarations: ['stock-movements'],
      nav: { section: 'Inventory', label: 'PPE Log', order: 902 },
      component: list,
    },
    {
      name: 'inventory-asset-log',
      path: '/inventory/asset-log',
      title: 'Inventory - Asset Log',
      permission: 'assets.read',
      staticData: { recordKind: 'assets' },
      declarations: ['assets'],
      nav: { section: 'Inventory', label: 'Asset Log', order: 903 },
      component: list,
    },
  ],
};
