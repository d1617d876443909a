import { addCalendarDays } from '../../engine/platform/uk-date';
import { DAYS_OF_WEEK } from '../clients/client-file-choices';
import { STAFF_DEFAULTS } from '../staff/staff-settings.record';
import { type GlobalScheduleEntry, globalScheduleDates } from './global-schedule.record';
import { hhmm, visitInstants } from './visit-times';
import type { VisitStatus } from './visits.record';

/**
 * Visits generated from a client's package, a pure function of the pattern and the dates: the
 * job (apps/server/src/modules/scheduling) reads the patterns and writes what this yields.
 *
 * On a day a visit template is in force (validFrom to validTo, both included) its details are
 * the day's visits; on any other day the client's slots are. A template is a package for a
 * period (after discharge, a winter package), the slots the client's standing week.
 */

/** How far ahead the rota is generated when the organisation says nothing else. */
export const DEFAULT_ROTA_HORIZON_WEEKS = STAFF_DEFAULTS.rotaHorizonWeeks;

/** One visit of a weekly pattern: a client slot or a visit template's detail. */
export interface PatternVisit {
  /** The slot's or the template detail's id: part of each generated visit's key. */
  id: string;
  dayOfWeek: string;
  /** 'HH:MM' (or 'HH:MM:SS' as stored); an end at or before the start is the next day. */
  startTime: string;
  endTime: string;
  carersNeeded: number;
  visitType?: string | null;
  tasks?: string | null;
}

export interface VisitTemplatePattern {
  id: string;
  validFrom: string;
  validTo?: string | null;
  details: readonly PatternVisit[];
}

export interface ClientPackage {
  clientId: string;
  branchId: string;
  /** The last day the client is served (an ended service); no visit after it. */
  servedUntil?: string | null;
  slots: readonly PatternVisit[];
  templates: readonly VisitTemplatePattern[];
  /** The client's current medicines, one per line, copied onto each visit. */
  medicines?: string | null;
  /**
   * Periods with no visits (hospital stays): from `from` up to `until` (excluded; none while
   * the stay is open). Visits cancelled for them are restored on discharge, not regenerated.
   */
  away?: readonly { from: string; until: string | null }[];
}

/** Whether a day falls within one of the package's periods away. */
export function awayOn(pkg: Pick<ClientPackage, 'away'>, date: string): boolean {
  return (pkg.away ?? []).some((a) => a.from <= date && (a.until === null || date < a.until));
}

export interface GeneratedVisit {
  generationKey: string;
  /** None for an office event of the global schedule (a training day). */
  client: string | null;
  branch: string;
  visitDate: string;
  startTime: string;
  endTime: string;
  startsAt: string;
  endsAt: string;
  carersNeeded: number;
  visitType: string | null;
  tasks: string | null;
  medicines: string | null;
  status: 'Planned';
  source: 'Template' | 'Global schedule';
  template: string | null;
  sourceId: string;
  /** The global schedule's entry it was placed from; null for a client's package. */
  globalSchedule?: string | null;
}

/** The key that makes a generated visit once: client, slot or template detail, and date. */
export function generationKeyOf(clientId: string, sourceId: string, date: string): string {
  return `${clientId}:${sourceId}:${date}`;
}

/** 'Monday'…'Sunday' of a 'YYYY-MM-DD' date. */
export function dayOfWeekOf(date: string): string {
  const sundayFirst = new Date(`${date}T12:00:00Z`).getUTCDay();
  return DAYS_OF_WEEK[(sundayFirst + 6) % 7] as string;
}

/** Each calendar day from `from` to `to`, both included. */
export function calendarDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addCalendarDays(day, 1)) days.push(day);
  return days;
}

/**
 * The template in force on a date: the one that started last, when several overlap. A template
 * with no visits yet is not in force: while it is being written the slots still hold.
 */
function templateOn(date: string, templates: readonly VisitTemplatePattern[]) {
  return templates
    .filter((t) => t.details.length > 0 && t.validFrom <= date && (!t.validTo || date <= t.validTo))
    .sort((a, b) => b.validFrom.localeCompare(a.validFrom) || a.id.localeCompare(b.id))[0];
}

/**
 * The visits of each client's package on each day from `from` to `to` (London calendar dates,
 * both included), in time order. A visit whose times are not real (a corrupt row) is left out.
 */
