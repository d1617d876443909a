import { lazy } from 'react';
import type { AreaManifest } from '../../platform/area-manifest';
import { lazyScreen } from '../../platform/screens/screen-declaration';

/**
 * What the communication area adds: the log of e-mails sent, staff surveys, and chat. The Surveys list
 * (/app/surveys) is the survey-sends declaration's own, with the send form above it and, on each
 * row, the way to who has not answered.
 */
export const commsManifest: AreaManifest = {
  area: 'comms',
  screens: [
    {
      name: 'email-logs',
      path: '/email-logs',
      title: 'Email Logs',
      permission: 'email-logs.read',
      nav: { section: 'Administration', label: 'Email Logs', order: 300 },
      component: lazyScreen(() => import('./EmailLogsPage'), 'EmailLogsPage'),
    },
    {
      // Conversations between the office and carers; a carer reaches theirs from the phone app.
      name: 'chat',
      path: '/chat',
      title: 'Chat',
      permission: 'chat.read',
      nav: { section: 'Communication', label: 'Chat', order: 290 },
      component: lazyScreen(() => import('./ChatPage'), 'ChatPage'),
    },
    {
      // For chasing a sent survey: who has not answered yet, and Remind for one or everyone
      // (emailed again, recorded, at most once an hour each). Reached from a Surveys row.
      name: 'surveys-due',
      path: '/surveys/$id/due',
      title: 'Surveys Due',
      permission: 'survey-sends.read',
      component: lazyScreen(() => import('./SurveysDuePage'), 'SurveysDuePage'),
    },
  ],
  records: {
    listHeaders: {
      'survey-sends': lazy(() =>
        import('./SendSurveyPanel').then((module) => ({ default: module.SendSurveyPanel })),
      ),
    },
    rowActions: {
      'survey-sends': lazy(() =>
        import('./SurveySendRowActions').then((module) => ({
          default: module.SurveySendRowActions,
        })),
      ),
    },
  },
};
