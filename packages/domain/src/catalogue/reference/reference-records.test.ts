import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_RECORDS, type RecordKind, recordKind } from '../registry';

/** docs/screens.tsv: path → title of each screen of the product. */
const screens = new Map(
  readFileSync(new URL('../../../../../docs/screens.tsv', import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .map(([path, , kind, title]) => [path ?? '', { kind, title }]),
);

/** The spec's names of the id of each level of nesting: a client, its record, that record's. */
const ID_PARAMS = [':id', ':editid', ':editinnerid'];

/** A kind's list path as screens.tsv writes it, with the depth of nesting (0 for top level). */
function listPath(kind: RecordKind): { path: string; depth: number } {
  if (!kind.parent) return { path: `/app/${kind.path}`, depth: 0 };
  const parent = listPath(recordKind(kind.parent));
  return {
    path: `${parent.path}/${ID_PARAMS[parent.depth]}/${kind.path}`,
    depth: parent.depth + 1,
  };
}

/** Kinds whose list the spec does not name: it is reached from the page it is nested in. */
const LISTED_ELSEWHERE = new Set([
  'client-mental-capacity-risk-assessments',
  // A professional's grants are listed on the Access tab of their page.
  'health-professional-grants',
  // A staff file's references and documents page lists these; its COVID page lists boosters.
  ...ALL_RECORDS.filter((kind) =>
    /^edit\/(references-documents|covid-vaccine-details)\//.test(kind.path),
  ).map((kind) => kind.name),
  // The inventory's lists are its screens titled "Inventory - …" (modules/inventory), which
  // draw the generic list of these kinds.
  'stock-items',
  'assets',
]);

/**
 * Kinds the catalogue lacks: hospital stays, which suspend a client's rounds;
 * an applicant's file of its own kind, whose office screens the tsv does not
 * list (it lists only the applicant's public pages, under their private link), and the numbers
 * recruitment runs by (the gap threshold, the chasing of referees).
 */
const BEYOND_THE_CATALOGUE = new Set([
  'client-hospital-stays',
  'recruitment-settings',
  // The training courses with their validity, each person's training records, the
  // right to work that stays live, and the intervals supervision and leave run by.
  'training-courses',
  'staff-settings',
  // What the rota's rules read: when a carer works and cannot, whom a client declined or
  // prefers and the training every carer of theirs must hold; sections of the files, not screens
  // of the tsv.
  'carer-working-patterns',
  'carer-unavailability',
  'client-declined-carers',
  'client-preferred-carers',
  'client-required-training',
  // A new carer's conditions and outstanding checks, carried over from their clearance.
  'carer-onboarding-todos',
  // Who fills each place of a visit: allocated on the rota, not listed on a screen of its own.
  'visit-carers',
  // The offers of a visit's empty place: made on the rota, answered on the carer's phone.
  'cover-offers',
  // What became of each task of a visit: recorded on the carer's phone, read with the visit.
  'visit-task-outcomes',
  // The rostering wizard's drafts: the tsv lists only the wizard's steps, not a list of them.
  'client-rosterings',
  // The rota's visit-type codes (its legend) and its publications: shown on the rota.
  'visit-type-codes',
  'rota-publications',
  // The deadlines the quality registers run by, and each register entry's actions (its page).
  'quality-settings',
  // The statutory notifications drafted from the registers, and CQC's quality statements the
  // registers' entries are tagged with: beyond the screen list, as the QA dashboard is.
  'cqc-notifications',
  'cqc-quality-statements',
  // The audits of records across files (their screens are the Audits lists, by source), and the
  // staff files' disciplinary section, which the tsv lists only as the carers' audit.
  'record-audits',
  'carer-disciplinary',
  // The alerts the live boards show (their screens are the boards) and the thresholds and
  // escalation ladder they run by.
  'alerts',
  'alert-settings',
  'employee-disciplinary',
  // Every movement of stock: the tsv lists them as the uniform and PPE logs (modules/inventory).
  'stock-movements',
  // The solver's runs: planned from the scheduler, their plan opened on its own page.
  'roster-runs',
  // Chat's retention rule: the tsv lists chat as one screen (modules/comms).
  'chat-settings',
  // Finance's rules, confirmations, runs and their documents: the tsv lists finance as one
  // screen, /app/finance, which brings them together (modules/finance).
  ...ALL_RECORDS.filter((kind) => kind.area === 'finance').map((kind) => kind.name),
  // The work planner's teams, projects and cards: the tsv lists its boards (modules/work-planner).
  ...ALL_RECORDS.filter((kind) => kind.area === 'work-planner').map((kind) => kind.name),
  ...ALL_RECORDS.filter((kind) => kind.area === 'quality' && kind.parent).map((kind) => kind.name),
  ...['carer', 'employee'].flatMap((owner) => [
    `${owner}-training-records`,
    `${owner}-right-to-work`,
  ]),
  ...ALL_RECORDS.filter((kind) => kind.name === 'applicants' || kind.parent === 'applicants').map(
    (kind) => kind.name,
  ),
]);

/** Kinds whose list the tsv files under another kind of screen: tracked time is 'other'. */
const LIST_SCREEN_KIND: Record<string, string> = { 'tracker-sessions': 'other' };

/**
 * Kinds with add and edit pages the tsv does not list: an assessment visit is planned from what
 * is due or by hand, and opened from the office planner's calendar to be changed.
 */
const FORMS_BEYOND_THE_LIST = new Set([
  'assessment-visits',
  // The tsv lists only the inventory's registers and logs; items and assets are added on them.
  'stock-items',
  'assets',
]);

describe('record kinds match the screen list', () => {
  it.each(ALL_RECORDS.map((kind) => [kind.name, kind] as const))(
    '%s has the list, add and edit titles of its screens',
    (_, kind) => {
      const { path: base, depth } = listPath(kind);
      const itemId = ID_PARAMS[depth];
      if (BEYOND_THE_CATALOGUE.has(kind.name)) {
        expect(screens.has(base), `${base} is in the catalogue now`).toBe(false);
        return;
      }
      if (!LISTED_ELSEWHERE.has(kind.name))
        expect(screens.get(base), base).toEqual({
          kind: LIST_SCREEN_KIND[kind.name] ?? 'list',
          title: kind.titles.list,
        });
      const add = screens.get(`${base}/add`);
      if (add) expect(add.title).toBe(kind.titles.add);
      if (!FORMS_BEYOND_THE_LIST.has(kind.name))
        expect(Boolean(add), `${base}/add`).toBe(kind.screens.add);
      const edit = screens.get(`${base}/${itemId}/edit`);
      if (edit) expect(edit.title).toBe(kind.titles.edit);
      if (kind.screens.edit && kind.area === 'reference')
        expect(edit, `${base}/${itemId}/edit`).toBeDefined();
    },
  );

  it('gives every kind a unique name, and nested kinds a unique path under their parent', () => {
    const names = ALL_RECORDS.map((k) => k.name);
    expect(new Set(names).size).toBe(names.length);
    const paths = ALL_RECORDS.map((k) => `${k.parent ?? ''}/${k.path}`);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
