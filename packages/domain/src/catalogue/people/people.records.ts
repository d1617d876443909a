import { branches } from './branches.record';
import { userRoles } from './user-roles.record';
import { users } from './users.record';

/** The people area's record kinds, in navigation order; `registry.ts` composes every area's list. */
export const PEOPLE_RECORDS = [users, branches, userRoles] as const;
