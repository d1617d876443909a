import { z } from 'zod';
import { pageAnswer } from '../records/record-answers';

/** One event of a person's file, as its history lists it (GET /api/v1/{owner}/:id/file-history). */
export const personFileHistoryEntryAnswer = z.strictObject({
  id: z.number().int().positive(),
  at: z.iso.datetime({ offset: true }),
  actorName: z.string().nullable(),
  action: z.string(),
  /** The record kind, or what else of the file: 'client-form-responses', 'mar-entries'. */
  recordType: z.string(),
  recordId: z.string().nullable(),
  /** What part of the file: 'Client Medication', 'Falls Risk Assessment', 'MAR chart'. */
  section: z.string(),
  /** What the audit trail kept of the change; sensitive values are noted, never copied. */
  changes: z.record(z.string(), z.unknown()).nullable(),
});
export type PersonFileHistoryEntry = z.infer<typeof personFileHistoryEntryAnswer>;

/** A page of the file's history, newest first (it is never counted). */
export const personFileHistoryAnswer = pageAnswer(personFileHistoryEntryAnswer);
export type PersonFileHistoryPage = z.infer<typeof personFileHistoryAnswer>;
