import type { FormDefinition, Question, QuestionOption } from '../../engine/forms/form-definition';

/**
 * A staff survey answered through the form engine: its stored questions (carer-survey-questions,
 * office-employee-survey-questions: surveys.ts) become a FormDefinition, so a survey gets the
 * same renderer, validation, completion and versioned answers as any questionnaire. Only the
 * conversion lives here; the survey screens are not built yet.
 */

/** A survey row as stored (the fields the form needs). */
export interface StoredSurvey {
  id: string;
  title: string;
  introduction?: string | null;
}

/** A survey question row as stored. */
export interface StoredSurveyQuestion {
  id: string;
  number: number;
  question: string;
  answerType: 'yesNo' | 'rating' | 'choice' | 'text';
  /** 'One of a list': one option per line. */
  options?: string | null;
  answerRequired?: boolean | null;
}

/** The 1–5 rating every 'rating' question offers. */
export const SURVEY_RATING_OPTIONS: readonly QuestionOption[] = [
  { value: '1', label: '1 (poor)' },
  { value: '2', label: '2' },
  { value: '3', label: '3' },
  { value: '4', label: '4' },
  { value: '5', label: '5 (excellent)' },
];

/** The options of a 'One of a list' question: its non-blank lines, each once. */
export function surveyOptions(text: string | null | undefined): QuestionOption[] {
  const lines = (text ?? '').split(/\r?\n/).map((line) => line.trim());
  return [...new Set(lines.filter((line) => line !== ''))].map((line) => ({
    value: line,
    label: line,
  }));
}

function questionOf(row: StoredSurveyQuestion): Question {
  // The row's id, not its order number, names the answer: reordering keeps old answers readable.
  const base = { id: `q-${row.id}`, label: row.question, required: row.answerRequired === true };
  switch (row.answerType) {
    case 'yesNo':
      return { ...base, type: 'yesNo' };
    case 'rating':
      return { ...base, type: 'choice', options: SURVEY_RATING_OPTIONS };
    case 'choice':
      return { ...base, type: 'choice', options: surveyOptions(row.options) };
    case 'text':
      return { ...base, type: 'longText' };
  }
}

/**
 * The survey as a questionnaire of one section, its questions in their order. `kind` is the
 * survey record kind ('carer-surveys'); `version` is raised by the caller whenever the questions
 * change (e.g. the survey row's version), as for any form whose answers are kept.
 */
export function surveyFormDefinition(
  kind: string,
  survey: StoredSurvey,
  questions: readonly StoredSurveyQuestion[],
  version = 1,
): FormDefinition {
  const ordered = [...questions].sort((a, b) => a.number - b.number);
  return {
    key: `${kind}-${survey.id}`.toLowerCase(),
    title: survey.title,
    version,
    purpose: 'profile',
    sections: [
      {
        id: 'questions',
        title: survey.title,
        ...(survey.introduction ? { description: survey.introduction } : {}),
        questions: ordered.map(questionOf),
      },
    ],
  };
}
