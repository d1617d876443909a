import { MEADOWBANK_BRANCHES, schema } from '@care360/db';
import { ALL_RECORDS, PERSON_FILES, recordKind } from '@care360/domain';
import { type AnyColumn, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletedAuditOf } from '../modules/audits/audits.test-kit';
import { carerSurveyAnswers } from '../modules/comms/survey-sends.test-kit';
import { deletedQualityEntriesOf } from '../modules/quality/quality.test-kit';
import { PUBLIC, permissionOf, permissionsOf, SIGNED_IN } from '../platform/http/route';
import { isLinkAccess } from '../platform/links/link-purpose';
import { branchOwner, tableOf } from '../platform/records/record-query';
import { allRoutes } from '../routes';
import { branchUser } from './branch-users';
import { LINK_BODIES, walkLinkRoutes } from './link-route-walk';
import { createSample, samplePayload } from './record-samples';
import { createRouteFixtures, QUESTIONNAIRE_DRAFT, referenceIds } from './route-fixtures';
import { routesPart } from './route-parts';
import { createTestApp, DEMO_USERS, NO_ACCESS_EMAIL, type TestApp } from './test-app';

/** The only routes anyone may call signed out. A new one must be added here on purpose. */
const PUBLIC_ROUTES = [
  'GET /api/v1/application-form',
  'POST /api/v1/application-form',
  'POST /forgot-password',
  'POST /health-professionals/login',
  'POST /login',
  'POST /login/mfa',
  'POST /logout',
];

/** The routes opened by a link instead of a session (platform/links); walked by link-route-walk.ts. */
const LINK_ROUTES = [
  'GET /api/v1/applicant-link/:token',
  'GET /api/v1/applicant-packs/:token',
  'GET /api/v1/character-reference/:token',
  'GET /api/v1/employer-reference/:token',
  'GET /api/v1/health-professional-area/:token',
  'GET /api/v1/health-professional-area/:token/pdf',
  'GET /api/v1/interview-action/:token',
  'GET /api/v1/survey-answer/:token',
  'POST /api/v1/applicant-link/history',
  'POST /api/v1/applicant-link/submit',
  'POST /api/v1/applicant-packs',
  'POST /api/v1/character-reference',
  'POST /api/v1/employer-reference',
  'POST /api/v1/interview-action',
  'POST /api/v1/survey-answer',
  'POST /reset-password',
];

let t: TestApp;
let cookies: {
  noAccess: string;
  otherOrganisation: string;
  admin: string;
  otherBranch: string;
  sameBranch: string;
};
/** One record of the demo organisation per resource that routes address by id. */
let recordIds: Record<string, string>;
const parentIds: Record<string, string> = {};

/**
 * The walk's app, fixtures and users. Registered by each part itself: the server's test files
 * share modules (no isolation), so a hook at this module's top level would run for one part only.
 */
async function setUpWalk(): Promise<void> {
  t = await createTestApp();
  cookies = {
    noAccess: await t.login(NO_ACCESS_EMAIL),
    otherOrganisation: await t.login(DEMO_USERS.riverside.email),
    admin: await t.login(DEMO_USERS.admin.email),
    otherBranch: '',
    sameBranch: '',
  };
  const fixtures = await createRouteFixtures(t, cookies.admin);
  // A link route is walked with two live subjects of its type; the fixtures give one reference.
  await createSample(t, cookies.admin, recordKind('applicant-references'));
  // A survey's answers name its questions by id: the demo survey's, whose recipients are walked.
  LINK_BODIES['POST /api/v1/survey-answer'] = { answers: await carerSurveyAnswers(t) };
  recordIds = fixtures.recordIds;
  Object.assign(parentIds, fixtures.parentIds);
  Object.assign(OTHER_PARAMS, fixtures.otherParams);
  Object.assign(FILE_PARAMS, fixtures.fileParams);
  // The walked file belongs to the walked client, so its download is walked as the client is.
  await t.db
    .update(schema.files)
    .set({ ownerKind: 'clients', ownerId: recordIds.clients })
    .where(eq(schema.files.id, recordIds.files ?? ''));
  // Two users limited to a branch and holding every permission: only the branch can stop them.
  // Every sample owner of a branch (a client, an applicant; each nested sample has its own) is
  // moved into one new branch.
  const sampleBranch = recordIds.branches ?? '';
  const demoBranches = MEADOWBANK_BRANCHES.map((b) => b.name);
  for (const kind of ALL_RECORDS.filter((k) => !k.parent && k.branchField)) {
    const table = tableOf(kind);
    const branch = table[kind.branchField as keyof typeof table] as AnyColumn;
    await t.db
      .update(table)
      .set({ [kind.branchField as string]: sampleBranch })
      .where(
        sql`${table.organisationId} = ${t.organisationId} and ${branch} not in (select id from branches where name in (${sql.join(
          demoBranches.map((name) => sql`${name}`),
          sql`, `,
        )}))`,
      );
  }
  await harrogateVisit(t);
  await harrogateCopiesOfSamples(t);
  await deletedQualityEntriesOf(t, 'Harrogate');
  await deletedAuditOf(t, 'Harrogate');
  // And the further permissions a sensitive field's reveal asks (the NI number's, for pay).
  const reveals = ALL_RECORDS.flatMap((kind) =>
    Object.values(kind.fields).flatMap((def) =>
      def.revealPermission ? [def.revealPermission] : [],
    ),
  );
  const every = [...new Set([...allRoutes.flatMap((route) => permissionsOf(route)), ...reveals])];
  cookies.otherBranch = await branchUser(t, 'Harrogate', every);
  cookies.sameBranch = await branchUser(t, sampleBranch, every);
  // A sample of every kind (about 200, each with what it refers to) is made through the API.
}

