import { assets } from './assets.record';
import { stockItems } from './stock-items.record';
import { stockMovements } from './stock-movements.record';

/** The inventory area's record kinds; `registry.ts` composes every area's list. */
export const INVENTORY_RECORDS = [stockItems, stockMovements, assets] as const;
