import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/**
 * A team of office staff in a branch (the work planner, spec §2.2 "work-planner/teams"): cards
 * are given to a team and the Teams board has a column per team. Its members are a nested list.
 */
export const workTeams = defineRecord({
  name: 'work-teams',
  area: 'work-planner',
  singular: 'Team',
  plural: 'Teams',
  path: 'work-teams',
  navGroup: 'Work Planner',
  fields: {
    name: field.text('Name', { required: true, max: 100 }),
    branch: field.reference('Branch', 'branches', { required: true }),
    description: field.longText('Description', { max: 2000 }),
  },
  branchField: 'branch',
  // Two branches may each have a "Care coordination" team; one branch may not have two.
  unique: [['name', 'branch']],
  list: { columns: ['name', 'branch'], sort: 'name', filters: ['branch'], search: ['name'] },
});
