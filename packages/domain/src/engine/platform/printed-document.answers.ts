import { z } from 'zod';

/**
 * A letter or form to print, as data: the server draws it as a PDF and the app as a printable
 * page from this one description, so what is on screen and on paper cannot drift apart. Every
 * string is already formatted the UK way (dd/mm/yyyy, £).
 */
export const printBlockAnswer = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('heading'), text: z.string() }),
  z.strictObject({
    kind: z.literal('paragraph'),
    text: z.string(),
    /** 'warning' for what the reader must act on (an uncovered period of address history). */
    tone: z.enum(['normal', 'muted', 'warning']),
  }),
  /** Label and value in two columns: a person's details. */
  z.strictObject({ kind: z.literal('facts'), rows: z.array(z.tuple([z.string(), z.string()])) }),
  z.strictObject({
    kind: z.literal('table'),
    columns: z.array(z.string()),
    rows: z.array(z.array(z.string())),
    /** Rows drawn as warnings (their first cell says why in words too). */
    flagged: z.array(z.number().int().nonnegative()),
  }),
  /** Ticked or open items: an induction checklist. */
  z.strictObject({
    kind: z.literal('checklist'),
    items: z.array(z.strictObject({ text: z.string(), done: z.boolean() })),
  }),
  /** Lines to sign on, each with its caption ('Signed', 'Date'). */
  z.strictObject({ kind: z.literal('signatures'), captions: z.array(z.string()) }),
]);
export type PrintBlock = z.infer<typeof printBlockAnswer>;

export const printedDocumentAnswer = z.strictObject({
  title: z.string(),
  /** Who sends it: the organisation's name, then the office's address and phone, one a line. */
  letterhead: z.strictObject({ name: z.string(), lines: z.array(z.string()) }),
  /** The recipient's name and address, one a line; empty for a form rather than a letter. */
  recipient: z.array(z.string()),
  /** The letter's date, dd/mm/yyyy. */
  date: z.string(),
  blocks: z.array(printBlockAnswer),
  /** The file name a download gets. */
  filename: z.string(),
});
export type PrintedDocument = z.infer<typeof printedDocumentAnswer>;

/** An email as it would be sent: to whom, its subject and its plain-text body. */
export const emailPreviewAnswer = z.strictObject({
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  /** Why it cannot be sent as it stands (no interview booked), or null. */
  blocked: z.string().nullable(),
});
export type EmailPreview = z.infer<typeof emailPreviewAnswer>;