export function generateVisits(
  packages: readonly ClientPackage[],
  range: { from: string; to: string },
): GeneratedVisit[] {
  const visits: GeneratedVisit[] = [];
  // Clients share times (many have an 08:00): each day's times are read on London's clock once.
  const timesOn = new Map<string, ReturnType<typeof visitTimes>>();
  for (const pkg of packages) {
    for (const date of calendarDays(range.from, range.to)) {
      if (pkg.servedUntil && date > pkg.servedUntil) break;
      if (awayOn(pkg, date)) continue;
      const template = templateOn(date, pkg.templates);
      const pattern = template ? template.details : pkg.slots;
      const day = dayOfWeekOf(date);
      for (const item of pattern) {
        if (item.dayOfWeek !== day) continue;
        const key = `${date} ${item.startTime} ${item.endTime}`;
        let times = timesOn.get(key);
        if (times === undefined) {
          times = visitTimes(date, item.startTime, item.endTime);
          timesOn.set(key, times);
        }
        if (!times) continue;
        visits.push({
          generationKey: generationKeyOf(pkg.clientId, item.id, date),
          client: pkg.clientId,
          branch: pkg.branchId,
          visitDate: date,
          ...times,
          carersNeeded: item.carersNeeded,
          visitType: item.visitType ?? null,
          tasks: item.tasks ?? null,
          medicines: pkg.medicines ?? null,
          status: 'Planned',
          source: 'Template',
          template: template?.id ?? null,
          sourceId: item.id,
        });
      }
    }
  }
  return visits.sort(
    (a, b) =>
      a.startsAt.localeCompare(b.startsAt) || a.generationKey.localeCompare(b.generationKey),
  );
}

/** A visit's times on `date`: as written (HH:MM) and as instants; null when they cannot be. */
function visitTimes(date: string, start: string, end: string) {
  const instants = visitInstants(date, start, end);
  return instants
    ? {
        startTime: hhmm(start),
        endTime: hhmm(end),
        startsAt: instants.startsAt.toISOString(),
        endsAt: instants.endsAt.toISOString(),
      }
    : null;
}

/** The key of an occurrence of a global schedule entry: never the same as a package's. */
export function globalGenerationKeyOf(entryId: string, date: string): string {
  return `global:${entryId}:${date}`;
}

/**
 * The visits of the global schedule's active entries on each day of `range`, in time order: a
 * client visit for its client, an office event with none. Keyed by entry and date, so placing
 * them twice makes nothing twice.
 */
export function generateGlobalVisits(
  entries: readonly GlobalScheduleEntry[],
  range: { from: string; to: string },
): GeneratedVisit[] {
  const visits: GeneratedVisit[] = [];
  for (const entry of entries) {
    if (entry.active === false) continue;
    for (const date of globalScheduleDates(entry, range)) {
      const instants = visitInstants(date, entry.startTime, entry.endTime);
      if (!instants) continue;
      visits.push({
        generationKey: globalGenerationKeyOf(entry.id, date),
        client: entry.kind === 'Client visit' ? (entry.client ?? null) : null,
        branch: entry.branch,
        visitDate: date,
        startTime: hhmm(entry.startTime),
        endTime: hhmm(entry.endTime),
        startsAt: instants.startsAt.toISOString(),
        endsAt: instants.endsAt.toISOString(),
        carersNeeded: entry.carersNeeded,
        visitType: entry.visitType ?? null,
        tasks: entry.tasks ?? entry.title,
        medicines: null,
        status: 'Planned',
        source: 'Global schedule',
        template: null,
        sourceId: entry.id,
        globalSchedule: entry.id,
      });
    }
  }
  return visits.sort(
    (a, b) =>
      a.startsAt.localeCompare(b.startsAt) || a.generationKey.localeCompare(b.generationKey),
  );
}

/** A stored visit as regeneration judges it. */
export interface StoredVisit {
  startTime: string;
  endTime: string;
  carersNeeded: number;
  status: VisitStatus;
  movedByHand: boolean;
  confirmed: boolean;
}

/** What regenerating does with a visit that already exists under the same key. */
export type Regeneration =
  | { action: 'same' }
  | { action: 'update'; changes: Pick<GeneratedVisit, 'startTime' | 'endTime' | 'carersNeeded'> }
  /** The pattern changed, but the visit is the office's now: it is left as it is, and said so. */
  | { action: 'held'; reason: 'moved by hand' | 'confirmed' | 'started or over' };

/**
 * Whether a changed pattern may change a stored visit: never one moved by hand, confirmed, or
 * that has started (in progress, completed, missed) or was cancelled.
 */
export function regeneration(stored: StoredVisit, generated: GeneratedVisit): Regeneration {
  const changes = {
    startTime: generated.startTime,
    endTime: generated.endTime,
    carersNeeded: generated.carersNeeded,
  };
  if (
    hhmm(stored.startTime) === changes.startTime &&
    hhmm(stored.endTime) === changes.endTime &&
    stored.carersNeeded === changes.carersNeeded
  )
    return { action: 'same' };
  if (stored.movedByHand) return { action: 'held', reason: 'moved by hand' };
  if (stored.confirmed) return { action: 'held', reason: 'confirmed' };
  if (stored.status !== 'Planned' && stored.status !== 'Published')
    return { action: 'held', reason: 'started or over' };
  return { action: 'update', changes };
}
