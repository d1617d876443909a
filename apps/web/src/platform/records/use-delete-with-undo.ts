import { useQueryClient } from '@tanstack/react-query';
import { alertFailure, showAlert } from '../../app/alert/alert-store';
import { deleteRecord, type RecordRow, restoreRecord } from './record-api';
import type { RecordLocation } from './record-location';

/** Deletes with an Undo in the success alert; both refresh the kind's lists. */
export function useDeleteWithUndo(location: RecordLocation) {
  const queryClient = useQueryClient();
  const { kind, apiBase } = location;
  const refresh = () => queryClient.invalidateQueries({ queryKey: [apiBase] });

  async function restore(id: string) {
    const result = await restoreRecord(apiBase, id);
    if (result.error) {
      alertFailure(result);
      return;
    }
    showAlert({ type: 'success', title: 'Restored', message: `${kind.singular} restored.` });
    await refresh();
  }

  return async function remove(row: RecordRow): Promise<boolean> {
    const result = await deleteRecord(apiBase, row.id);
    if (result.error) {
      alertFailure(result);
      return false;
    }
    showAlert({
      type: 'success',
      title: 'Deleted',
      message: `${kind.singular} deleted.`,
      action: { label: 'Undo', run: () => void restore(row.id) },
    });
    await refresh();
    return true;
  };
}
