import { alertSettings } from './alert-settings.record';
import { alerts } from './alerts.record';

/** The live-events area's record kinds; `registry.ts` composes every area's list. */
export const LIVE_EVENTS_RECORDS = [alerts, alertSettings] as const;
