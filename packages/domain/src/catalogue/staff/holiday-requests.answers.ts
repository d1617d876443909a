import { z } from 'zod';
import { STAFF_OWNERS, type StaffOwner } from './staff-section';

/**
 * The holiday requests still to decide (GET /api/v1/holiday-requests/{carers|employees}): the
 * requested holidays of the people the caller may approve for (their file's update permission,
 * within their branch when limited to it), soonest first. Approving or declining is a save of the
 * holiday through its record route, with the version read here.
 */

/** Where a manager works through them: one page per kind of staff, beside its holiday calendar. */
export const holidayRequestsPath = (owner: StaffOwner) =>
  `/app/holiday-requests/${STAFF_OWNERS[owner].prefix}`;

/** The most requests one answer lists; `more` says when there are others after them. */
export const HOLIDAY_REQUESTS_LIMIT = 200;

export const holidayRequestAnswer = z.strictObject({
  id: z.uuid(),
  personId: z.uuid(),
  name: z.string(),
  branch: z.string().nullable(),
  fromDate: z.iso.date(),
  toDate: z.iso.date(),
  hours: z.number(),
  /** The holiday reason's id, as the save sends it back, and its name. */
  reason: z.uuid(),
  reasonName: z.string().nullable(),
  notes: z.string().nullable(),
  version: z.number().int(),
  /** The holiday's record route (PUT it with the version to decide) and its page in the file. */
  apiPath: z.string().startsWith('/api/v1/'),
  editPath: z.string().startsWith('/app/'),
});
export type HolidayRequest = z.infer<typeof holidayRequestAnswer>;

export const holidayRequestsAnswer = z.strictObject({
  owner: z.enum(['carers', 'employees']),
  requests: z.array(holidayRequestAnswer).max(HOLIDAY_REQUESTS_LIMIT),
  more: z.boolean(),
});
export type HolidayRequests = z.infer<typeof holidayRequestsAnswer>;
