/**
 * The shell's alert popup (spec §2.7, §4.2, §9): a title and a message, typed success, danger or
 * warning, hidden after ALERT_HIDE_MS.
 *
 * How the default title and "missing shows **" combine:
 * - a title the caller leaves out (`undefined`) is the default title, 'Carehub': showing an alert
 *   without choosing a title is normal (`showAlert({ message })`);
 * - a title the caller gives but that is empty (`null`, '' or only spaces) is missing and shows
 *   '**': the caller meant to show a title (often a server's text) and it did not arrive, so the
 *   gap is made visible instead of being papered over with the brand name;
 * - the message has no default: left out or empty, it shows '**'.
 */
export const ALERT_TYPES = ['success', 'danger', 'warning'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export const ALERT_HIDE_MS = 4000;
export const DEFAULT_ALERT_TITLE = 'Carehub';
export const MISSING_ALERT_TEXT = '**';

export interface AlertInput {
  type?: string | null;
  title?: string | null;
  message?: string | null;
}

export interface Alert {
  type: AlertType;
  title: string;
  message: string;
}

function isAlertType(type: unknown): type is AlertType {
  return typeof type === 'string' && (ALERT_TYPES as readonly string[]).includes(type);
}

/** Any type outside success/danger/warning falls back to success (spec §4.2). */
export function normaliseAlertType(type: string | null | undefined): AlertType {
  return isAlertType(type) ? type : 'success';
}

function textOrMissing(text: string | null | undefined): string {
  return typeof text === 'string' && text.trim() !== '' ? text : MISSING_ALERT_TEXT;
}

export function normaliseAlert(input: AlertInput): Alert {
  return {
    type: normaliseAlertType(input.type),
    title: input.title === undefined ? DEFAULT_ALERT_TITLE : textOrMissing(input.title),
    message: textOrMissing(input.message),
  };
}
