import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { RecordRow } from './record-api';
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
 * The one place the generic pages point into modules/, and only through a lazy import.
 */
const RECORD_EDIT_SECTIONS: Readonly<Record<string, readonly RecordEditSection[]>> = {
  'user-roles': [
    {
      value: 'permissions',
      label: 'Permissions',
      component: lazy(() =>
        import('../../modules/people/RolePermissionsPanel').then((module) => ({
          default: module.RolePermissionsPanel,
        })),
      ),
    },
  ],
  users: [
    {
      value: 'sign-in',
      label: 'Sign-in',
      component: lazy(() =>
        import('../../modules/account/UserSignInPanel').then((module) => ({
          default: module.UserSignInPanel,
        })),
      ),
    },
  ],
};

export function editSectionsOf(kindName: string): readonly RecordEditSection[] {
  return RECORD_EDIT_SECTIONS[kindName] ?? [];
}
