/** Made at build time by buildTimeListPlugin (apps/web/vite.config.ts) from the declarations. */
declare module 'virtual:care360/record-routes' {
  export const RECORD_SCREEN_ROUTES: readonly import('./platform/records/record-route-info').RecordScreenRoute[];
}

declare module 'virtual:care360/person-file-routes' {
  export const PERSON_FILE_ROUTES: readonly import('./platform/person-files/person-file-route-info').PersonFileRoute[];
}

declare module 'virtual:care360/record-nav' {
  export const RECORD_NAV_ENTRIES: readonly import('@care360/domain').NavItem[];
}

declare module 'virtual:care360/record-kinds' {
  export const RECORD_KIND_INDEX: readonly import('./platform/records/record-kind-index').RecordKindIndexEntry[];
}
