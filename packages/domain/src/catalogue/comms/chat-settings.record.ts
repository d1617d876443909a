import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { settingsWithDefaults } from '../../engine/records/settings-defaults';

/**
 * How long chat messages are kept, with the default an agency gets until it sets its own: two
 * years, long enough to answer a complaint or a safeguarding question about what was said. The
 * nightly chat retention job removes older messages (and their attachments). An organisation keeps
 * at most one row; `chatSettingsOf` fills the gaps.
 */
export const CHAT_DEFAULTS = {
  retentionMonths: 24,
} as const;

export type ChatSettings = { -readonly [K in keyof typeof CHAT_DEFAULTS]: number };

export const chatSettings = defineRecord({
  name: 'chat-settings',
  area: 'comms',
  singular: 'Chat Settings',
  plural: 'Chat Settings',
  path: 'chat/settings',
  navGroup: 'Communication',
  operations: { create: true, update: true, delete: false },
  fields: {
    name: field.text('Name', { required: true, max: 80, unique: true }),
    retentionMonths: field.number('Keep messages for (months)', {
      min: 1,
      max: 120,
      help: 'Default 24. Older messages and their attachments are removed each night.',
    }),
  },
  titleField: 'name',
  list: { columns: ['name', 'retentionMonths'], sort: 'name' },
});

/** An organisation's chat settings, its own where set and the defaults elsewhere. */
export function chatSettingsOf(row: Record<string, unknown> | null | undefined): ChatSettings {
  return settingsWithDefaults(CHAT_DEFAULTS, row);
}
