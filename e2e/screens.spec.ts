import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { apiGet, expect, test } from './support/admin';

/**
 * Every screen of docs/screens.tsv section 2.3 (reference data), plus the people, news,
 * meetings and vacancy lists and their add pages, opened as the admin: each has its tsv title
 * and is a real page, not the not-found page. Paths with `:id` or `:editid` are opened with the
 * ids of real records, read from the list API. A screen that cannot be opened fails, saying why.
 */

interface ScreenRow {
  path: string;
  title: string;
  section: string;
}

function readScreens(): ScreenRow[] {
  const text = fs.readFileSync(path.resolve(import.meta.dirname, '../docs/screens.tsv'), 'utf8');
  const [header, ...lines] = text.split('\n').filter((line) => line.trim() !== '');
  if (header !== 'path\taudience\tkind\ttitle\tsection') {
    throw new Error(`docs/screens.tsv has an unexpected header: ${header}`);
  }
  return lines.map((line) => {
    const [rowPath = '', , , title = '', section = ''] = line.split('\t');
    return { path: rowPath, title, section };
  });
}

/** Besides section 2.3: these lists and their add pages. */
const OTHER_LISTS = ['users', 'branches', 'news-feed', 'staff-meetings', 'job-vacancies'];
const OTHER_PATHS = new Set(OTHER_LISTS.flatMap((list) => [`/app/${list}`, `/app/${list}/add`]));

const screens = readScreens().filter((row) => row.section === '2.3' || OTHER_PATHS.has(row.path));

/** Screens also checked with axe: lists and add pages of a few kinds, one of them nested. */
const CHECKED_WITH_AXE = new Set([
  '/app/medications',
  '/app/medications/add',
  '/app/funder-codes',
  '/app/funder-codes/add',
  '/app/funder-codes/:id/funder-scales',
  '/app/funder-codes/:id/funder-scales/add',
  '/app/users',
  '/app/users/add',
  '/app/carer-hourly-rates',
  '/app/carer-hourly-rates/add',
]);

/**
 * The API kind behind a nested path segment, by parent: a kind's path under its parent need
 * not be its name (a survey's questions are the kind carer-survey-questions).
 */
const NESTED_KINDS: Record<string, string> = {
  'funder-codes/funder-scales': 'funder-scales',
  'organization-period-years/organization-periods': 'organization-periods',
  'carer-surveys/questions': 'carer-survey-questions',
  'carer-surveys/submissions': 'carer-survey-submissions',
  'office-employee-surveys/questions': 'office-employee-survey-questions',
  'office-employee-surveys/submissions': 'office-employee-survey-submissions',
};

/** The field that identifies an item of a list API; a permission is known by its name. */
const ID_FIELDS: Record<string, string> = { 'user-permissions': 'name' };

type Item = Record<string, unknown>;

/** The identifiers of the first items of a list API (at most 25); fails saying why if none. */
async function idsOf(page: Page, apiPath: string, kind: string): Promise<string[]> {
  const response = await page.request.get(`${apiPath}?limit=25`);
  expect(
    response.ok(),
    `the list API ${apiPath} answered ${response.status()}: ${await response.text()}`,
  ).toBe(true);
  const { items } = (await response.json()).data as { items: Item[] };
  const field = ID_FIELDS[kind] ?? 'id';
  const ids = items.map((item) => item[field]).filter((id) => typeof id === 'string');
  expect(ids.length, `${apiPath} has no records to open`).toBeGreaterThan(0);
  return ids as string[];
}

/**
 * The path with `:id` (and `:editid`) replaced by real ids: `:editid` is the first record of the
 * nested kind under the first parent record that has one.
 */
async function realPath(page: Page, screenPath: string): Promise<string> {
  const [, app, top = '', idParam, nestedPath, editParam] = screenPath.split('/');
  expect(app).toBe('app');
  if (idParam !== ':id') return screenPath;
  const parentIds = await idsOf(page, `/api/v1/${top}`, top);
  if (editParam !== ':editid') return screenPath.replace(':id', parentIds[0] ?? '');
  const nestedKind = NESTED_KINDS[`${top}/${nestedPath}`];
  expect(nestedKind, `no API kind is known for ${top}/${nestedPath}`).toBeDefined();
  for (const parentId of parentIds) {
    const { items } = await apiGet<{ items: Item[] }>(
      page,
      `/api/v1/${top}/${parentId}/${nestedKind}?limit=1`,
    );
    const child = items[0]?.id;
    if (typeof child === 'string') {
      return screenPath.replace(':id', parentId).replace(':editid', child);
    }
  }
  throw new Error(`no ${top} record has ${nestedKind} to open for ${screenPath}`);
}

/** Waits for the page and its data to load, then checks it is the screen asked for. */
async function expectScreen(page: Page, title: string) {
  await expect(page).toHaveTitle(`care360 - ${title}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
  // A record or parent that failed to load says '… not found' instead of showing its form.
  await expect(page.getByRole('heading', { name: / not found$/ })).toHaveCount(0);
  await expect(page.getByText('You do not have permission to do that.')).toHaveCount(0);
  await expect(page).toHaveTitle(`care360 - ${title}`);
}

test.describe('screens of docs/screens.tsv', () => {
  // One tab for every screen, as a person clicking through would have: the app's files load
  // once, which keeps ninety visits quick.
  let page: Page;
  test.beforeAll(async ({ browser, adminStorageState }, workerInfo) => {
    const context = await browser.newContext({
      baseURL: workerInfo.project.use.baseURL,
      storageState: adminStorageState,
    });
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  test('the tsv lists the screens this spec opens', () => {
    expect(screens.filter((row) => row.section === '2.3').length).toBeGreaterThanOrEqual(79);
    expect(screens.filter((row) => OTHER_PATHS.has(row.path)).map((row) => row.path)).toEqual([
      ...OTHER_PATHS,
    ]);
  });

  for (const screen of screens) {
    test(`${screen.path} opens as "${screen.title}"`, async () => {
      const target = await realPath(page, screen.path);
      await page.goto(target);
      await expectScreen(page, screen.title);
      if (!CHECKED_WITH_AXE.has(screen.path)) return;

      if (screen.path === '/app/carer-hourly-rates/add') {
        // The band is chosen from the bands, searched on the server: checked with its list open.
        await page.getByRole('combobox', { name: 'Band', exact: true }).click();
        await expect(page.getByRole('listbox')).toBeVisible();
        await expect(page.getByRole('option', { name: 'Band A' })).toBeVisible();
      }
      await expectAccessible(page);
    });
  }
});
