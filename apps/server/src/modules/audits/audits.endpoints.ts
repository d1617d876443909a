import {
  AUDIT_FORM_FIELDS,
  type AuditSource,
  auditSource,
  auditSourceLabel,
  auditSourceListAnswer,
  auditSourceListQuery,
  auditSourceParams,
  can,
  ownerReadPermissions,
  type Permission,
  recordAuditBody,
  recordAudits,
  recordedAuditAnswer,
  recordKind,
} from '@care360/domain';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context';
import { HttpError, notFound } from '../../platform/http/envelope';
import { defineRoute } from '../../platform/http/route';
import { parseOrThrow } from '../../platform/http/validation';
import { auditReads, recordStore, requestActor } from '../../platform/records/record-store';
import { auditedRecordBranch, auditHooks } from './audit-hooks';
import { auditListOf } from './audit-list';

/**
 * The Audits screens' one set of endpoints, for every declared source: the records to check with
 * their audits, and recording an audit of one of them. Each needs the audits' permission and the
 * source's read permission (and its file's), so an auditor sees only records they may read.
 */

const auditKind = recordKind(recordAudits.name);
const auditStore = recordStore(auditKind, auditHooks);

/** The source a request names, or null when it names none (validation then says why). */
function sourceFrom(params: unknown): AuditSource | null {
  const key = (params as { source?: unknown } | null)?.source;
  return typeof key === 'string' ? (auditSource(key) ?? null) : null;
}

/** Only the fields an auditor fills in: the rest of a sent body is ignored. */
const pick = (body: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((key) => key in body).map((key) => [key, body[key]]));

/** A source's read permissions: its own and those of the file it lives in. */
function sourcePermissions(source: AuditSource): Permission[] {
  const kind = recordKind(source.kind);
  const file = recordKind(source.group);
  return [
    ...new Set([kind.permissions.read, ...ownerReadPermissions(kind), file.permissions.read]),
  ];
}

function assertMayReadSource(auth: AuthContext, source: AuditSource): void {
  if (!sourcePermissions(source).every((permission) => can(auth.user, permission)))
    throw new HttpError(403, 'You do not have permission to do that.');
}

const list = defineRoute({
  method: 'GET',
  url: '/api/v1/audits/sources/:source',
  access: { permission: auditKind.permissions.read },
  summary:
    'The records of one audited source (a carer’s supervisions, a client’s logbook…) across every file the caller may see, each with its latest audit and when it is next due (state: overdue, not-audited, audited)',
  params: auditSourceParams,
  query: auditSourceListQuery,
  answer: auditSourceListAnswer,
  permissionFrom: ({ params }) => {
    const source = sourceFrom(params);
    return source ? recordKind(source.kind).permissions.read : null;
  },
  async handler({ auth, params, query, request, services: { db } }) {
    const source = auditSource(params.source) as AuditSource;
    assertMayReadSource(auth, source);
    const data = await db.transaction(async (tx) => {
      const answer = await auditListOf(tx, auth.user, source, query);
      // Each record shown is a read of the file it is in, in that file's history.
      await auditReads(
        tx,
        requestActor(auth, request.ip),
        answer.items.map((item) => ({
          recordType: source.kind,
          recordId: item.id,
          changes: { section: source.title },
          subject: { type: source.group, id: item.personId },
        })),
      );
      return answer;
    });
    return { data };
  },
});

const record = defineRoute({
  method: 'POST',
  url: '/api/v1/audits/sources/:source/:recordId',
  access: { permission: auditKind.permissions.create },
  summary:
    'Record an audit of one record of an audited source: its findings, actions and next audit',
  params: auditSourceParams.extend({ recordId: z.uuid({ error: 'Choose a record to audit.' }) }),
  body: recordAuditBody,
  answer: recordedAuditAnswer,
  permissionFrom: ({ params }) => {
    const source = sourceFrom(params);
    return source ? recordKind(source.kind).permissions.read : null;
  },
  refusals: [409],
  async handler({ auth, params, body, request, services }) {
    const source = auditSource(params.source) as AuditSource;
    assertMayReadSource(auth, source);
    const branch = await auditedRecordBranch({ db: services.db, auth }, source, params.recordId);
    if (branch === undefined) throw notFound(source.noun);
    // Checked against the audit record's own declaration; which record comes from the path.
    const values = parseOrThrow(auditKind.createSchema, {
      ...pick(body, AUDIT_FORM_FIELDS),
      source: auditSourceLabel(source),
      sourceId: params.recordId,
    });
    const saved = await auditStore.create(
      { actor: requestActor(auth, request.ip), services },
      values,
    );
    return { data: { id: saved.id, version: saved.version }, statusCode: 201 };
  },
});

export const auditRoutes = [list, record];
