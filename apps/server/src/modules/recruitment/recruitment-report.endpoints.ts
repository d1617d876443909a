import {
  formatUkDateTime,
  RECRUITMENT_REPORTS,
  type RecruitmentReportKey,
  recordKind,
  trackerFilterQuery,
  ukCalendarDate,
} from '@care360/domain';
import { z } from 'zod';
import { defineRoute, FILE_ANSWER } from '../../platform/http/route';
import { font, footers, heading, MUTED, pdfDocument, table } from '../../platform/pdf/pdf-blocks';
import { csvLine } from '../../platform/records/csv';
import { noteAction, requestActor } from '../../platform/records/record-store';
import { type ReportTable, recruitmentReport } from './recruitment-report';

/**
 * The tracker's reports downloaded as CSV or PDF (spec §2.5). Each download is an export of
 * applicants' data: it is audited (which report, the filters, how many rows) in the transaction
 * that reads it.
 */

const reportKeys = RECRUITMENT_REPORTS.map((report) => report.key) as [
  RecruitmentReportKey,
  ...RecruitmentReportKey[],
];
const reportQuery = trackerFilterQuery.extend({
  report: z
    .enum(reportKeys, { error: 'Choose one of the reports.' })
    .default('applicants-by-stage'),
});

const READ = { permission: recordKind('applicants').permissions.read };

function asCsv(report: ReportTable): string {
  return `\uFEFF${[report.columns.map((column) => column.title), ...report.rows].map(csvLine).join('')}`;
}

async function asPdf(report: ReportTable, printedLine: string): Promise<Buffer> {
  const { doc, done } = pdfDocument({ Title: report.title, Author: 'care360' });
  heading(doc, report.title, 1);
  font(doc, 'regular', 9.5, MUTED);
  doc.text(`${report.rows.length} ${report.rows.length === 1 ? 'applicant' : 'applicants'}`);
  doc.moveDown(0.5);
  table(doc, report.columns, report.rows);
  footers(doc, printedLine);
  doc.end();
  return done;
}

function reportRoute(format: 'CSV' | 'PDF') {
  const extension = format.toLowerCase();
  return defineRoute({
    method: 'GET',
    url: `/api/v1/recruitment-tracker/report.${extension}`,
    access: READ,
    answer: FILE_ANSWER,
    summary: `A recruitment report (applicants by stage, time to clear, outstanding checks) as ${format}`,
    query: reportQuery,
    async handler({ auth, query, request, services: { db } }) {
      const { report: key, ...filter } = query;
      const report = await db.transaction(async (tx) => {
        const built = await recruitmentReport(tx, auth.user, key, filter, ukCalendarDate());
        await noteAction(tx, requestActor(auth, request.ip), {
          action: 'export',
          recordType: 'applicants',
          recordId: null,
          changes: { format, report: key, rows: built.rows.length, ...filter },
        });
        return built;
      });
      const filename = `${key}-${ukCalendarDate()}.${extension}`;
      return {
        data: null,
        raw:
          format === 'CSV'
            ? { contentType: 'text/csv; charset=utf-8', body: asCsv(report), filename }
            : {
                contentType: 'application/pdf',
                body: await asPdf(
                  report,
                  `Printed ${formatUkDateTime(new Date())} by ${auth.user.name}`,
                ),
                filename,
              },
      };
    },
  });
}

export const recruitmentReportRoutes = [reportRoute('CSV'), reportRoute('PDF')];
