import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../database';
import { formResponses } from '../schema';

/**
 * The gender of carer each client asked for, as every rule that sends a carer reads it (the
 * allocation check, the solver, the demo's rota): the answer of the client's newest completed
 * Preferences questionnaire (forms/preferences.form.ts).
 */

export interface CarerGenderPreference {
  /** 'Female' or 'Male', as carers' files spell it. */
  gender: string;
  /** Asked for personal care only: other visits may go to anyone. */
  personalCareOnly: boolean;
}

/** The questionnaire's answers of the carer's gender, in the carers' files' words. */
const GENDERS: Readonly<Record<string, string>> = { female: 'Female', male: 'Male' };

/** Clients (all of the organisation's, or `clientIds`) who asked for a gender of carer. */
export async function carerGenderPreferences(
  db: Db,
  organisationId: string,
  clientIds?: readonly string[],
): Promise<Map<string, CarerGenderPreference>> {
  const result = new Map<string, CarerGenderPreference>();
  if (clientIds?.length === 0) return result;
  const f = formResponses;
  const responses = await db
    .select({ client: f.subjectId, answers: f.answers })
    .from(f)
    .where(
      and(
        eq(f.organisationId, organisationId),
        eq(f.subjectType, 'client'),
        clientIds ? inArray(f.subjectId, [...clientIds]) : undefined,
        eq(f.formKey, 'preferences'),
        eq(f.status, 'completed'),
        isNull(f.deletedAt),
      ),
    )
    .orderBy(desc(f.createdAt));
  const seen = new Set<string>();
  for (const row of responses) {
    const client = String(row.client);
    if (seen.has(client)) continue;
    seen.add(client);
    const answers = (row.answers ?? {}) as Record<string, unknown>;
    const gender = GENDERS[String(answers.carer_gender)];
    if (gender)
      result.set(client, {
        gender,
        personalCareOnly: answers.carer_gender_personal_care_only === 'yes',
      });
  }
  return result;
}
