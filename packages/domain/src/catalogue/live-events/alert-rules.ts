import { ukClockTime } from '../../engine/platform/uk-date';
import { type LatLng, straightLineKm } from '../scheduling/travel-time';
import type { AlertSettings } from './alert-settings.record';
import {
  type AlertSeverity,
  type AlertSource,
  ESCALATION_LEVELS,
  type EscalationLevel,
} from './alerts.record';

/**
 * The visit alerts as pure rules: from a visit, its carers' places (check-in, check-out, where the
 * phone was), the client's settings and the organisation's thresholds, which alerts should be
 * open at `now`, and which open ones have lost their cause. The server raises the first (once
 * each, by de-duplication key) and auto-resolves the second; nothing here reads a clock of its
 * own, so a job, a check-in and a test judge alike.
 */

/** One carer's place on a visit as the rules read it. */
export interface AlertPlace {
  /** The visit carer's id: one carer's late arrival is one alert, whoever else is there. */
  id: string;
  carer: string;
  carerName: string;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  checkInLatitude: number | null;
  checkInLongitude: number | null;
}

export interface AlertVisit {
  id: string;
  branch: string;
  client: string | null;
  clientName: string;
  status: string;
  startsAt: Date;
  endsAt: Date;
  places: readonly AlertPlace[];
}

/** What the client's Settings questionnaire says about tracking, and where they live. */
export interface ClientAlertFacts {
  /** Visits checked in and out on the phone; an untracked client's visits raise nothing. */
  tracked: boolean;
  /** The client's own late-alert minutes, before the organisation's default. */
  lateAlertMinutes: number | null;
  timeCritical: boolean;
  home: LatLng | null;
}

/** An alert that should be open: what the server raises when its key is not yet raised. */
export interface WantedAlert {
  source: AlertSource;
  dedupKey: string;
  severity: AlertSeverity;
  subject: string;
  detail: string | null;
  branch: string;
  client: string | null;
  carer: string | null;
  visit: string | null;
}

/** The visit alerts whose cause can end: the late visit checked in, the carer checked out. */
export const SELF_ENDING_SOURCES: readonly AlertSource[] = [
  'Late visit',
  'Missed visit',
  'Time-critical visit late',
  'Not checked out',
];

const MINUTE = 60_000;

/** The answers of a client's Settings questionnaire (clients/forms/settings.form.ts) as facts. */
export function clientAlertFacts(
  answers: Record<string, unknown> | null | undefined,
  home: LatLng | null,
): ClientAlertFacts {
  const late = Number(answers?.late_alert_minutes);
  return {
    // Tracked unless the office said no: a client whose settings are not filled in yet is
    // watched rather than silently left out.
    tracked: answers?.trackable_visits !== 'no',
    lateAlertMinutes: Number.isFinite(late) && late > 0 ? late : null,
    timeCritical: answers?.time_critical === 'yes',
    home,
  };
}

/** Metres between two points, whole. */
export function metresBetween(from: LatLng, to: LatLng): number {
  return Math.round(straightLineKm(from, to) * 1000);
}

/** "850 m" or "1.2 km", as an office reads a distance. */
export function distanceText(metres: number): string {
  return metres < 1000 ? `${metres} m` : `${(metres / 1000).toFixed(1)} km`;
}

/** The alerts the visit should have open at `now`, one per cause and carer. */
export function visitAlerts(
  visit: AlertVisit,
  client: ClientAlertFacts,
  settings: AlertSettings,
  now: Date,
): WantedAlert[] {
  if (visit.status === 'Cancelled' || !client.tracked) return [];
  const lateMinutes = client.lateAlertMinutes ?? settings.lateAfterMinutes;
  const start = visit.startsAt.getTime();
  const end = visit.endsAt.getTime();
  const at = now.getTime();
  const planned = `${ukClockTime(visit.startsAt)}–${ukClockTime(visit.endsAt)}`;
  const wanted: WantedAlert[] = [];
  for (const place of visit.places) {
    const alert = (
      source: AlertSource,
      key: string,
      severity: AlertSeverity,
      subject: string,
      detail: string | null = null,
    ) =>
      wanted.push({
        source,
        dedupKey: `${key}:${place.id}`,
        severity,
        subject,
        detail,
        branch: visit.branch,
        client: visit.client,
        carer: place.carer,
        visit: visit.id,
      });
    const who = `${place.carerName} at ${visit.clientName}`;
    if (!place.checkedInAt) {
      if (client.timeCritical && at >= start) {
        alert(
          'Time-critical visit late',
          'time-critical',
          'High',
          `Time-critical visit not started: ${who} (${planned})`,
          'The client’s visits are time-critical: the carer has not checked in by the planned start.',
        );
      } else if (!client.timeCritical && at >= start + lateMinutes * MINUTE) {
        alert(
          'Late visit',
          'late',
          'Medium',
          `Late: ${who} (${planned})`,
          `No check-in ${lateMinutes} minutes after the planned start.`,
        );
      }
      if (at >= end + lateMinutes * MINUTE) {
        alert(
          'Missed visit',
          'missed',
          client.timeCritical ? 'Critical' : 'High',
          `Missed: ${who} (${planned})`,
          `No check-in ${lateMinutes} minutes after the planned end.`,
        );
      }
      continue;
    }
    if (client.home && place.checkInLatitude !== null && place.checkInLongitude !== null) {
      const metres = metresBetween(client.home, {
        latitude: place.checkInLatitude,
        longitude: place.checkInLongitude,
      });
      if (metres > settings.farFromHomeMetres) {
        alert(
          'Checked in far from home',
          'far',
          'Medium',
          `Checked in ${distanceText(metres)} from home: ${who} (${planned})`,
          `The phone was ${distanceText(metres)} from the client’s home at the check-in (more than ${settings.farFromHomeMetres} m).`,
        );
      }
    }
    if (place.checkedOutAt) {
      const plannedMs = end - start;
      const actualMs = place.checkedOutAt.getTime() - place.checkedInAt.getTime();
      if (actualMs < (plannedMs * settings.shortBelowPercent) / 100) {
        alert(
          'Short visit',
          'short',
          'Low',
          `Short visit: ${who} (${Math.max(0, Math.round(actualMs / MINUTE))} of ${Math.round(plannedMs / MINUTE)} minutes)`,
          `Under ${settings.shortBelowPercent}% of the planned time.`,
        );
      }
    } else if (at >= end + settings.notCheckedOutAfterMinutes * MINUTE) {
      alert(
        'Not checked out',
        'not-checked-out',
        'High',
        `Not checked out: ${who} (${planned})`,
        `Checked in at ${ukClockTime(place.checkedInAt)} and not out ${settings.notCheckedOutAfterMinutes} minutes after the planned end: check the carer is safe.`,
      );
    }
  }
  return wanted;
}

