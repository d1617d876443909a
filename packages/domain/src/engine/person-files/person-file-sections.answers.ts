import { z } from 'zod';
import { PERSON_SECTION_KINDS } from './person-file';

const day = z.iso.date();

/** What the sections endpoint says about each section of one person's file. */
export const personFileSectionStatusAnswer = z.strictObject({
  /** Unique in the file: the form key, the nested kind's name, 'details' or a page's key. */
  key: z.string(),
  title: z.string(),
  /** One of the file's declared groups. */
  group: z.string(),
  /** Relative to the file (/app/clients/:id/edit); '' is the owner's details. */
  path: z.string(),
  kind: z.enum(PERSON_SECTION_KINDS),
  /** Forms: the latest response's completion (0 when none); other sections: null. */
  completion: z.number().int().min(0).max(100).nullable(),
  /** Lists: how many live records the owner has; other sections: null. */
  count: z.number().int().nonnegative().nullable(),
  /** Assessments whose review date has passed. */
  overdue: z.boolean(),
  nextReviewOn: day.nullable(),
  /** Contracts: whether a signed response exists. */
  signed: z.boolean(),
});
export type PersonFileSectionStatus = z.infer<typeof personFileSectionStatusAnswer>;

/** GET /api/v1/{owner}/:id/sections. */
export const personFileSectionsAnswer = z.strictObject({
  owner: z.strictObject({ id: z.uuid(), name: z.string() }),
  items: z.array(personFileSectionStatusAnswer),
});
export type PersonFileSections = z.infer<typeof personFileSectionsAnswer>;
