import type { Db } from '@care360/db';
import {
  formatUkDateTime,
  GRANT_DOCUMENTS,
  type GrantDocument,
  recordKind,
  SUPER_ADMIN,
} from '@care360/domain';
import type { AuthContext } from '../../platform/auth/auth-context';
import {
  footers,
  heading,
  MUTED,
  paragraph,
  pdfDocument,
  table,
  titleLines,
} from '../../platform/pdf/pdf-blocks';
import {
  carePlanOf,
  clientSummary,
  hospitalPackOf,
  medicationWhen,
  medicineLabels,
  medicineOf,
  renderCarePlan,
  renderHospitalPack,
  shown,
} from '../clients';

export const documentLabel = (type: string) =>
  GRANT_DOCUMENTS.find((doc) => doc.value === type)?.label ?? type;

/**
 * The reader the client area's printers see for a professional: organisation-wide within the
 * grant's organisation (the grant names the one client), named as the professional so the
 * printed line says who printed it. It holds no session and is never a signed-in user.
 */
export function professionalReader(
  organisation: { id: string; name: string },
  professionalName: string,
): AuthContext {
  return {
    sessionIdHash: '',
    user: {
      id: '00000000-0000-0000-0000-000000000000',
      name: `${professionalName} (health professional)`,
      email: '',
      userRole: SUPER_ADMIN,
      userRoleName: 'Health professional',
      userPermissions: [],
      organisation,
      branch: null,
      branchScope: null,
      parentUserId: null,
      mfaEnrolmentDue: false,
    },
  };
}

/** A short list document (the MAR chart's medicines, the recent logs) in the care plan's style. */
function renderList(
  title: string,
  clientName: string,
  reader: AuthContext,
  columns: { title: string; share: number }[],
  rows: string[][],
  empty: string,
): Promise<Buffer> {
  const { doc, done } = pdfDocument({
    Title: `${title}: ${clientName}`,
    Author: reader.user.organisation.name,
  });
  titleLines(doc, reader.user.organisation.name, title, clientName);
  heading(doc, title, 1);
  if (rows.length === 0) paragraph(doc, empty, MUTED);
  else table(doc, columns, rows);
  footers(doc, `Printed ${formatUkDateTime(new Date())} by ${reader.user.name}`);
  doc.end();
  return done;
}

const medications = recordKind('client-medications');
const logs = recordKind('client-logs');

/**
 * Reads what one document prints (inside the caller's transaction, with its audit entry) and
 * returns the work that draws it, done after the commit so no connection waits on the drawing.
 */
export async function readDocument(
  db: Db,
  reader: AuthContext,
  clientId: string,
  type: GrantDocument,
  filesDir: string,
): Promise<{ draw: () => Promise<Buffer>; filename: string }> {
  if (type === 'care-plan') {
    const { plan, filename } = await carePlanOf(db, reader, clientId);
    return { draw: () => renderCarePlan(plan), filename };
  }
  if (type === 'hospital-pack') {
    const { pack, filename } = await hospitalPackOf(db, reader, clientId, filesDir);
    return { draw: () => renderHospitalPack(pack), filename };
  }
  const summary = await clientSummary(db, reader.user, clientId);
  const base = `${type}-${summary.name.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`;
  if (type === 'mar-chart') {
    const labels = await medicineLabels(db, reader.user, summary.medications);
    const rows = summary.medications.map((row) => [
      medicineOf(labels, row),
      shown(medications, row, 'dose'),
      shown(medications, row, 'route'),
      medicationWhen(row),
      shown(medications, row, 'supportLevel'),
    ]);
    return {
      filename: base,
      draw: () =>
        renderList(
          'MAR chart',
          summary.name,
          reader,
          [
            { title: 'Medicine', share: 3 },
            { title: 'Dose', share: 2 },
            { title: 'Route', share: 1.5 },
            { title: 'When', share: 2.5 },
            { title: 'Support', share: 2 },
          ],
          rows,
          'No current medicines are recorded.',
        ),
    };
  }
  const rows = (summary.recentLogs ?? []).map((row) => [
    shown(logs, row, 'loggedAt'),
    shown(logs, row, 'category'),
    shown(logs, row, 'loggedBy'),
    shown(logs, row, 'entry'),
  ]);
  return {
    filename: base,
    draw: () =>
      renderList(
        'Recent logs',
        summary.name,
        reader,
        [
          { title: 'When', share: 2 },
          { title: 'Category', share: 1.5 },
          { title: 'By', share: 1.5 },
          { title: 'Entry', share: 6 },
        ],
        rows,
        'No logs are recorded.',
      ),
  };
}
