import { type Db, schema } from '@care360/db';
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';

const { formResponses, formDefinitions, users } = schema;

/** What the file's navigation and the profile need of one response (no answers). */
export interface ResponseFacts {
  id: string;
  formKey: string;
  status: string;
  completion: number;
  score: number | null;
  riskLevel: string | null;
  riskLabel: string | null;
  assessedOn: string | null;
  nextReviewOn: string | null;
}

/** Per questionnaire: the latest response of any status, and the latest completed one. */
export interface FormLatest {
  latest: ResponseFacts;
  completed: ResponseFacts | null;
}

/** Whose responses: a person file's owner, as form_responses names it. */
export interface ResponseOwner {
  organisationId: string;
  /** form_responses.subject_type: the file's responseSubject ('client'). */
  subjectType: string;
  subjectId: string;
}

const ofOwner = ({ organisationId, subjectType, subjectId }: ResponseOwner): SQL =>
  and(
    eq(formResponses.organisationId, organisationId),
    eq(formResponses.subjectType, subjectType),
    eq(formResponses.subjectId, subjectId),
    isNull(formResponses.deletedAt),
  ) as SQL;

/** The columns of ResponseFacts. */
const factColumns = {
  id: formResponses.id,
  formKey: formResponses.formKey,
  status: formResponses.status,
  completion: formResponses.completion,
  score: formResponses.score,
  riskLevel: formResponses.riskLevel,
  riskLabel: formResponses.riskLabel,
  assessedOn: formResponses.assessedOn,
  nextReviewOn: formResponses.nextReviewOn,
};

/**
 * The latest response and the latest completed response of each of a file's questionnaires,
 * in one query: DISTINCT ON (form, completed or not) keeps the newest of each pair. A draft
 * started after a completed assessment does not hide that assessment's review date or risk.
 */
export async function latestResponses(
  db: Db,
  owner: ResponseOwner,
): Promise<Map<string, FormLatest>> {
  const completed = sql<boolean>`(${formResponses.status} = 'completed')`;
  const rows = await db
    .selectDistinctOn([formResponses.formKey, completed], {
      ...factColumns,
      createdAt: formResponses.createdAt,
    })
    .from(formResponses)
    .where(ofOwner(owner))
    .orderBy(formResponses.formKey, completed, desc(formResponses.createdAt));
  const byForm = new Map<string, FormLatest & { latestAt: Date }>();
  for (const { createdAt, ...facts } of rows) {
    const entry = byForm.get(facts.formKey) ?? {
      latest: facts,
      latestAt: createdAt,
      completed: null,
    };
    if (facts.status === 'completed') entry.completed = facts;
    if (createdAt > entry.latestAt) {
      entry.latest = facts;
      entry.latestAt = createdAt;
    }
    byForm.set(facts.formKey, entry);
  }
  return new Map([...byForm].map(([key, { latest, completed }]) => [key, { latest, completed }]));
}

/** A completed response with its answers, read with the definition of the version it answered. */
export interface AnsweredResponse extends ResponseFacts {
  answers: unknown;
  definition: unknown;
  assessedByName: string | null;
}

/** The answers of the given responses (the care plan's), with their definitions and assessors. */
export async function answeredResponses(
  db: Db,
  organisationId: string,
  ids: readonly string[],
): Promise<AnsweredResponse[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      ...factColumns,
      answers: formResponses.answers,
      definition: formDefinitions.definition,
      assessedByName: users.name,
    })
    .from(formResponses)
    .innerJoin(formDefinitions, eq(formDefinitions.id, formResponses.definitionId))
    .leftJoin(users, eq(users.id, formResponses.assessedBy))
    .where(
      and(eq(formResponses.organisationId, organisationId), inArray(formResponses.id, [...ids])),
    );
}

/**
 * For many owners of one kind at once (a list's columns: which applicants signed a contract, their
 * test score): the latest completed response of each of `formKeys` per owner, in one query.
 */
export async function latestCompletedOfMany(
  db: Db,
  {
    organisationId,
    subjectType,
    subjectIds,
    formKeys,
  }: {
    organisationId: string;
    subjectType: string;
    subjectIds: readonly string[];
    formKeys: readonly string[];
  },
): Promise<Map<string, Map<string, ResponseFacts>>> {
  const byOwner = new Map<string, Map<string, ResponseFacts>>();
  if (subjectIds.length === 0 || formKeys.length === 0) return byOwner;
  const rows = await db
    .selectDistinctOn([formResponses.subjectId, formResponses.formKey], {
      ...factColumns,
      subjectId: formResponses.subjectId,
    })
    .from(formResponses)
    .where(
      and(
        eq(formResponses.organisationId, organisationId),
        eq(formResponses.subjectType, subjectType),
        inArray(formResponses.subjectId, [...subjectIds]),
        inArray(formResponses.formKey, [...formKeys]),
        eq(formResponses.status, 'completed'),
        isNull(formResponses.deletedAt),
      ),
    )
    .orderBy(formResponses.subjectId, formResponses.formKey, desc(formResponses.createdAt));
  for (const { subjectId, ...facts } of rows) {
    const forms = byOwner.get(subjectId) ?? new Map<string, ResponseFacts>();
    forms.set(facts.formKey, facts);
    byOwner.set(subjectId, forms);
  }
  return byOwner;
}
