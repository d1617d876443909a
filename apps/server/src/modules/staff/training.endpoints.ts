import {
  CARER_FILE,
  EMPLOYEE_FILE,
  formatUkDate,
  personTrainingAnswer,
  STAFF_OWNERS,
  type StaffOwner,
  staffTrainingRecords,
  TRAINING_STATE_LABELS,
  TRAINING_STATES,
  type TrainingMatrix,
  trainingMatrixAnswer,
  ukCalendarDate,
} from '@care360/domain';
import { z } from 'zod';
import { idParams } from '../../platform/http/id-params';
import { defineRoute, FILE_ANSWER } from '../../platform/http/route';
import { assertLiveOwner, auditFileAccess } from '../../platform/person-files/person-file-access';
import { csvLine } from '../../platform/records/csv';
import { noteAction, requestActor } from '../../platform/records/record-store';
import { trainingMatrixOf, trainingOf } from './training';

/**
 * Training: one person's state on each course (their file's Training page) and
 * the training matrix of people by courses, on screen and as CSV. Every read of a person's
 * training is audited in its transaction; the matrix's CSV is an audited export.
 */

const FILES = { carers: CARER_FILE, employees: EMPLOYEE_FILE } as const;
const readOf = (owner: StaffOwner) => staffTrainingRecords[owner].permissions.read;

function personTrainingRoute(owner: StaffOwner) {
  const file = FILES[owner];
  return defineRoute({
    method: 'GET',
    url: `/api/v1/${owner}/:id/training`,
    access: { permission: readOf(owner) },
    answer: personTrainingAnswer,
    summary: `Each training course's state (current, expiring, expired, missing) for one ${file.noun.toLowerCase()}`,
    params: idParams,
    resource: owner,
    async handler({ auth, params, request, services: { db } }) {
      const data = await db.transaction(async (tx) => {
        await assertLiveOwner(tx, auth, file, params.id);
        const training = await trainingOf(tx, auth, owner, params.id);
        await auditFileAccess(tx, auth, request.ip, file, params.id, 'read', {
          section: 'Training',
        });
        return training;
      });
      return { data };
    },
  });
}

const MATRIX_ACCESS = {
  anyPermission: [readOf('carers'), readOf('employees')],
} as const;

export const matrixQuery = z.object({
  branch: z.uuid({ error: 'Choose a branch from the list.' }).optional(),
  owner: z
    .enum(['carers', 'employees'], { error: 'Choose carers or office employees.' })
    .optional(),
  state: z.enum(TRAINING_STATES, { error: 'Choose one of the states.' }).optional(),
});

const getMatrix = defineRoute({
  method: 'GET',
  url: '/api/v1/training-matrix',
  access: MATRIX_ACCESS,
  answer: trainingMatrixAnswer,
  summary:
    'The training matrix: current staff by courses, each cell current, expiring, expired or missing (filters: branch, owner kind, state)',
  query: matrixQuery,
  async handler({ auth, query, services: { db } }) {
    return { data: await trainingMatrixOf(db, auth, query) };
  },
});

/** A cell as the CSV reads it: the state in words and the dates. */
function cellText(cell: TrainingMatrix['people'][number]['cells'][string] | undefined) {
  if (!cell) return '';
  const label = TRAINING_STATE_LABELS[cell.state].label;
  if (!cell.completedOn) return label;
  const expiry = cell.expiresOn ? `, expires ${formatUkDate(`${cell.expiresOn}T12:00:00Z`)}` : '';
  return `${label}: completed ${formatUkDate(`${cell.completedOn}T12:00:00Z`)}${expiry}`;
}

function matrixCsv(matrix: TrainingMatrix): string {
  const header = ['Name', 'Staff', 'Branch', ...matrix.courses.map((course) => course.name)];
  const rows = matrix.people.map((person) => [
    person.name,
    STAFF_OWNERS[person.owner].label,
    person.branch ?? '',
    ...matrix.courses.map((course) => cellText(person.cells[course.id])),
  ]);
  return `\uFEFF${[header, ...rows].map(csvLine).join('')}`;
}

const getMatrixCsv = defineRoute({
  method: 'GET',
  url: '/api/v1/training-matrix.csv',
  access: MATRIX_ACCESS,
  answer: FILE_ANSWER,
  summary: 'The training matrix as CSV (the same filters), an audited export',
  query: matrixQuery,
  async handler({ auth, query, request, services: { db } }) {
    const matrix = await db.transaction(async (tx) => {
      const built = await trainingMatrixOf(tx, auth, query);
      await noteAction(tx, requestActor(auth, request.ip), {
        action: 'export',
        recordType: 'training-matrix',
        recordId: null,
        changes: { format: 'CSV', rows: built.people.length, ...query },
      });
      return built;
    });
    return {
      data: null,
      raw: {
        contentType: 'text/csv; charset=utf-8',
        body: matrixCsv(matrix),
        filename: `training-matrix-${ukCalendarDate()}.csv`,
      },
    };
  },
});

export const trainingRoutes = [
  personTrainingRoute('carers'),
  personTrainingRoute('employees'),
  getMatrix,
  getMatrixCsv,
];
