import { expectAccessible } from './support/accessibility';
import { expect, test, uniqueTag } from './support/admin';
import { createClient } from './support/clients';
import { expectNoSidewaysScroll, PHONE } from './support/phone';
import { createRecord, idOf } from './support/records';

/**
 * The hand-written lists on a phone (390 × 844): the email logs, the audit
 * trail and the permission screens (a role's Permissions tab among them) show their rows as
 * cards, and nothing scrolls sideways. The screen walk (support/screen-walk.ts) covers the client
 * file's; these are outside its sections.
 */
test.use({ viewport: PHONE });

test('on a phone, the email logs, the audit trail and the permissions are cards that fit the width', async ({
  page,
}) => {
  // A long journey: a user made, four pages at phone width and three axe checks.
  test.slow();
  // An invitation email of the test's own, and the audit entry of the new user.
  const tag = uniqueTag();
  const email = `phone.cards.${tag}@care360.local`;
  const roleId = await idOf(page, 'user-roles', 'HR officer');
  await createRecord(page, 'users', { name: `Phone Cards ${tag}`, email, roleId, active: true });

  await page.goto('/app/email-logs');
  const emails = page.getByRole('list', { name: 'Sent emails' });
  const card = emails.getByRole('listitem').filter({ hasText: email });
  await expect(card).toHaveCount(1);
  await expect(page.getByRole('table')).toHaveCount(0);
  const subject = card.getByRole('heading').getByRole('button');
  await subject.click();
  await expect(subject).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`#${await subject.getAttribute('aria-controls')}`)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  await page.goto('/app/audit');
  const entries = page.getByRole('list', { name: 'Audit trail' });
  await expect(entries.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  await page.goto('/app/user-permissions');
  const permissions = page.getByRole('list', { name: 'Permissions' });
  await expect(permissions.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await permissions.getByRole('listitem').first().getByRole('heading').getByRole('link').click();
  const users = page.getByRole('list', { name: 'Users' });
  await expect(users.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // A role's permissions: a card per record, a box per action, each named as on a desktop.
  await page.goto(`/app/user-roles/${roleId}/edit`);
  await page.getByRole('tab', { name: 'Permissions' }).click();
  await expect(page.getByRole('checkbox', { name: 'Users: Create' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
});

test("on a phone, a client's card is headed with their forename and surname, and the filters fold behind Filters", async ({
  page,
}) => {
  const client = await createClient(page, uniqueTag(), 'Winifred');
  await page.goto('/app/clients');
  // Folded: the search stays, the filters wait behind their button.
  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(client.surname);
  const card = page
    .getByRole('list', { name: 'Clients' })
    .getByRole('listitem')
    .filter({ hasText: client.surname });
  await expect(card).toHaveCount(1);
  const heading = card.getByRole('heading');
  await expect(heading).toContainText(client.forename);
  await expect(heading).toContainText(client.surname);
  await expectNoSidewaysScroll(page);

  await toggle.click();
  await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
});
