import { type FieldDef, recordKind } from '@care360/domain';
import { z } from 'zod';
import { SESSION_COOKIE } from '../auth/sessions';
import type { AnyRoute } from '../http/route';
import { EVENT_STREAM_ANSWER, FILE_ANSWER, PUBLIC, permissionOf, SIGNED_IN } from '../http/route';
import { isLinkAccess, purposesOf } from '../links/link-purpose';
import {
  needsNoSession,
  operationIdOf,
  pathParametersOf,
  refusalResponses,
} from './openapi-operation';

type JsonSchema = Record<string, unknown>;

/** The JSON Schema of one declared field, as the API takes and gives it. */
export function fieldJsonSchema(def: FieldDef): JsonSchema {
  const base = { title: def.label, ...(def.help ? { description: def.help } : {}) };
  const nullable = (schema: JsonSchema) =>
    def.required ? schema : { anyOf: [schema, { type: 'null' }] };
  switch (def.kind) {
    case 'number':
      return {
        ...base,
        ...nullable({
          type: def.decimals ? 'number' : 'integer',
          minimum: def.min,
          maximum: def.max,
        }),
      };
    case 'money':
      return {
        ...base,
        description: 'Integer pence.',
        ...nullable({ type: 'integer', minimum: def.min ?? 0 }),
      };
    case 'yesNo':
      return { ...base, type: 'boolean' };
    case 'choice':
      return { ...base, ...nullable({ type: 'string', enum: def.options.map((o) => o.value) }) };
    case 'multiChoice':
      return {
        ...base,
        type: 'array',
        items: { type: 'string', enum: def.options.map((o) => o.value) },
      };
    case 'reference':
    case 'file':
      return { ...base, ...nullable({ type: 'string', format: 'uuid' }) };
    case 'date':
      return { ...base, ...nullable({ type: 'string', format: 'date' }) };
    case 'dateTime':
      return { ...base, ...nullable({ type: 'string', format: 'date-time' }) };
    case 'time':
      return { ...base, ...nullable({ type: 'string', pattern: '^\\d{2}:\\d{2}$' }) };
    case 'email':
      return { ...base, ...nullable({ type: 'string', format: 'email' }) };
    default:
      return {
        ...base,
        ...nullable({ type: 'string', ...('max' in def && def.max ? { maxLength: def.max } : {}) }),
      };
  }
}

function recordBody(name: string, withVersion: boolean): JsonSchema {
  const kind = recordKind(name);
  return {
    type: 'object',
    additionalProperties: false,
    required: [
      ...Object.entries(kind.fields)
        .filter(([, d]) => d.required)
        .map(([k]) => k),
      ...(withVersion ? ['version'] : []),
    ],
    properties: {
      ...Object.fromEntries(Object.entries(kind.fields).map(([k, d]) => [k, fieldJsonSchema(d)])),
      ...(withVersion
        ? { version: { type: 'integer', description: 'The version that was read.' } }
        : {}),
    },
  };
}

/**
 * zod writes a record keyed by an enum as `propertyNames` plus `required`, which leaves each
 * required name without a property: generators then lose its type. Each name gets the value
 * schema as its own property.
 */
function nameRequiredProperties(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nameRequiredProperties);
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, nameRequiredProperties(value)]),
  );
  const { required, additionalProperties } = out;
  if (Array.isArray(required) && additionalProperties && typeof additionalProperties === 'object') {
    const properties = { ...(out.properties as JsonSchema | undefined) };
    for (const name of required as string[]) properties[name] ??= additionalProperties;
    out.properties = properties;
  }
  return out;
}

const toJson = (schema: z.ZodType, io: 'input' | 'output' = 'input') =>
  nameRequiredProperties(z.toJSONSchema(schema, { io, unrepresentable: 'any' })) as JsonSchema;

const ENVELOPE_REF = { $ref: '#/components/schemas/Envelope' };

/** A successful answer: the envelope with `data` as the route declares it, or the file it sends. */
function successResponse(route: AnyRoute): JsonSchema {
  if (route.answer === FILE_ANSWER) {
    return {
      description: 'A file (CSV, PDF or the uploaded file), sent as an attachment.',
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    };
  }
  if (route.answer === EVENT_STREAM_ANSWER) {
    return {
      description:
        'A stream of Server-Sent Events that stays open: `ready` (its `id` is the position the stream starts from), then one unnamed event per change the caller may see (`id`: the outbox id; `data`: JSON `{ kind, action, recordId }`), `reset` when more changed than a replay sends, and a comment line as a heartbeat. Reconnect with `Last-Event-ID` (or `?after=`) to be sent what changed meanwhile.',
      content: {
        'text/event-stream': {
          schema: {
            type: 'string',
            description:
              'Lines of `id:`, `event:` and `data:` fields, each event ended by a blank line; `data` of a change is JSON `{ "kind": string, "action": string, "recordId": string | null }`.',
          },
        },
      },
    };
  }
  const data = route.answer ? toJson(route.answer, 'output') : {};
  const { $schema: _, ...dataSchema } = data;
  return {
    description: 'Done: the envelope with the answer in `data`.',
    content: {
      'application/json': {
        schema: {
          allOf: [
            ENVELOPE_REF,
            { type: 'object', properties: { status: { const: true }, data: dataSchema } },
          ],
        },
      },
    },
  };
}

