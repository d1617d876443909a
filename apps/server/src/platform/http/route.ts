import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../auth/auth-context';
import type { Services } from '../services';

/** Who may call a route. Every route must say; there is no default. */
export const PUBLIC = 'public';
export const SIGNED_IN = 'signed-in';
export type Access = typeof PUBLIC | typeof SIGNED_IN | { permission: string };

export interface RouteContext<Auth, Body, Query, Params> {
  request: FastifyRequest;
  reply: FastifyReply;
  auth: Auth;
  body: Body;
  query: Query;
  params: Params;
  services: Services;
}

export interface RouteResult<T = unknown> {
  data: T;
  message?: string;
  statusCode?: number;
  /** A file instead of the JSON envelope (CSV exports, PDFs). */
  raw?: { contentType: string; body: string | Buffer; filename: string; inline?: boolean };
}

type AuthOf<A extends Access> = A extends typeof PUBLIC ? AuthContext | null : AuthContext;

export interface RouteSpec<A extends Access, Body, Query, Params> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  access: A;
  summary: string;
  body?: z.ZodType<Body>;
  query?: z.ZodType<Query>;
  params?: z.ZodType<Params>;
  /**
   * The organisation-scoped record kind an `:id` in the URL names. The route walker uses it to
   * prove that another organisation's record answers 404.
   */
  resource?: string;
  /** The record kind a record-engine route serves: its fields describe the body in OpenAPI. */
  record?: string;
  handler(ctx: RouteContext<AuthOf<A>, Body, Query, Params>): Promise<RouteResult>;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds routes of every shape.
export type AnyRoute = RouteSpec<Access, any, any, any>;

export function defineRoute<A extends Access, Body = unknown, Query = unknown, Params = unknown>(
  spec: RouteSpec<A, Body, Query, Params>,
): AnyRoute {
  return spec as unknown as AnyRoute;
}

export function permissionOf(route: AnyRoute): string | null {
  return typeof route.access === 'object' ? route.access.permission : null;
}
