import { can } from '@care360/domain';
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../platform/current-user';
import { loadedKind } from '../../platform/records/loaded-kinds';
import type { RecordRowActionsProps } from '../../platform/records/record-row-actions';
import { MedicationActions } from './ClientLifecycle';
import { clientSummaryQuery } from './client-file-api';

/**
 * Stop and Change on a row of the client file's Medication section, exactly as the profile offers
 * them (the same medicines, the same dialogs, not while the service has ended), so a medicine is
 * never edited away from here either. Given to the generic list by the clients manifest.
 */
export function MedicationRowActions({ location, row }: RecordRowActionsProps) {
  const clientId = location.parents[0]?.id ?? '';
  const user = useCurrentUser();
  // The medicines list's route loaded its kind's area.
  const mayPrescribe = can(user, loadedKind('client-medications').permissions.update);
  // The profile's own answer (one query for every row): which medicines are current, and
  // whether the service has ended.
  const summary = useQuery({
    ...clientSummaryQuery(clientId),
    enabled: mayPrescribe && clientId !== '',
  });
  const offered = mayPrescribe && summary.data && !summary.data.lifecycle?.serviceEndedOn;
  const medicine = offered ? summary.data?.medications.find((m) => m.id === row.id) : undefined;
  return medicine ? <MedicationActions clientId={clientId} row={medicine} /> : null;
}