/**
 * Kinds the demo has no Harrogate row of, live or recently deleted, whose lists the Harrogate
 * user walks: a copy of each one's sample is made in Harrogate, so the list has a row of the
 * user's own branch to show (and nothing of any other). A unique place a copy would share with
 * its sample (a confirmation's visit place) is given a new one.
 */
const HARROGATE_COPIES: { kind: string; deleted: boolean; fresh?: string[] }[] = [
  { kind: 'roster-runs', deleted: false },
  { kind: 'visit-confirmations', deleted: false, fresh: ['visitCarer'] },
  ...['stock-items', 'assets', 'task-cards', 'work-teams', 'work-projects'].map((kind) => ({
    kind,
    deleted: true,
  })),
];

/** The demo's Harrogate branch, whose user the branch walk signs in as. */
let harrogateId = 'no branch yet';

async function harrogateCopiesOfSamples(app: TestApp): Promise<void> {
  const [harrogate] = await app.db
    .select({ id: schema.branches.id })
    .from(schema.branches)
    .where(
      sql`${schema.branches.organisationId} = ${app.organisationId} and ${schema.branches.name} = 'Harrogate'`,
    );
  if (!harrogate) throw new Error('The demo data has no Harrogate branch.');
  harrogateId = harrogate.id;
  for (const { kind: name, deleted, fresh = [] } of HARROGATE_COPIES) {
    const kind = recordKind(name);
    const table = tableOf(kind);
    const [sample] = await app.db
      .select()
      .from(table)
      .where(eq(table.id, recordIds[name] ?? ''));
    if (!sample) throw new Error(`${name}: no sample to copy into Harrogate`);
    const { id: _, ...values } = sample as Record<string, unknown>;
    await app.db.insert(table).values({
      ...values,
      ...Object.fromEntries(fresh.map((field) => [field, crypto.randomUUID()])),
      [kind.branchField as string]: harrogate.id,
      ...(deleted ? { deletedAt: new Date() } : {}),
    } as never);
  }
}

/**
 * A visit for a Harrogate client with an alert about it, a survey sent to Harrogate, a deleted
 * Harrogate entry of the global schedule and a publication of a Harrogate week, so the visits
 * lists, the alerts, the surveys sent, the global schedule's recently deleted list and the
 * publications have a row of the Harrogate user's own branch to show (and nothing
 * of any other).
 */
