import type {
  SurveyAudience,
  SurveyChoices,
  SurveyDueList,
  SurveyRemind,
  SurveySendBody,
} from '@care360/domain';
import { apiPost, fetchData, withQuery } from '../../platform/api';

/**
 * The survey screens' calls. Their queries are keyed by the API path, so a send, an answer or a
 * reminder (live events of survey-sends and survey-recipients) refreshes them.
 */
export const SURVEY_SENDS_PATH = '/api/v1/survey-sends';

export const surveyChoicesPath = (audience: SurveyAudience, branch: string) =>
  withQuery(`${SURVEY_SENDS_PATH}/choices`, { audience, ...(branch ? { branch } : {}) });

export const surveyChoices = (path: string, signal?: AbortSignal) =>
  fetchData<SurveyChoices>(path, signal);

export const surveyDuePath = (id: string) => `${SURVEY_SENDS_PATH}/${encodeURIComponent(id)}/due`;

export const surveyDue = (id: string, signal?: AbortSignal) =>
  fetchData<SurveyDueList>(surveyDuePath(id), signal);

export const sendSurvey = (body: SurveySendBody) =>
  apiPost<{ id: string; recipients: number; emailed: number }>(SURVEY_SENDS_PATH, body);

/** Reminds one person (a recipient's id) or, without one, everyone still due. */
export const remindSurvey = (id: string, recipient?: string) =>
  apiPost<SurveyRemind>(
    `${SURVEY_SENDS_PATH}/${encodeURIComponent(id)}/remind`,
    recipient ? { recipient } : {},
  );
