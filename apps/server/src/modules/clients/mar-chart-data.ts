import { type Db, schema } from '@care360/db';
import {
  type MarCode,
  type MarEntry,
  type MarMedication,
  type MarOutcome,
  type MarSlot,
  recordKind,
} from '@care360/domain';
import { and, asc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../../platform/auth/auth-context';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';

const _clientKind = recordKind('clients');
const medicationKind = recordKind('client-medications');
const referenceKind = recordKind('medications');

/**
 * A person takes a few dozen medicines at most; the cap only keeps the chart's answer bounded
 * (DESIGN.md §4) even if a client's list were filled by mistake.
 */
export const MAR_MEDICATIONS_LIMIT = 200;

const medications = tableOf(medicationKind);
const references = tableOf(referenceKind);
const col = (key: string) => column(medications, key);

const medicationColumns = {
  id: col('id'),
  name: column(references, 'name'),
  strength: column(references, 'strength'),
  dose: col('dose'),
  route: col('route'),
  prn: col('prn'),
  prnReason: col('prnReason'),
  prnMaximum: col('prnMaximum'),
  prnMinIntervalHours: col('prnMinIntervalHours'),
  prnMaxDoses24h: col('prnMaxDoses24h'),
  controlled: column(references, 'controlled'),
  timesOfDay: col('timesOfDay'),
  supportLevel: col('supportLevel'),
  startDate: col('startDate'),
  endDate: col('endDate'),
  stopReason: col('stopReason'),
  replacesId: col('replacesId'),
  changeReason: col('changeReason'),
  addedAt: col('createdAt'),
};

type MedicationRow = {
  id: string;
  name: string | null;
  strength: string | null;
  dose: string;
  route: string;
  prn: boolean;
  prnReason: string | null;
  prnMaximum: string | null;
  prnMinIntervalHours: number | null;
  prnMaxDoses24h: number | null;
  controlled: boolean | null;
  timesOfDay: string[];
  supportLevel: string;
  startDate: string;
  endDate: string | null;
  stopReason: string | null;
  replacesId: string | null;
  changeReason: string | null;
  addedAt: Date | null;
};

function toMarMedication({
  name,
  strength,
  controlled,
  addedAt,
  ...row
}: MedicationRow): MarMedication {
  return {
    ...row,
    addedAt: addedAt?.toISOString() ?? null,
    // The record's choices are the rounds (client-medications.record.ts); the text column does not say so.
    timesOfDay: row.timesOfDay as MarSlot[],
    controlled: controlled === true,
    title: [name ?? 'Unnamed medicine', strength].filter(Boolean).join(' '),
  };
}

async function selectMedications(db: Db, where: SQL | undefined): Promise<MarMedication[]> {
  const rows = await db
    .select(medicationColumns)
    .from(medications)
    .leftJoin(references, eq(column(references, 'id'), col('medication')))
    .where(where)
    .orderBy(asc(column(references, 'name')), asc(col('startDate')), asc(col('id')))
    .limit(MAR_MEDICATIONS_LIMIT);
  return (rows as MedicationRow[]).map(toMarMedication);
}

/** The client's live medications taken on at least one day from `from` to `to`. */
export function activeMedications(
  db: Db,
  auth: AuthContext,
  clientId: string,
  from: string,
  to: string,
): Promise<MarMedication[]> {
  return selectMedications(
    db,
    and(
      scopeOf(medicationKind, auth.user, clientId),
      lte(col('startDate'), to),
      or(isNull(col('endDate')), gte(col('endDate'), from)),
    ),
  );
}

/** One live medication of the client, whatever its dates; null when it is not theirs. */
export async function clientMedication(
  db: Db,
  auth: AuthContext,
  clientId: string,
  id: string,
): Promise<MarMedication | null> {
  const [found] = await selectMedications(
    db,
    and(scopeOf(medicationKind, auth.user, clientId), eq(col('id'), id)),
  );
  return found ?? null;
}

const { marEntries, users } = schema;
const givers = alias(users, 'given_by_user');
const carerTable = tableOf(recordKind('carers'));
const carerCol = (key: string) => column(carerTable, key);

/**
 * The carer file of who gave the dose: the one named when it was recorded, else (doses recorded
 * before a carer file was named) the live carer whose sign-in account gave it, its recorder when
 * no one else is named, so the chart can link the giver's name to their file; null for office
 * staff and former carers.
 */
const givenByCarerId = sql<
  string | null
>`coalesce(${marEntries.givenByCarer}, (select ${carerCol('id')} from ${carerTable}
  where ${carerCol('user')} = coalesce(${marEntries.givenBy}, ${marEntries.recordedBy})
    and ${carerCol('organisationId')} = ${marEntries.organisationId}
    and ${carerCol('deletedAt')} is null
  limit 1))`;
/** The name on the carer file named as the giver (a carer may have no sign-in account). */
const givenByCarerName = sql<
  string | null
>`(select concat_ws(' ', ${carerCol('forename')}, ${carerCol('surname')})
  from ${carerTable} where ${carerCol('id')} = ${marEntries.givenByCarer})`;
const witnesses = alias(users, 'witness_user');
const corrections = alias(marEntries, 'correction');

const entryColumns = {
  id: marEntries.id,
  clientMedicationId: marEntries.clientMedicationId,
  day: marEntries.day,
  slot: marEntries.slot,
  code: marEntries.code,
  outcome: marEntries.outcome,
  note: marEntries.note,
  recordedByName: users.name,
  recordedAt: marEntries.recordedAt,
  version: marEntries.version,
  givenAt: marEntries.givenAt,
  givenById: marEntries.givenBy,
  givenByName: sql<string | null>`coalesce(${givenByCarerName}, ${givers.name})`,
  givenByCarerId,
  quantity: marEntries.quantity,
  witnessedByName: witnesses.name,
  prnBreach: marEntries.prnBreach,
  breachReason: marEntries.breachReason,
  correctsId: marEntries.correctsId,
  correctionReason: marEntries.correctionReason,
  correctedById: corrections.id,
};

async function selectEntries(db: Db, where: SQL | undefined): Promise<MarEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(marEntries)
    .leftJoin(users, eq(users.id, marEntries.recordedBy))
    .leftJoin(givers, eq(givers.id, marEntries.givenBy))
    .leftJoin(witnesses, eq(witnesses.id, marEntries.witnessedBy))
    .leftJoin(corrections, eq(corrections.correctsId, marEntries.id))
    .where(where)
    .orderBy(
      asc(marEntries.day),
      asc(marEntries.slot),
      asc(marEntries.doseNumber),
      asc(marEntries.revision),
      asc(marEntries.id),
    );
  return rows.map((row) => ({
    ...row,
    // Text columns written only through marEntryBody, whose enums they hold.
    slot: row.slot as MarSlot,
    code: row.code as MarCode,
    outcome: row.outcome as MarOutcome,
    recordedAt: row.recordedAt.toISOString(),
    givenAt: row.givenAt?.toISOString() ?? null,
  }));
}

