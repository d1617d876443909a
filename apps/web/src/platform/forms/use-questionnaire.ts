import {
  type Answers,
  cleanAnswers,
  type FormDefinition,
  type FormScore,
  scoreOf,
  shownQuestions,
  validateAnswers,
} from '@care360/domain';
import { useMemo, useState } from 'react';
import {
  answerableQuestions,
  answersOf,
  type FormValues,
  type QuestionValue,
} from './answer-values';

export type QuestionErrors = Readonly<Record<string, string>>;

/** Whether the person is keeping answers for later or finishing the form. */
export type SaveIntent = 'draft' | 'completed';

export interface Questionnaire {
  definition: FormDefinition;
  values: FormValues;
  /** The answers as they would be saved: given, and to questions on show. */
  answers: Answers;
  /** The message to show at each question, once the person has been there or tried to save. */
  shownErrors: QuestionErrors;
  /** The running total (null on an unscored form) and its band. */
  score: FormScore;
  isShown: (questionId: string) => boolean;
  setValue: (questionId: string, value: QuestionValue) => void;
  touch: (questionId: string) => void;
  /** Replaces every answer, e.g. with a newer saved response. */
  reset: (values: FormValues) => void;
  /**
   * Checks the answers for a save and shows every message. A draft may leave questions empty
   * but not answer them wrongly. Returns the ids of the questions in error, in form order.
   */
  check: (intent: SaveIntent) => string[];
  /** The server's refusal, by question id; each message goes when its answer changes. */
  showServerErrors: (errors: QuestionErrors) => void;
}

/**
 * The state of one questionnaire being answered: values on screen, the shared rules (show-when,
 * validation, score) applied to them on every change for instant feedback. The server applies
 * the same rules again when saving.
 */
export function useQuestionnaire(definition: FormDefinition, initial: FormValues): Questionnaire {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  // The last save tried: a draft shows only wrong answers, completing shows every gap too.
  const [checked, setChecked] = useState<SaveIntent | null>(null);
  const [serverErrors, setServerErrors] = useState<QuestionErrors>({});

  // What a hidden question holds stays on screen for when it shows again, but is not saved.
  const answers = useMemo(
    () => cleanAnswers(definition, answersOf(definition, values)),
    [definition, values],
  );
  const questions = useMemo(() => answerableQuestions(definition), [definition]);
  // Info text shows and hides like any question.
  const shown = useMemo(
    () => new Set(shownQuestions(definition, answers).map((question) => question.id)),
    [answers, definition],
  );
  const ruleErrors = useMemo(() => validateAnswers(definition, answers), [definition, answers]);
  const score = useMemo(() => scoreOf(definition, answers), [definition, answers]);

  const shownErrors = useMemo(() => {
    const visible: Record<string, string> = {};
    for (const question of questions) {
      if (!shown.has(question.id)) continue;
      const due =
        checked === 'completed' ||
        touched.has(question.id) ||
        (checked === 'draft' && answers[question.id] !== undefined);
      const message = serverErrors[question.id] ?? (due ? ruleErrors[question.id] : undefined);
      if (message) visible[question.id] = message;
    }
    return visible;
  }, [questions, shown, serverErrors, ruleErrors, checked, touched, answers]);

  function withoutServerError(questionId: string) {
    setServerErrors((known) => {
      if (!(questionId in known)) return known;
      const { [questionId]: _gone, ...rest } = known;
      return rest;
    });
  }

  return {
    definition,
    values,
    answers,
    shownErrors,
    score,
    isShown: (questionId) => shown.has(questionId),
    setValue(questionId, value) {
      setValues((known) => ({ ...known, [questionId]: value }));
      withoutServerError(questionId);
    },
    touch(questionId) {
      setTouched((known) => (known.has(questionId) ? known : new Set([...known, questionId])));
    },
    reset(next) {
      setValues(next);
      setTouched(new Set());
      setChecked(null);
      setServerErrors({});
    },
    check(intent) {
      setChecked(intent);
      return questions
        .filter((question) => shown.has(question.id) && ruleErrors[question.id] !== undefined)
        .filter((question) => intent === 'completed' || answers[question.id] !== undefined)
        .map((question) => question.id);
    },
    showServerErrors(errors) {
      setServerErrors(errors);
    },
  };
}
