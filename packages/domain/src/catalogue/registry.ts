import type { RecordKindOf } from '../engine/records/define-record';
import type { Fields } from '../engine/records/fields';
import { AUDITS_RECORDS } from './audits/audits.records';
import { CLIENTS_RECORDS } from './clients/clients.records';
import { COMMS_RECORDS } from './comms/comms.records';
import { FINANCE_RECORDS } from './finance/finance.records';
import { HEALTH_PROFESSIONALS_RECORDS } from './health-professionals/health-professionals.records';
import { INVENTORY_RECORDS } from './inventory/inventory.records';
import { LIVE_EVENTS_RECORDS } from './live-events/live-events.records';
import { PEOPLE_RECORDS } from './people/people.records';
import { PLANNER_RECORDS } from './planner/planner.records';
import { QUALITY_RECORDS } from './quality/quality.records';
import { RECRUITMENT_RECORDS } from './recruitment/recruitment.records';
import { REFERENCE_RECORDS } from './reference/reference.records';
import { SCHEDULING_RECORDS } from './scheduling/scheduling.records';
import { STAFF_RECORDS } from './staff/staff.records';
import { WORK_PLANNER_RECORDS } from './work-planner/work-planner.records';

/**
 * The declared kinds as declared, each keeping its name's literal type: every area's list
 * (`<area>/<area>.records.ts`), in the order navigation and permissions follow.
 */
const DECLARED_RECORDS = [
  ...PEOPLE_RECORDS,
  ...COMMS_RECORDS,
  ...RECRUITMENT_RECORDS,
  ...REFERENCE_RECORDS,
  ...CLIENTS_RECORDS,
  ...STAFF_RECORDS,
  ...SCHEDULING_RECORDS,
  ...PLANNER_RECORDS,
  ...LIVE_EVENTS_RECORDS,
  ...QUALITY_RECORDS,
  ...AUDITS_RECORDS,
  ...HEALTH_PROFESSIONALS_RECORDS,
  ...FINANCE_RECORDS,
  ...INVENTORY_RECORDS,
  ...WORK_PLANNER_RECORDS,
] as const;

/** The name of every declared record kind: 'users' | 'clients' | 'client-medications' | … */
export type RecordKindName = (typeof DECLARED_RECORDS)[number]['name'];

/**
 * A declared kind of this catalogue: the engine's kind with its name pinned to the declared
 * names, so `kind.permissions.read` of any kind is a `Permission`.
 */
export type RecordKind<F extends Fields = Fields> = RecordKindOf<F, RecordKindName>;

/** Every declared record kind. Routes, tables, permissions, navigation and screens follow from it. */
export const ALL_RECORDS: readonly RecordKind[] = DECLARED_RECORDS;

const RECORD_KIND_NAMES: ReadonlySet<string> = new Set(ALL_RECORDS.map((kind) => kind.name));

/** Whether a name from outside (a URL, the database) is a declared kind's. */
export function isRecordKindName(name: string): name is RecordKindName {
  return RECORD_KIND_NAMES.has(name);
}

/**
 * Kinds a test of the engines declares for itself (apps/server/src/test/test-person-file.ts):
 * added to the catalogue for that test process only, before any route or table is made from
 * them, so the test proves what a declaration alone gives.
 */
export function declareKindsForTests(kinds: readonly RecordKindOf[]): void {
  (ALL_RECORDS as RecordKindOf[]).push(...kinds);
  for (const kind of kinds) (RECORD_KIND_NAMES as Set<string>).add(kind.name);
}

export function recordKind(name: string): RecordKind {
  const kind = ALL_RECORDS.find((r) => r.name === name);
  if (!kind) throw new Error(`No record kind is declared as ${name}.`);
  return kind;
}
