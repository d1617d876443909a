/**
 * The library marks its grids (a month, a week, a day of hours, the people timeline) up as a
 * table, but lays them out as flat CSS grids of cells, row heads beside their rows rather than
 * in them, and the events in a layer of their own: no assistive technology can read that as a
 * table (axe: cells and row heads with no row, a table holding a toolbar and events). Rows
 * cannot be added without breaking the layout, so the table's roles are taken off: the days
 * read as their dates, each row head (a person of the timeline) as a heading to jump between,
 * and each event as its link, in time order (the keyboard walks them so too; a phone gets a
 * list by day instead).
 *
 * Kept while the calendar lives, for the library redraws when the period or the view changes.
 * Answers a function that stops it.
 */
export function keepCalendarGridsReadable(host: HTMLElement, rowHeadLevel: number): () => void {
  let scheduled = 0;
  const observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = requestAnimationFrame(() => {
      scheduled = 0;
      observer.disconnect();
      readableGrid(host, rowHeadLevel);
      watch();
    });
  });
  const watch = () =>
    observer.observe(host, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['role', 'class'],
    });
  readableGrid(host, rowHeadLevel);
  watch();
  return () => {
    cancelAnimationFrame(scheduled);
    observer.disconnect();
  };
}

const TABLE_ROLES = ['table', 'row', 'rowgroup', 'columnheader', 'cell'];
/** What only a table's parts may carry: taken off with their roles. */
const TABLE_ATTRIBUTES = ['aria-colindex', 'aria-rowindex'];

/**
 * Takes the table's roles off a grid view. A list view is left alone: the library gives its
 * root the list's role afresh on each change of view, and draws its items anew.
 */
export function readableGrid(host: HTMLElement, rowHeadLevel: number): void {
  const root = host.querySelector<HTMLElement>('.ec');
  if (!root || root.classList.contains('ec-list')) return;
  const elements = [root, ...root.querySelectorAll<HTMLElement>('[role]')];
  for (const element of elements) {
    const role = element.getAttribute('role') ?? '';
    if (role === 'rowheader') {
      element.setAttribute('role', 'heading');
      element.setAttribute('aria-level', String(rowHeadLevel));
    }
    if (!TABLE_ROLES.includes(role)) continue;
    element.setAttribute('role', 'presentation');
    for (const attribute of TABLE_ATTRIBUTES) element.removeAttribute(attribute);
  }
}
