/**
 * The inventory's pure rules: what a movement does to stock, how full an item is, and when an
 * asset's service is due on the live boards. Stock levels are never typed: they are the sum of
 * an item's movements, worked out by the server in each movement's own transaction.
 */

export const STOCK_CATEGORIES = ['Uniform', 'PPE', 'Equipment'] as const;
export type StockCategory = (typeof STOCK_CATEGORIES)[number];

export const STOCK_MOVEMENTS = ['Received', 'Issued', 'Returned', 'Written off'] as const;
export type StockMovement = (typeof STOCK_MOVEMENTS)[number];

/** Movements that put stock back on the shelf; the others take it off. */
const INTO_STOCK: readonly string[] = ['Received', 'Returned'];

/** What one movement adds to (or, negative, takes from) its item's stock. */
export function stockChange(movement: string, quantity: number): number {
  return INTO_STOCK.includes(movement) ? quantity : -quantity;
}

export const STOCK_STATES = ['In stock', 'Low', 'Out of stock'] as const;
export type StockState = (typeof STOCK_STATES)[number];

/**
 * How full an item is: at or below its reorder level it is low (the level is the point to
 * reorder at, as stores count it), and with none left it is out of stock.
 */
export function stockState(inStock: number, reorderLevel: number): StockState {
  if (inStock <= 0) return 'Out of stock';
  return inStock <= reorderLevel ? 'Low' : 'In stock';
}

/** How many days ahead an asset's service shows on the boards. */
export const ASSET_SERVICE_WARNING_DAYS = 14;

/** Whether an asset's service (due on `dueOn`, YYYY-MM-DD) is overdue or due soon on `today`. */
export function assetServiceDue(
  dueOn: string | null | undefined,
  today: string,
): 'overdue' | 'due soon' | null {
  if (!dueOn) return null;
  if (dueOn < today) return 'overdue';
  const soon = new Date(`${today}T00:00:00Z`);
  soon.setUTCDate(soon.getUTCDate() + ASSET_SERVICE_WARNING_DAYS);
  return dueOn <= soon.toISOString().slice(0, 10) ? 'due soon' : null;
}
