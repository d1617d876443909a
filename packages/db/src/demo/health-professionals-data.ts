import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { recordTable } from '../records/table-for';
import * as schema from '../schema';
import type { DemoSeeder } from './demo-seeder';

/**
 * The demo's visiting clinicians and what they were given: a GP and a district nurse with access
 * running now, one that ran out last week and one the office revoked, each about a client whose
 * consent form says yes to sharing with health professionals. No link is stored: a professional
 * asks for one from the login page (or the office grants again), as after a lost email.
 */
export async function seedDemoHealthProfessionals(seeder: DemoSeeder, now: Date): Promise<void> {
  const { formResponses } = schema;
  const consenting = await seeder.db
    .select({ id: formResponses.subjectId })
    .from(formResponses)
    .where(
      and(
        eq(formResponses.organisationId, seeder.organisationId),
        eq(formResponses.subjectType, 'client'),
        eq(formResponses.formKey, 'consent'),
        eq(formResponses.status, 'completed'),
        sql`${formResponses.answers}->>'consent_share_health' = 'yes'`,
      ),
    )
    .orderBy(asc(formResponses.subjectId))
    .limit(3);
  const clients = consenting.map((row) => row.id);
  const [first, second, third] = clients;
  if (!first || !second) return;
  const [gp, nurse] = await seeder.insert('health-professionals', [
    {
      values: {
        name: 'Dr Helen Whitaker',
        profession: 'GP',
        organisation: 'Chapel Allerton Medical Centre',
        registrationNumber: 'GMC 4821937',
        email: 'h.whitaker@nhs.example',
        phone: '0113 295 3800',
      },
    },
    {
      values: {
        name: 'Tom Bradley',
        profession: 'District nurse',
        organisation: 'Leeds Community Healthcare',
        registrationNumber: 'NMC 09I2745E',
        email: 'tom.bradley@nhs.example',
      },
    },
    {
      values: {
        name: 'Aisha Rahman',
        profession: 'Pharmacist',
        organisation: 'Roundhay Pharmacy',
        registrationNumber: 'GPhC 2071846',
        email: 'aisha.rahman@pharmacy.example',
      },
    },
  ]);
  if (!gp || !nurse) return;
  const days = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString();
  await seeder.insert(
    'health-professional-grants',
    [
      {
        values: {
          client: first,
          documents: ['care-plan', 'mar-chart'],
          expiresAt: days(14),
          reason: 'Medication review after discharge',
        },
      },
      {
        values: {
          client: second,
          documents: ['care-plan', 'hospital-pack', 'recent-logs'],
          expiresAt: days(-7),
          reason: 'Falls clinic referral',
        },
      },
    ],
    gp,
  );
  const [, revoked] = await seeder.insert(
    'health-professional-grants',
    [
      {
        values: {
          client: third ?? second,
          documents: ['care-plan', 'recent-logs'],
          expiresAt: days(30),
          reason: 'Pressure area care',
        },
      },
      {
        values: {
          client: first,
          documents: ['care-plan'],
          expiresAt: days(20),
          reason: 'Sent to the wrong nurse',
        },
      },
    ],
    nurse,
  );
  const grants = recordTable('health-professional-grants') as unknown as PgTable & {
    id: PgColumn;
  };
  if (revoked)
    await seeder.db
      .update(grants)
      .set({ revokedAt: new Date(now.getTime() - 2 * 86_400_000) } as never)
      .where(eq(grants.id, revoked));
}
