import { z } from 'zod';
import { WORKLIST_GROUP_LIMIT, WORKLIST_GROUPS, type WorklistGroupKey } from './worklist';

/** GET /api/v1/worklist: Home's worklist (worklist.ts says what each group holds). */

const groupKeys = WORKLIST_GROUPS.map((group) => group.key) as [
  WorklistGroupKey,
  ...WorklistGroupKey[],
];
const groupKey = z.enum(groupKeys);

/**
 * One piece of work: the person it is about, what needs doing and the app page where it is done.
 * The person is a client, or in the staff groups (training) a carer or office employee.
 */
export const worklistLineAnswer = z.strictObject({
  /** The client's id; in a staff group, the carer's or office employee's. */
  clientId: z.uuid(),
  /** Their name as a link's text ("Jane Smith (you)" for the caller's own training). */
  clientName: z.string(),
  /** What needs doing, e.g. "Falls Risk Assessment: review was due 12/11/2026". */
  detail: z.string(),
  /** The app path where it is done. */
  href: z.string().startsWith('/app/'),
});
export type WorklistLine = z.infer<typeof worklistLineAnswer>;

export const worklistAnswer = z.strictObject({
  /**
   * False when the person may not read client files: Home then shows no client lines, only the
   * staff groups that have any.
   */
  clientsVisible: z.boolean(),
  /** The UK calendar day the worklist is for. */
  today: z.iso.date(),
  /** Every group, with at most WORKLIST_GROUP_LIMIT lines… */
  groups: z.record(groupKey, z.array(worklistLineAnswer).max(WORKLIST_GROUP_LIMIT)),
  /** …and how many there are in all. */
  counts: z.record(groupKey, z.number().int().nonnegative()),
});
export type Worklist = z.infer<typeof worklistAnswer>;
