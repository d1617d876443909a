import { clientFullName, type RecordKind } from '@care360/domain';

/**
 * How a record is named in headings and breadcrumbs where its title field alone says too little:
 * a client is "Mrs Margaret (Peggy) Hughes", not "Hughes" (the name they go by, everywhere).
 */
const DISPLAY_TITLES: Readonly<Record<string, (row: Record<string, unknown>) => string>> = {
  clients: clientFullName,
};

/** The record's name as a heading shows it; '' while it is not known. */
export function displayTitleOf(kind: RecordKind, row: Record<string, unknown> | undefined): string {
  if (!row) return '';
  const named = DISPLAY_TITLES[kind.name];
  if (named) return named(row);
  const title = row[kind.titleField];
  return typeof title === 'string' ? title : '';
}
