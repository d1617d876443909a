/** Made at build time by recordRoutesPlugin (apps/web/vite.config.ts) from the declarations. */
declare module 'virtual:care360/record-routes' {
  export const RECORD_SCREEN_ROUTES: readonly import('./platform/records/record-route-info').RecordScreenRoute[];
}
