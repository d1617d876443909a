import { can, type FieldDef } from '@care360/domain';
import type { CurrentUser } from '../current-user';
import { loadedKinds } from './loaded-kinds';
import { recordLocation } from './record-location';

/**
 * Where a reference field's record opens, when the person may read it and it has a page of its
 * own reachable without its parents' ids (a top-level kind); null otherwise. Record pages and
 * lists link a reference with it (a client log's care worker opens the carer's file).
 */
export function referencePath(def: FieldDef, id: unknown, user: CurrentUser): string | null {
  if (def.kind !== 'reference' || typeof id !== 'string' || !id) return null;
  const target = loadedKinds().find((kind) => kind.name === def.to);
  if (!target || target.parent || !can(user, target.permissions.read)) return null;
  return recordLocation(target, {}).recordPath(id);
}
