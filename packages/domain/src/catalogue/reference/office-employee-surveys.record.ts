import { defineSurvey } from './surveys';

/** Surveys sent to office employees, with their questions (at /questions). */
export const [
  officeEmployeeSurveys,
  officeEmployeeSurveyQuestions,
  officeEmployeeSurveySubmissions,
] = defineSurvey({
  name: 'office-employee-surveys',
  singular: 'Office Employee Survey',
  plural: 'Office Employee Surveys',
});
