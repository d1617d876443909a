import { type Db, schema } from '@care360/db';
import {
  APPLICANT_CONTRACT_KEYS,
  APPLICANT_FILE,
  type ApplicantStage,
  type ClearanceAnswer,
  type ClearanceFacts,
  clearanceRefusals,
  clearedToStart,
  HEALTH_DECLARATION_KEY,
  isCheckedWithEvidence,
  recordKind,
  ukCalendarDate,
} from '@care360/domain';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { HttpError, notFound } from '../../platform/http/envelope';
import { latestCompletedOfMany } from '../../platform/person-files/person-responses';
import { type Caller, column, scopeOf, tableOf } from '../../platform/records/record-query';
import { recruitmentSettingsFor } from './recruitment-settings';

/**
 * Cleared to start computed from an applicant's stored file: the nested
 * records, the health declaration and contracts answered, the organisation's settings, and the
 * manager's override if one is recorded. The rule itself is the domain's clearedToStart.
 */

const applicants = recordKind('applicants');
const applicantTable = tableOf(applicants);
const overrideTable = tableOf(recordKind('applicant-clearance-overrides'));

type Row = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const maybe = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The live records of one nested kind under any of the applicants, oldest first. */
async function nested(db: Db, organisationId: string, kindName: string, applicantIds: string[]) {
  const table = tableOf(recordKind(kindName));
  const rows = await db
    .select()
    .from(table)
    .where(
      and(
        eq(column(table, 'organisationId'), organisationId),
        inArray(column(table, 'parentId'), applicantIds),
        isNull(column(table, 'deletedAt')),
      ),
    )
    .orderBy(asc(column(table, 'createdAt')));
  return rows as Row[];
}

/** The questionnaires the rule reads: the health declaration and the contracts. */
const CLEARANCE_FORMS = [HEALTH_DECLARATION_KEY, ...APPLICANT_CONTRACT_KEYS];

/**
 * What the rule reads of each applicant's file: a query per kind for all of them at once (the
 * board and the matrix read many files), grouped by applicant.
 */
export async function clearanceFactsFor(
  db: Db,
  organisationId: string,
  applicantIds: string[],
): Promise<Map<string, ClearanceFacts>> {
  const facts = new Map<string, ClearanceFacts>();
  if (applicantIds.length === 0) return facts;
  const of = (kind: string) => nested(db, organisationId, kind, applicantIds);
  const [
    work,
    gaps,
    addresses,
    references,
    identity,
    dbs,
    rtw,
    qualifications,
    interviews,
    responses,
  ] = await Promise.all([
    of('applicant-work-history'),
    of('applicant-gap-explanations'),
    of('applicant-address-history'),
    of('applicant-references'),
    of('applicant-identity-documents'),
    of('applicant-dbs-checks'),
    of('applicant-right-to-work'),
    of('applicant-qualifications'),
    of('applicant-interviews'),
    latestCompletedOfMany(db, {
      organisationId,
      subjectType: APPLICANT_FILE.responseSubject,
      subjectIds: applicantIds,
      formKeys: CLEARANCE_FORMS,
    }),
  ]);
  const period = (row: Row) => ({ fromDate: text(row.fromDate), toDate: maybe(row.toDate) });
  for (const id of applicantIds) {
    const mine = (rows: Row[]) => rows.filter((row) => row.parentId === id);
    const forms = responses.get(id);
    facts.set(id, {
      workHistory: mine(work).map((row) => ({
        ...period(row),
        employer: text(row.employer),
        withVulnerablePeople: row.withVulnerablePeople === true,
        reasonForLeaving: maybe(row.reasonForLeaving),
      })),
      gapExplanations: mine(gaps).map(period),
      addresses: mine(addresses).map(period),
      references: mine(references).map((row) => ({
        refereeName: text(row.refereeName),
        type: text(row.type),
        requestState: maybe(row.requestState),
        receivedOn: maybe(row.receivedOn),
        satisfactory: maybe(row.satisfactory),
      })),
      identityDocuments: mine(identity).map((row) => ({
        type: text(row.type),
        hasPhoto: Boolean(row.photo),
        expiresOn: maybe(row.expiresOn),
        checked: isCheckedWithEvidence('applicant-identity-documents', row),
      })),
      dbsChecks: mine(dbs).map((row) => ({
        level: text(row.level),
        barredListResult: text(row.barredListResult),
        issuedOn: text(row.issuedOn),
        checked: isCheckedWithEvidence('applicant-dbs-checks', row),
      })),
      rightToWork: mine(rtw).map((row) => ({
        result: text(row.result),
        permission: text(row.permission),
        expiresOn: maybe(row.expiresOn),
        checkedOn: text(row.checkedOn),
        checked: isCheckedWithEvidence('applicant-right-to-work', row),
      })),
      interviews: mine(interviews).map((row) => ({
        state: text(row.state),
        startsAt: row.startsAt ? new Date(row.startsAt as string | Date).toISOString() : '',
        outcome: maybe(row.outcome),
      })),
      qualifications: mine(qualifications).map((row) => ({ name: text(row.name) })),
      healthDeclarationCompleted: Boolean(forms?.has(HEALTH_DECLARATION_KEY)),
      contractSigned: APPLICANT_CONTRACT_KEYS.some((key) => Boolean(forms?.has(key))),
    });
  }
  return facts;
}

