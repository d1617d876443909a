import { z } from 'zod';
import { GRANT_DOCUMENTS } from './health-professionals.record';

/** The answers of the health-professional routes (the server's modules/health-professionals). */

const documentValue = z.enum(GRANT_DOCUMENTS.map((d) => d.value) as [string, ...string[]]);

/**
 * POST /api/v1/health-professionals/:id/grants: the office opens a client's documents to the
 * professional until a time (ISO instant). The client's consent decides which documents may be
 * chosen; the server refuses the rest.
 */
export const grantAccessBody = z.object({
  client: z.uuid({ error: 'Choose the client.' }),
  documents: z
    .array(documentValue, { error: 'Choose the documents to share.' })
    .min(1, { error: 'Choose at least one document.' })
    .max(GRANT_DOCUMENTS.length),
  expiresAt: z.iso.datetime({ offset: true, error: 'Enter when the access ends.' }),
  reason: z.string().trim().max(300).optional(),
});
export type GrantAccessBody = z.infer<typeof grantAccessBody>;

/** A grant as the office sees it (never its token). */
export const grantAnswer = z.strictObject({
  id: z.uuid(),
  professionalId: z.uuid(),
  professionalName: z.string(),
  clientId: z.uuid(),
  clientName: z.string(),
  documents: z.array(z.string()),
  expiresAt: z.iso.datetime({ offset: true }),
  revokedAt: z.iso.datetime({ offset: true }).nullable(),
  reason: z.string().nullable(),
  /** 'Active', 'Expired' or 'Revoked'. */
  state: z.enum(['Active', 'Expired', 'Revoked']),
  views: z.number().int().nonnegative(),
});
export type GrantAnswer = z.infer<typeof grantAnswer>;

export const grantsAnswer = z.strictObject({ grants: z.array(grantAnswer) });

/** GET /api/v1/clients/:id/consented-documents: which documents the client's consent allows. */
export const consentedDocumentsAnswer = z.strictObject({
  consented: z.array(z.string()),
  /** Why nothing may be shared, when nothing may: shown beside the grant form. */
  reason: z.string().nullable(),
});

/** One view by a professional, as the client's file lists it. */
export const professionalViewAnswer = z.strictObject({
  id: z.number().int().positive(),
  at: z.iso.datetime({ offset: true }),
  professionalName: z.string(),
  profession: z.string(),
  document: z.string(),
  grantId: z.uuid(),
});
export const clientProfessionalAccessAnswer = z.strictObject({
  grants: z.array(grantAnswer),
  views: z.array(professionalViewAnswer),
});
export type ClientProfessionalAccess = z.infer<typeof clientProfessionalAccessAnswer>;

/** What the professional's link opens: GET /api/v1/health-professional-area/:token. */
export const professionalAreaAnswer = z.strictObject({
  professionalName: z.string(),
  organisation: z.string(),
  clientName: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  documents: z.array(z.strictObject({ type: z.string(), label: z.string() })),
});
export type ProfessionalArea = z.infer<typeof professionalAreaAnswer>;

/** POST /health-professionals/login: a link is emailed when the address has live access. */
export const professionalLoginBody = z.object({
  email: z.email({ error: 'Enter your email address.' }).max(254),
});
