import { schema } from '@care360/db';
import { clientForm } from '@care360/domain';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from './test-app';

/**
 * A questionnaire completed for a client, written straight to the database with the dates a test
 * needs (an assessment done long ago, a review already overdue), which the API would not accept
 * as today's answers. The form's definition is stored first, as the server stores it on a save.
 */
export async function insertCompletedForm(
  t: TestApp,
  clientId: string,
  formKey: string,
  fields: Partial<typeof schema.formResponses.$inferInsert> = {},
): Promise<void> {
  const definition = clientForm(formKey);
  if (!definition) throw new Error(`${formKey} is not declared`);
  await t.db
    .insert(schema.formDefinitions)
    .values({ key: definition.key, version: definition.version, definition })
    .onConflictDoNothing();
  const [stored] = await t.db
    .select({ id: schema.formDefinitions.id })
    .from(schema.formDefinitions)
    .where(
      and(
        eq(schema.formDefinitions.key, definition.key),
        eq(schema.formDefinitions.version, definition.version),
      ),
    );
  await t.db.insert(schema.formResponses).values({
    organisationId: t.organisationId,
    subjectType: 'client',
    subjectId: clientId,
    formKey,
    definitionId: stored?.id ?? '',
    answers: {},
    completion: 100,
    status: 'completed',
    ...fields,
  });
}
