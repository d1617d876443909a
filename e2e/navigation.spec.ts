import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import {
  COORDINATOR,
  expectHomePage,
  expectSignInPage,
  mainNavigation,
  openNavGroup,
  signIn,
} from './support/session';
import { expect, test } from './support/test';

async function expectNotFoundPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('care360 - Page Not Found');
  await expectAccessible(page);
}

test.describe('navigation', () => {
  test('the care coordinator sees Home, the client files and Branches', async ({ page }) => {
    await signIn(page, COORDINATOR.email);
    const nav = mainNavigation(page);
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await openNavGroup(page, 'Clients');
    await expect(nav.getByRole('link', { name: 'Clients', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Add Client' })).toBeVisible();
    await openNavGroup(page, 'People');
    await expect(nav.getByRole('link', { name: 'Branches' })).toBeVisible();

    // Exactly these links: Users, Email Logs and Audit are not offered at all, and the
    // Administration group, holding nothing this role may open, is hidden with them.
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Clients', 'Add Client', 'Branches']);
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Email Logs' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Audit' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Administration' })).toHaveCount(0);
    // The home page's shortcuts follow the same rule: the coordinator also reads carers' files
    // (who may work, and who is due what), but adds none, plans and watches the visits, reads
    // the dashboards, records the quality registers and the audits, and arranges training.
    const shortcuts = page.getByRole('region', { name: 'Go to' });
    await expect(shortcuts.getByRole('link')).toHaveText([
      'Clients',
      'Add Client',
      'Branches',
      'Incidents and Accidents',
      'Safeguardings',
      'Complaints',
      'Medication Errors',
      'Compliments',
      'Death Notifications',
      'CQC Notifications',
      'QA Dashboard',
      // Chat with carers and colleagues.
      'Chat',
      'Carers',
      'Training Matrix',
      'Training to Arrange',
      'Supervisions Due',
      'Spot Checks Due',
      'Annual Appraisals Due',
      'HR Portal',
      'Holiday Calendar',
      'Dashboard',
      'Client Performance',
      'Client Weekly Pie Charts',
      'Client Line Chart per Branch',
      'Client Weekly Branch Comparison',
      'Client Growth Chart per Branch',
      'Client Start Report',
      'Client End Report',
      'Carer Performance',
      'Carer Growth Chart per Branch',
      'Carer Start Report',
      'Carer End Report',
      'Carer Disciplinary',
      'Carer Complaints',
      'Carer Compliments',
      'Client MAR Chart',
      'Client Logbook',
      'Client Assessments',
      'Client Reviews Conducted',
      'Client Financial Transaction',
      // Live Events: the alert settings and every live board but the portal's copies.
      'Alert Settings',
      'Client Visits',
      'Client Medications',
      'Client Incidents',
      'Client Locations',
      'Client Not on Site',
      'Client Medications Images',
      'Client Monitoring',
      'Client Medication Availability',
      'Client Hazards',
      'Client Assessment Alerts',
      'Client Logbook Audit',
      'Client MAR Chart Audit',
      'Client Re-ablement',
      'Client Re-ablement Overdue',
      'Carer File Alerts',
      'Carer Pre-employment Alerts',
      'Carer Task Planner Alerts',
      'Carer My Task Alerts',
      'Carer Availability',
      'Carer Push Notifications',
      'Carer Monitoring',
      'Carer Support',
      'Office Employee Alerts',
      'Office Employee Locations',
      'My Alerts',
      'Response Times',
      'Visit CSV Imports',
      'Scheduler',
      'Client Rostering',
      'Assessment Visits',
      'Tracker',
      'Office Planner',
      // The work planner: its teams and projects, its boards and the task-planner log.
      'Teams',
      'Projects',
      'My Tasks',
      'Branch Boards',
      'Teams Board',
      'Projects Board',
      'All Tasks',
      'Task Planner Logs',
      'Global Schedule',
      'Visits',
      'Visit Logs',
      'Visits Backoffice',
      // The branch's stock, uniform, PPE and assets, and confirming what was delivered.
      'Stock Register',
      'Uniform Log',
      'PPE Log',
      'Asset Log',
      'Finance',
    ]);
    await expectAccessible(page);

    // The client list opens from the navigation, with the demo clients of the branches.
    await nav.getByRole('link', { name: 'Clients', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/clients$/);
    await expect(page).toHaveTitle('care360 - Clients');
    await expect(page.getByRole('table', { name: 'Clients' }).locator('tbody tr')).not.toHaveCount(
      0,
    );
    await expect(page.getByText('You do not have permission to do that.')).toHaveCount(0);
  });

  test('the page being visited is marked current in the navigation', async ({ page }) => {
    await signIn(page, COORDINATOR.email);
    const nav = mainNavigation(page);
    const home = nav.getByRole('link', { name: 'Home' });
    const branches = nav.getByRole('link', { name: 'Branches' });
    await expect(home).toHaveAttribute('aria-current', 'page');

    await openNavGroup(page, 'People');
    await branches.click();
    await expect(page).toHaveURL(/\/app\/branches$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Branches' })).toBeVisible();
    await expect(page).toHaveTitle('care360 - Branches');
    await expect(page.getByRole('table', { name: 'Branches' })).toContainText('Harrogate');
    await expect(branches).toHaveAttribute('aria-current', 'page');
    await expect(home).not.toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);

    await home.click();
    await expectHomePage(page, COORDINATOR.name);
    await expect(home).toHaveAttribute('aria-current', 'page');
  });

  test('an unknown path inside the app shows Page Not Found with a working way home', async ({
    page,
  }) => {
    await signIn(page, COORDINATOR.email);
    await page.goto('/app/no-such-page');
    await expectNotFoundPage(page);
    // Inside the app the shell stays, so the person keeps the navigation too.
    await expect(mainNavigation(page)).toBeVisible();

    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expectHomePage(page, COORDINATOR.name);
  });

  test('an unknown path outside the app shows Page Not Found with a working way back', async ({
    page,
  }) => {
    await signIn(page, COORDINATOR.email);
    await page.goto('/nonsense');
    await expectNotFoundPage(page);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expectHomePage(page, COORDINATOR.name);
  });

  test('signed out, the not-found link leads to sign in', async ({ page }) => {
    await page.goto('/nonsense');
    await expectNotFoundPage(page);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/\?next=%2Fapp$/);
    await expectSignInPage(page);
  });

  test('a page the API refuses says so instead of showing a blank page', async ({ page }) => {
    await signIn(page, COORDINATOR.email);
    await page.goto('/app/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page.getByText('You do not have permission to do that.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Users' })).toHaveCount(0);
    await expectAccessible(page);
  });
});
