/** A date column as read back (a Date from the driver, or text): YYYY-MM-DD, or null when empty. */
export function dateColumnText(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === 'string' && value !== '' ? value.slice(0, 10) : null;
}
