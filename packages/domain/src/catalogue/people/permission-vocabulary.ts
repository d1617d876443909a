import { RECORD_ACTIONS, type RecordAction } from '../../engine/platform/permission-rules';
import type { Permission, PermissionSubject } from './permissions';

/**
 * The permission vocabulary made from the names of record kinds only, never their declarations:
 * the server makes it from the registry (permissions.ts, permission-catalogue.ts) and the web app
 * from the names-only index made at build time, so a permission screen loads no declaration.
 */

/** Records that carry permissions, grouped by the area that owns them (DESIGN.md §2). */
export const PERMISSION_RECORDS = {
  people: ['users', 'branches', 'roles', 'permissions'],
  // Chat: read to take part in one's own conversations, create to start them and write.
  comms: ['email-logs', 'chat'],
  quality: ['audit'],
  // Bank and payroll details on a staff file: read to see them, update to change them. A reader
  // of the file without it sees that they are recorded, never what they are.
  staff: ['staff-pay-details'],
  // Putting a carer on a visit despite a rule that allows it (holiday, travel, a preference):
  // `create` lets its holder override with a reason, audited. Compliance is never overridden.
  scheduling: ['visit-allocation-overrides'],
  // A manager's change to a confirmed (locked) visit, with a reason, audited: `create` lets its
  // holder adjust. Confirming, invoicing and pay runs are the finance kinds' own permissions.
  finance: ['finance-adjustments'],
  // The job queue of the whole installation's work without a request: no demo role is given it,
  // so only the administrator (super_admin, who holds every permission) sees and steers it.
  system: ['jobs'],
} as const satisfies Record<string, readonly string[]>;

export function permissionName<R extends PermissionSubject, A extends RecordAction>(
  record: R,
  action: A,
): `${R}.${A}` {
  return `${record}.${action}`;
}

/** What the vocabulary reads of a record kind: its name, area and plural title. */
export interface PermissionKind {
  name: string;
  area: string;
  plural: string;
}

/**
 * Every permission: the platform's records above, then these kinds, each with every action. A
 * nested kind guarded by its parent's permissions adds none of its own.
 */
export function permissionsOf(
  kinds: readonly (Pick<PermissionKind, 'name'> & { permissions?: { read: string } })[],
): Permission[] {
  const subjectOf = (kind: (typeof kinds)[number]) =>
    kind.permissions ? kind.permissions.read.slice(0, -'.read'.length) : kind.name;
  const records = [...Object.values(PERMISSION_RECORDS).flat(), ...kinds.map(subjectOf)];
  // The kinds' names are declared ones (RecordKindName), which the index's JSON cannot say.
  return [
    ...new Set(records.flatMap((record) => RECORD_ACTIONS.map((action) => `${record}.${action}`))),
  ] as Permission[];
}

/**
 * The permission vocabulary as people read it: each name with its area, the record it guards
 * and the action, so that the role and permission screens (and the server that feeds them) name
 * permissions alike. A new record kind appears here by itself.
 */
export interface PermissionEntry {
  /** 'users.create' */
  name: Permission;
  /** 'people' (DESIGN.md §2 area names) */
  area: string;
  /** 'People' */
  areaTitle: string;
  /** 'users' */
  record: string;
  /** 'Users' */
  recordTitle: string;
  action: RecordAction;
}

/**
 * Readable titles of the areas, in the order the permission screens show them (DESIGN.md §2).
 * An area missing here still works: it is titled from its name and shown after these.
 */
export const AREA_TITLES: Readonly<Record<string, string>> = {
  people: 'People',
  clients: 'Clients',
  carers: 'Carers',
  employees: 'Office employees',
  // What carers and office employees share: training courses, the intervals oversight runs by.
  staff: 'Staff',
  recruitment: 'Recruitment',
  scheduling: 'Scheduling',
  // Office visits planned from what is due, and the time tracked on them.
  planner: 'Office planner',
  'live-events': 'Live events',
  quality: 'Quality',
  audits: 'Audits',
  comms: 'Communication',
  inventory: 'Inventory',
  finance: 'Finance',
  // Teams, projects and task cards of the office's work planner.
  'work-planner': 'Work planner',
  'health-professionals': 'Health professionals',
  // The installation's own machinery (background jobs), before the reference data that ends it.
  system: 'System',
  reference: 'Reference data',
};

