import type { ComponentType, LazyExoticComponent } from 'react';
import type { RecordRow } from './record-api';
import { registeredRecordExtensions } from './record-extensions';
import type { RecordLocation } from './record-location';

/** What an extra section of a generated edit page is given: the record as loaded. */
export interface RecordEditSectionProps {
  location: RecordLocation;
  record: RecordRow;
}

/** One more tab on a kind's generated edit page, between Details and History. */
export interface RecordEditSection {
  /** The tab's value; unique on the page. */
  value: string;
  label: string;
  /** Loaded when the tab is first opened, so the page itself stays light. */
  component: LazyExoticComponent<ComponentType<RecordEditSectionProps>>;
}

/**
 * Sections that a kind's edit page shows beside the declared fields: the slot-level escape hatch
 * of DESIGN.md §1.2, so a kind with a little more (a role's permissions) keeps its generated page.
 * Areas give them in their manifests (record-extensions.ts); platform/ never imports an area.
 */
export function editSectionsOf(kindName: string): readonly RecordEditSection[] {
  return registeredRecordExtensions().editSections.get(kindName) ?? [];
}
