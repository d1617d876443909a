import type { RecordKindOf } from './define-record';

/**
 * How a record is named where others refer to it: its title field, then its `titleWith` fields
 * (a choice in lower case), empty ones left out. The server builds the same in SQL (titleOf).
 */
export function recordTitle(
  kind: Pick<RecordKindOf, 'fields' | 'titleField' | 'titleWith'>,
  values: Record<string, unknown>,
): string {
  const parts = [kind.titleField, ...(kind.titleWith ?? [])].map((key, i) => {
    const value = values[key];
    if (value === null || value === undefined || value === '') return '';
    const text = String(value);
    return i > 0 && kind.fields[key]?.kind === 'choice' ? text.toLowerCase() : text;
  });
  return parts.filter((part) => part !== '').join(' ');
}
