import type { Db } from '@care360/db';

/**
 * What a link is for, declared once: the one kind of subject it names, how long it works and
 * whether one use spends it. A route accepts links of the purposes it names and no other.
 */
export interface LinkPurpose<Subject extends string = string> {
  /** Stored with each link and written in the audit trail: 'password-reset', 'invitation'. */
  readonly name: string;
  /** The kind of thing a link of this purpose reaches: 'users', or a record kind's name. */
  readonly subjectType: Subject;
  readonly hours: number;
  readonly singleUse: boolean;
  /**
   * Whether the subject may still be reached by a link (a user deactivated since it was sent:
   * no). Asked on every use; a subject that is gone gets the same refusal as a dead link.
   */
  subjectIsLive(db: Db, subject: { id: string; organisationId: string }): Promise<boolean>;
}

export function defineLinkPurpose<Subject extends string>(
  purpose: LinkPurpose<Subject>,
): LinkPurpose<Subject> {
  return purpose;
}

/**
 * A link that a route has accepted: all its handler learns of who is calling. The subject comes
 * from the stored link, never from the request, so a handler that reads by `subjectId` cannot
 * reach another subject.
 */
export interface VerifiedLink<Subject extends string = string> {
  readonly id: string;
  readonly purpose: string;
  readonly subjectType: Subject;
  readonly subjectId: string;
  readonly organisationId: string;
}

/**
 * The link as a link route's handler gets it. Its work runs in the transaction of the link's use;
 * what must wait for that to commit (an email: the mailer writes its log outside the transaction)
 * is handed to `afterCommit`, and runs only if the use committed.
 */
export interface LinkInUse<Subject extends string = string> extends VerifiedLink<Subject> {
  afterCommit(work: () => Promise<unknown>): void;
}

/**
 * `access` of a route opened by a link instead of a session: the purposes it accepts (all of one
 * subject type) and, optionally, the one plain message every dead link gets.
 */
export interface LinkAccess<Subject extends string = string> {
  readonly link: LinkPurpose<Subject> | readonly [LinkPurpose<Subject>, ...LinkPurpose<Subject>[]];
  readonly refused?: string;
}

export function isLinkAccess(access: unknown): access is LinkAccess {
  return typeof access === 'object' && access !== null && 'link' in access;
}

export function purposesOf(access: LinkAccess): readonly LinkPurpose[] {
  return Array.isArray(access.link) ? access.link : [access.link as LinkPurpose];
}

/** What every used, expired, revoked, altered or unknown link is told, whatever the case. */
export const LINK_REFUSED =
  'This link does not work. It may be used up, out of date or withdrawn. Ask for a new one.';
export const LINK_REFUSED_STATUS = 400;

/**
 * Where a link route takes its token: the `:token` path segment (a GET has no body), else the
 * `token` field of the JSON body. A link route has no other path parameter, so no id in the path
 * can name another subject.
 */
export const LINK_TOKEN_PARAM = 'token';

/** Refuses at start-up a link route that could take a subject from its path. */
export function assertLinkRouteShape(route: { method: string; url: string }): void {
  const params = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
  const others = params.filter((name) => name !== LINK_TOKEN_PARAM);
  if (others.length > 0)
    throw new Error(
      `${route.method} ${route.url}: a link route takes its subject from the link, not the path (:${others.join(', :')})`,
    );
  if (route.method === 'GET' && params.length === 0)
    throw new Error(
      `${route.method} ${route.url}: a GET link route needs :${LINK_TOKEN_PARAM} in its path`,
    );
}
