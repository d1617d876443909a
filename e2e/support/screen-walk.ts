import fs from 'node:fs';
import path from 'node:path';
import { ALL_RECORDS, type RecordKind } from '@care360/domain';
import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { apiGet, expect, test } from './admin';
import { type ClientFileRecordIds, createClientFileRecords } from './client-file-records';
import { DESKTOP, expectNoSidewaysScroll, expectOneColumnForm, PHONE } from './phone';
import { idOf, recordsPath } from './records';

/**
 * Every screen of docs/screens.tsv sections 2.3 (reference data) and 2.4 (clients), plus the
 * live boards, the dashboards, the people, news, meetings and vacancy lists and their add pages, opened as the admin: each has its
 * tsv title and is a real page, not the not-found page. Paths with `:id` or `:editid` are opened
 * with the ids of real records, read from the list API; a client's file is a demo client's, with
 * one record of each of its lists made for it. A screen that cannot be opened fails, saying why.
 *
 * The walk is shared out between spec files (screens-<n>.spec.ts), every `parts`-th screen each,
 * so that Playwright's workers walk side by side; each part has its own tab and client file.
 */

interface ScreenRow {
  path: string;
  title: string;
  section: string;
  kind: string;
}

function readScreens(): ScreenRow[] {
  const text = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/screens.tsv'), 'utf8');
  const [header, ...lines] = text.split('\n').filter((line) => line.trim() !== '');
  if (header !== 'path\taudience\tkind\ttitle\tsection') {
    throw new Error(`docs/screens.tsv has an unexpected header: ${header}`);
  }
  return lines.map((line) => {
    const [rowPath = '', , kind = '', title = '', section = ''] = line.split('\t');
    return { path: rowPath, title, section, kind };
  });
}

/** Besides section 2.3: these lists and their add pages, and the dashboards below. */
const OTHER_LISTS = ['users', 'branches', 'news-feed', 'staff-meetings', 'job-vacancies'];
/** The main dashboard and the client and carer reports, in the tsv's order (before the lists). */
const DASHBOARDS = [
  'main',
  ...[
    'client-performance',
    'weekly-pie-charts',
    'line-chart-per-branch',
    'weekly-branch-comparison',
    'growth-chart-per-branch',
    'start',
    'end',
  ].map((report) => `clients/${report}`),
  ...['performance', 'growth-chart-per-branch', 'start', 'end'].map((report) => `carers/${report}`),
].map((report) => `/app/dashboard/${report}`);
/** The quality registers' lists, add and edit pages. */
const QUALITY_REGISTERS = [
  'incident-and-accidents',
  'safeguardings',
  'complaints',
  'medication-errors',
  'compliments',
  'death-notifications',
].map((register) => `/app/quality-assurance/${register}`);
/** The Audits lists, one per audited source, carers' then clients'. */
const AUDIT_LISTS = [
  ...[
    'supervisions',
    'spot-checks',
    'annual-appraisals',
    'disciplinary',
    'complaints',
    'compliments',
  ].map((source) => `/app/audits/carers/${source}`),
  ...['marchart', 'logbook', 'assessments', 'reviews-conducted', 'financial-transaction'].map(
    (source) => `/app/audits/clients/${source}`,
  ),
];
/** The health professionals' list and add page (their link pages need a token: e2e/health-professional.spec.ts). */
const HEALTH_PROFESSIONAL_LISTS = ['/app/health-professionals', '/app/health-professionals/add'];
/** The office's lists across the staff files and the HR portal. */
const OFFICE_SCREENS = ['/app/dbs-details', '/app/uniform-details', '/app/hr-portal'];
/** The staff surveys sent and who has not answered one; the organisation's holidays calendar. */
const SURVEY_AND_HOLIDAY_SCREENS = [
  '/app/surveys',
  '/app/surveys/:id/due',
  '/app/holidays/calendar',
];
/** Chat, with the demo's conversations. */
const CHAT_SCREENS = ['/app/chat'];
/** The work planner's boards on the demo's cards, its branches and the task-planner log. */
const WORK_PLANNER_SCREENS = [
  ...['main', 'branches', 'branches/:id', 'teams', 'projects', 'all'].map(
    (board) => `/app/work-planner/${board}`,
  ),
  '/app/task-planner-logs',
];
/** The inventory's stock register and its uniform, PPE and asset logs, on the demo's stock. */
const INVENTORY_SCREENS = [
  '/app/inventory',
  '/app/inventory/uniform-log',
  '/app/inventory/asset-log',
  '/app/inventory/ppe-log',
];
/** The live boards and my alerts: every /app/live-events row of the tsv. */
const LIVE_BOARDS = readScreens()
  .map((row) => row.path)
  .filter((screenPath) => screenPath.startsWith('/app/live-events/'));
