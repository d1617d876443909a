import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { ASSESSMENT_VISIT_TYPE_LABELS, ASSESSMENT_VISIT_TYPES } from './assessment-visits.record';

/**
 * One stretch of time a person tracked on one target (spec §4.1): opened by START, kept alive by
 * MID every five minutes, ended by STOP, or closed by the stale-session job at its last sign of
 * life plus five minutes when STOP never came (a closed tab, a lost connection). Written only by
 * the tracker's endpoints and that job, through the record store; people read them at /app/tracker.
 */
export const TRACKER_SESSION_STATES = ['Running', 'Stopped', 'Closed without stop'] as const;
export type TrackerSessionState = (typeof TRACKER_SESSION_STATES)[number];

export const trackerSessions = defineRecord({
  name: 'tracker-sessions',
  area: 'planner',
  singular: 'Tracked Time',
  plural: 'Tracker',
  navGroup: 'Planner',
  path: 'tracker',
  screens: { add: false, edit: false },
  operations: { create: false, update: false, delete: false },
  fields: {
    userId: field.reference('Person', 'users', { required: true }),
    visitId: field.reference('Target', 'assessment-visits', { required: true }),
    eventType: field.choice(
      'Target type',
      ASSESSMENT_VISIT_TYPES.map((value) => ({
        value,
        label: ASSESSMENT_VISIT_TYPE_LABELS[value],
      })),
      { required: true },
    ),
    module: field.text('Module', { required: true, max: 50 }),
    /** The browser's id for the session, sent with START, MID and STOP. */
    reference: field.text('Reference', { required: true, max: 100 }),
    pageTitle: field.text('Page', { max: 200 }),
    startedAt: field.dateTime('Started', { required: true }),
    lastSeenAt: field.dateTime('Last MID', { required: true }),
    endedAt: field.dateTime('Ended'),
    state: field.choice('State', TRACKER_SESSION_STATES, { required: true }),
    seconds: field.number('Seconds', { min: 0 }),
    timeDisplay: field.text('Time', { max: 40 }),
  },
  titleField: 'reference',
  list: {
    columns: ['userId', 'visitId', 'eventType', 'startedAt', 'endedAt', 'timeDisplay', 'state'],
    sort: 'startedAt',
    dir: 'desc',
    filters: ['userId', 'eventType', 'state'],
  },
});
