import { can, type Permission, type PermissionHolder } from '@care360/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../auth/auth-context';
import {
  assertLinkRouteShape,
  isLinkAccess,
  type LinkAccess,
  type LinkInUse,
} from '../links/link-purpose';
import type { Services } from '../services';

/** Who may call a route. Every route must say; there is no default. */
export const PUBLIC = 'public';
export const SIGNED_IN = 'signed-in';
export type Access =
  | typeof PUBLIC
  | typeof SIGNED_IN
  | { permission: Permission }
  /** Any one of these will do (a reference field's options: see record-options.ts). */
  | { anyPermission: readonly [Permission, ...Permission[]] }
  /** Opened by a link of these purposes instead of a session (platform/links). */
  | LinkAccess;

export interface RouteContext<Auth, Body, Query, Params, Link = null> {
  request: FastifyRequest;
  reply: FastifyReply;
  auth: Auth;
  /** A link route's accepted link: its subject is the only one the handler may reach. */
  link: Link;
  body: Body;
  query: Query;
  params: Params;
  /** For a link route, `db` is the transaction in which the link is used and audited. */
  services: Services;
}

/**
 * What a route answers: the zod schema of the envelope's `data` (shared with the web app through
 * the domain package), or FILE_ANSWER for a route that sends a file instead of the envelope.
 */
export const FILE_ANSWER = 'file';
/**
 * A route that streams Server-Sent Events (`text/event-stream`) instead of answering once: its
 * handler takes the reply over (`reply.hijack()`) and keeps it open.
 */
export const EVENT_STREAM_ANSWER = 'event-stream';
export type Answer = z.ZodType | typeof FILE_ANSWER | typeof EVENT_STREAM_ANSWER;

/** 409 conflict with the record's state, 413 too large, 422 well formed but refused, 429 throttled. */
export type HandlerRefusal = 409 | 413 | 422 | 429;

export interface RouteResult<T = unknown> {
  data: T;
  message?: string;
  statusCode?: number;
  /** A file instead of the JSON envelope (CSV exports, PDFs). */
  raw?: { contentType: string; body: string | Buffer; filename: string; inline?: boolean };
}

type AuthOf<A extends Access> = A extends typeof PUBLIC
  ? AuthContext | null
  : A extends LinkAccess
    ? null
    : AuthContext;
type LinkOf<A extends Access> = A extends LinkAccess<infer Subject> ? LinkInUse<Subject> : null;

export interface RouteSpec<A extends Access, Body, Query, Params> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  access: A;
  summary: string;
  body?: z.ZodType<Body>;
  query?: z.ZodType<Query>;
  params?: z.ZodType<Params>;
  /** The schema of a successful answer's `data`: OpenAPI describes it and server tests hold every answer to it. */
  answer: Answer;
  /**
   * The organisation-scoped record kind an `:id` in the URL names. The route walker uses it to
   * prove that another organisation's record answers 404.
   */
  resource?: string;
  /**
   * The permission a call needs besides `access` when it depends on what the call names (whose
   * staff a list shows), read from the request before its query is validated, so that a caller
   * without it is refused with 403 whatever else the request holds. Null when the request names
   * nothing known: validation then says why.
   */
  permissionFrom?(raw: { query: unknown; params: unknown }): Permission | null;
  /**
   * Permissions the caller must hold, every one, besides `access`: for a nested record, the read
   * permission of each record it lives under, so a kind's own grant never opens a file the caller
   * may not read (see ownerReadPermissions).
   */
  owners?: readonly Permission[];
  /** The record kind a record-engine route serves: its fields describe the body in OpenAPI. */
  record?: string;
  /**
   * Refusals the handler gives of its own (a stale version, a throttled attempt, a rule that
   * blocks the action), for the API description: those that follow from the declaration
   * (validation, sign-in, permission, an id in the path) are added by it.
   */
  refusals?: readonly HandlerRefusal[];
  /**
   * An area's route that stands in for the route the record engine would make at the same method
   * and URL (a kind's list that also filters by dates and says who fills each visit). Without
   * it, an area route at a generated route's address stops the server at start.
   */
  replacesGenerated?: true;
  handler(ctx: RouteContext<AuthOf<A>, Body, Query, Params, LinkOf<A>>): Promise<RouteResult>;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds routes of every shape.
export type AnyRoute = RouteSpec<Access, any, any, any>;

export function defineRoute<A extends Access, Body = unknown, Query = unknown, Params = unknown>(
  spec: RouteSpec<A, Body, Query, Params>,
): AnyRoute {
  if (isLinkAccess(spec.access)) assertLinkRouteShape(spec);
  return spec as unknown as AnyRoute;
}

/** The permission a route needs, as people read it ('a or b' when any of several will do). */
export function permissionOf(route: AnyRoute): string | null {
  const needed = permissionsOf(route);
  return needed.length ? needed.join(' or ') : null;
}

/** The permissions of which a caller must hold one; none for public, signed-in and link routes. */
export function permissionsOf(route: AnyRoute): readonly Permission[] {
  const { access } = route;
  if (typeof access !== 'object' || isLinkAccess(access)) return [];
  return 'anyPermission' in access ? access.anyPermission : [access.permission];
}

/** Whether a holder of these permissions may call the route (super_admin holds every one). */
export function mayCall(user: PermissionHolder, route: AnyRoute): boolean {
  const needed = permissionsOf(route);
  return needed.length === 0 || needed.some((permission) => can(user, permission));
}
