import {
  formatUkDateTime,
  lastTwelveMonths,
  type QaRegisterName,
  qaDashboardAnswer,
  qaDashboardQuery,
  recordKind,
  ukCalendarDate,
} from '@care360/domain';
import { defineRoute, FILE_ANSWER } from '../../platform/http/route';
import { noteAction, requestActor } from '../../platform/records/record-store';
import { branchNameOf, evidenceOf, evidencePackPdf } from './evidence-pack';
import { qaDashboard } from './qa-dashboard';

/**
 * The QA dashboard: for anyone who may read a register, the figures of those they may read (a
 * chart tells no one more than the lists it summarises would).
 */
export const QA_BASE = '/api/v1/quality-assurance';
const read = (name: QaRegisterName) => recordKind(name).permissions.read;
const READ_ANY = {
  anyPermission: [
    read('incidents'),
    read('safeguardings'),
    read('complaints'),
    read('medication-errors'),
    read('compliments'),
    read('death-notifications'),
  ] as const,
};

const dashboard = defineRoute({
  method: 'GET',
  url: `${QA_BASE}/dashboard`,
  access: READ_ANY,
  answer: qaDashboardAnswer,
  summary: 'The quality registers counted by register, branch, month, harm and days to close',
  query: qaDashboardQuery,
  async handler({ auth, query, services: { db } }) {
    const today = ukCalendarDate();
    const fallback = lastTwelveMonths(today);
    const period = {
      from: query.from ?? fallback.from,
      to: query.to ?? fallback.to,
      branch: query.branch,
    };
    return { data: await qaDashboard(db, auth, period, today) };
  },
});

/**
 * The evidence pack of the period and branch, as one PDF: an export of people's records, audited
 * (the period, the branch, how much evidence) in the transaction that reads them.
 */
const evidencePack = defineRoute({
  method: 'GET',
  url: `${QA_BASE}/evidence-pack.pdf`,
  access: READ_ANY,
  answer: FILE_ANSWER,
  summary: 'The CQC evidence pack: tagged register entries and actions by key question, as a PDF',
  query: qaDashboardQuery,
  async handler({ auth, query, request, services: { db } }) {
    const today = ukCalendarDate();
    const fallback = lastTwelveMonths(today);
    const period = {
      from: query.from ?? fallback.from,
      to: query.to ?? fallback.to,
      branch: query.branch,
    };
    const { evidence, branchName } = await db.transaction(async (tx) => {
      const found = await evidenceOf(tx, auth, period);
      await noteAction(tx, requestActor(auth, request.ip), {
        action: 'export',
        recordType: 'cqc-quality-statements',
        recordId: null,
        changes: {
          format: 'PDF',
          report: 'evidence-pack',
          from: period.from,
          to: period.to,
          branch: period.branch ?? null,
          evidence: found.length,
        },
      });
      return { evidence: found, branchName: await branchNameOf(tx, auth, period.branch) };
    });
    return {
      data: null,
      raw: {
        contentType: 'application/pdf',
        body: await evidencePackPdf(evidence, {
          ...period,
          branchName,
          printedLine: `Printed ${formatUkDateTime(new Date())} by ${auth.user.name}`,
        }),
        filename: `cqc-evidence-pack-${period.from}-to-${period.to}.pdf`,
      },
    };
  },
});

export const qaDashboardRoutes = [dashboard, evidencePack];
