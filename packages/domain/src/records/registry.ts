import { funderCodes, funderScales } from '../reference/funder-codes.record';
import { medications } from '../reference/medications.record';
import type { RecordKind } from './define-record';

/** Every declared record kind. Routes, tables, permissions, navigation and screens follow from it. */
export const ALL_RECORDS: readonly RecordKind[] = [medications, funderCodes, funderScales];

export function recordKind(name: string): RecordKind {
  const kind = ALL_RECORDS.find((r) => r.name === name);
  if (!kind) throw new Error(`No record kind is declared as ${name}.`);
  return kind;
}
