import { expectAccessible } from './support/accessibility';
import { expectNoSidewaysScroll, PHONE } from './support/phone';
import { DEMO_PASSWORD, expectSignInPage, signIn, submitSignIn } from './support/session';
import { expect, test } from './support/test';

/** The demo's branch manager and the demo carer, who already have a conversation (demo data). */
const MANAGER = { email: 'manager@care360.local', name: 'Priya Shah' } as const;
const CARER = { email: 'carer@care360.local', name: 'Ruth Hollings' } as const;

/**
 * A chat message read: the office writes to a carer; the carer's phone shows it arrive live,
 * the carer opens it, and the office sees "Read" under it without reloading.
 */
test('the office writes to a carer, who reads it on the phone, and the office sees it read', async ({
  page,
  browser,
  app,
}) => {
  // Two browsers and live delivery both ways.
  test.slow();
  await signIn(page, MANAGER.email);

  // The carer's phone, on the Messages page of the phone app, the conversation list open.
  const phone = await browser.newContext({ viewport: PHONE, baseURL: app.baseURL });
  const carer = await phone.newPage();
  await carer.goto('/');
  await expectSignInPage(carer);
  await submitSignIn(carer, CARER.email, DEMO_PASSWORD);
  await expect(carer).toHaveURL(/\/app\/carer$/);
  await carer.getByRole('link', { name: /^Messages/ }).click();
  await expect(carer).toHaveURL(/\/app\/carer\/messages$/);
  await expect(carer.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const carerList = carer.getByRole('list', { name: 'Conversations' });
  const withManager = carerList.getByRole('button', { name: new RegExp(MANAGER.name) });
  await expect(withManager).toBeVisible();
  await expect(withManager.getByText(/unread/)).toHaveCount(0);
  await expectNoSidewaysScroll(carer);

  // The office opens its conversation with the carer and writes.
  await page.goto('/app/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  await expect(page).toHaveTitle('care360 - Chat');
  await page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('button', { name: new RegExp(CARER.name) })
    .click();
  const officeLog = page.getByRole('log', { name: 'Messages' });
  await expect(officeLog).toContainText('blister pack');
  await expectAccessible(page);
  const text = `Can you take the 14:00 call at Mrs Ellis's today? (${Date.now()})`;
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  const sent = officeLog
    .getByRole('article', { name: 'Message from you' })
    .filter({ hasText: text });
  await expect(sent).toContainText('Sent');

  // It arrives on the phone live, as unread; the carer opens it.
  await expect(withManager.getByText('1 unread')).toBeAttached();
  await withManager.click();
  await expect(carer.getByRole('log', { name: 'Messages' })).toContainText(text);

  // The office sees it read, without reloading.
  await expect(sent).toContainText('Read');
  await phone.close();
});