/** Records that carry permissions but are not declared kinds: the platform's own screens. */
const PLATFORM_RECORD_TITLES: Readonly<Record<string, string>> = {
  users: 'Users',
  branches: 'Branches',
  roles: 'Roles',
  permissions: 'User permissions',
  'email-logs': 'Email logs',
  chat: 'Chat',
  audit: 'Audit trail',
  'staff-pay-details': 'Bank and payroll details',
  'visit-allocation-overrides': 'Overrides of allocation rules',
  'finance-adjustments': 'Adjustments of confirmed visits',
  jobs: 'Background jobs',
};

export const ACTION_TITLES: Readonly<Record<RecordAction, string>> = {
  read: 'Read',
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
};

const capitalise = (text: string) =>
  text.charAt(0).toUpperCase() + text.slice(1).replace(/-/g, ' ');

export function areaTitle(area: string): string {
  return AREA_TITLES[area] ?? capitalise(area);
}

const platformArea = (record: string) =>
  Object.entries(PERMISSION_RECORDS).find(([, records]) =>
    (records as readonly string[]).includes(record),
  )?.[0];

const areaRank = (area: string) => {
  const at = Object.keys(AREA_TITLES).indexOf(area);
  return at < 0 ? Number.MAX_SAFE_INTEGER : at;
};

/**
 * Every permission of these kinds and the platform's records, ordered for display: by area
 * (AREA_TITLES order), then record title, then action in the order read, create, update, delete.
 */
export function permissionCatalogue(kinds: readonly PermissionKind[]): PermissionEntry[] {
  const byName = new Map(kinds.map((kind) => [kind.name, kind]));
  const entryOf = (name: Permission): PermissionEntry => {
    const dot = name.lastIndexOf('.');
    const record = name.slice(0, dot);
    const action = name.slice(dot + 1) as RecordAction;
    const kind = byName.get(record);
    const area = kind?.area ?? platformArea(record) ?? 'other';
    return {
      name,
      area,
      areaTitle: areaTitle(area),
      record,
      recordTitle: kind?.plural ?? PLATFORM_RECORD_TITLES[record] ?? capitalise(record),
      action,
    };
  };
  return permissionsOf(kinds)
    .map(entryOf)
    .sort(
      (a, b) =>
        areaRank(a.area) - areaRank(b.area) ||
        a.areaTitle.localeCompare(b.areaTitle) ||
        a.recordTitle.localeCompare(b.recordTitle) ||
        a.record.localeCompare(b.record) ||
        RECORD_ACTIONS.indexOf(a.action) - RECORD_ACTIONS.indexOf(b.action),
    );
}

/** A catalogue's entries by name, for permissionEntry and permissionLabel. */
export function entriesByName(
  catalogue: readonly PermissionEntry[],
): ReadonlyMap<string, PermissionEntry> {
  return new Map(catalogue.map((entry) => [entry.name, entry]));
}

/** 'Users: Create' for a known permission; an unknown name is shown as it is. */
export function labelOfPermission(entry: PermissionEntry | undefined, name: string): string {
  return entry ? `${entry.recordTitle}: ${ACTION_TITLES[entry.action]}` : name;
}

/** The areas that hold permissions, in display order, for filters. */
export function permissionAreas(
  catalogue: readonly PermissionEntry[],
): { area: string; title: string }[] {
  return [
    ...new Map(catalogue.map((e) => [e.area, { area: e.area, title: e.areaTitle }])).values(),
  ];
}

/**
 * Audit actions whose `changes` are the lists `{ added, removed }` rather than field pairs
 * `{ field: [old, new] }`: the history and audit screens must not read a two-item list as a pair.
 */
export const ROLE_PERMISSIONS_AUDIT = 'role.permissions';
export const PERMISSION_USERS_AUDIT = 'permission.users';
export const LIST_CHANGE_AUDIT_ACTIONS: readonly string[] = [
  ROLE_PERMISSIONS_AUDIT,
  PERMISSION_USERS_AUDIT,
];
