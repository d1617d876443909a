/**
 * One CSV cell. A cell a spreadsheet would read as a formula (=, +, -, @, tab, return) is
 * prefixed with an apostrophe so that opening an export never runs anything.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(values: string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
