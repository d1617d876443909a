import type { RecordKind } from '@care360/domain';
import { type FilterObject, readFilter, saveFilter } from '../saved-state';
import type { SortDirection } from '../sort';

/**
 * A record list's search, sort and filters, saved under the kind's name (spec §3.4) as one flat
 * object `{ search, sort, dir, ...filters }`, and sent to the server as the same query parameters.
 * Filter values are strings: an option's value, 'true'/'false' for yes/no, a record id.
 */
export interface ListSettings {
  search: string;
  sort: string;
  dir: SortDirection;
  filters: Record<string, string>;
}

/** Long and multi-valued fields cannot be ordered; the server refuses them too. */
const UNSORTABLE_KINDS = new Set(['multiChoice', 'longText', 'signature']);

export function isSortable(kind: RecordKind, field: string): boolean {
  const def = kind.fields[field];
  return def !== undefined && !UNSORTABLE_KINDS.has(def.kind);
}

export function defaultSettings(kind: RecordKind): ListSettings {
  return {
    search: '',
    sort: kind.list.sort,
    dir: kind.list.dir ?? 'asc',
    filters: Object.fromEntries((kind.list.filters ?? []).map((field) => [field, ''])),
  };
}

/** The saved settings, with anything no longer valid for the kind replaced by its default. */
export function readSettings(kind: RecordKind): ListSettings {
  const defaults = defaultSettings(kind);
  const saved = readFilter(kind.name, flatten(defaults));
  const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
  const sort = text(saved.sort, defaults.sort);
  return {
    search: text(saved.search, ''),
    sort: isSortable(kind, sort) ? sort : defaults.sort,
    dir: saved.dir === 'desc' || saved.dir === 'asc' ? saved.dir : defaults.dir,
    filters: Object.fromEntries(
      Object.keys(defaults.filters).map((field) => [field, text(saved[field], '')]),
    ),
  };
}

export function saveSettings(kind: RecordKind, settings: ListSettings): void {
  saveFilter(kind.name, flatten(settings));
}

export function flatten(settings: ListSettings): FilterObject {
  return { search: settings.search, sort: settings.sort, dir: settings.dir, ...settings.filters };
}

/** The list's query parameters (empty values are left out by withQuery). */
export function listParams(settings: ListSettings, search: string): Record<string, string> {
  return { search, sort: settings.sort, dir: settings.dir, ...settings.filters };
}

export function hasFilters(settings: ListSettings, search: string): boolean {
  return search !== '' || Object.values(settings.filters).some((value) => value !== '');
}
