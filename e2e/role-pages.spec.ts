import {
  type CurrentUser,
  can,
  filePermissions,
  PERSON_FILES,
  type Permission,
  recordKind,
} from '@care360/domain';
import type { Locator, Page } from '@playwright/test';
import { type Item, recordsPath } from './support/records';
import { HR, mainNavigation, submitSignIn } from './support/session';
import { expect, test } from './support/test';

/**
 * Every page a role may open asks the API only for what the role holds: signed in as each demo
 * role, the walk opens every link of its navigation and every section of one person's file of
 * each kind it may read (the first its list gives), and fails on any request answered 403 (a
 * picker or side panel asking for what the role may not read shows as an error in the console).
 * One page per role, no axe: the pages' looks are other specs' business.
 */

const ROLES = [
  { title: 'the branch manager', email: 'manager@care360.local' },
  { title: 'the care coordinator', email: 'coordinator@care360.local' },
  { title: 'the HR officer', email: HR.email },
] as const;

/** Counts the page's API requests in flight, so a visit ends once its requests have answered. */
function watchRequests(page: Page) {
  const refused: string[] = [];
  let inFlight = 0;
  // The live event stream stays open while the app is: it is never "in flight" to wait for.
  const isApi = (url: string) => {
    const { pathname } = new URL(url);
    return pathname.startsWith('/api/') && pathname !== '/api/v1/events';
  };
  page.on('request', (request) => {
    if (isApi(request.url())) inFlight++;
  });
  const done = (url: string) => {
    if (isApi(url)) inFlight--;
  };
  page.on('requestfinished', (request) => done(request.url()));
  page.on('requestfailed', (request) => done(request.url()));
  page.on('response', (response) => {
    if (response.status() !== 403) return;
    const url = new URL(response.url());
    const from = new URL(page.url()).pathname;
    refused.push(`${response.request().method()} ${url.pathname}${url.search} (on ${from})`);
  });
  return {
    refused,
    /** Waits until no API request has been in flight for a short while. */
    async settled() {
      let quietSince = Date.now();
      await expect
        .poll(
          () => {
            if (inFlight > 0) quietSince = Date.now();
            return inFlight === 0 && Date.now() - quietSince >= 300;
          },
          { timeout: 15_000, intervals: [50] },
        )
        .toBe(true);
    },
  };
}

/**
 * Opens a page as a person would, by its link on the page (the app is not loaded again), or by
 * its address when no link to it is on the page now.
 */
async function visit(page: Page, path: string, settled: () => Promise<void>) {
  const link = page.locator(`a[href="${path}"]`).first();
  if ((await link.count()) > 0) {
    // Clicked in the page: a long navigation scrolls within itself, out of Playwright's view.
    await link.evaluate((anchor: HTMLElement) => anchor.click());
    await expect(page).toHaveURL((url) => url.pathname === path);
  } else {
    await page.goto(path);
  }
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await settled();
  if (process.env.ROLE_PAGES_DEBUG) console.log(path);
}

/** The hrefs of the links in a landmark, each once, in order. */
async function hrefsIn(landmark: Locator) {
  const hrefs = await landmark
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('/app')))];
}

for (const role of ROLES) {
  test(`${role.title} opens every page the navigation offers and the person files they may read with no request refused`, async ({
    page,
  }) => {
    // A walk of every page a role reaches, each waited on until its requests have answered.
    test.setTimeout(150_000);
    const watch = watchRequests(page);
    await page.goto('/');
    await submitSignIn(page, role.email, 'care360demo');
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await watch.settled();

    // The navigation's links, every group opened.
    const nav = mainNavigation(page);
    const closed = nav.getByRole('button', { expanded: false });
    await expect(closed.first()).toBeVisible();
    for (let opened = 0; (await closed.count()) > 0; opened++) {
      expect(opened, 'navigation groups that stay closed').toBeLessThan(40);
      await closed.first().evaluate((button: HTMLElement) => button.click());
    }
    const pages = await hrefsIn(nav);
    expect(pages.length).toBeGreaterThan(1);
    for (const path of pages) await visit(page, path, watch.settled);

    // One person of each kind of file the role may read: the profile and every section.
    const user = (
      (await (await page.request.get('/api/v1/user')).json()) as { data: { data: CurrentUser } }
    ).data.data;
    let files = 0;
    for (const file of PERSON_FILES) {
      const owner = recordKind(file.owner);
      if (!can(user, filePermissions(file, owner).read as Permission)) continue;
      const list = await page.request.get(`${recordsPath(owner)}?limit=1`);
      expect(list.ok(), `${owner.plural} list answered ${list.status()}`).toBe(true);
      const [first] = ((await list.json()) as { data: { items: Item[] } }).data.items;
      if (!first) continue;
      files++;
      await visit(page, `/app/${owner.path}/${first.id}`, watch.settled);
      const sections = page.getByRole('navigation', { name: `${file.noun} file sections` });
      for (const path of await hrefsIn(sections)) await visit(page, path, watch.settled);
    }
    expect(files).toBeGreaterThan(0);
    expect(watch.refused, 'requests answered 403').toEqual([]);
  });
}
