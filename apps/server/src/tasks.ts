import { referenceChasingTask } from './modules/recruitment/reference-chasing.job';
import { compliancePassTask } from './modules/staff/compliance';
import type { AnyTask } from './platform/jobs/task';
import { retentionTask } from './platform/records/retention';

/** Every task the job queue runs (platform/jobs); a cron task is queued for each organisation. */
export const allTasks: readonly AnyTask[] = [
  compliancePassTask,
  referenceChasingTask,
  retentionTask,
];
