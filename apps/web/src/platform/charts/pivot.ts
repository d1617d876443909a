/**
 * Rows of (category, group, value) turned into a chart's rows: one per category, with a figure
 * per group (a line per branch across months). The answer of an endpoint stays flat and typed;
 * the drawing's shape is made here, once.
 */
export function pivotRows<Item>(
  categories: readonly { key: string; label: string }[],
  groups: readonly { id: string; name: string }[],
  items: readonly Item[],
  place: (item: Item) => { category: string; group: string },
  value: (item: Item) => number,
): { rows: Record<string, string | number>[]; series: { key: string; label: string }[] } {
  const rows = categories.map((category) => {
    const row: Record<string, string | number> = { category: category.label };
    for (const group of groups) row[group.id] = 0;
    return row;
  });
  for (const item of items) {
    const { category, group } = place(item);
    const at = categories.findIndex((c) => c.key === category);
    const row = rows[at];
    if (row && group in row) row[group] = Number(row[group]) + value(item);
  }
  return { rows, series: groups.map((group) => ({ key: group.id, label: group.name })) };
}
