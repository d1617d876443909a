import { lazyRouteComponent } from '@tanstack/react-router';
import type { PublicScreen } from '../public-screens';

const page = (name: keyof typeof import('./ApplicantPackPage')) =>
  lazyRouteComponent(() => import('./ApplicantPackPage'), name);

/** The applicant's packs, test and contracts, each under their private link (screens.tsv §2.1). */
export const APPLICANT_PACK_SCREENS: readonly PublicScreen[] = [
  {
    path: '/post-interview-reference-forms/$id',
    title: 'Post-interview Reference Forms',
    component: page('PostInterviewReferenceFormsPage'),
  },
  { path: '/reference-forms/$id', title: 'Reference Forms', component: page('ReferenceFormsPage') },
  {
    path: '/support-worker-test/$id',
    title: 'Support Worker Test',
    component: page('SupportWorkerTestPage'),
  },
  { path: '/birdie-contract/$id', title: 'Birdie Contract', component: page('BirdieContractPage') },
  {
    path: '/international-plus-contract/$id',
    title: 'International Plus Contract',
    component: page('InternationalPlusContractPage'),
  },
  {
    path: '/18to20-contract/$id',
    title: '18 to 20 Contract',
    component: page('Contract18to20Page'),
  },
  {
    path: '/21plus-contract/$id',
    title: '21 Plus Contract',
    component: page('Contract21PlusPage'),
  },
];
