import { RECORD_KIND_INDEX } from 'virtual:care360/record-kinds';
import type { RecordKind } from '@care360/domain';

/**
 * Each area's declarations, a chunk of its own (`@care360/domain/catalogue/<area>`), so a record
 * screen loads its areas' declarations and not every area's. A new area adds its line here.
 */
function staffRecords() {
  return import('@care360/domain/catalogue/staff').then((area) => area.STAFF_RECORDS);
}

const AREA_LOADERS: Record<string, () => Promise<readonly RecordKind[]>> = {
  audits: () => import('@care360/domain/catalogue/audits').then((area) => area.AUDITS_RECORDS),
  clients: () => import('@care360/domain/catalogue/clients').then((area) => area.CLIENTS_RECORDS),
  comms: () => import('@care360/domain/catalogue/comms').then((area) => area.COMMS_RECORDS),
  finance: () => import('@care360/domain/catalogue/finance').then((area) => area.FINANCE_RECORDS),
  'health-professionals': () =>
    import('@care360/domain/catalogue/health-professionals').then(
      (area) => area.HEALTH_PROFESSIONALS_RECORDS,
    ),
  inventory: () =>
    import('@care360/domain/catalogue/inventory').then((area) => area.INVENTORY_RECORDS),
  'live-events': () =>
    import('@care360/domain/catalogue/live-events').then((area) => area.LIVE_EVENTS_RECORDS),
  people: () => import('@care360/domain/catalogue/people').then((area) => area.PEOPLE_RECORDS),
  planner: () => import('@care360/domain/catalogue/planner').then((area) => area.PLANNER_RECORDS),
  quality: () => import('@care360/domain/catalogue/quality').then((area) => area.QUALITY_RECORDS),
  recruitment: () =>
    import('@care360/domain/catalogue/recruitment').then((area) => area.RECRUITMENT_RECORDS),
  reference: () =>
    import('@care360/domain/catalogue/reference').then((area) => area.REFERENCE_RECORDS),
  scheduling: () =>
    import('@care360/domain/catalogue/scheduling').then((area) => area.SCHEDULING_RECORDS),
  'work-planner': () =>
    import('@care360/domain/catalogue/work-planner').then((area) => area.WORK_PLANNER_RECORDS),
  // Carers and office employees share one chunk: their sections are declared once for both.
  carers: staffRecords,
  employees: staffRecords,
  staff: staffRecords,
};

const loaded = new Map<string, RecordKind>();
const loading = new Map<string, Promise<void>>();

function loadArea(area: string): Promise<void> {
  const started = loading.get(area);
  if (started) return started;
  const loader = AREA_LOADERS[area];
  if (!loader)
    return Promise.reject(new Error(`No declarations are loadable for the area ${area}.`));
  const load = loader().then((kinds) => {
    for (const kind of kinds) loaded.set(kind.name, kind);
  });
  loading.set(area, load);
  load.catch(() => loading.delete(area));
  return load;
}

/** Loads the declarations a screen of this kind needs (see RecordKindIndexEntry.areas). */
export async function loadKindAreas(kindName: string): Promise<void> {
  const entry = RECORD_KIND_INDEX.find((candidate) => candidate.name === kindName);
  if (!entry) throw new Error(`No record kind is declared as ${kindName}.`);
  await Promise.all(entry.areas.map(loadArea));
}

/** Every area's declarations: for tests, which render screens without their routes' loaders. */
export async function loadAllKindAreas(): Promise<void> {
  await Promise.all(Object.keys(AREA_LOADERS).map(loadArea));
}

/** A kind whose area is loaded; its route's loader made sure of it. */
export function loadedKind(name: string): RecordKind {
  const kind = loaded.get(name);
  if (!kind) throw new Error(`The declaration of ${name} is not loaded.`);
  return kind;
}

/** The loaded kinds, in declaration order. */
export function loadedKinds(): RecordKind[] {
  return RECORD_KIND_INDEX.flatMap((entry) => loaded.get(entry.name) ?? []);
}