async function harrogateVisit(app: TestApp): Promise<void> {
  const [client] = await app.db
    .select({ id: schema.clients.id, branch: schema.clients.branch })
    .from(schema.clients)
    .innerJoin(schema.branches, eq(schema.branches.id, schema.clients.branch))
    .where(
      sql`${schema.clients.organisationId} = ${app.organisationId} and ${schema.branches.name} = 'Harrogate'`,
    )
    .limit(1);
  if (!client) throw new Error('The demo data has no Harrogate client.');
  const [visit] = await app.db
    .insert(schema.visits)
    .values({
      organisationId: app.organisationId,
      client: client.id,
      branch: client.branch,
      visitDate: '2026-12-07',
      startTime: '08:00',
      endTime: '09:00',
      startsAt: '2026-12-07T08:00:00.000Z',
      endsAt: '2026-12-07T09:00:00.000Z',
      carersNeeded: 1,
      status: 'Planned',
      source: 'By hand',
    })
    .returning({ id: schema.visits.id });
  await app.db.insert(schema.alerts).values({
    organisationId: app.organisationId,
    source: 'Late visit',
    dedupKey: 'route-walk:harrogate',
    severity: 'High',
    subject: 'Harrogate visit not checked in',
    branch: client.branch,
    client: client.id,
    visit: visit?.id,
    status: 'Raised',
    raisedAt: new Date(),
  } as never);
  await app.db.insert(schema.surveySends).values({
    organisationId: app.organisationId,
    title: 'Harrogate carers survey',
    audience: 'carer-surveys',
    surveyId: '00000000-0000-4000-8000-000000000000',
    branch: client.branch,
    closesOn: '2026-12-31',
    recipients: 0,
    answered: 0,
    due: 0,
  } as never);
  await app.db.insert(schema.globalSchedules).values({
    organisationId: app.organisationId,
    title: 'Harrogate first-aid refresher',
    kind: 'Training day',
    branch: client.branch,
    firstDate: '2026-12-07',
    repeat: 'Does not repeat',
    startTime: '10:00',
    endTime: '12:00',
    carersNeeded: 2,
    deletedAt: new Date(),
  } as never);
  await app.db.insert(schema.rotaPublications).values({
    organisationId: app.organisationId,
    branch: client.branch,
    weekStart: '2026-12-07',
    visitsPublished: 1,
    carersEmailed: 0,
  } as never);
}

/** The record kind a record-engine route serves, read from its URL. */
function kindOf(route: (typeof allRoutes)[number]) {
  const segments = route.url.split('/');
  const name = segments.includes(':parentId')
    ? segments[segments.indexOf(':parentId') + 1]
    : segments[3];
  return ALL_RECORDS.find((k) => k.name === name);
}

/** Valid bodies of the routes outside the record engine that take one. */
const BODIES: Record<string, object> = {
  'POST /api/v1/applicants/:id/make-carer': { hoursType: 'Fixed hours', weeklyHours: 30 },
  // A reference's answers taken by phone: an empty set, so only access can refuse the walk.
  'POST /api/v1/carers/:parentId/carer-references/:id/answers': { answers: {} },
  'POST /api/v1/employees/:parentId/employee-references/:id/answers': { answers: {} },
  'PUT /api/v1/user-roles/:id/permissions': { permissions: [], version: 1 },
  'PUT /api/v1/user-permissions/:permission/users': { userIds: [] },
  ...Object.fromEntries(
    PERSON_FILES.map((file) => [
      `POST /api/v1/${file.owner}/:id/forms/:form/responses`,
      QUESTIONNAIRE_DRAFT,
    ]),
  ),
  'PUT /api/v1/clients/:id/mar/entries': {
    clientMedicationId: '00000000-0000-4000-8000-000000000000',
    day: '2025-01-06',
    slot: 'morning',
    code: 'G',
  },
  'POST /api/v1/clients/:id/end-service': { endedOn: '2025-01-06', reason: 'Other' },
  'POST /api/v1/clients/:id/mar/medication-error': {
    medication: '00000000-0000-4000-8000-000000000000',
    day: '2025-01-06',
    slot: 'morning',
  },
  // What a template change would do, and restoring cancelled visits: nothing to send.
  'POST /api/v1/clients/:id/visit-changes-preview': {},
  'POST /api/v1/clients/:id/restore-visits': {},
  'POST /api/v1/recruitment-tracker/bulk-training/:id': {
    applicantIds: ['00000000-0000-4000-8000-000000000000'],
    course: 'Moving and handling',
    startsAt: '2025-01-06T09:30:00.000Z',
    place: 'Training room',
  },
  // An alert's life: the version read, and whom or how.
  'POST /api/v1/alerts/:id/acknowledge': { version: 1 },
  'POST /api/v1/alerts/:id/assign': { version: 1, userId: '00000000-0000-4000-8000-000000000000' },
  'POST /api/v1/alerts/:id/resolve': { version: 1, resolution: 'Rang the carer.' },
  'POST /api/v1/chat/conversations/:id/participants': {
    userIds: ['00000000-0000-4000-8000-000000000000'],
  },
  'POST /api/v1/clients/:id/medications/:medicationId/stop': {
    endDate: '2025-01-06',
    reason: 'GP review',
  },
  'POST /api/v1/clients/:id/medications/:medicationId/change': {
    from: '2025-01-06',
    reason: 'GP review',
    dose: '1 tablet',
    route: 'Oral',
    frequency: 'Once a day',
    timesOfDay: ['morning'],
    supportLevel: 'Prompt',
    prn: false,
  },
};

