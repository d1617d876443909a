import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app';

/**
 * Takes the demo rota's visits off the London days `from` to `to` in this test's database, so a
 * test that looks for a carer the rules let take its visits finds one free of the demo's
 * bookings (its journeys and clashes). Test data only: the app never removes visits like this.
 */
export async function clearDemoRota(t: TestApp, from: string, to: string): Promise<void> {
  const window = sql`v.organisation_id = ${t.organisationId}
    and (v.starts_at at time zone 'Europe/London')::date between ${from}::date and ${to}::date`;
  await t.db.execute(
    sql`delete from visit_carers c using visits v where c.parent_id = v.id and ${window}`,
  );
  await t.db.execute(sql`delete from visits v where ${window}`);
}
