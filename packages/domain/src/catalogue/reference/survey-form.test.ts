import { describe, expect, it } from 'vitest';
import { definitionChecks } from '../../engine/forms/form-checks';
import { completionOf, validateAnswers } from '../../engine/forms/form-engine';
import { carerSurveyQuestions } from './carer-surveys.record';
import { SURVEY_RATING_OPTIONS, surveyFormDefinition, surveyOptions } from './survey-form';

const survey = {
  id: '6f1c2a34-1b2c-4d5e-8f90-1234567890ab',
  title: 'Wellbeing survey 2026',
  introduction: 'Tell us how things are going.',
};
const questions = [
  { id: 'a1', number: 3, question: 'Anything else?', answerType: 'text' as const },
  {
    id: 'b2',
    number: 1,
    question: 'Do you feel supported?',
    answerType: 'yesNo' as const,
    answerRequired: true,
  },
  {
    id: 'c3',
    number: 2,
    question: 'Rate your rota',
    answerType: 'rating' as const,
    answerRequired: true,
  },
  {
    id: 'd4',
    number: 4,
    question: 'Preferred shift',
    answerType: 'choice' as const,
    options: 'Mornings\n\n Evenings \nMornings\r\nNights',
  },
];

describe('a survey as a questionnaire', () => {
  const form = surveyFormDefinition('carer-surveys', survey, questions, 3);

  it('asks the stored questions in their order, each answer type as a question kind', () => {
    expect(definitionChecks(form)).toEqual([]);
    expect(form).toMatchObject({
      key: 'carer-surveys-6f1c2a34-1b2c-4d5e-8f90-1234567890ab',
      title: 'Wellbeing survey 2026',
      version: 3,
    });
    const [section] = form.sections;
    expect(section?.description).toBe('Tell us how things are going.');
    expect(section?.questions.map((q) => [q.id, q.type, q.required])).toEqual([
      ['q-b2', 'yesNo', true],
      ['q-c3', 'choice', true],
      ['q-a1', 'longText', false],
      ['q-d4', 'choice', false],
    ]);
    expect(section?.questions[1]?.options).toBe(SURVEY_RATING_OPTIONS);
    expect(surveyOptions('Mornings\n\n Evenings \nMornings\r\nNights').map((o) => o.value)).toEqual(
      ['Mornings', 'Evenings', 'Nights'],
    );
  });

  it('is answered and checked by the form engine', () => {
    expect(validateAnswers(form, { 'q-b2': 'yes' })).toEqual({ 'q-c3': 'Choose an answer.' });
    expect(validateAnswers(form, { 'q-b2': 'yes', 'q-c3': '6' })).toEqual({
      'q-c3': 'Choose one of the options.',
    });
    expect(completionOf(form, { 'q-b2': 'yes', 'q-c3': '4' })).toBe(100);
  });

  it('covers every answer type a survey question record offers', () => {
    const declared = carerSurveyQuestions.fields.answerType;
    const types = declared?.kind === 'choice' ? declared.options.map((o) => o.value) : [];
    const one = types.map((answerType, i) => ({
      id: `t${i}`,
      number: i + 1,
      question: answerType,
      answerType: answerType as (typeof questions)[number]['answerType'],
      options: 'A\nB',
    }));
    expect(definitionChecks(surveyFormDefinition('carer-surveys', survey, one))).toEqual([]);
  });
});
