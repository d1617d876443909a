import type { HistoryEntryAnswer, RecordAnswer } from '@care360/domain';
import { queryOptions } from '@tanstack/react-query';
import { type ApiResult, apiRequest, apiUrl, fetchData } from '../api';

/**
 * The record engine's API (DESIGN.md §4), one resource per kind at `apiBase` (record-location.ts):
 * GET list, GET /:id, POST, PUT /:id with version, DELETE /:id, POST /:id/restore,
 * GET /:id/history, GET /export.csv; uploads at POST /api/v1/files.
 */

/**
 * A stored record as the API gives it (pence, 'YYYY-MM-DD', ISO instants, …), and one entry of
 * its history: the shapes the server declares for these routes (`@care360/domain`).
 */
export type RecordRow = RecordAnswer;
export type HistoryEntry = HistoryEntryAnswer;

export const RECORD_PAGE_SIZE = 25;
export const REFERENCE_OPTIONS_LIMIT = 20;
export const FILES_PATH = '/api/v1/files';

export const recordQuery = (apiBase: string, id: string) =>
  queryOptions({
    queryKey: [apiBase, 'record', id],
    queryFn: ({ signal }) => fetchData<RecordRow>(`${apiBase}/${encodeURIComponent(id)}`, signal),
  });

export const recordHistoryQuery = (apiBase: string, id: string) =>
  queryOptions({
    queryKey: [apiBase, 'history', id],
    queryFn: ({ signal }) =>
      fetchData<{ items: HistoryEntry[] }>(`${apiBase}/${encodeURIComponent(id)}/history`, signal),
  });

export function createRecord(
  apiBase: string,
  body: Record<string, unknown>,
  idempotencyKey: string,
): Promise<ApiResult<RecordRow>> {
  return apiRequest<RecordRow>('POST', apiBase, {
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function updateRecord(
  apiBase: string,
  id: string,
  body: Record<string, unknown> & { version: number },
): Promise<ApiResult<RecordRow>> {
  return apiRequest<RecordRow>('PUT', `${apiBase}/${encodeURIComponent(id)}`, { body });
}

export function deleteRecord(apiBase: string, id: string) {
  return apiRequest<{ id: string }>('DELETE', `${apiBase}/${encodeURIComponent(id)}`);
}

export function restoreRecord(apiBase: string, id: string) {
  return apiRequest<RecordRow>('POST', `${apiBase}/${encodeURIComponent(id)}/restore`, {
    body: {},
  });
}

/** Stores one file and answers its id, which a file field then holds. */
/** Where an uploaded file downloads from (as an attachment, under its original name). */
export function fileDownloadUrl(id: string): string {
  return apiUrl(`${FILES_PATH}/${encodeURIComponent(id)}`);
}

export function uploadFile(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<{ id: string }>('POST', FILES_PATH, { body: form });
}

/**
 * A key per submission attempt: a repeated request (a retry after a dropped connection, a double
 * click) carries the same key, and the server makes one record. crypto.randomUUID only exists on
 * secure origins, so a plain-HTTP intranet install falls back to getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
