import {
  type WorklistContribution,
  worklistGroup,
} from '../../platform/worklist/worklist-contribution';
import { complianceWorklistLines } from './compliance';
import { holidayRequestWorklistLines } from './holiday-requests';
import { onboardingWorklistLines } from './onboarding-todos';
import { oversightWorklistLines } from './oversight';
import { trainingWorklistLines } from './training';
import { mustNotWorkWorklistLines } from './working-state';

/**
 * The staff groups of Home's worklist, each from the staff area's own rules. They are the
 * caller's whether or not they see clients: a carer sees their own training.
 */
export const staffWorklist: readonly WorklistContribution[] = [
  // Staff who must not be offered for work (working-state.ts): the group at the top.
  worklistGroup('must-not-work', ({ db, auth, now }) => mustNotWorkWorklistLines(db, auth, now)),
  // Staff whose training needs action, and the caller's own.
  worklistGroup('training-expiring', ({ db, auth, now }) => trainingWorklistLines(db, auth, now)),
  // Staff overdue a supervision, spot check or appraisal (oversight.ts).
  worklistGroup('oversight-overdue', ({ db, auth, now }) => oversightWorklistLines(db, auth, now)),
  // Staff whose right to work or DBS is not compliant or expiring soon (compliance.ts).
  worklistGroup('right-to-work-dbs', ({ db, auth, now }) => complianceWorklistLines(db, auth, now)),
  // New carers' override conditions and checks still outstanding, until done (onboarding-todos.ts).
  worklistGroup('onboarding-todos', ({ db, auth, now }) => onboardingWorklistLines(db, auth, now)),
  // Holiday requests waiting for whoever may decide them (holiday-requests.ts).
  worklistGroup('holiday-requests', ({ db, auth }) => holidayRequestWorklistLines(db, auth)),
];
