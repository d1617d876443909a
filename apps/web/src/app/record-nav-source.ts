import { RECORD_NAV } from '@care360/domain';

/**
 * The record kinds' navigation entries, computed from the declarations. Only buildTimeListPlugin
 * (apps/web/vite.config.ts) loads this, at build time; the app imports the plugin's JSON copy,
 * 'virtual:care360/record-nav', so the signed-in frame draws its navigation without loading
 * every record declaration (and zod under them).
 */
export const RECORD_NAV_ENTRIES = RECORD_NAV;
