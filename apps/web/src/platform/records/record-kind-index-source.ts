import { ALL_RECORDS } from '@care360/domain';
import { recordKindIndex } from './record-kind-index';

/**
 * The names-only index of every record kind. Only buildTimeListPlugin (apps/web/vite.config.ts)
 * loads this, at build time; the app imports its JSON copy, 'virtual:care360/record-kinds', and
 * loads an area's declarations only when one of its screens is opened (loaded-kinds.ts).
 */
export const RECORD_KIND_INDEX = recordKindIndex(ALL_RECORDS);
