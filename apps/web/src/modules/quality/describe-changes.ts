import { LIST_CHANGE_AUDIT_ACTIONS } from '@care360/domain';

/**
 * The audit trail's "changes" column: one line per changed field, 'field: old → new'. The server
 * records either `{ field: { old, new } }` (also accepted: from/to, before/after) or
 * `{ field: [old, new] }`; any other value is shown as it is.
 */
export interface ChangeLine {
  field: string;
  before: string | null;
  after: string;
}

const EMPTY = '(empty)';

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function pair(value: unknown): [unknown, unknown] | null {
  if (Array.isArray(value) && value.length === 2) return [value[0], value[1]];
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  for (const [from, to] of [
    ['old', 'new'],
    ['from', 'to'],
    ['before', 'after'],
  ] as const) {
    if (from in record || to in record) return [record[from], record[to]];
  }
  return null;
}

/**
 * `action` tells entries whose changes are lists (`{ added: [...], removed: [...] }`, see
 * LIST_CHANGE_AUDIT_ACTIONS) from field changes: a two-item list is then not an old → new pair.
 */
export function describeChanges(
  changes: Record<string, unknown> | null | undefined,
  action?: string,
): ChangeLine[] {
  if (!changes) return [];
  const lists = action !== undefined && LIST_CHANGE_AUDIT_ACTIONS.includes(action);
  return Object.entries(changes).map(([field, value]) => {
    if (lists && Array.isArray(value)) {
      return { field, before: null, after: value.length ? value.map(show).join(', ') : EMPTY };
    }
    const both = pair(value);
    return both
      ? { field, before: show(both[0]), after: show(both[1]) }
      : { field, before: null, after: show(value) };
  });
}
