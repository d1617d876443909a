import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/**
 * Every screen of docs/screens.tsv that should exist by now resolves to its own route with the
 * tsv's title. The screens still to come are listed, with why, in NOT_YET_BUILT; the test fails
 * when a built screen breaks, and also when a listed screen starts to resolve, so the list
 * shrinks as screens arrive.
 */

interface ScreenRow {
  path: string;
  audience: string;
  kind: string;
  title: string;
  section: string;
}

function readScreens(): ScreenRow[] {
  const text = readFileSync(join(import.meta.dirname, '../../../../docs/screens.tsv'), 'utf8');
  const [header, ...lines] = text.split('\n').filter((line) => line.trim() !== '');
  expect(header?.split('\t')).toEqual(['path', 'audience', 'kind', 'title', 'section']);
  return lines.map((line) => {
    const [path = '', audience = '', kind = '', title = '', section = ''] = line.split('\t');
    return { path, audience, kind, title, section };
  });
}

/** Sections whose every screen is expected: 2.5 and 2.6 are the staff files. */
const BUILT_SECTIONS = ['2.3', '2.4', '2.5', '2.6', '2.6 (derived from 2.5)'];

/** Screens expected outside those sections: exactly these paths, or these and all below. */
const BUILT_PATHS: { path: string; withSubpages?: true }[] = [
  { path: '/' },
  { path: '/forgot-password' },
  { path: '/reset-password/:token' },
  { path: '/switch-account/:parent_user/:target_user' },
  { path: '/app' },
  { path: '/app/users', withSubpages: true },
  { path: '/app/branches', withSubpages: true },
  { path: '/app/news-feed', withSubpages: true },
  { path: '/app/staff-meetings', withSubpages: true },
  { path: '/app/job-vacancies', withSubpages: true },
  { path: '/app/vacancies/:id' },
  { path: '/app/email-logs' },
  { path: '/app/audit' },
  // Recruitment: the applicant's and referee's link pages, the tracker, the letters.
  { path: '/handle-interview-action' },
  { path: '/applicant-form' },
  ...['education', 'reference', 'work', 'address', 'name'].flatMap((history) => [
    { path: `/add-${history}/:id` },
    { path: `/detail-${history}/:id/:editid` },
  ]),
  { path: '/post-interview-reference-forms/:id' },
  { path: '/reference-forms/:id' },
  { path: '/support-worker-test/:id' },
  { path: '/birdie-contract/:id' },
  { path: '/international-plus-contract/:id' },
  { path: '/18to20-contract/:id' },
  { path: '/21plus-contract/:id' },
  { path: '/employer-reference/:id/:editid' },
  { path: '/character-reference/:id/:editid' },
  { path: '/app/recruitment-tracker', withSubpages: true },
  // The office planner: its visits, their calendar and the time tracked on them.
  { path: '/app/assessment-visits', withSubpages: true },
  { path: '/app/tracker' },
  // The rota, by carer or by client, and one visit's schedule.
  { path: '/app/scheduler/v1/:type', withSubpages: true },
  ...[
    'training-email',
    'email-interview',
    'print-interview/:client',
    'print-training/:client',
    'print-rejection/:client',
    'print-post-interview',
    'print-induction-pack',
    'print-enhanced-dbs-form',
  ].map((page) => ({ path: `/app/:id/${page}` })),
];

/** Expected screens that do not exist yet, and why. Remove a row when its screen arrives. */
const NOT_YET_BUILT: { path: string; reason: string }[] = [];

/** A realistic value for each route parameter of the spec (§3). */
const SAMPLE_PARAMS: Record<string, string> = {
  id: '3f1c2a9e-7b4d-4e8a-9c1f-2d5e6a7b8c90',
  editid: '8a7b6c5d-4e3f-4a1b-8c9d-0e1f2a3b4c5d',
  editinnerid: 'c0ffee00-1234-4abc-8def-567890abcdef',
  token: 'kV3x9QmZr7Tn2Lw8Yp4Hs6Dj1Fb5Gc0Na',
  parent_user: '11111111-2222-4333-8444-555555555555',
  target_user: '66666666-7777-4888-9999-aaaaaaaaaaaa',
  type: 'clients',
  category: 'training',
  client: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
};

function samplePath(pattern: string): string {
  return pattern.replace(/:([a-z_]+)/gi, (_, name: string) => {
    const value = SAMPLE_PARAMS[name];
    if (!value) throw new Error(`No sample value for :${name} in ${pattern}`);
    return value;
  });
}

function isExpected(row: ScreenRow): boolean {
  return (
    BUILT_SECTIONS.includes(row.section) ||
    BUILT_PATHS.some(
      (built) =>
        row.path === built.path || (built.withSubpages && row.path.startsWith(`${built.path}/`)),
    )
  );
}

/** The route a path resolves to: its pattern ('$id' for ':id') and title; null when none. */
function resolve(path: string): { pattern: string; title: string | undefined } | null {
  const router = createAppRouter(createQueryClient(), createMemoryHistory());
  const [, params, found] = router.getMatchedRoutes(samplePath(path));
  // An unknown path still 'finds' its nearest layout, for its not-found page; the rest of the
  // path is then in the '**' parameter.
  if (!found || '**' in params) return null;
  return {
    pattern: found.fullPath.replace(/\/$/, '') || '/',
    title: found.options.staticData?.title,
  };
}

const screens = readScreens();
const expected = screens.filter(isExpected);
const notYetBuilt = new Set(NOT_YET_BUILT.map((row) => row.path));

describe('screens of docs/screens.tsv', () => {
  it('lists only screens of the tsv that are expected, each once', () => {
    const unknown = NOT_YET_BUILT.filter(
      (row) => !expected.some((screen) => screen.path === row.path),
    );
    expect(unknown).toEqual([]);
    expect(notYetBuilt.size).toBe(NOT_YET_BUILT.length);
  });

  it('resolves every built screen to its own route, titled as in the tsv', () => {
    const problems = expected
      .filter((row) => !notYetBuilt.has(row.path))
      .flatMap((row) => {
        const route = resolve(row.path);
        const pattern = row.path.replace(/:([a-z_]+)/gi, '$$$1');
        if (!route) return [`${row.path}: not found`];
        if (route.pattern !== pattern) return [`${row.path}: reaches ${route.pattern}`];
        if (route.title !== row.title)
          return [`${row.path}: titled "${route.title}", not "${row.title}"`];
        return [];
      });
    expect(problems).toEqual([]);
  });

  it('does not resolve the screens listed as not yet built (remove them once they are)', () => {
    const built = NOT_YET_BUILT.filter((row) => resolve(row.path) !== null).map((row) => row.path);
    expect(built).toEqual([]);
  });
});
