import { z } from 'zod';
import { pageAnswer } from '../../engine/records/record-answers';

/** One event of a client's file, as its history lists it (GET /api/v1/clients/:id/file-history). */
export const clientHistoryEntryAnswer = z.strictObject({
  id: z.number().int().positive(),
  at: z.iso.datetime({ offset: true }),
  actorName: z.string().nullable(),
  action: z.string(),
  /** The record kind, 'client-form-responses' or 'mar-entries'. */
  recordType: z.string(),
  recordId: z.string().nullable(),
  /** What part of the file: 'Client Medication', 'Falls Risk Assessment', 'MAR chart'. */
  section: z.string(),
  /** What the audit trail kept of the change; sensitive values are noted, never copied. */
  changes: z.record(z.string(), z.unknown()).nullable(),
});
export type ClientHistoryEntry = z.infer<typeof clientHistoryEntryAnswer>;

/** A page of the file's history, newest first (it is never counted). */
export const clientHistoryAnswer = pageAnswer(clientHistoryEntryAnswer);
export type ClientHistoryPage = z.infer<typeof clientHistoryAnswer>;
