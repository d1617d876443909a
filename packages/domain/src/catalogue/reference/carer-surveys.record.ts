import { defineSurvey } from './surveys';

/** Surveys sent to carers, with their questions ('carer-survey-questions' at /questions). */
export const [carerSurveys, carerSurveyQuestions, carerSurveySubmissions] = defineSurvey({
  name: 'carer-surveys',
  singular: 'Carer Survey',
  plural: 'Carer Surveys',
});