const OTHER_PATHS = new Set([
  ...SURVEY_AND_HOLIDAY_SCREENS,
  ...CHAT_SCREENS,
  ...WORK_PLANNER_SCREENS,
  ...INVENTORY_SCREENS,
  ...HEALTH_PROFESSIONAL_LISTS,
  ...OFFICE_SCREENS,
  ...DASHBOARDS,
  ...AUDIT_LISTS,
  ...LIVE_BOARDS,
  ...OTHER_LISTS.flatMap((list) => [`/app/${list}`, `/app/${list}/add`]),
  // After the lists, as in the tsv.
  ...QUALITY_REGISTERS.flatMap((list) => [list, `${list}/add`, `${list}/:id/edit`]),
]);

const SECTIONS = new Set(['2.3', '2.4']);
const screens = readScreens().filter(
  (row) => SECTIONS.has(row.section) || OTHER_PATHS.has(row.path),
);

/**
 * Screens whose form is checked to be one column on a phone: add and edit pages and the client
 * file's questionnaires (all but the MAR chart, a chart of its own kind).
 */
const isForm = (screen: ScreenRow) =>
  ['add', 'edit', 'form'].includes(screen.kind) && !screen.path.endsWith('/marchart');

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
  // The client file: profile, details, a questionnaire, the MAR chart, lists and forms of its
  // sections (the body map among them), and a nested list two levels down.
  '/app/clients',
  '/app/clients/:id',
  '/app/clients/:id/edit',
  '/app/clients/:id/edit/pressure-area-assessment',
  '/app/clients/:id/edit/direct-debit-contract',
  '/app/clients/:id/edit/marchart',
  '/app/clients/:id/edit/medication',
  '/app/clients/:id/edit/mental-capacity/:editid/edit',
  '/app/clients/:id/edit/pressure-ulcer-bruise/add',
  '/app/clients/:id/edit/financial-transaction',
  '/app/clients/:id/edit/visit-templates/:editid/details',
]);

/** The record kind listed at a page under /app, or under one record of `parent` at `path`. */
function kindListedAt(path: string, parent?: RecordKind): RecordKind | undefined {
  return ALL_RECORDS.find((kind) => kind.path === path && kind.parent === parent?.name);
}

/**
 * Pages listed by id that are custom endpoints, not record kinds (no declaration names their
 * path): the list API at the page's name, and the field that identifies an item.
 */
const CUSTOM_LISTS: Record<string, string> = {
  'user-permissions': 'name',
  'work-planner/branches': 'id',
};

/** The list API behind a page under /app: its path, the field of an item's id, and its kind. */
function listApiOf(top: string): { apiPath: string; idField: string; kind?: RecordKind } {
  const kind = kindListedAt(top);
  if (kind) return { apiPath: recordsPath(kind), idField: 'id', kind };
  const idField = CUSTOM_LISTS[top];
  if (!idField) throw new Error(`no record kind or custom list is known at /app/${top}`);
  return { apiPath: `/api/v1/${top}`, idField };
}

type Item = Record<string, unknown>;