/**
 * Lists that are the same in every organisation: the permission vocabulary, whose per-organisation
 * parts (roles, direct users) are proved in modules/people/permissions.test.ts.
 */
const SHARED_LISTS = ['GET /api/v1/user-permissions'];

/**
 * GETs that answer a question rather than list (they need its terms): their organisation and
 * branch scope is proved where they are tested (modules/clients/client-checks.test.ts).
 */
const QUESTIONS = [
  'GET /api/v1/clients/possible-duplicates',
  // Sums and a PDF rather than lists of records: scoped in modules/recruitment/tracker.test.ts.
  'GET /api/v1/recruitment-tracker/dashboard',
  'GET /api/v1/recruitment-tracker/matrix',
  'GET /api/v1/recruitment-tracker/report.pdf',
  // A period's interviews, asked with its dates: scoped in modules/recruitment/interviews.test.ts.
  'GET /api/v1/recruitment/interview-calendar',
  // People by courses, with sums: scoped (branch, organisation) in modules/staff/training.test.ts.
  'GET /api/v1/training-matrix',
  'GET /api/v1/training-matrix.csv',
  // A month of holidays and who is due what: scoped (branch, organisation) in
  // modules/staff/holidays.test.ts and oversight.test.ts.
  'GET /api/v1/holiday-calendar',
  'GET /api/v1/staff-oversight',
  // Staff files' DBS checks and uniform across people: scoped (branch, organisation) in
  // modules/office/office.test.ts.
  'GET /api/v1/office/dbs-details',
  'GET /api/v1/office/uniform-details',
  // The holiday requests to decide: scoped (branch, organisation) in modules/staff/holidays.test.ts.
  'GET /api/v1/holiday-requests/carers',
  'GET /api/v1/holiday-requests/employees',
  // A period's assessment visits, asked with its days: scoped in modules/planner/tracker.test.ts.
  'GET /api/v1/office-planner/calendar',
  // A branch's week of the rota, asked with its branch and days: scoped (branch, organisation)
  // in modules/scheduling/rota.test.ts.
  'GET /api/v1/scheduler/rota',
  // Sums of clients, carers and visits: scoped (branch, organisation, permission) in
  // modules/dashboard/dashboard.test.ts.
  ...[
    'main',
    'clients/performance',
    'clients/weekly',
    'clients/branch-comparison',
    'clients/branch-lines',
    'carers/performance',
    ...['clients', 'carers'].flatMap((who) =>
      ['growth', 'starts', 'ends'].map((r) => `${who}/${r}`),
    ),
  ].map((report) => `GET /api/v1/dashboard/${report}`),
  // Sums of the quality registers: scoped (branch, organisation, permission) in
  // modules/quality/qa-dashboard.test.ts.
  'GET /api/v1/quality-assurance/dashboard',
  'GET /api/v1/quality-assurance/evidence-pack.pdf',
  // What a survey can be sent to (surveys, branches, people): scoped (branch, organisation) in
  // modules/comms/survey-sends.test.ts.
  'GET /api/v1/survey-sends/choices',
  // Sums of alerts' response times by week and branch: scoped (branch, organisation, permission)
  // in modules/live-events/alerts.test.ts.
  'GET /api/v1/alerts/response-times',
  // A work planner board: columns of cards, asked with its view and branch; scoped (branch) in
  // modules/work-planner/work-planner.test.ts.
  'GET /api/v1/task-cards/board',
  // Finance's sums and the period's visits to confirm, asked with a period: scoped (branch,
  // organisation, permission) in modules/finance/finance-scope.test.ts.
  'GET /api/v1/finance/overview',
  'GET /api/v1/finance/confirmations/review',
];

