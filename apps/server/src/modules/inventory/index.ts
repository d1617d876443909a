/** The inventory area as routes.ts sees it: its manifest. */
export { inventoryArea } from './inventory.manifest';
