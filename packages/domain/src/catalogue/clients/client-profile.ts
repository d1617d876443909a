import { counted } from '../../engine/platform/counted';
import { isSet } from '../../engine/records/sensitive-fields';
import type { ClientAlert, DoseConcernCounts } from './client-file.answers';

/**
 * What a coordinator must see first about a client, shared by the profile page and the care-plan
 * PDF: the name they go by, their age, and the alerts (allergies, DNACPR, key safe, doses refused
 * or missed, reviews overdue).
 */

/** An API row of a record kind: its declared fields plus id, version and reference titles. */
export type SummaryRow = Record<string, unknown> & {
  id: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  _titles?: Record<string, string | null>;
};

export const REVIEW_SOON_DAYS = 30;
export const DOSE_CONCERN_DAYS = 7;

/** A client's fields as the API gives them (title, forename, surname, allergies, …). */
type ClientFields = Readonly<Record<string, unknown>>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * 'Mrs Margaret (Peggy) Hughes': title and names, with what the client likes to be called where
 * a carer reads it first, next to the forename; the one form of the name every heading uses.
 */
export function clientFullName(client: ClientFields): string {
  const forename = text(client.forename);
  const known = text(client.preferredName);
  const given = known && known !== forename ? `${forename} (${known})` : forename;
  return [text(client.title), given, text(client.surname)].filter(Boolean).join(' ');
}

/** Whole years between a date of birth and today, both 'YYYY-MM-DD'; null when unknown. */
export function ageInYears(dateOfBirth: unknown, today: string): number | null {
  if (typeof dateOfBirth !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)) return null;
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  // Birthdays are compared as MM-DD text: 29 February counts as passed on 1 March.
  const hadBirthday = today.slice(5) >= dateOfBirth.slice(5);
  const age = hadBirthday ? years : years - 1;
  return age >= 0 ? age : null;
}

/** Allergy entries that mean there are none. */
const NO_ALLERGIES =
  /^(none|none known|nil|nil known|nka|nkda|no known allergies|no known drug allergies)\.?$/i;

/**
 * Allergies as printed and shown, never blank: the client's own words, 'None known' for any of
 * the ways of saying there are none, or 'Not recorded' for a record from before they were required.
 */
export function allergyStatus(client: ClientFields): string {
  const allergies = text(client.allergies);
  if (!allergies) return 'Not recorded';
  return NO_ALLERGIES.test(allergies) ? 'None known' : allergies;
}

export interface AlertFacts {
  client: ClientFields;
  doseConcerns: DoseConcernCounts;
  /** Titles of the assessments whose review date has passed. */
  overdueReviews: readonly string[];
}

/** The alerts of a client, the most serious first. */
export function clientAlerts({ client, doseConcerns, overdueReviews }: AlertFacts): ClientAlert[] {
  const alerts: ClientAlert[] = [];
  const allergies = text(client.allergies);
  if (!allergies) {
    alerts.push({
      key: 'allergies',
      tone: 'warning',
      title: 'Allergies not recorded',
      text: "Ask the client or their GP and record them, or write 'None known'.",
    });
  } else if (!NO_ALLERGIES.test(allergies)) {
    alerts.push({ key: 'allergies', tone: 'danger', title: 'Allergies', text: allergies });
  }
  if (client.dnacpr === 'In place') {
    alerts.push({
      key: 'dnacpr',
      tone: 'danger',
      title: 'DNACPR in place',
      text: 'A signed DNACPR form is in the home: do not attempt CPR.',
    });
  }
  const window = `in the last ${doseConcerns.days} days`;
  if (doseConcerns.refused > 0) {
    alerts.push({
      key: 'refused-doses',
      tone: 'danger',
      title: 'Refused doses',
      text: `${counted(doseConcerns.refused, 'dose was', 'doses were')} refused ${window}.`,
    });
  }
  if (doseConcerns.missed > 0) {
    alerts.push({
      key: 'missed-doses',
      tone: 'danger',
      title: 'Missed doses',
      text: `${counted(doseConcerns.missed, 'dose was', 'doses were')} not recorded ${window}.`,
    });
  }
  if (overdueReviews.length > 0) {
    alerts.push({
      key: 'overdue-reviews',
      tone: 'warning',
      title: 'Reviews overdue',
      text: overdueReviews.join(', '),
    });
  }
  if (isSet(client, 'keySafe')) {
    // The code itself stays on the details page, withheld until asked for: the alert is read
    // over shoulders (and the profile's answer holds only whether a code is set).
    alerts.push({
      key: 'key-safe',
      tone: 'info',
      title: 'Key safe',
      text: "Entry is by key safe: its place and code are in the client's details.",
    });
  }
  return alerts;
}