/** A valid body, so that what refuses the call is access, never validation. */
function bodyOf(route: (typeof allRoutes)[number]) {
  if (key(route) in BODIES) return BODIES[key(route)];
  const kind = kindOf(route);
  if (route.method === 'GET' || !kind || route.url.endsWith('/restore'))
    return route.method === 'GET' ? undefined : {};
  const values = samplePayload(kind, 9000, referenceIds(kind, recordIds, ''));
  return route.method === 'PUT' ? { ...values, version: 1 } : values;
}

/** Routes whose record belongs to a branch: a client, what is nested under one, their files. */
function addressesBranch(route: (typeof allRoutes)[number]) {
  const kind = kindOf(route) ?? ALL_RECORDS.find((k) => k.name === route.resource);
  return route.resource === 'files' || Boolean(kind && branchOwner(kind));
}

/** A valid value for each route parameter beyond :id and :parentId (route-fixtures.ts). */
const OTHER_PARAMS: Record<string, string> = {};
/** A person file's own questionnaire and draft, by owner kind (route-fixtures.ts). */
const FILE_PARAMS: Record<string, Record<string, string>> = {};

const key = (route: (typeof allRoutes)[number]) => `${route.method} ${route.url}`;
const urlOf = (route: (typeof allRoutes)[number]) =>
  route.url
    .replace(
      /:([A-Za-z]+)/g,
      (whole, name: string) =>
        FILE_PARAMS[route.resource ?? '']?.[name] ?? OTHER_PARAMS[name] ?? whole,
    )
    .replace(':id', route.resource ? (recordIds[route.resource] ?? 'missing') : '')
    .replace(':parentId', parentIds[kindOf(route)?.name ?? ''] ?? 'missing');
const callAs = (route: (typeof allRoutes)[number], cookie?: string) =>
  t.call({ method: route.method, url: urlOf(route), cookie, payload: bodyOf(route) });

/** A query every list, calendar and question refuses, and a body no route accepts. */
const INVALID_QUERY =
  'limit=0&cursor=!!&month=2026-13&owner=nobody&kind=nobody&day=x&from=x&to=x&leaveYear=x&search=a%00b';
/** The same call with input that validation would refuse: access must refuse it first. */
const callInvalidAs = (route: (typeof allRoutes)[number], cookie?: string) =>
  t.call({
    method: route.method,
    url: `${urlOf(route)}?${INVALID_QUERY}`,
    cookie,
    ...(route.method === 'GET' ? {} : { payload: [{ version: 'x' }] }),
  });

/**
 * Part `part` of `parts` of the walk (every `parts`-th route; the first part also checks the
 * list of routes as a whole): the parts are test files of their own (routes.walk.*.test.ts), so
 * they run side by side.
 */
