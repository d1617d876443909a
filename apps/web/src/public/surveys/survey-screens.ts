import { lazyRouteComponent } from '@tanstack/react-router';
import type { PublicScreen } from '../public-screens';

/**
 * A member of staff answers a survey the office sent them, through their emailed link: the token
 * is the path's last segment, which the request log redacts.
 */
export const SURVEY_SCREENS: readonly PublicScreen[] = [
  {
    path: '/survey-answer/$token',
    title: 'Staff Survey',
    component: lazyRouteComponent(() => import('./SurveyAnswerPage'), 'SurveyAnswerPage'),
  },
];
