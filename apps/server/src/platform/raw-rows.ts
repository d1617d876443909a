/** The rows of a raw statement, whichever driver ran it (both answer `{ rows }`). */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
