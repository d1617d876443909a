import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** A member of a work-planner team: one office user (guarded by the team's permissions). */
export const workTeamMembers = defineRecord({
  name: 'work-team-members',
  area: 'work-planner',
  singular: 'Team Member',
  plural: 'Team Members',
  path: 'members',
  parent: 'work-teams',
  fields: {
    userId: field.reference('Member', 'users', { required: true }),
    role: field.text('Role in the team', { max: 100 }),
  },
  titleField: 'userId',
  list: { columns: ['userId', 'role'], sort: 'userId' },
});
