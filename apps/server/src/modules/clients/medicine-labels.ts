import type { Db } from '@care360/db';
import { medicineLabel, recordKind, type SummaryRow } from '@care360/domain';
import { and, inArray } from 'drizzle-orm';
import { type Caller, column, scopeOf, tableOf } from '../../platform/records/record-query';

const medicines = recordKind('medications');

/**
 * The printed name of each medicine a client's medication rows refer to ("Paracetamol 500 mg
 * tablet"), by medicine id: paper must tell one strength from another (NICE SC1).
 */
export async function medicineLabels(
  db: Db,
  caller: Caller,
  rows: readonly SummaryRow[],
): Promise<Map<string, string>> {
  const ids = [
    ...new Set(rows.flatMap((row) => (typeof row.medication === 'string' ? [row.medication] : []))),
  ];
  if (ids.length === 0) return new Map();
  const table = tableOf(medicines);
  const found = await db
    .select({
      id: column(table, 'id'),
      name: column(table, 'name'),
      strength: column(table, 'strength'),
      form: column(table, 'form'),
    })
    .from(table)
    .where(and(scopeOf(medicines, caller), inArray(column(table, 'id'), ids)));
  return new Map(
    found.map((medicine) => [
      String(medicine.id),
      medicineLabel({
        name: String(medicine.name ?? ''),
        strength: typeof medicine.strength === 'string' ? medicine.strength : null,
        form: typeof medicine.form === 'string' ? medicine.form : null,
      }),
    ]),
  );
}

/** A medication row's medicine as printed, falling back to its reference title. */
export const medicineOf = (labels: Map<string, string>, row: SummaryRow): string =>
  (typeof row.medication === 'string' ? labels.get(row.medication) : undefined) ??
  row._titles?.medication ??
  '';
