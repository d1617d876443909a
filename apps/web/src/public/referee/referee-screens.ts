import { lazyRouteComponent } from '@tanstack/react-router';
import type { PublicScreen } from '../public-screens';

/**
 * The referee's forms and the applicant's interview answer, each opened from an emailed link
 * (screens.tsv). The referee's token is the path's last segment (RefereeFormPage.tsx says why);
 * the interview's travels as ?token= and is dropped from the address at once.
 */
export const REFEREE_SCREENS: readonly PublicScreen[] = [
  {
    path: '/employer-reference/$id/$editid',
    title: 'Employer Reference',
    component: lazyRouteComponent(() => import('./RefereeFormPage'), 'EmployerReferencePage'),
  },
  {
    path: '/character-reference/$id/$editid',
    title: 'Character Reference',
    component: lazyRouteComponent(() => import('./RefereeFormPage'), 'CharacterReferencePage'),
  },
  {
    path: '/handle-interview-action',
    title: 'Handle Interview Action',
    component: lazyRouteComponent(
      () => import('../interview/InterviewActionPage'),
      'InterviewActionPage',
    ),
  },
];
