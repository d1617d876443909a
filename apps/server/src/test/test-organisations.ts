import { type Db, DEMO_PASSWORD, schema, seedDemoData } from '@care360/db';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../platform/auth/passwords';

export const NO_ACCESS_EMAIL = 'no.access@care360.local';
export const MEADOWBANK = 'Meadowbank Home Care Ltd';

/**
 * What every server test starts from: the demo organisations plus one user whose role grants
 * nothing (for proving refusals). Seeded once per run into the template each test file copies.
 */
export async function seedTestOrganisations(db: Db): Promise<void> {
  await seedDemoData(db, hashPassword);
  const [meadowbank] = await db
    .select()
    .from(schema.organisations)
    .where(eq(schema.organisations.name, MEADOWBANK));
  if (!meadowbank) throw new Error('demo data missing');
  const [role] = await db
    .insert(schema.roles)
    .values({ organisationId: meadowbank.id, key: 'no_access', name: 'No access' })
    .returning();
  await db.insert(schema.users).values({
    organisationId: meadowbank.id,
    roleId: role?.id ?? '',
    name: 'Nora Access',
    email: NO_ACCESS_EMAIL,
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
}
