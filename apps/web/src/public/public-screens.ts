import type { lazyRouteComponent } from '@tanstack/react-router';
import { APPLICANT_SCREENS } from './applicant/applicant-screens';
import { APPLICANT_PACK_SCREENS } from './applicant-packs/applicant-pack-screens';
import { HEALTH_PROFESSIONAL_SCREENS } from './health-professionals/professional-screens';
import { REFEREE_SCREENS } from './referee/referee-screens';
import { SURVEY_SCREENS } from './surveys/survey-screens';

/**
 * The pages opened without a session beyond sign-in and password reset: an applicant's, a
 * referee's and (later) a health professional's, each reached through a private link whose token
 * is in its path. The router makes one route of each (app/router.tsx).
 */
export interface PublicScreen {
  /** The router's path: '/employer-reference/$id/$editid'. */
  path: string;
  /** The browser title, 'care360 - {title}', as in screens.tsv. */
  title: string;
  component: ReturnType<typeof lazyRouteComponent>;
}

export const PUBLIC_SCREENS: readonly PublicScreen[] = [
  ...APPLICANT_SCREENS,
  ...APPLICANT_PACK_SCREENS,
  ...REFEREE_SCREENS,
  ...HEALTH_PROFESSIONAL_SCREENS,
  ...SURVEY_SCREENS,
];