export function walkRoutes(part: number, parts: number) {
  describe('every registered route', () => {
    beforeAll(setUpWalk, 240_000);
    afterAll(() => t.close());
    if (part === 1) {
      it('has a known access rule, and only the listed routes are public', () => {
        expect(
          allRoutes
            .filter((r) => r.access === PUBLIC)
            .map(key)
            .sort(),
        ).toEqual(PUBLIC_ROUTES);
        expect(
          allRoutes
            .filter((r) => isLinkAccess(r.access))
            .map(key)
            .sort(),
        ).toEqual(LINK_ROUTES);
        for (const route of allRoutes) {
          expect(
            route.access === PUBLIC ||
              route.access === SIGNED_IN ||
              isLinkAccess(route.access) ||
              permissionOf(route),
            key(route),
          ).toBeTruthy();
        }
      });

      it('has a fixture record for every resource addressed by id', () => {
        for (const route of allRoutes.filter((r) => r.url.includes(':id'))) {
          expect(route.resource, key(route)).toBeDefined();
          expect(recordIds[route.resource ?? ''], key(route)).toBeTruthy();
        }
      });
    }

    const guarded = routesPart(part, parts).filter(
      (r) => r.access !== PUBLIC && !isLinkAccess(r.access),
    );

    walkLinkRoutes(
      () => t,
      routesPart(part, parts),
      () => cookies.admin,
    );

    it.each(guarded.map((r) => [key(r), r] as const))(
      '%s refuses an anonymous caller with 401',
      async (_, route) => {
        const response = await callAs(route);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({
          status: false,
          message: 'Please sign in to continue.',
        });
      },
    );

    it.each(guarded.filter((r) => permissionOf(r)).map((r) => [key(r), r] as const))(
      '%s refuses a user without the permission with 403',
      async (_, route) => {
        const response = await callAs(route, cookies.noAccess);
        expect(response.statusCode).toBe(403);
        expect(response.json().status).toBe(false);
      },
    );

    it.each(
      guarded
        .filter((r) => r.resource || r.url.includes(':parentId'))
        .map((r) => [key(r), r] as const),
    )("%s answers 404 for another organisation's record", async (_, route) => {
      // The caller is a super_admin of their own organisation: only tenancy stops them.
      const response = await callAs(route, cookies.otherOrganisation);
      expect(response.statusCode, response.body).toBe(404);
      if (route.method === 'GET') expect((await callAs(route, cookies.admin)).statusCode).toBe(200);
    });

    it.each(guarded.filter((r) => permissionOf(r)).map((r) => [key(r), r] as const))(
      '%s refuses a user without the permission with 403 before it reads the input',
      async (_, route) => {
        const response = await callInvalidAs(route, cookies.noAccess);
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json().status).toBe(false);
      },
    );

    it.each(
      guarded
        .filter((r) => r.resource || r.url.includes(':parentId'))
        .map((r) => [key(r), r] as const),
    )(
      "%s answers 404 for another organisation's or branch's record before it reads the input",
      async (_, route) => {
        const other = await callInvalidAs(route, cookies.otherOrganisation);
        expect(other.statusCode, other.body).toBe(404);
        if (addressesBranch(route)) {
          const branch = await callInvalidAs(route, cookies.otherBranch);
          expect(branch.statusCode, branch.body).toBe(404);
        }
      },
    );

    it.each(
      guarded
        .filter((r) => (r.resource || r.url.includes(':parentId')) && addressesBranch(r))
        .map((r) => [key(r), r] as const),
    )(
      "%s answers 404 for another branch's client to a user limited to theirs",
      async (_, route) => {
        const response = await callAs(route, cookies.otherBranch);
        expect(response.statusCode, response.body).toBe(404);
        if (route.method === 'GET')
          expect((await callAs(route, cookies.sameBranch)).statusCode).toBe(200);
      },
    );

    it.each(
      guarded
        .filter(
          (r) =>
            r.method === 'GET' &&
            !r.url.includes(':') &&
            !r.url.includes('/options/') &&
            !QUESTIONS.includes(key(r)) &&
            addressesBranch(r),
        )
        .map((r) => [key(r), r] as const),
    )("%s lists nothing of another branch's clients", async (_, route) => {
      const response = await callAs(route, cookies.otherBranch);
      expect(response.statusCode).toBe(200);
      if (route.url.endsWith('.csv')) {
        const lines = response.body.trim().split('\n').slice(1);
        expect(lines.length).toBeGreaterThan(0);
        expect(lines.filter((line) => !line.includes('Harrogate'))).toEqual([]);
      } else {
        const items = response.json().data.items as Array<{ id: string }>;
        expect(items.length).toBeGreaterThan(0);
        expect(items.map((item) => item.id)).not.toContain(recordIds.clients);
        // Each row is Harrogate's, by the branch's name or, where a row names it by id, its id.
        expect(
          items.filter(
            (item) =>
              !JSON.stringify(item).includes('Harrogate') &&
              !JSON.stringify(item).includes(harrogateId),
          ),
        ).toEqual([]);
      }
    });

    it.each(
      guarded
        .filter(
          (r) =>
            r.method === 'GET' &&
            !r.url.includes(':') &&
            !r.url.endsWith('.csv') &&
            !SHARED_LISTS.includes(key(r)) &&
            !QUESTIONS.includes(key(r)) &&
            permissionOf(r),
        )
        .map((r) => [key(r), r] as const),
    )('%s lists nothing of another organisation', async (_, route) => {
      const own = (await callAs(route, cookies.admin)).json().data.items as Array<{ id: string }>;
      const other = (await callAs(route, cookies.otherOrganisation)).json().data.items as Array<{
        id: string;
      }>;
      const ownIds = new Set(own.map((item) => String(item.id)));
      expect(own.length).toBeGreaterThan(0);
      expect(other.filter((item) => ownIds.has(String(item.id)))).toEqual([]);
    });
  });
}
