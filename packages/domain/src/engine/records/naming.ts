/** 'funder-scales' → 'funder_scales', 'ratePerHour' → 'rate_per_hour': table and column names. */
export const snakeCase = (name: string) =>
  name
    .replace(/[-\s]+/g, '_')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase();
