/**
 * How long records are kept (README, "Records and retention"): adult social care records are kept
 * for 8 years after the end of care or death (Records Management Code of Practice for Health and
 * Social Care 2021). An archived record (a client whose service ended, a death included) and a
 * deleted one are removed by the retention task (`npm run retention`) once this has passed.
 */
export const RETENTION_YEARS = 8;

/** The last day whose archived records are now beyond the period: `today` 8 years earlier. */
export function retentionCutoffDay(today: string, years = RETENTION_YEARS): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  // 29 February of a leap year falls back to 28 February.
  const target = new Date(Date.UTC(year - years, month - 1, 1));
  const lastDay = new Date(Date.UTC(year - years, month, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The instant before which a deleted record is beyond the period. */
export function retentionCutoffInstant(now: Date, years = RETENTION_YEARS): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}
