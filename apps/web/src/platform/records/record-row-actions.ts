import type { ComponentType, LazyExoticComponent } from 'react';
import type { RecordRow } from './record-api';
import { registeredRecordExtensions } from './record-extensions';
import type { RecordLocation } from './record-location';

/** What a kind's row actions are given: where the list is, and the row. */
export interface RecordRowActionsProps {
  location: RecordLocation;
  row: RecordRow;
}

/**
 * Buttons a kind's list rows show before Delete (a medicine's Stop and Change). Areas give them in
 * their manifests (record-extensions.ts).
 */
export function rowActionsOf(
  kindName: string,
): LazyExoticComponent<ComponentType<RecordRowActionsProps>> | undefined {
  return registeredRecordExtensions().rowActions.get(kindName);
}
