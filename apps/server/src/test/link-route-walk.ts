import { recordKind } from '@care360/domain';
import { getTableName, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  CHARACTER_ANSWERS,
  EMPLOYER_ANSWERS,
} from '../modules/recruitment/referee-answers.test-kit';
import { newToken } from '../platform/auth/tokens';
import type { AnyRoute } from '../platform/http/route';
import { issueLink } from '../platform/links/issue-link';
import {
  defineLinkPurpose,
  isLinkAccess,
  LINK_REFUSED,
  LINK_REFUSED_STATUS,
  type LinkPurpose,
  purposesOf,
} from '../platform/links/link-purpose';
import { tableOf } from '../platform/records/record-query';
import type { TestApp } from './test-app';

/**
 * Valid bodies of the app's link routes, without the token (the walk adds it); a GET's is its
 * query string.
 */
export const LINK_BODIES: Record<string, object> = {
  'POST /api/v1/employer-reference': { answers: EMPLOYER_ANSWERS },
  'POST /api/v1/character-reference': { answers: CHARACTER_ANSWERS },
  'POST /api/v1/interview-action': { action: 'rearrange', message: 'Could we meet next week?' },
  'POST /api/v1/applicant-link/history': {
    kind: 'applicant-name-history',
    values: { forename: 'Ann', surname: 'Walker', reason: 'Marriage' },
  },
  'POST /api/v1/applicant-link/submit': {},
  'POST /reset-password': { password: 'a lantern by the canal at dusk' },
  'GET /api/v1/applicant-packs/:token': { form: 'reference-forms' },
  'POST /api/v1/applicant-packs': {
    form: 'reference-forms',
    answers: {
      consent_given: 'yes',
      consent_date: '2026-01-05',
      worked_with_vulnerable: 'no',
      no_undisclosed_concerns: 'yes',
      signature: {
        image:
          'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        name: 'Sam Walker',
        date: '2026-01-05',
      },
    },
  },
};

const key = (route: AnyRoute) => `${route.method} ${route.url}`;

/** Each call from an address of its own, so the link throttle never answers instead of the route. */
let calls = 0;
const nextAddress = () => `192.0.2.${(calls++ % 250) + 1}`;

/** The table a subject type names: 'users' and every record kind are record kinds. */
const subjectTable = (type: string) => getTableName(tableOf(recordKind(type)));

/**
 * Two live subjects of a type in the walked organisation, holding no session (a link may end a
 * user's sessions, and the walk's own callers must keep theirs).
 */
/**
 * Two live subjects of the purpose: the newest first, so that the walk's own fixtures (made after
 * the demo data, with nothing in their files yet) are used before demo rows, whose ids, and so
 * whose order, differ with every seeding. A subject the purpose would refuse is passed over.
 */
async function twoSubjects(
  t: TestApp,
  purpose: Pick<LinkPurpose, 'subjectType' | 'subjectIsLive'>,
): Promise<[string, string]> {
  const table = sql.identifier(subjectTable(purpose.subjectType));
  const result = (await t.db.execute(
    sql`select id::text as id from ${table} s where s.organisation_id = ${t.organisationId} and s.deleted_at is null and not exists (select 1 from sessions where sessions.user_id = s.id) order by s.created_at desc, s.id limit 50`,
  )) as unknown as { rows: Array<{ id: string }> };
  const live: string[] = [];
  for (const { id } of result.rows) {
    if (await purpose.subjectIsLive(t.db, { id, organisationId: t.organisationId })) live.push(id);
    if (live.length === 2) break;
  }
  const [a, b] = live;
  if (!a || !b)
    throw new Error(`no two live subjects of ${purpose.subjectType} to walk link routes with`);
  return [a, b];
}

async function rowOf(t: TestApp, type: string, id: string): Promise<string> {
  const result = (await t.db.execute(
    sql`select row_to_json(s)::text as row from ${sql.identifier(subjectTable(type))} s where s.id = ${id}`,
  )) as unknown as { rows: Array<{ row: string }> };
  return result.rows[0]?.row ?? '';
}

async function auditSince(t: TestApp, id: number) {
  const result = (await t.db.execute(
    sql`select id, record_type, record_id, subject_id, organisation_id from audit_log where id > ${id} order by id`,
  )) as unknown as {
    rows: Array<{
      id: number | string;
      record_type: string;
      record_id: string | null;
      subject_id: string | null;
      organisation_id: string | null;
    }>;
  };
  return result.rows;
}

async function lastAuditId(t: TestApp): Promise<number> {
  const result = (await t.db.execute(
    sql`select coalesce(max(id), 0)::text as id from audit_log`,
  )) as unknown as { rows: Array<{ id: string }> };
  return Number(result.rows[0]?.id ?? 0);
}

