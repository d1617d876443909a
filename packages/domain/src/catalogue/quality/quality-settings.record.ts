import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { settingsWithDefaults } from '../../engine/records/settings-defaults';
import { QUALITY_NAV_GROUP, QUALITY_PATH } from './quality-register-fields';

/**
 * The deadlines the quality registers run by, each with the default an agency gets until it sets
 * its own: a complaint acknowledged within 3 working days and answered within 20, as the Local
 * Government and Social Care Ombudsman expects of a complaints procedure. An organisation keeps
 * at most one row; `qualitySettingsOf` fills the gaps.
 */
export const QUALITY_DEFAULTS = {
  complaintAcknowledgeDays: 3,
  complaintResponseDays: 20,
} as const;

export type QualitySettings = { -readonly [K in keyof typeof QUALITY_DEFAULTS]: number };

export const qualitySettings = defineRecord({
  name: 'quality-settings',
  area: 'quality',
  singular: 'Quality Settings',
  plural: 'Quality Settings',
  path: `${QUALITY_PATH}/settings`,
  navGroup: QUALITY_NAV_GROUP,
  operations: { create: true, update: true, delete: false },
  fields: {
    name: field.text('Name', { required: true, max: 80, unique: true }),
    complaintAcknowledgeDays: field.number('Acknowledge a complaint within (working days)', {
      min: 1,
      max: 30,
      help: 'Default 3. Weekends and England and Wales bank holidays are not counted.',
    }),
    complaintResponseDays: field.number('Answer a complaint within (working days)', {
      min: 1,
      max: 90,
      help: 'Default 20.',
    }),
  },
  rules: [
    {
      field: 'complaintResponseDays',
      message: 'The answer cannot be due before the acknowledgement.',
      check: (values) =>
        typeof values.complaintAcknowledgeDays !== 'number' ||
        typeof values.complaintResponseDays !== 'number' ||
        values.complaintResponseDays >= values.complaintAcknowledgeDays,
    },
  ],
  titleField: 'name',
  list: {
    columns: ['name', 'complaintAcknowledgeDays', 'complaintResponseDays'],
    sort: 'name',
  },
});

/** An organisation's settings, its own where set and the defaults elsewhere. */
export function qualitySettingsOf(
  row: Record<string, unknown> | null | undefined,
): QualitySettings {
  return settingsWithDefaults(QUALITY_DEFAULTS, row);
}
