import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { settingsWithDefaults } from '../../engine/records/settings-defaults';

/**
 * The numbers recruitment runs by, each with the default an agency gets until it sets its own
 *. An organisation keeps at most one row; `recruitmentSettingsOf` fills the gaps.
 */
export const RECRUITMENT_DEFAULTS = {
  /** A gap between jobs longer than this needs a written explanation (Schedule 3, item 6). */
  gapThresholdDays: 31,
  /** Address history the DBS application needs. */
  addressHistoryYears: 5,
  /** How long a referee's link works. */
  referenceLinkDays: 14,
  /** The first chase of an unanswered reference request, then every `chaseEveryDays`… */
  firstChaseAfterDays: 4,
  chaseEveryDays: 2,
  /** …until this day, when the office is told instead. */
  chaseUntilDay: 14,
  /** Support-worker test: the lowest passing score. */
  testPassMark: 8,
  /** A follow-up right-to-work check is due this many days before time-limited permission ends. */
  rightToWorkFollowUpDays: 28,
} as const;

export type RecruitmentSettings = { -readonly [K in keyof typeof RECRUITMENT_DEFAULTS]: number };

const days = (label: string, help: string) => field.number(label, { min: 1, max: 365, help });

export const recruitmentSettings = defineRecord({
  name: 'recruitment-settings',
  area: 'recruitment',
  singular: 'Recruitment Settings',
  plural: 'Recruitment Settings',
  navGroup: 'Recruitment',
  operations: { create: true, update: true, delete: false },
  fields: {
    name: field.text('Name', { required: true, max: 80, unique: true }),
    gapThresholdDays: days('Employment gap needing an explanation (days)', 'Default 31.'),
    addressHistoryYears: field.number('Address history needed (years)', { min: 1, max: 10 }),
    referenceLinkDays: days("Referee's link works for (days)", 'Default 14.'),
    firstChaseAfterDays: days('First chase after (days)', 'Default 4.'),
    chaseEveryDays: days('Then chase every (days)', 'Default 2.'),
    chaseUntilDay: days('Stop chasing and tell the office on day', 'Default 14.'),
    testPassMark: field.number('Support-worker test pass mark', { min: 0, max: 100 }),
    rightToWorkFollowUpDays: days(
      'Follow-up right-to-work check before permission ends (days)',
      'Default 28.',
    ),
  },
  titleField: 'name',
  list: {
    columns: ['name', 'gapThresholdDays', 'referenceLinkDays', 'testPassMark'],
    sort: 'name',
  },
});

/** The settings in force: the organisation's row where it sets a value, the default elsewhere. */
export function recruitmentSettingsOf(
  row: Record<string, unknown> | null | undefined,
): RecruitmentSettings {
  return settingsWithDefaults(RECRUITMENT_DEFAULTS, row);
}