/** An open alert of a visit as the auto-resolution reads it. */
export interface OpenVisitAlert {
  id: string;
  source: string;
  dedupKey: string;
}

/**
 * The open alerts of a visit whose cause has ended (a late carer checked in, a visit cancelled,
 * a carer checked out): the self-ending ones no longer wanted. A short visit or a far check-in
 * stays until someone resolves it: it happened, and nothing later undoes it.
 */
export function endedAlerts(
  open: readonly OpenVisitAlert[],
  wanted: readonly WantedAlert[],
): OpenVisitAlert[] {
  const still = new Set(wanted.map((alert) => alert.dedupKey));
  return open.filter(
    (alert) =>
      SELF_ENDING_SOURCES.includes(alert.source as AlertSource) && !still.has(alert.dedupKey),
  );
}

/** How an auto-resolved alert says its cause ended. */
export function endedResolution(source: string, visit: AlertVisit, placeId: string): string {
  const place = visit.places.find((p) => p.id === placeId);
  if (visit.status === 'Cancelled') return 'The visit was cancelled.';
  if (!place) return 'The carer is no longer on the visit.';
  if (source === 'Not checked out' && place.checkedOutAt)
    return `Checked out at ${ukClockTime(place.checkedOutAt)}.`;
  if (place.checkedInAt) return `Checked in at ${ukClockTime(place.checkedInAt)}.`;
  return 'The cause has ended.';
}

/** The visit carer a visit alert's key names (`late:<id>`). */
export function placeOfKey(dedupKey: string): string {
  return dedupKey.slice(dedupKey.indexOf(':') + 1);
}

/**
 * MAR codes recorded as not given that need no one's attention: a PRN dose not needed, a client
 * in hospital or away.
 */
const EXPECTED_NOT_GIVEN = new Set(['P', 'H', 'L']);

/** The alert a recorded dose raises, by its code, outcome and PRN flag; null for none. */
export function medicineAlert(entry: {
  code: string;
  outcome: string;
  prnBreach: string | null;
}): { source: AlertSource; severity: AlertSeverity } | null {
  if (entry.prnBreach) return { source: 'Medicine outside PRN rules', severity: 'High' };
  if (entry.outcome === 'refused') return { source: 'Medicine refused', severity: 'Medium' };
  if (entry.outcome === 'not-given' && !EXPECTED_NOT_GIVEN.has(entry.code))
    return { source: 'Medicine not given', severity: 'Medium' };
  return null;
}

/** An incident's severity: by the harm it did. */
export function incidentSeverity(harm: unknown): AlertSeverity {
  if (harm === 'Severe' || harm === 'Death') return 'Critical';
  if (harm === 'Moderate') return 'High';
  return 'Medium';
}

/** An alert as the escalation ladder reads it. */
export interface LadderAlert {
  severity: string;
  status: string;
  raisedAt: Date;
  escalation: string | null;
}

/**
 * The rung an unacknowledged alert should move to at `now`, or null when it stays: after the
 * severity's first number of minutes the on-call manager, after the second the registered
 * manager; never down and never the same rung twice. A low alert stays on the board.
 */
export function escalationDue(
  alert: LadderAlert,
  settings: AlertSettings,
  now: Date,
): EscalationLevel | null {
  if (alert.status !== 'Raised') return null;
  const ladder =
    alert.severity === 'Critical'
      ? [settings.criticalToOnCallMinutes, settings.criticalToManagerMinutes]
      : alert.severity === 'High'
        ? [settings.highToOnCallMinutes, settings.highToManagerMinutes]
        : alert.severity === 'Medium'
          ? [settings.mediumToOnCallMinutes, settings.mediumToManagerMinutes]
          : null;
  if (!ladder) return null;
  const waited = (now.getTime() - alert.raisedAt.getTime()) / MINUTE;
  const [toOnCall = Number.POSITIVE_INFINITY, toManager = Number.POSITIVE_INFINITY] = ladder;
  const due: EscalationLevel | null =
    waited >= toManager ? 'Registered manager' : waited >= toOnCall ? 'On-call manager' : null;
  if (!due) return null;
  const reached = ESCALATION_LEVELS.indexOf((alert.escalation ?? 'Board') as EscalationLevel);
  return ESCALATION_LEVELS.indexOf(due) > reached ? due : null;
}