/** The doses recorded for these medications from `from` to `to`. */
export function entriesOf(
  db: Db,
  auth: AuthContext,
  clientId: string,
  medicationIds: string[],
  from: string,
  to: string,
): Promise<MarEntry[]> {
  if (medicationIds.length === 0) return Promise.resolve([]);
  return selectEntries(
    db,
    and(
      eq(marEntries.organisationId, auth.user.organisation.id),
      eq(marEntries.clientId, clientId),
      inArray(marEntries.clientMedicationId, medicationIds),
      gte(marEntries.day, from),
      lte(marEntries.day, to),
    ),
  );
}

/**
 * One recorded dose of the client: by its id (whether or not a correction replaced it), or the
 * current entry of the first dose of a medication's round (a regular medicine has only that one).
 */
export async function entryAt(
  db: Db,
  auth: AuthContext,
  dose:
    | { clientId: string; id: string }
    | { clientId: string; clientMedicationId: string; day: string; slot: string },
): Promise<MarEntry | null> {
  const [found] = await selectEntries(
    db,
    and(
      eq(marEntries.organisationId, auth.user.organisation.id),
      eq(marEntries.clientId, dose.clientId),
      ...('id' in dose
        ? [eq(marEntries.id, dose.id)]
        : [
            eq(marEntries.clientMedicationId, dose.clientMedicationId),
            eq(marEntries.day, dose.day),
            eq(marEntries.slot, dose.slot),
            eq(marEntries.doseNumber, 1),
            schema.currentMarEntry(),
          ]),
    ),
  );
  return found ?? null;
}