/** A link route without `:token` in its path takes the token in its body (links/link-access.ts). */
function withLinkToken(route: AnyRoute, body: JsonSchema): JsonSchema {
  if (!isLinkAccess(route.access) || route.url.includes(':token')) return body;
  return {
    ...body,
    properties: { token: { type: 'string' }, ...(body.properties as object) },
    required: ['token', ...((body.required as string[] | undefined) ?? [])],
  };
}

export interface DocumentOptions {
  /** The session cookie's name as this server sets it (sessions.ts: it differs behind HTTPS). */
  sessionCookie?: string;
  /** Where the API is served; relative to the document when not known. */
  serverUrl?: string;
}

/** OpenAPI 3.1 of every registered route, from the same schemas and declarations that validate. */
export function openApiDocument(routes: AnyRoute[], options: DocumentOptions = {}): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const operationIds = new Map<string, string>();
  for (const route of routes) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const operationId = operationIdOf(route);
    const clash = operationIds.get(operationId);
    if (clash) {
      throw new Error(`${route.method} ${route.url} and ${clash} would share ${operationId}`);
    }
    operationIds.set(operationId, `${route.method} ${route.url}`);
    const params = route.params ? toJson(route.params) : null;
    const paramSchemas = (params?.properties ?? {}) as Record<string, JsonSchema>;
    const query = route.query ? toJson(route.query) : null;
    const parameters = [
      // Every name in the address is a parameter, declared or not (a link's `:token`).
      ...pathParametersOf(route.url).map((name) => ({
        name,
        in: 'path',
        required: true,
        schema: paramSchemas[name] ?? { type: 'string' },
      })),
      ...Object.entries((query?.properties as Record<string, JsonSchema>) ?? {}).map(
        ([name, schema]) => ({
          name,
          in: 'query',
          schema,
        }),
      ),
    ];
    const body =
      route.method === 'GET' || route.method === 'DELETE'
        ? null
        : route.record
          ? route.url.endsWith('/restore')
            ? null
            : recordBody(route.record, route.method === 'PUT')
          : route.body
            ? withLinkToken(route, toJson(route.body))
            : null;
    const access =
      route.access === PUBLIC
        ? 'Open to anyone.'
        : route.access === SIGNED_IN
          ? 'Any signed-in user.'
          : isLinkAccess(route.access)
            ? `Opened by an emailed link (${purposesOf(route.access)
                .map((p) => `\`${p.name}\``)
                .join(' or ')}) instead of a session: its token in \`token\`.`
            : `Needs the permission \`${permissionOf(route)}\`.`;
    paths[path] ??= {};
    (paths[path] as Record<string, JsonSchema>)[route.method.toLowerCase()] = {
      operationId,
      summary: route.summary,
      description: access,
      tags: [route.record ?? route.url.split('/')[3] ?? 'auth'],
      ...(parameters.length ? { parameters } : {}),
      ...(body
        ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } }
        : {}),
      ...(needsNoSession(route) ? { security: [] } : {}),
      responses: {
        '200': successResponse(route),
        ...refusalResponses(route, ENVELOPE_REF),
        default: {
          description: 'Any other failure: the envelope with `status: false` and a message.',
          content: { 'application/json': { schema: ENVELOPE_REF } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'care360 API',
      version: '1',
      description:
        'Every state-changing call needs the header X-Requested-With: XMLHttpRequest and a same-origin Origin. Sessions are an HttpOnly cookie set by POST /login.',
      // The project is unlicensed (all rights reserved); SPDX names such a licence with LicenseRef-.
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: options.serverUrl ?? '/', description: 'This care360 server' }],
    security: [{ session: [] }],
    paths,
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: options.sessionCookie ?? SESSION_COOKIE,
          description: `The session set by POST /login (named \`__Host-${SESSION_COOKIE}\` behind HTTPS).`,
        },
      },
      schemas: {
        Envelope: {
          type: 'object',
          required: ['status', 'message', 'data', 'errors'],
          properties: {
            status: { type: 'boolean' },
            message: { type: 'string' },
            data: {},
            errors: {
              type: 'object',
              additionalProperties: { type: 'array', items: { type: 'string' } },
            },
          },
        },
      },
    },
  };
}
