import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { settingsWithDefaults } from '../../engine/records/settings-defaults';

/**
 * The thresholds the visit alerts run by and the escalation ladder, each with the default an
 * agency gets until it sets its own. A client's own late-alert minutes (their settings form)
 * come before `lateAfterMinutes`. An organisation keeps at most one row; `alertSettingsOf` fills
 * the gaps. The ladder: an alert nobody has acknowledged goes to the branch's on-call manager
 * after the first number of minutes for its severity, then to the registered manager after the
 * second.
 */
export const ALERT_DEFAULTS = {
  lateAfterMinutes: 15,
  shortBelowPercent: 75,
  farFromHomeMetres: 250,
  notCheckedOutAfterMinutes: 30,
  criticalToOnCallMinutes: 5,
  criticalToManagerMinutes: 15,
  highToOnCallMinutes: 15,
  highToManagerMinutes: 45,
  mediumToOnCallMinutes: 60,
  mediumToManagerMinutes: 240,
} as const;

export type AlertSettings = { -readonly [K in keyof typeof ALERT_DEFAULTS]: number };

const minutes = (label: string, help: string) =>
  field.number(label, { min: 1, max: 24 * 60, help });

export const alertSettings = defineRecord({
  name: 'alert-settings',
  area: 'live-events',
  singular: 'Alert Settings',
  plural: 'Alert Settings',
  path: 'live-events/settings',
  navGroup: 'Live Events',
  operations: { create: true, update: true, delete: false },
  fields: {
    name: field.text('Name', { required: true, max: 80, unique: true }),
    lateAfterMinutes: minutes(
      'A visit is late after (minutes)',
      'Default 15, when the client has no late-alert minutes of their own.',
    ),
    shortBelowPercent: field.number('A visit is short below (% of the planned time)', {
      min: 1,
      max: 100,
      help: 'Default 75.',
    }),
    farFromHomeMetres: field.number('A check-in is far from home beyond (metres)', {
      min: 10,
      max: 50_000,
      help: 'Default 250.',
    }),
    onCallManager: field.reference('On-call manager', 'users', {
      help: 'Receives escalated alerts first (by push and email).',
    }),
    registeredManager: field.reference('Registered manager', 'users', {
      help: 'Receives alerts the on-call manager has not acknowledged.',
    }),
    notCheckedOutAfterMinutes: minutes(
      'Not checked out after the planned end (minutes)',
      'Default 30.',
    ),
    criticalToOnCallMinutes: minutes(
      'Critical: to the on-call manager after (minutes)',
      'Default 5.',
    ),
    criticalToManagerMinutes: minutes(
      'Critical: to the registered manager after (minutes)',
      'Default 15.',
    ),
    highToOnCallMinutes: minutes('High: to the on-call manager after (minutes)', 'Default 15.'),
    highToManagerMinutes: minutes('High: to the registered manager after (minutes)', 'Default 45.'),
    mediumToOnCallMinutes: minutes('Medium: to the on-call manager after (minutes)', 'Default 60.'),
    mediumToManagerMinutes: minutes(
      'Medium: to the registered manager after (minutes)',
      'Default 240.',
    ),
  },
  rules: (['critical', 'high', 'medium'] as const).map((level) => ({
    field: `${level}ToManagerMinutes`,
    message: 'The registered manager is told after the on-call manager, not before.',
    check: (values: Record<string, unknown>) => {
      const onCall = values[`${level}ToOnCallMinutes`];
      const manager = values[`${level}ToManagerMinutes`];
      return typeof onCall !== 'number' || typeof manager !== 'number' || manager > onCall;
    },
  })),
  titleField: 'name',
  list: {
    columns: ['name', 'lateAfterMinutes', 'shortBelowPercent', 'farFromHomeMetres'],
    sort: 'name',
  },
});

/** An organisation's settings, its own where set and the defaults elsewhere. */
export function alertSettingsOf(row: Record<string, unknown> | null | undefined): AlertSettings {
  return settingsWithDefaults(ALERT_DEFAULTS, row);
}
