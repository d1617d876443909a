import { STAFF_OWNERS, type StaffOwner } from '@care360/domain';
import type { AreaManifest } from '../../platform/area-manifest';
import {
  personFileRoute,
  personFileScreens,
} from '../../platform/person-files/person-file-screens';
import { lazyScreen, type ScreenDeclaration } from '../../platform/screens/screen-declaration';

/**
 * The staff screens of spec §2.5 (carers) and §2.6 (office employees), declared once for both
 * owners: add, the profile, and the file (the person file's screens and the generated screens of
 * the kinds nested under each owner).
 */
const NAV_ORDER: Record<StaffOwner, number> = { carers: 300, employees: 350 };

function staffScreens(owner: StaffOwner): ScreenDeclaration[] {
  const { prefix, noun } = STAFF_OWNERS[owner];
  const section = owner === 'carers' ? 'Carers' : 'Office Employees';
  return [
    {
      name: `${prefix}-add`,
      path: `/${prefix}/add`,
      title: `Add ${noun}`,
      permission: `${owner}.create`,
      nav: { section, label: `Add ${noun}`, order: NAV_ORDER[owner] },
      staticData: { recordKind: owner },
      component: lazyScreen(() => import('../../platform/records/RecordFormPage'), 'AddRecordPage'),
    },
    {
      name: `${prefix}-profile`,
      path: `/${owner}/$id`,
      title: `${noun} Profile`,
      permission: `${owner}.read`,
      declarations: [owner],
      staticData: { recordKind: owner },
      component: lazyScreen(() => import('./StaffProfilePage'), 'StaffProfilePage'),
    },
    ...personFileScreens(personFileRoute(owner)),
  ];
}

export const staffManifest: AreaManifest = {
  area: 'staff',
  screens: [...staffScreens('carers'), ...staffScreens('employees')],
};
