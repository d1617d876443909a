import type { ComponentType, LazyExoticComponent } from 'react';
import { registeredRecordExtensions } from './record-extensions';
import type { RecordLocation } from './record-location';

/** What a kind's list header is given: where the list is (its parents' ids among them). */
export interface RecordListHeaderProps {
  location: RecordLocation;
}

/**
 * A panel a kind's generated list shows above its filters (a person's holiday balance above
 * their holidays, "Next due" above their supervisions). Areas give them in their manifests
 * (record-extensions.ts).
 */
export function listHeaderOf(
  kindName: string,
): LazyExoticComponent<ComponentType<RecordListHeaderProps>> | undefined {
  return registeredRecordExtensions().listHeaders.get(kindName);
}
