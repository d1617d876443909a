import { can, recordKind } from '@care360/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useCurrentUser } from '../../platform/current-user';
import { RecordListPage } from '../../platform/records/RecordListPage';
import { MedicationActions } from './ClientLifecycle';
import { clientSummaryQuery } from './client-file-api';

const medications = recordKind('client-medications');

/**
 * The Medication section of the client file: the generated list, with Stop and Change on each
 * current medicine exactly as the profile offers them (the same medicines, the same dialogs, not
 * while the service has ended), so a medicine is never edited away from here either.
 */
export function ClientMedicationsPage() {
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const user = useCurrentUser();
  const mayPrescribe = can(user, medications.permissions.update);
  // The profile's own answer: which medicines are current, and whether the service has ended.
  const summary = useQuery({ ...clientSummaryQuery(id), enabled: mayPrescribe && id !== '' });
  const current = new Map((summary.data?.medications ?? []).map((row) => [row.id, row]));
  const offered = mayPrescribe && summary.data && !summary.data.lifecycle?.serviceEndedOn;
  return (
    <RecordListPage
      rowActions={(row) => {
        const medicine = offered ? current.get(row.id) : undefined;
        return medicine && <MedicationActions clientId={id} row={medicine} />;
      }}
    />
  );
}
