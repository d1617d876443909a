import {
  recordKind,
  trackerBoardAnswer,
  trackerDashboardAnswer,
  trackerFilterQuery,
  trackerMatrixAnswer,
  trackerTestsAnswer,
  ukCalendarDate,
} from '@care360/domain';
import { defineRoute } from '../../platform/http/route';
import { trackerBoard, trackerDashboard, trackerMatrix, trackerTests } from './tracker';
import { bulkTraining } from './tracker-bulk-training';

/**
 * The recruitment tracker's pages (spec §2.5): the board, the dashboard's sums, the compliance
 * matrix and the support-worker test list. Each reads only the caller's organisation and, for a
 * role limited to one, their branch.
 */

const READ = { permission: recordKind('applicants').permissions.read };
const BASE = '/api/v1/recruitment-tracker';

const board = defineRoute({
  method: 'GET',
  url: `${BASE}/board`,
  access: READ,
  answer: trackerBoardAnswer,
  summary:
    "The tracker's board: a card per applicant with their stage, days in it and what is missing next",
  query: trackerFilterQuery,
  async handler({ auth, query, services: { db } }) {
    return { data: await trackerBoard(db, auth.user, query, ukCalendarDate()) };
  },
});

const dashboard = defineRoute({
  method: 'GET',
  url: `${BASE}/dashboard`,
  access: READ,
  answer: trackerDashboardAnswer,
  summary:
    'Recruitment in numbers: counts and conversion by stage, branch and source, median days to clear',
  query: trackerFilterQuery,
  async handler({ auth, query, services: { db } }) {
    return { data: await trackerDashboard(db, auth.user, query) };
  },
});

const matrix = defineRoute({
  method: 'GET',
  url: `${BASE}/matrix`,
  access: READ,
  answer: trackerMatrixAnswer,
  summary: 'The compliance matrix: applicants past interview × the required checks, with expiry',
  query: trackerFilterQuery,
  async handler({ auth, query, services: { db } }) {
    return { data: await trackerMatrix(db, auth.user, query, ukCalendarDate()) };
  },
});

const tests = defineRoute({
  method: 'GET',
  url: `${BASE}/tests`,
  access: READ,
  answer: trackerTestsAnswer,
  summary: 'Applicants with their support-worker test score and whether it passes',
  query: trackerFilterQuery,
  async handler({ auth, query, services: { db } }) {
    return { data: await trackerTests(db, auth.user, query, ukCalendarDate()) };
  },
});

export const trackerRoutes = [board, dashboard, matrix, tests, bulkTraining];
