import { type Db, schema } from '@care360/db';
import {
  type Answers,
  completionOf,
  definitionFingerprint,
  type FormDefinition,
  type RiskBand,
} from '@care360/domain';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../http/envelope';
import type { ResponseOwner } from './person-responses';

/**
 * The stored side of a person file's questionnaires: responses (append-only, so earlier
 * assessments read as they were) and the definition version each answered.
 */

const { formResponses: responses, formDefinitions: definitions, users } = schema;

export interface FormScope extends ResponseOwner {
  formKey: string;
}

function live(scope: ResponseOwner): SQL {
  return and(
    eq(responses.organisationId, scope.organisationId),
    eq(responses.subjectType, scope.subjectType),
    eq(responses.subjectId, scope.subjectId),
    isNull(responses.deletedAt),
  ) as SQL;
}

const ofForm = (scope: FormScope) => and(live(scope), eq(responses.formKey, scope.formKey));

/** Newest first; the id breaks a tie so "latest" is one response for everyone. */
const newestFirst = [desc(responses.createdAt), desc(responses.id)];

/** What a list of assessments shows: who assessed when, the outcome, the review. */
const summaryColumns = {
  id: responses.id,
  status: responses.status,
  completion: responses.completion,
  score: responses.score,
  riskLevel: responses.riskLevel,
  riskLabel: responses.riskLabel,
  assessedOn: responses.assessedOn,
  assessedByName: users.name,
  nextReviewOn: responses.nextReviewOn,
  formVersion: definitions.version,
  createdAt: responses.createdAt,
};

const responseColumns = {
  ...summaryColumns,
  formKey: responses.formKey,
  answers: responses.answers,
  assessedBy: responses.assessedBy,
  definitionId: responses.definitionId,
};

const selectFull = (db: Db) =>
  db
    .select(responseColumns)
    .from(responses)
    .innerJoin(definitions, eq(definitions.id, responses.definitionId))
    .leftJoin(users, eq(users.id, responses.assessedBy));

const selectSummaries = (db: Db) =>
  db
    .select(summaryColumns)
    .from(responses)
    .innerJoin(definitions, eq(definitions.id, responses.definitionId))
    .leftJoin(users, eq(users.id, responses.assessedBy));

export type ResponseRow = NonNullable<Awaited<ReturnType<typeof latestResponse>>>;
export type ResponseSummary = Awaited<ReturnType<typeof responseHistory>>[number];

/** A response as the API gives it (which stored definition row it used stays inside). */
export function apiResponse(row: ResponseRow | null) {
  if (!row) return null;
  const { definitionId: _, ...rest } = row;
  return rest;
}

export async function latestResponse(db: Db, scope: FormScope) {
  const [row] = await selectFull(db)
    .where(ofForm(scope))
    .orderBy(...newestFirst)
    .limit(1);
  return row ?? null;
}

export async function responseById(db: Db, scope: FormScope, id: string) {
  const [row] = await selectFull(db).where(and(ofForm(scope), eq(responses.id, id)));
  return row ?? null;
}

export async function responseHistory(db: Db, scope: FormScope, limit: number) {
  return selectSummaries(db)
    .where(ofForm(scope))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** The definition a stored response answered, as it was then. */
export async function storedDefinition(db: Db, id: string): Promise<FormDefinition> {
  const [row] = await db
    .select({ definition: definitions.definition })
    .from(definitions)
    .where(eq(definitions.id, id));
  if (!row) throw new Error(`form definition ${id} is missing`);
  return row.definition as FormDefinition;
}

/**
 * The row of the code's definition (key, version), stored the first time a response uses it.
 * A stored row that differs means the content changed without a new version: old responses
 * would read against the wrong questions, so the save is refused (the fingerprint test in
 * packages/domain prevents this before it ships).
 */
export async function storeDefinition(
  db: Db,
  definition: FormDefinition,
  log: FastifyBaseLogger,
): Promise<string> {
  await db
    .insert(definitions)
    .values({ key: definition.key, version: definition.version, definition })
    .onConflictDoNothing({ target: [definitions.key, definitions.version] });
  const [stored] = await db
    .select({ id: definitions.id, definition: definitions.definition })
    .from(definitions)
    .where(and(eq(definitions.key, definition.key), eq(definitions.version, definition.version)));
  if (!stored || definitionFingerprint(stored.definition) !== definitionFingerprint(definition)) {
    log.error(
      { form: definition.key, version: definition.version },
      'form definition changed without a new version number',
    );
    throw new HttpError(500, 'This form changed without a new version number.');
  }
  return stored.id;
}

/** A new response to insert: its owner, the form as declared, and what the engine made of it. */
export interface NewResponse extends ResponseOwner {
  definition: FormDefinition;
  /** Cleaned answers (cleanAnswers). */
  answers: Answers;
  status: 'draft' | 'completed';
  score: number | null;
  band: RiskBand | null;
  /** The signed-in user who saved it; null when the person saved it themselves from a link. */
  savedBy: string | null;
  assessedOn: string;
  nextReviewOn: string | null;
}

/**
 * Inserts a response against the stored row of its definition version, in the caller's
 * transaction (which also writes the audit entry). The one insert of a response, whether the
 * office saved it or the person through their link.
 */
export async function insertResponse(
  tx: Db,
  response: NewResponse,
  log: FastifyBaseLogger,
): Promise<string> {
  const definitionId = await storeDefinition(tx, response.definition, log);
  const [saved] = await tx
    .insert(responses)
    .values({
      organisationId: response.organisationId,
      subjectType: response.subjectType,
      subjectId: response.subjectId,
      formKey: response.definition.key,
      definitionId,
      answers: response.answers,
      score: response.score,
      riskLevel: response.band?.level ?? null,
      riskLabel: response.band?.label ?? null,
      completion: completionOf(response.definition, response.answers),
      status: response.status,
      assessedBy: response.savedBy,
      assessedOn: response.assessedOn,
      nextReviewOn: response.nextReviewOn,
      createdBy: response.savedBy,
      // The clock at the insert, not the transaction's start: a save that waited on the lock
      // still sorts after the one it waited for.
      createdAt: sql`clock_timestamp()`,
    })
    .returning({ id: responses.id });
  if (!saved) throw new Error('the response was not saved');
  return saved.id;
}
