import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { settingsWithDefaults } from '../../engine/records/settings-defaults';
import { ROSTER_WEIGHT_DEFAULTS } from '../scheduling/roster-runs.answers';

/**
 * The intervals staff oversight runs by, each with the default an agency gets until it sets its
 * own. An organisation keeps at most one row; `staffSettingsOf` fills the gaps.
 */
export const STAFF_DEFAULTS = {
  supervisionMonths: 3,
  spotCheckMonths: 3,
  appraisalMonths: 12,
  /** Training, DBS and right to work show as expiring this many days ahead. */
  expiryWarningDays: 30,
  /** A DBS certificate not checked on the Update Service for this long needs a new check. */
  dbsRecheckMonths: 36,
  /** The month the leave year starts (4: April). */
  leaveYearStartMonth: 4,
  /** Statutory leave: 5.6 weeks, pro-rata to weekly hours. */
  holidayWeeks: 5.6,
  /** How far ahead the nightly job generates visits from clients' packages. */
  rotaHorizonWeeks: 8,
} as const;

export type StaffSettings = { -readonly [K in keyof typeof STAFF_DEFAULTS]: number };

const months = (label: string, help: string) => field.number(label, { min: 1, max: 60, help });
const weight = (label: string, key: keyof typeof ROSTER_WEIGHT_DEFAULTS) =>
  field.number(label, {
    min: 0,
    max: 10_000,
    decimals: 2,
    help: `Default ${ROSTER_WEIGHT_DEFAULTS[key]}.`,
  });

export const staffSettings = defineRecord({
  name: 'staff-settings',
  area: 'staff',
  singular: 'Staff Settings',
  plural: 'Staff Settings',
  navGroup: 'Carers',
  operations: { create: true, update: true, delete: false },
  fields: {
    name: field.text('Name', { required: true, max: 80, unique: true }),
    supervisionMonths: months('Supervision every (months)', 'Default 3.'),
    spotCheckMonths: months('Spot check every (months)', 'Default 3.'),
    appraisalMonths: months('Appraisal every (months)', 'Default 12.'),
    expiryWarningDays: field.number('Warn of expiry (days ahead)', {
      min: 1,
      max: 180,
      help: 'Default 30.',
    }),
    dbsRecheckMonths: months(
      'Recheck a DBS not on the Update Service after (months)',
      'Default 36.',
    ),
    leaveYearStartMonth: field.number('Leave year starts in month (1–12)', {
      min: 1,
      max: 12,
      help: 'Default 4 (April).',
    }),
    holidayWeeks: field.number('Holiday weeks a year', {
      min: 5.6,
      max: 10,
      decimals: 1,
      help: 'At least the statutory 5.6.',
    }),
    // The organisation's settings record; the rota is the carers' work, so it is kept here.
    rotaHorizonWeeks: field.number('Generate visits ahead (weeks)', {
      min: 1,
      max: 26,
      help: 'Default 8: each night visits are made from clients’ packages this far ahead.',
    }),
    // The auto-rota's weights of what makes a good plan (defaults: ROSTER_WEIGHT_DEFAULTS).
    rosterTravelWeight: weight('Auto-rota: cost of a minute of travel', 'rosterTravelWeight'),
    rosterContinuityWeight: weight(
      'Auto-rota: cost of a carer the client does not know',
      'rosterContinuityWeight',
    ),
    rosterPreferredWeight: weight(
      'Auto-rota: cost of not sending a preferred carer',
      'rosterPreferredWeight',
    ),
    rosterFairnessWeight: weight(
      'Auto-rota: cost of a minute away from contracted hours',
      'rosterFairnessWeight',
    ),
    rosterOvertimeWeight: weight(
      'Auto-rota: cost of a minute over contracted hours',
      'rosterOvertimeWeight',
    ),
    rosterLatenessWeight: weight('Auto-rota: cost of a minute late', 'rosterLatenessWeight'),
  },
  titleField: 'name',
  list: {
    columns: ['name', 'supervisionMonths', 'spotCheckMonths', 'appraisalMonths'],
    sort: 'name',
  },
});

/** An organisation's settings, its own where set and the defaults elsewhere. */
export function staffSettingsOf(row: Record<string, unknown> | null | undefined): StaffSettings {
  return settingsWithDefaults(STAFF_DEFAULTS, row);
}
