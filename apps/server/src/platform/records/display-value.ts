import { type FieldDef, formatPence, formatUkDateTime } from '@care360/domain';

/** A value as a person reads it (exports): £, DD/MM/YYYY, Yes/No, option labels. */
export function displayValue(def: FieldDef, value: unknown, title?: string | null): string {
  if (value === null || value === undefined || value === '') return '';
  switch (def.kind) {
    case 'money':
      return formatPence(Number(value));
    case 'date': {
      // A calendar date has no time zone: only its order changes.
      const [year, month, day] = String(value).split('-');
      return `${day}/${month}/${year}`;
    }
    case 'dateTime':
      return formatUkDateTime(String(value));
    case 'yesNo':
      return value ? 'Yes' : 'No';
    case 'choice':
      return def.options.find((o) => o.value === value)?.label ?? String(value);
    case 'multiChoice':
      return (value as string[])
        .map((v) => def.options.find((o) => o.value === v)?.label ?? v)
        .join('; ');
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
