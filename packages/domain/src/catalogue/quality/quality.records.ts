import { complaintActions, complaints } from './complaints.record';
import { compliments } from './compliments.record';
import { cqcNotifications } from './cqc-notifications.record';
import { deathNotificationActions, deathNotifications } from './death-notifications.record';
import { incidentActions, incidents } from './incidents.record';
import { medicationErrorActions, medicationErrors } from './medication-errors.record';
import { qualitySettings } from './quality-settings.record';
import { safeguardingActions, safeguardings } from './safeguardings.record';

/** The quality area's record kinds, in navigation order; `registry.ts` composes every area's list. */
export const QUALITY_RECORDS = [
  incidents,
  incidentActions,
  safeguardings,
  safeguardingActions,
  complaints,
  complaintActions,
  medicationErrors,
  medicationErrorActions,
  compliments,
  deathNotifications,
  deathNotificationActions,
  cqcNotifications,
  qualitySettings,
] as const;

/** The six registers (not their actions or settings), in the order the spec names them. */
export const QUALITY_REGISTERS = [
  incidents,
  safeguardings,
  complaints,
  medicationErrors,
  compliments,
  deathNotifications,
] as const;
