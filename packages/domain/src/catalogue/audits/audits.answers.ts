import { z } from 'zod';
import { AUDIT_SOURCE_KEYS } from './audit-sources';

/**
 * What the Audits screens ask and are answered (apps/server/src/modules/audits): one list and
 * one way to record an audit, for every source.
 */

export const AUDIT_LIST_STATES = ['all', 'overdue', 'not-audited', 'audited'] as const;
export type AuditListState = (typeof AUDIT_LIST_STATES)[number];

export const AUDIT_PAGE_SIZE = 25;

export const auditSourceParams = z.strictObject({
  source: z.enum(AUDIT_SOURCE_KEYS, { error: 'No audit list has that name.' }),
});

export const auditSourceListQuery = z.strictObject({
  state: z.enum(AUDIT_LIST_STATES).default('all'),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
});
export type AuditSourceListQuery = z.infer<typeof auditSourceListQuery>;

const latestRecordAuditAnswer = z.strictObject({
  id: z.uuid(),
  version: z.number().int(),
  auditedOn: z.string(),
  auditedBy: z.string().nullable(),
  outcome: z.string(),
  findings: z.string(),
  actions: z.string().nullable(),
  actionOwner: z.string().nullable(),
  actionsDueOn: z.string().nullable(),
  nextAuditDue: z.string().nullable(),
});

export const auditSourceItemAnswer = z.strictObject({
  /** The record audited (the source kind's id). */
  id: z.uuid(),
  /** The person whose file it is in. */
  personId: z.uuid().nullable(),
  person: z.string().nullable(),
  /** The record's own date, 'YYYY-MM-DD'. */
  on: z.string().nullable(),
  /** The declared columns, as a person reads them (£, DD/MM/YYYY, names). */
  values: z.record(z.string(), z.string()),
  audits: z.number().int().nonnegative(),
  latest: latestRecordAuditAnswer.nullable(),
  dueOn: z.string().nullable(),
  overdue: z.boolean(),
});
export type AuditSourceItem = z.infer<typeof auditSourceItemAnswer>;

export const auditSourceListAnswer = z.strictObject({
  source: z.strictObject({
    key: z.string(),
    title: z.string(),
    noun: z.string(),
    group: z.enum(['carers', 'clients']),
    /** The record's list path under /app for its person: 'carers/{id}/edit/supervisions'. */
    recordPath: z.string(),
    columns: z.array(z.strictObject({ key: z.string(), label: z.string() })),
    dateLabel: z.string(),
    suggestedNextAudit: z.string().nullable(),
  }),
  total: z.number().int().nonnegative(),
  overdue: z.number().int().nonnegative(),
  page: z.number().int(),
  limit: z.number().int(),
  items: z.array(auditSourceItemAnswer),
});
export type AuditSourceList = z.infer<typeof auditSourceListAnswer>;

/**
 * Recording an audit of one record: the audit record's own fields (audits.record.ts), checked by
 * the record store against its declaration; which record and branch come from the path.
 */
export const AUDIT_FORM_FIELDS = [
  'auditedBy',
  'auditedOn',
  'outcome',
  'findings',
  'actions',
  'actionOwner',
  'actionsDueOn',
  'nextAuditDue',
] as const;

export const recordAuditBody = z.record(z.string(), z.unknown());

export const recordedAuditAnswer = z.strictObject({ id: z.uuid(), version: z.number().int() });
