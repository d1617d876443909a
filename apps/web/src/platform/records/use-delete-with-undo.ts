import { useQueryClient } from '@tanstack/react-query';
import { alertFailure, showAlert } from '../alert-store';
import { deleteRecord, type RecordRow, restoreRecord } from './record-api';
import type { RecordLocation } from './record-location';

/**
 * Deletes with an Undo in the success alert; both refresh the kind's lists, and `alsoRefresh`
 * (the paths of custom lists of the kind, such as a ledger).
 */
export function useDeleteWithUndo(location: RecordLocation, alsoRefresh: readonly string[] = []) {
  const queryClient = useQueryClient();
  const { kind, apiBase } = location;
  const refresh = () =>
    Promise.all(
      [apiBase, ...alsoRefresh].map((path) => queryClient.invalidateQueries({ queryKey: [path] })),
    );

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
