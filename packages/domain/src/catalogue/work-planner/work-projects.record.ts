import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

export const WORK_PROJECT_STATUSES = ['Active', 'Finished'] as const;

/**
 * A piece of work made of several task cards (a CQC inspection readiness review, the winter
 * rota): the Projects board has a column per active project.
 */
export const workProjects = defineRecord({
  name: 'work-projects',
  area: 'work-planner',
  singular: 'Project',
  plural: 'Projects',
  path: 'work-projects',
  navGroup: 'Work Planner',
  fields: {
    name: field.text('Name', { required: true, max: 120 }),
    branch: field.reference('Branch', 'branches', { required: true }),
    team: field.reference('Team', 'work-teams'),
    status: field.choice('Status', WORK_PROJECT_STATUSES, {
      required: true,
      styles: { Active: 'info', Finished: 'neutral' },
    }),
    description: field.longText('Description', { max: 4000 }),
  },
  branchField: 'branch',
  unique: [['name', 'branch']],
  list: {
    columns: ['name', 'branch', 'team', 'status'],
    sort: 'name',
    filters: ['branch', 'team', 'status'],
    search: ['name'],
  },
});
