import {
  type Answers,
  clampStep,
  cleanAnswers,
  type FormDefinition,
  type FormScore,
  type Question,
  scoreOf,
  shownEntryQuestions,
  shownQuestions,
  stepQuestionIds,
  stepsOf,
  ukCalendarDate,
  validateAnswers,
  validateStep,
} from '@care360/domain';
import { useMemo, useState } from 'react';
import { answersOf, emptyEntry, type FormValues, type QuestionValue } from './answer-values';

/** Messages by answer key: a question id, or `group.index.question` inside a group's entries. */
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
   * but not answer them wrongly. Returns the keys in error, in form order; a stepped form goes
   * to the step of the first.
   */
  check: (intent: SaveIntent) => string[];
  /** The server's refusal, by answer key; each message goes when its answer changes. */
  showServerErrors: (errors: QuestionErrors) => void;
  /** A group's entry: the questions it shows for the answers so far. */
  entryQuestions: (groupId: string, index: number) => Question[];
  setEntryValue: (groupId: string, index: number, questionId: string, value: QuestionValue) => void;
  addEntry: (groupId: string) => void;
  removeEntry: (groupId: string, index: number) => void;
  /** The step on screen (from 0) and how many there are; 1 for a form without steps. */
  step: number;
  stepCount: number;
  /**
   * Checks the step on screen and moves on when nothing is wrong; otherwise shows its messages
   * and returns the keys in error, in form order (empty when it moved on).
   */
  next: () => string[];
  back: () => void;
}

export interface QuestionnaireOptions {
  /** The step to open at, e.g. a restored draft's. */
  step?: number;
}

function without(errors: QuestionErrors, keys: (key: string) => boolean): QuestionErrors {
  const kept = Object.entries(errors).filter(([key]) => !keys(key));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

const topOf = (key: string) => key.split('.')[0] ?? key;

/**
 * The state of one questionnaire being answered: values on screen, the shared rules (show-when,
 * validation, score) applied to them on every change for instant feedback. The server applies
 * the same rules again when saving.
 */
export function useQuestionnaire(
  definition: FormDefinition,
  initial: FormValues,
  options: QuestionnaireOptions = {},
): Questionnaire {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  // The last save tried: a draft shows only wrong answers, completing shows every gap too.
  const [checked, setChecked] = useState<SaveIntent | null>(null);
  const [checkedSteps, setCheckedSteps] = useState<ReadonlySet<number>>(new Set());
  const [serverErrors, setServerErrors] = useState<QuestionErrors>({});
  const [step, setStep] = useState(() => clampStep(definition, options.step ?? 0));
  const stepCount = useMemo(() => stepsOf(definition).length, [definition]);

  // Everything on screen, blank group entries kept in place: messages name entries by position.
  const given = useMemo(() => answersOf(definition, values), [definition, values]);
  // What a hidden question holds stays on screen for when it shows again, but is not saved.
  const answers = useMemo(() => cleanAnswers(definition, given), [definition, given]);
  // Info text shows and hides like any question.
  const shown = useMemo(
    () => new Set(shownQuestions(definition, given).map((question) => question.id)),
    [given, definition],
  );
  const ruleErrors = useMemo(() => validateAnswers(definition, given), [definition, given]);
  const draftErrors = useMemo(
    () => validateAnswers(definition, given, { partial: true }),
    [definition, given],
  );
  const score = useMemo(() => scoreOf(definition, answers), [definition, answers]);
  const stepOfQuestion = useMemo(() => {
    const steps = new Map<string, number>();
    for (let index = 0; index < stepCount; index += 1) {
      for (const id of stepQuestionIds(definition, index)) steps.set(id, index);
    }
    return steps;
  }, [definition, stepCount]);

  const shownErrors = useMemo(() => {
    const due = (key: string) =>
      checked === 'completed' ||
      touched.has(key) ||
      (checked === 'draft' && key in draftErrors) ||
      checkedSteps.has(stepOfQuestion.get(topOf(key)) ?? -1);
    const visible: Record<string, string> = {};
    for (const key of new Set([...Object.keys(ruleErrors), ...Object.keys(serverErrors)])) {
      if (!shown.has(topOf(key))) continue;
      const message = serverErrors[key] ?? (due(key) ? ruleErrors[key] : undefined);
      if (message) visible[key] = message;
    }
    return visible;
  }, [
    shown,
    serverErrors,
    ruleErrors,
    draftErrors,
    checked,
    checkedSteps,
    touched,
    stepOfQuestion,
  ]);

  function forget(keys: (key: string) => boolean) {
    setServerErrors((known) => without(known, keys));
  }

  function updateEntries(groupId: string, change: (entries: FormValues[]) => FormValues[]) {
    setValues((known) => {
      const entries = known[groupId];
      const list = Array.isArray(entries) ? [...(entries as readonly FormValues[])] : [];
      return { ...known, [groupId]: change(list) };
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
      forget((key) => key === questionId);
    },
    touch(key) {
      setTouched((known) => (known.has(key) ? known : new Set([...known, key])));
    },
    reset(next) {
      setValues(next);
      setTouched(new Set());
      setChecked(null);
      setCheckedSteps(new Set());
      setServerErrors({});
    },
    check(intent) {
      setChecked(intent);
      const keys = Object.keys(intent === 'draft' ? draftErrors : ruleErrors).filter((key) =>
        shown.has(topOf(key)),
      );
      const first = keys[0];
      if (first !== undefined && stepCount > 1) setStep(stepOfQuestion.get(topOf(first)) ?? step);
      return keys;
    },
    showServerErrors(errors) {
      setServerErrors(errors);
    },
    entryQuestions(groupId, index) {
      const group = definition.sections
        .flatMap((section) => section.questions)
        .find((question) => question.id === groupId);
      const entries = given[groupId];
      const entry = Array.isArray(entries) ? entries[index] : undefined;
      if (!group || typeof entry !== 'object' || entry === null) return [];
      return shownEntryQuestions(definition, group, entry as Answers, given);
    },
    setEntryValue(groupId, index, questionId, value) {
      updateEntries(groupId, (entries) =>
        entries.map((entry, at) => (at === index ? { ...entry, [questionId]: value } : entry)),
      );
      const key = `${groupId}.${index}.${questionId}`;
      forget((known) => known === key || known === groupId);
    },
    addEntry(groupId) {
      const group = definition.sections
        .flatMap((section) => section.questions)
        .find((question) => question.id === groupId);
      if (!group) return;
      updateEntries(groupId, (entries) => [...entries, emptyEntry(group, ukCalendarDate())]);
      forget((key) => key === groupId);
    },
    removeEntry(groupId, index) {
      updateEntries(groupId, (entries) => entries.filter((_, at) => at !== index));
      // Messages name entries by position, which has just changed for those after it.
      const inGroup = (key: string) => key.startsWith(`${groupId}.`);
      setTouched((known) => new Set([...known].filter((key) => !inGroup(key))));
      forget(inGroup);
    },
    step,
    stepCount,
    next() {
      const keys = Object.keys(validateStep(definition, given, step));
      if (keys.length > 0) {
        setCheckedSteps((known) => new Set([...known, step]));
        return keys;
      }
      setStep((current) => Math.min(current + 1, stepCount - 1));
      return [];
    },
    back() {
      setStep((current) => Math.max(current - 1, 0));
    },
  };
}
