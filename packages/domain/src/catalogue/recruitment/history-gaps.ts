import { addCalendarDays } from '../../engine/platform/uk-date';

/**
 * Gaps in an applicant's histories. Schedule 3, item 6 asks for a full
 * employment history with a written explanation of every gap; the DBS application asks for every
 * address of the last five years. Dates are calendar dates, 'YYYY-MM-DD'; an open end is "to date".
 */

export interface Period {
  fromDate: string;
  /** null or '' while it is still going on (the job held now, the address lived at now). */
  toDate?: string | null;
}

export interface Gap {
  /** The first and last day not covered. */
  from: string;
  to: string;
  days: number;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The periods' days merged into ordered, non-touching spans, each closed by `today` when open. */
function covered(periods: readonly Period[], today: string): { from: string; to: string }[] {
  const spans = periods
    .filter((p) => p.fromDate && p.fromDate <= today)
    .map((p) => ({ from: p.fromDate, to: p.toDate && p.toDate < today ? p.toDate : today }))
    .sort((a, b) => a.from.localeCompare(b.from));
  const merged: { from: string; to: string }[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    // A span starting the day after the last one ends continues it.
    if (last && span.from <= addCalendarDays(last.to, 1)) {
      if (span.to > last.to) last.to = span.to;
    } else merged.push({ ...span });
  }
  return merged;
}

/** Every uncovered stretch between `start` and `today` (both included). */
function uncovered(periods: readonly Period[], start: string, today: string): Gap[] {
  const gaps: Gap[] = [];
  let next = start;
  for (const span of covered(periods, today)) {
    if (span.to < next) continue;
    if (span.from > next) {
      const to = addCalendarDays(span.from, -1);
      gaps.push({ from: next, to, days: daysBetween(next, to) + 1 });
    }
    next = addCalendarDays(span.to, 1);
  }
  if (next <= today) gaps.push({ from: next, to: today, days: daysBetween(next, today) + 1 });
  return gaps;
}

/**
 * The gaps in an employment history longer than `thresholdDays`, from the first job to `today`
 * (a person out of work now has a gap up to today). Explanations are periods too: a gap is
 * explained when the explanations together cover every day of it.
 */
export function employmentGaps(
  jobs: readonly Period[],
  explanations: readonly Period[],
  { today, thresholdDays }: { today: string; thresholdDays: number },
): (Gap & { explained: boolean })[] {
  const first = jobs
    .map((job) => job.fromDate)
    .filter(Boolean)
    .sort()[0];
  if (!first || first > today) return [];
  return uncovered(jobs, first, today)
    .filter((gap) => gap.days > thresholdDays)
    .map((gap) => ({
      ...gap,
      explained: uncovered(explanations, gap.from, gap.to).length === 0,
    }));
}

/** The stretches of the last `years` years (to `today`) that no address covers. */
export function addressHistoryGaps(
  addresses: readonly Period[],
  { today, years }: { today: string; years: number },
): Gap[] {
  const start = `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
  return uncovered(addresses, start, today);
}

/** '03/2021–08/2021': a gap as the office and the applicant read it. */
export function gapMonths(gap: Pick<Gap, 'from' | 'to'>): string {
  const month = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
  return `${month(gap.from)}–${month(gap.to)}`;
}
