import fs from 'node:fs';
import path from 'node:path';
import { ALL_RECORDS, type RecordKind, STAFF_OWNERS, type StaffOwner } from '@care360/domain';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * Every screen of a carer's and an office employee's file (docs/screens.tsv: the profile, the
 * details, every questionnaire and hand-written page, every section's list and the edit page of
 * one of its rows, a holiday's days, a referee's answers), opened as the super administrator on
 * the files of demo people: three carers and two office employees whose files the demo fills in.
 * A screen fails the walk when it says something could not be loaded or was not found, when any
 * API call answers 4xx or 5xx, or when the browser logs an error. Add pages are left out: they
 * load nothing of the person's. Questionnaires read no rows of their own, so they are opened on
 * the first person of each kind only; every other screen on each person.
 */

interface ScreenRow {
  path: string;
  kind: string;
  title: string;
}

function fileScreens(owner: StaffOwner): ScreenRow[] {
  const text = fs.readFileSync(path.resolve(import.meta.dirname, '../docs/screens.tsv'), 'utf8');
  return text
    .split('\n')
    .slice(1)
    .map((line) => {
      const [rowPath = '', , kind = '', title = ''] = line.split('\t');
      return { path: rowPath, kind, title };
    })
    .filter((row) => row.path.startsWith(`/app/${owner}/:id`) && row.kind !== 'add');
}

/** The people walked: those of each kind whose file has an interview, the demo's full files. */
const PEOPLE: Record<StaffOwner, number> = { carers: 3, employees: 2 };

type Items = { items: Array<Record<string, unknown> & { id: string }> };

async function apiItems(page: Page, url: string): Promise<Items['items']> {
  const response = await page.request.get(url);
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: Items }).data.items;
}

/** The kind listed at `segment` below a record of `parent` ('edit/interview' under carers). */
function kindAt(parent: string, segment: string): RecordKind {
  const kind = ALL_RECORDS.find((k) => k.parent === parent && k.path === segment);
  if (!kind) throw new Error(`no record kind is declared at ${parent}/:id/${segment}`);
  return kind;
}

/** Pages of one referee (their emailed request, their answers): a reference of the owner. */
const REFERENCE_PAGES: Record<string, string | undefined> = {
  EmploymentReference: 'Employer',
  CharacterReference: 'Character',
  'references-documents/email-reference': undefined,
};

/**
 * The screen's path for one person, with a row of its section (and of that row's) for ids; null
 * when this person's file has no such row (a student visa, a DBS risk assessment: only some
 * people have one; the demo data's test holds every section to rows for several people).
 */
async function realPath(
  page: Page,
  owner: StaffOwner,
  id: string,
  screen: string,
): Promise<string | null> {
  const real = screen.replace(':id', id);
  const match = /\/edit\/(.+?)\/:editid(?:\/(.+?)(?:\/:editinnerid)?(?:\/|$))?/.exec(screen);
  if (!match) return real;
  const segment = match[1] as string;
  const base = `/api/v1/${owner}/${id}`;
  let row: Items['items'][number] | undefined;
  let kind: RecordKind;
  if (segment in REFERENCE_PAGES) {
    kind = kindAt(owner, `edit/references-documents`);
    const type = REFERENCE_PAGES[segment];
    const rows = await apiItems(page, `${base}/${kind.name}?limit=${25}`);
    row = rows.find((item) => !type || item.type === type);
  } else {
    kind = kindAt(owner, `edit/${segment}`);
    [row] = await apiItems(page, `${base}/${kind.name}?limit=1`);
  }
  if (!row) return null;
  let withIds = real.replace(':editid', row?.id ?? '');
  if (screen.includes(':editinnerid')) {
    const inner = kindAt(kind.name, match[2] as string);
    const [innerRow] = await apiItems(
      page,
      `/api/v1/${kind.name}/${row?.id}/${inner.name}?limit=1`,
    );
    if (!innerRow) return null;
    withIds = withIds.replace(':editinnerid', innerRow?.id ?? '');
  }
  return withIds;
}

/** What went wrong on the screen now open: API refusals, console errors, messages shown. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400) {
      problems.push(
        `${response.status()} ${response.request().method()} ${url.pathname}${url.search}`,
      );
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

async function signIn(page: Page) {
  await page.goto('/');
  await page.getByLabel('Email address').fill('admin@care360.local');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('care360demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app$/);
}

/**
 * Opens one screen and answers what is wrong with it, if anything. A questionnaire or page of its
 * own is loaded afresh (what it needs must load with it, as from a bookmark); a list or an edit
 * page is reached inside the app, as a click would, which keeps the walk quick.
 */
async function visit(page: Page, problems: string[], url: string, title: string, direct: boolean) {
  problems.length = 0;
  if (direct) await page.goto(url);
  else
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    }, url);
  const found: string[] = [];
  try {
    await expect(page).toHaveTitle(`care360 - ${title}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  } catch (error) {
    found.push(`did not open: ${(error as Error).message.split('\n')[0]}`);
  }
  const messages = await page
    .getByText(/could not be loaded|not found|do not have permission/i)
    .allInnerTexts();
  found.push(...messages.map((text) => `shows “${text.trim()}”`), ...problems);
  return found.map((problem) => `${url} (${title}): ${problem}`);
}

for (const owner of ['carers', 'employees'] as const) {
  test.describe(`every screen of a demo ${STAFF_OWNERS[owner].label.toLowerCase()}'s file`, () => {
    let page: Page;
    let problems: string[];
    let people: string[];
    test.beforeAll(async ({ browser, app }) => {
      page = await browser.newPage({ baseURL: app.baseURL });
      problems = watch(page);
      await signIn(page);
      const interviews = `${STAFF_OWNERS[owner].prefix}-interviews`;
      people = [];
      for (const person of await apiItems(page, `/api/v1/${owner}?limit=100`)) {
        const rows = await apiItems(page, `/api/v1/${owner}/${person.id}/${interviews}?limit=1`);
        if (rows.length > 0) people.push(person.id);
        if (people.length === PEOPLE[owner]) break;
      }
      expect(people, 'demo people with full files').toHaveLength(PEOPLE[owner]);
    });
    test.afterAll(async () => {
      await page.close();
    });

    for (let n = 0; n < PEOPLE[owner]; n += 1) {
      test(`person ${n + 1} of ${PEOPLE[owner]}: every screen opens and loads`, async () => {
        // About ninety screens for the first carer, sixty for the others, on a loaded machine.
        test.setTimeout(n === 0 ? 420_000 : 240_000);
        const id = people[n] as string;
        const screens = fileScreens(owner).filter(
          (screen) => n === 0 || screen.kind !== 'form' || screen.path.includes(':editid'),
        );
        expect(screens.length).toBeGreaterThan(n === 0 ? 60 : 25);
        const failures: string[] = [];
        for (const screen of screens) {
          const url = await realPath(page, owner, id, screen.path);
          if (url === null) continue;
          const direct = !['list', 'edit'].includes(screen.kind) || screen === screens[0];
          failures.push(...(await visit(page, problems, url, screen.title, direct)));
        }
        expect(failures).toEqual([]);
      });
    }
  });
}
