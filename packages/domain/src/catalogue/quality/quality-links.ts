import { z } from 'zod';
import type { PersonFilePage } from '../../engine/person-files/person-file';

/**
 * How a register entry shows in the files of the people it concerns: a page of the client's and
 * the carer's file lists every entry of the six registers that names them, newest first, each
 * linking to the entry (the server's modules/quality/quality-links.endpoints.ts).
 */

/** The people an entry names, by the owner kind of their file, and the fields naming them. */
export const QUALITY_LINK_FIELDS = {
  clients: ['client'],
  carers: ['carer', 'secondCarer'],
} as const satisfies Record<string, readonly string[]>;
export type QualityLinkOwner = keyof typeof QUALITY_LINK_FIELDS;

/** The page of a file listing the entries (the same in a client's and a carer's file). */
export const QUALITY_RECORDS_PAGE: PersonFilePage = {
  key: 'quality-records',
  title: 'Quality Records',
  group: 'Records',
  path: 'quality-records',
};

/** At most this many entries of each register, newest first; the register's list has the rest. */
export const QUALITY_LINKS_PER_REGISTER = 50;

export const qualityLinkAnswer = z.strictObject({
  id: z.uuid(),
  /** The entry's title, as its register names it. */
  title: z.string(),
  /** The day it happened or was received (YYYY-MM-DD). */
  on: z.string().nullable(),
  /** Open or Closed; null for a register without one (compliments). */
  status: z.string().nullable(),
  /** How badly the client was harmed, for registers that say. */
  harm: z.string().nullable(),
  /** Which of the person's fields names them: 'Client', 'Carer involved'. */
  as: z.string(),
});
export type QualityLink = z.infer<typeof qualityLinkAnswer>;

export const qualityLinksAnswer = z.strictObject({
  registers: z.array(
    z.strictObject({
      /** The register's kind ('complaints') and plural title ('Complaints'). */
      kind: z.string(),
      title: z.string(),
      /** Where its entries are edited, under /app: 'quality-assurance/complaints'. */
      path: z.string(),
      total: z.number().int().nonnegative(),
      items: z.array(qualityLinkAnswer),
    }),
  ),
});
export type QualityLinks = z.infer<typeof qualityLinksAnswer>;
