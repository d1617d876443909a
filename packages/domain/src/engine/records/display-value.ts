import { formatUkDateTime } from '../platform/uk-date';
import type { FieldDef } from './fields';
import { formatPence } from './uk-formats';

/**
 * A stored (API) value as a person reads it in lists, conflict hints and the history: £ amounts,
 * DD/MM/YYYY, UK time, Yes/No, option labels. Empty is ''.
 */
export function displayValue(def: FieldDef, value: unknown, title?: string | null): string {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value) && value.length === 0) return '';
  switch (def.kind) {
    case 'money':
      return typeof value === 'number' ? formatPence(value) : String(value);
    case 'date':
      return ukDate(String(value));
    case 'dateTime':
      return formatUkDateTime(String(value));
    case 'yesNo':
      return value === true ? 'Yes' : 'No';
    case 'choice':
      return optionLabel(def.options, String(value));
    case 'multiChoice':
      return (Array.isArray(value) ? value : [value])
        .map((item) => optionLabel(def.options, String(item)))
        .join(', ');
    case 'reference':
      return title ?? '';
    case 'signature':
      return 'Signed';
    case 'file':
      return 'Attached';
    default:
      return String(value);
  }
}

function optionLabel(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. A calendar date has no time zone, so only the order changes. */
export function ukDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}
