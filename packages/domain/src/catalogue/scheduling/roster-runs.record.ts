import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { ROSTER_RUN_METHODS, ROSTER_RUN_SCOPES, ROSTER_RUN_STATUSES } from './roster-runs.answers';

/**
 * One auto-rostering run: a plan asked for a branch and a period, solved by a job in a worker
 * thread, then accepted (all or part) onto the rota. Every field is the server's: the run is
 * started, stopped and accepted through its own endpoints (apps/server/src/modules/rostering),
 * and written through the record store so its progress reaches open schedulers as live events.
 */
export const rosterRuns = defineRecord({
  name: 'roster-runs',
  area: 'scheduling',
  singular: 'Roster Run',
  plural: 'Roster Runs',
  screens: { add: false, edit: false },
  operations: { create: false, update: false, delete: false },
  branchField: 'branch',
  fields: {
    branch: field.reference('Branch', 'branches', { required: true, keptByServer: true }),
    fromDate: field.date('From', { required: true, keptByServer: true }),
    toDate: field.date('To', { required: true, keptByServer: true }),
    scope: field.choice('Visits planned', ROSTER_RUN_SCOPES, { keptByServer: true }),
    keepAllocated: field.yesNo('Keep allocated visits', { keptByServer: true }),
    seed: field.number('Seed', { min: 0, max: 2_147_483_647, keptByServer: true }),
    status: field.choice('Status', ROSTER_RUN_STATUSES, {
      keptByServer: true,
      styles: {
        queued: 'neutral',
        running: 'info',
        finished: 'success',
        stopped: 'warning',
        failed: 'danger',
        accepted: 'success',
        'partly accepted': 'success',
      },
    }),
    // JSON of RosterRunProgress: written at most once a second while the job runs.
    progress: field.text('Progress', { max: 500, keptByServer: true }),
    method: field.choice('Method', ROSTER_RUN_METHODS, { keptByServer: true }),
    provenOptimal: field.yesNo('Proven optimal', { keptByServer: true }),
    message: field.text('Message', { max: 1000, keptByServer: true }),
    // JSON of the plan as the preview reads it: assignments by visit id and place, the unfilled
    // places with their reasons, the weights and both scores; written once, when the job ends.
    plan: field.longText('Plan', { max: 5_000_000, keptByServer: true }),
    // When the job started solving: a visit changed after it is refused on accept (409).
    startedAt: field.dateTime('Started at', { keptByServer: true }),
  },
  titleField: 'fromDate',
  titleWith: ['toDate'],
  list: {
    columns: ['fromDate', 'toDate', 'branch', 'scope', 'status', 'method'],
    sort: 'fromDate',
    dir: 'desc',
    filters: ['branch', 'status'],
  },
});