/** The identifiers of the first items of a list API (at most 25); fails saying why if none. */
async function idsOf(page: Page, apiPath: string, field: string): Promise<string[]> {
  const response = await page.request.get(`${apiPath}?limit=25`);
  expect(
    response.ok(),
    `the list API ${apiPath} answered ${response.status()}: ${await response.text()}`,
  ).toBe(true);
  const { items } = (await response.json()).data as { items: Item[] };
  const ids = items.map((item) => item[field]).filter((id) => typeof id === 'string');
  expect(ids.length, `${apiPath} has no records to open`).toBeGreaterThan(0);
  return ids as string[];
}

/**
 * The path with `:id` (and `:editid`) replaced by real ids: `:editid` is the first record of the
 * nested kind under the first parent record that has one.
 */
async function realPath(page: Page, screenPath: string): Promise<string> {
  const [, app, ...segments] = screenPath.split('/');
  expect(app).toBe('app');
  // A kind's list may be more than one segment deep (quality-assurance/complaints).
  const at = segments.indexOf(':id');
  if (at < 1) return screenPath;
  const top = segments.slice(0, at).join('/');
  const [nestedPath = '', editParam] = segments.slice(at + 1);
  const { apiPath, idField, kind } = listApiOf(top);
  const parentIds = await idsOf(page, apiPath, idField);
  if (editParam !== ':editid') return screenPath.replace(':id', parentIds[0] ?? '');
  const nested = kind && kindListedAt(nestedPath, kind);
  if (!nested) throw new Error(`no record kind is declared at ${top}/:id/${nestedPath}`);
  for (const parentId of parentIds) {
    const { items } = await apiGet<{ items: Item[] }>(
      page,
      `${recordsPath(nested, parentId)}?limit=1`,
    );
    const child = items[0]?.id;
    if (typeof child === 'string') {
      return screenPath.replace(':id', parentId).replace(':editid', child);
    }
  }
  throw new Error(`no ${top} record has ${nested.name} to open for ${screenPath}`);
}

/** The demo client whose file the 2.4 screens open, with a record in each of its lists. */
interface ClientFile {
  clientId: string;
  name: string;
  records: ClientFileRecordIds;
}

/**
 * The client-file sections a screen opens a record of: `:editid` a record of the section, and
 * `:editinnerid` one kept under it (a visit template's details: 'visit-templates/details').
 */
function recordSectionsOf(screenPath: string): { section?: string; inner?: string } {
  const match = /^\/app\/clients\/:id\/edit\/(.+?)\/:editid(?:\/(.+?)\/:editinnerid)?(?:\/|$)/.exec(
    screenPath,
  );
  const section = match?.[1];
  const inner = match?.[2];
  return { section, inner: section && inner ? `${section}/${inner}` : undefined };
}

/** Each section of the client file whose record a walked screen opens. */
const RECORD_SECTIONS = [
  ...new Set(
    screens.flatMap((screen) => {
      const { section, inner } = recordSectionsOf(screen.path);
      return [section, inner].filter((key) => key !== undefined);
    }),
  ),
];

/** A client-file path with real ids: `:id` the client, `:editid` and `:editinnerid` records. */
function clientFilePath(screenPath: string, file: ClientFile): string {
  let real = screenPath.replace(':id', file.clientId);
  const { section, inner } = recordSectionsOf(screenPath);
  for (const [param, key] of [
    [':editid', section],
    [':editinnerid', inner],
  ] as const) {
    if (key === undefined) continue;
    const id = file.records[key];
    expect(id, `no record was made for the section ${key}`).toBeDefined();
    real = real.replace(param, id ?? '');
  }
  return real;
}

