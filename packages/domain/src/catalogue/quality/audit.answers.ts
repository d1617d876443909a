import { z } from 'zod';
import { pageAnswer } from '../../engine/records/record-answers';

/** The answers of the audit trail's routes (the server's modules/quality/audit.endpoints.ts). */

/**
 * One entry as GET /api/v1/audit answers it and the Audit page shows it: people and records by
 * name (audit-trail.ts), ids kept for links.
 */
export const auditListItemAnswer = z.strictObject({
  id: z.number().int().positive(),
  at: z.iso.datetime({ offset: true }),
  action: z.string(),
  /** Null for an event with no signed-in person (a refused sign-in), or a user since removed. */
  actorId: z.uuid().nullable(),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  recordType: z.string(),
  /** The kind's title: 'Client', 'User', 'File'. */
  recordKind: z.string(),
  /** An id, or a permission's name. */
  recordId: z.string().nullable(),
  /** The record's own title (a client's surname, a user's name), when it can be named. */
  recordTitle: z.string().nullable(),
  /** `{ field: [old, new] }` for changes; free detail for other events. */
  changes: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditListItem = z.infer<typeof auditListItemAnswer>;

/** GET /api/v1/audit: a page of entries, newest first unless asked otherwise. */
export const auditListAnswer = pageAnswer(auditListItemAnswer);

/** A person to filter the trail by (former users too, whose entries stay). */
export const auditPersonAnswer = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
});
export type AuditPerson = z.infer<typeof auditPersonAnswer>;

/** GET /api/v1/audit/actors: the first matches by name or email, unpaged. */
export const auditActorsAnswer = z.strictObject({ items: z.array(auditPersonAnswer) });
export type AuditActors = z.infer<typeof auditActorsAnswer>;
