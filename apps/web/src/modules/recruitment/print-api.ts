import type {
  ApplicantEmailKey,
  ApplicantPrintKey,
  EmailPreview,
  PrintedDocument,
} from '@care360/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiUrl, fetchData, withQuery } from '../../platform/api';

/**
 * The applicant's letters, forms and emails (server: modules/recruitment/applicant-print.endpoints.ts).
 * `branch` is the office whose letterhead a letter carries; `on` and `at` when training is.
 */
export interface PrintParams {
  branch?: string;
  on?: string;
  at?: string;
}

const base = (applicantId: string) => `/api/v1/applicants/${encodeURIComponent(applicantId)}`;
const query = (params: PrintParams) => ({ branch: params.branch, on: params.on, at: params.at });

export const printedDocumentQuery = (
  applicantId: string,
  key: ApplicantPrintKey,
  params: PrintParams,
) => {
  const path = withQuery(`${base(applicantId)}/print/${key}`, query(params));
  return queryOptions({
    queryKey: [path],
    queryFn: ({ signal }) => fetchData<PrintedDocument>(path, signal),
    // A letter is filled from the file as it is now: read again each time the page opens.
    staleTime: 0,
    retry: false,
  });
};

/** Followed by the browser itself, which saves the PDF the server sends as an attachment. */
export const printedDocumentPdfUrl = (
  applicantId: string,
  key: ApplicantPrintKey,
  params: PrintParams,
) => apiUrl(withQuery(`${base(applicantId)}/print/${key}.pdf`, query(params)));

export const emailPreviewQuery = (
  applicantId: string,
  key: ApplicantEmailKey,
  params: PrintParams,
) => {
  const path = withQuery(`${base(applicantId)}/emails/${key}`, query(params));
  return queryOptions({
    queryKey: [path],
    queryFn: ({ signal }) => fetchData<EmailPreview>(path, signal),
    staleTime: 0,
    retry: false,
  });
};

export const sendEmailPath = (applicantId: string, key: ApplicantEmailKey) =>
  `${base(applicantId)}/emails/${key}/send`;