/** Waits for the page and its data to load, then checks it is the screen asked for. */
async function expectScreen(page: Page, title: string, heading?: string) {
  await expect(page).toHaveTitle(`care360 - ${title}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
  // A record or parent that failed to load says '… not found' instead of showing its form.
  await expect(page.getByRole('heading', { name: / not found$/ })).toHaveCount(0);
  await expect(page.getByText('You do not have permission to do that.')).toHaveCount(0);
  await expect(page).toHaveTitle(`care360 - ${title}`);
}

/**
 * Opens a screen as a link inside the app would, once the app is loaded: the walk is about the
 * screens, and reloading the app's files for each of ninety screens was most of the browser's work.
 */
async function openInApp(page: Page, url: string) {
  if (!page.url().includes('/app')) {
    await page.goto(url);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, url);
}

/** Part `part` (from 1) of `parts`: every `parts`-th screen, starting at the `part`-th. */
export function walkScreens(part: number, parts: number) {
  const mine = screens.filter((_, index) => index % parts === part - 1);
  test.describe(`screens of docs/screens.tsv, part ${part} of ${parts}`, () => {
    // One tab for every screen, as a person clicking through would have: the app's files load
    // once, which keeps ninety visits quick.
    let page: Page;
    test.beforeAll(async ({ browser, adminSession, app }) => {
      const context = await browser.newContext({
        baseURL: app.baseURL,
        storageState: adminSession.state,
      });
      page = await context.newPage();
    });
    // The size the tab is at: screens are opened at the size the last one ended at.
    let onPhone = false;
    test.afterAll(async () => {
      await page.context().close();
    });

    // Made once, by the first client-file screen visited.
    let clientFile: Promise<ClientFile> | undefined;
    async function makeClientFile(): Promise<ClientFile> {
      const clientId = await idOf(page, 'clients', 'Hargreaves');
      // The profile's summary is a custom endpoint of the clients area; no declaration names it.
      const summary = await apiGet<{ name: string }>(page, `/api/v1/clients/${clientId}/summary`);
      const records = await createClientFileRecords(page, clientId, RECORD_SECTIONS);
      return { clientId, name: summary.name, records };
    }

    // Once, in the first part: the walk covers what it says.
    if (part === 1)
      test('the tsv lists the screens the walk opens', () => {
        expect(screens.filter((row) => row.section === '2.3').length).toBeGreaterThanOrEqual(79);
        expect(screens.filter((row) => row.section === '2.4').length).toBe(92);
        // Every other path the walk opens is a screen of the tsv.
        expect(
          screens
            .filter((row) => OTHER_PATHS.has(row.path))
            .map((row) => row.path)
            .sort(),
        ).toEqual([...OTHER_PATHS].sort());
      });

    for (const screen of mine) {
      test(`${screen.path} opens as "${screen.title}"`, async () => {
        if (screen.section === '2.4') {
          // The first client-file screen also makes a record in each of the file's sections.
          test.slow(clientFile === undefined, 'makes the client file’s records');
          clientFile ??= makeClientFile();
          const file = await clientFile;
          await openInApp(page, clientFilePath(screen.path, file));
          // A client's profile is headed by the client's name; every other screen by its title.
          await expectScreen(
            page,
            screen.title,
            screen.path === '/app/clients/:id' ? file.name : screen.title,
          );
        } else {
          await openInApp(page, await realPath(page, screen.path));
          await expectScreen(page, screen.title);
        }
        // The same page on a phone: it fits the width, nothing scrolls sideways. Each screen is
        // opened at the size the last one ended at and seen at the other too, so the walk resizes
        // once a screen; axe still looks at the desktop layout.
        if (onPhone) {
          await expectNoSidewaysScroll(page);
          if (isForm(screen)) await expectOneColumnForm(page);
          await page.setViewportSize(DESKTOP);
          onPhone = false;
        } else {
          await page.setViewportSize(PHONE);
          onPhone = true;
          await expectNoSidewaysScroll(page);
          if (isForm(screen)) await expectOneColumnForm(page);
          if (CHECKED_WITH_AXE.has(screen.path)) {
            await page.setViewportSize(DESKTOP);
            onPhone = false;
          }
        }
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
}