/** A call to a link route with this token, where the route takes it (path, else body). */
function callWith(
  t: TestApp,
  bodies: Record<string, object>,
  route: AnyRoute,
  token: string | undefined,
  extra: object = {},
  cookie?: string,
) {
  const inPath = route.url.includes(':token');
  const body = { ...(bodies[key(route)] ?? {}), ...extra };
  const query =
    route.method === 'GET' && bodies[key(route)]
      ? `?${new URLSearchParams(bodies[key(route)] as Record<string, string>)}`
      : '';
  return t.call({
    method: route.method,
    url: `${route.url.replace(':token', inPath ? (token ?? 'none') : '')}${query}`,
    remoteAddress: nextAddress(),
    cookie,
    ...(route.method === 'GET'
      ? {}
      : { payload: inPath || token === undefined ? body : { ...body, token } }),
  });
}

/**
 * What is wrong when a link route is called, with no session, by a link of `purpose` for one
 * subject while the request names another subject everywhere a careless handler might look:
 * nothing when it opens, answers nothing of the other, leaves the other's row as it was and
 * writes audit entries of its own subject only. (links.test.ts proves it finds a careless route.)
 */
export async function reachProblems(
  t: TestApp,
  route: AnyRoute,
  purpose: LinkPurpose,
  validBodies: Record<string, object> = LINK_BODIES,
): Promise<string[]> {
  const problems: string[] = [];
  const [own, other] = await twoSubjects(t, purpose);
  const otherBefore = await rowOf(t, purpose.subjectType, other);
  const { token } = await issueLink(t.db, {
    purpose,
    subjectId: own,
    organisationId: t.organisationId,
    issuedBy: null,
    ip: null,
  });
  const since = await lastAuditId(t);
  const response = await callWith(t, validBodies, route, token, {
    id: other,
    subjectId: other,
    userId: other,
  });
  if (response.statusCode >= 300)
    problems.push(`answered ${response.statusCode}: ${response.body}`);
  if (response.body.includes(other)) problems.push('the answer names the other subject');
  if ((await rowOf(t, purpose.subjectType, other)) !== otherBefore)
    problems.push("the other subject's row changed");
  const written = await auditSince(t, since);
  if (written.length === 0) problems.push('the use wrote no audit entry');
  // An entry's subject is whose it is: the link's subject itself, or a record of its file (a
  // questionnaire response names the applicant as its subject).
  for (const entry of written)
    if (entry.subject_id !== own || entry.organisation_id !== t.organisationId)
      problems.push(`an audit entry of something else: ${JSON.stringify(entry)}`);
  return problems;
}

/**
 * The walk of every route opened by a link instead of a session: it opens with a link of its
 * purpose and nothing else (no session needed, none enough), every dead link gets one plain
 * answer, and a link reaches its own subject only: another subject's row is untouched, absent
 * from the answer, and absent from the audit entries the use writes, even when the request names
 * that other subject everywhere it could.
 */
export function walkLinkRoutes(
  app: () => TestApp,
  routes: AnyRoute[],
  cookie: () => string,
  validBodies: Record<string, object> = LINK_BODIES,
) {
  const linkRoutes = routes.filter((route) => isLinkAccess(route.access));
  const cases = linkRoutes.flatMap((route) =>
    isLinkAccess(route.access)
      ? purposesOf(route.access).map(
          (purpose) => [`${key(route)} (${purpose.name})`, route, purpose] as const,
        )
      : [],
  );

  it.each(linkRoutes.map((route) => [key(route), route] as const))(
    '%s takes no path parameter but its token',
    (_, route) => {
      const params = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
      expect(params.filter((name) => name !== 'token')).toEqual([]);
    },
  );

  it.each(cases)(
    '%s opens with a link of its purpose and no session, reaching that subject only',
    async (_, route, purpose: LinkPurpose) => {
      expect(await reachProblems(app(), route, purpose, validBodies)).toEqual([]);
    },
  );

  it.each(linkRoutes.map((route) => [key(route), route] as const))(
    '%s gives no link, an altered or unknown one, another purpose’s and a session alone one plain refusal',
    async (_, route) => {
      const t = app();
      if (!isLinkAccess(route.access)) return;
      const [first] = purposesOf(route.access);
      if (!first) return;
      const [own] = await twoSubjects(t, first);
      const elsewhere = defineLinkPurpose({ ...first, name: `not-${first.name}` });
      const issue = (purpose: LinkPurpose) =>
        issueLink(t.db, {
          purpose,
          subjectId: own,
          organisationId: t.organisationId,
          issuedBy: null,
          ip: null,
        });
      const live = await issue(first);
      const altered = `${live.token.slice(0, -2)}${live.token.endsWith('AA') ? 'BB' : 'AA'}`;
      const otherPurpose = await issue(elsewhere);
      const before = await rowOf(t, first.subjectType, own);
      const answers = [
        await callWith(t, validBodies, route, undefined),
        await callWith(t, validBodies, route, undefined, {}, cookie()),
        await callWith(t, validBodies, route, altered),
        await callWith(t, validBodies, route, newToken()),
        await callWith(t, validBodies, route, otherPurpose.token),
      ];
      const expected = {
        status: false,
        message: route.access.refused ?? LINK_REFUSED,
        data: null,
        errors: {},
      };
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(LINK_REFUSED_STATUS);
        expect(answer.json()).toEqual(expected);
        expect(answer.body).toBe(answers[0]?.body);
      }
      expect(await rowOf(t, first.subjectType, own)).toBe(before);
    },
  );
}
