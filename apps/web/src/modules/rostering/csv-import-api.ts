import { queryOptions } from '@tanstack/react-query';
import { type ApiResult, apiRequest, fetchData } from '../../platform/api';
import type { RecordRow } from '../../platform/records/record-api';

export const IMPORTS_API = '/api/v1/visit-csv-imports';

/** An import as the API answers it: the record and what its last check found. */
export interface CsvImportRow extends RecordRow {
  name: string;
  csvText: string;
  mapping: string | null;
  status: 'Checked' | 'Queued' | 'Running' | 'Completed' | 'Failed' | null;
  totalRows: number | null;
  validRows: number | null;
  errorCount: number | null;
  checkResult: string | null;
  processedRows: number | null;
  createdVisits: number | null;
  existingVisits: number | null;
}

export interface CsvCheckResult {
  mappingProblems: string[];
  errors: { row: number; column: string; message: string }[];
}

export function checkResultOf(row: Pick<CsvImportRow, 'checkResult'>): CsvCheckResult {
  try {
    const parsed = JSON.parse(row.checkResult ?? '') as Partial<CsvCheckResult>;
    return { mappingProblems: parsed.mappingProblems ?? [], errors: parsed.errors ?? [] };
  } catch {
    return { mappingProblems: [], errors: [] };
  }
}

const importPath = (id: string) => `${IMPORTS_API}/${encodeURIComponent(id)}`;

/** The import; while its job waits or runs it is read again each second, for its progress. */
export const csvImportQuery = (id: string) =>
  queryOptions({
    queryKey: [IMPORTS_API, id],
    queryFn: ({ signal }) => fetchData<CsvImportRow>(importPath(id), signal),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'Queued' || status === 'Running' ? 1000 : false;
    },
  });

export function addCsvImport(body: { name: string; csvText: string; mapping: string }) {
  return apiRequest<CsvImportRow>('POST', IMPORTS_API, { body });
}

/** Saves the mapping with the version shown: the server checks the rows again. */
export function saveMapping(row: CsvImportRow, mapping: string): Promise<ApiResult<CsvImportRow>> {
  return apiRequest<CsvImportRow>('PUT', importPath(row.id), {
    body: { name: row.name, csvText: row.csvText, mapping, version: row.version },
  });
}

export function runCsvImport(id: string) {
  return apiRequest<{ id: string; status: string; validRows: number }>(
    'POST',
    `${importPath(id)}/run`,
  );
}
