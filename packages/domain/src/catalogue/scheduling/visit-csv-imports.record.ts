import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { MAX_CSV_CHARS } from './visit-csv';

/** Where an import is: checked as it is mapped, then queued, run by a job, and over. */
export const CSV_IMPORT_STATUSES = ['Checked', 'Queued', 'Running', 'Completed', 'Failed'] as const;
export type CsvImportStatus = (typeof CSV_IMPORT_STATUSES)[number];

/**
 * A CSV of visits being imported: the file's text, how its columns map to visit fields, what the
 * row checks found, and the job's progress. The server works out the checks on every save
 * (visit-csv.ts) and the job alone writes the progress.
 */
export const visitCsvImports = defineRecord({
  name: 'visit-csv-imports',
  area: 'scheduling',
  singular: 'Visit CSV Import',
  plural: 'Visit CSV Imports',
  path: 'visits/csv-imports',
  // Its add and edit screens are hand-written (upload, the mapping step, the job's progress) and
  // take the generated ones' paths; the list is the declaration's.
  operations: { create: true, update: true, delete: true },
  navGroup: 'Rota',
  fields: {
    name: field.text('Name', {
      required: true,
      max: 150,
      help: 'e.g. the file’s name, or the council and week it covers.',
    }),
    csvText: field.longText('CSV', { required: true, max: MAX_CSV_CHARS }),
    // One visit field per column (JSON array; '' leaves a column out): VisitCsvMapping.
    mapping: field.longText('Column mapping', { max: 5000 }),
    status: field.choice('Status', CSV_IMPORT_STATUSES, {
      keptByServer: true,
      styles: {
        Checked: 'neutral',
        Queued: 'info',
        Running: 'warning',
        Completed: 'success',
        Failed: 'danger',
      },
    }),
    totalRows: field.number('Rows', { keptByServer: true }),
    validRows: field.number('Rows without errors', { keptByServer: true }),
    errorCount: field.number('Errors', { keptByServer: true }),
    // The row checks' findings (JSON: mapping problems and row errors), as the last save left them.
    checkResult: field.longText('Check result', { max: 200_000, keptByServer: true }),
    processedRows: field.number('Rows processed', { keptByServer: true }),
    createdVisits: field.number('Visits created', { keptByServer: true }),
    existingVisits: field.number('Already imported', { keptByServer: true }),
  },
  titleField: 'name',
  list: {
    columns: ['name', 'status', 'totalRows', 'errorCount', 'createdVisits', 'existingVisits'],
    sort: 'name',
    filters: ['status'],
    search: ['name'],
  },
});