/** The latest live override recorded on the applicant's file, with its approver's name. */
export async function overrideOf(db: Db, organisationId: string, applicantId: string) {
  const col = (key: string) => column(overrideTable, key);
  const [found] = await db
    .select({
      id: col('id'),
      reason: col('reason'),
      interviewWaived: col('interviewWaived'),
      conditions: col('conditions'),
      at: col('at'),
      approvedByName: schema.users.name,
    })
    .from(overrideTable)
    .leftJoin(schema.users, eq(schema.users.id, col('approvedBy')))
    .where(
      and(
        eq(col('organisationId'), organisationId),
        eq(col('parentId'), applicantId),
        isNull(col('deletedAt')),
      ),
    )
    .orderBy(desc(col('createdAt')))
    .limit(1);
  if (!found) return null;
  return {
    id: String(found.id),
    reason: text(found.reason),
    interviewWaived: found.interviewWaived === true,
    conditions: maybe(found.conditions),
    at: found.at ? new Date(String(found.at)).toISOString() : null,
    approvedByName: found.approvedByName ?? null,
  };
}

/**
 * The applicant's clearance as the caller may see it: 404 for an applicant of another
 * organisation, outside their branch, or deleted. `lock` holds the applicant row for the clear.
 */
export async function clearanceOf(
  db: Db,
  caller: Caller,
  applicantId: string,
  { lock = false, today = ukCalendarDate() }: { lock?: boolean; today?: string } = {},
): Promise<ClearanceAnswer> {
  const organisationId = caller.organisation.id;
  const query = db
    .select({
      stage: column(applicantTable, 'stage'),
      clearedOn: column(applicantTable, 'clearedOn'),
    })
    .from(applicantTable)
    .where(and(eq(column(applicantTable, 'id'), applicantId), scopeOf(applicants, caller)));
  const [applicant] = lock ? await query.for('update') : await query;
  if (!applicant) throw notFound('applicant');
  const [factsById, settings, override] = await Promise.all([
    clearanceFactsFor(db, organisationId, [applicantId]),
    recruitmentSettingsFor(db, organisationId),
    overrideOf(db, organisationId, applicantId),
  ]);
  const clearance = clearedToStart(factsById.get(applicantId) as ClearanceFacts, today, settings);
  return {
    ...clearance,
    stage: applicant.stage as ApplicantStage,
    clearedOn: maybe(applicant.clearedOn),
    override,
    refusals: clearanceRefusals(clearance, override),
  };
}

/**
 * What the conversion of an applicant into an active carer calls first: it refuses (422,
 * with each missing item) unless the applicant was cleared to start by the clear action, which
 * itself needs every check or a manager's override.
 */
export async function assertClearedToStart(
  db: Db,
  caller: Caller,
  applicantId: string,
): Promise<ClearanceAnswer> {
  const clearance = await clearanceOf(db, caller, applicantId);
  if (clearance.stage !== 'Cleared') {
    throw new HttpError(
      422,
      `This applicant is not cleared to start: ${
        clearance.missing.length > 0 ? clearance.missing.join('; ') : 'use Clear to start first'
      }.`,
      {},
      {},
      { missing: clearance.missing },
    );
  }
  return clearance;
}
