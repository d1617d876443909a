/**
 * A settings kind's values in force: each number the organisation has set, and the default
 * where it has set none (a blank field, or no row at all).
 */
export function settingsWithDefaults<D extends Record<string, number>>(
  defaults: D,
  row: Record<string, unknown> | null | undefined,
): { -readonly [K in keyof D]: number } {
  const settings = { ...defaults } as { -readonly [K in keyof D]: number };
  for (const key of Object.keys(defaults) as (keyof D)[]) {
    const value = row?.[key as string];
    if (typeof value === 'number') settings[key] = value;
  }
  return settings;
}
