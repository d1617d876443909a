import { lazyRouteComponent } from '@tanstack/react-router';
import type { PublicScreen } from '../public-screens';

/** The page components: every export of the module but the generic page itself. */
type EntryPage = Exclude<keyof typeof import('./HistoryEntryPage'), 'HistoryEntryPage'>;
const entry = (name: EntryPage) => lazyRouteComponent(() => import('./HistoryEntryPage'), name);

/**
 * The application and the pages of the applicant's private link (screens.tsv §2.1). The `$id`
 * of each link page is the link's token, never the applicant's id.
 */
export const APPLICANT_SCREENS: readonly PublicScreen[] = [
  {
    path: '/applicant-form',
    title: 'Applicant Form',
    component: lazyRouteComponent(() => import('./ApplicantFormPage'), 'ApplicantFormPage'),
  },
  {
    path: '/applicant/$id',
    title: 'Your Application',
    component: lazyRouteComponent(() => import('./ApplicantLinkPage'), 'ApplicantLinkPage'),
  },
  {
    path: '/add-education/$id',
    title: 'Add Education History',
    component: entry('AddEducationPage'),
  },
  {
    path: '/detail-education/$id/$editid',
    title: 'Education History Detail',
    component: entry('EducationDetailPage'),
  },
  { path: '/add-reference/$id', title: 'Add Reference', component: entry('AddReferencePage') },
  {
    path: '/detail-reference/$id/$editid',
    title: 'Reference Detail',
    component: entry('ReferenceDetailPage'),
  },
  { path: '/add-work/$id', title: 'Add Work History', component: entry('AddWorkPage') },
  {
    path: '/detail-work/$id/$editid',
    title: 'Work History Detail',
    component: entry('WorkDetailPage'),
  },
  { path: '/add-address/$id', title: 'Add Address History', component: entry('AddAddressPage') },
  {
    path: '/detail-address/$id/$editid',
    title: 'Address History Detail',
    component: entry('AddressDetailPage'),
  },
  { path: '/add-name/$id', title: 'Add Name History', component: entry('AddNamePage') },
  {
    path: '/detail-name/$id/$editid',
    title: 'Name History Detail',
    component: entry('NameDetailPage'),
  },
  {
    path: '/detail-gap/$id/$editid',
    title: 'Gap Explanation Detail',
    component: entry('GapDetailPage'),
  },
];
