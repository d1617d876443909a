import type { FormDefinition, FormSection, RiskBand } from './form-definition';
import { type AnswerErrors, type AnswersInput, validateAnswers } from './form-engine';

/**
 * A long form answered one step at a time (an application, a test): each step one or more
 * sections, Next checking the step before moving on, a progress bar above. Conditions, scores,
 * validation and saving are the whole form's, whatever the step: steps only divide the screen.
 */

/** The progress bar is never drawn narrower than this share of its track (spec §9). */
export const MIN_PROGRESS_PERCENT = 18;

export interface ResolvedStep {
  id: string;
  title: string;
  sections: readonly FormSection[];
}

/** The form's steps with their sections; a form without steps is one step of every section. */
export function stepsOf(definition: FormDefinition): ResolvedStep[] {
  if (!definition.steps || definition.steps.length === 0) {
    return [{ id: definition.key, title: definition.title, sections: definition.sections }];
  }
  const byId = new Map(definition.sections.map((section) => [section.id, section]));
  return definition.steps.map((step) => ({
    id: step.id,
    title: step.title,
    sections: step.sections.flatMap((id) => byId.get(id) ?? []),
  }));
}

/** The step a form is at, kept within its steps (a saved draft may name one no longer there). */
export function clampStep(definition: FormDefinition, step: number): number {
  const last = stepsOf(definition).length - 1;
  return Number.isInteger(step) ? Math.min(Math.max(step, 0), last) : 0;
}

/**
 * The filled share of the progress bar on step `step` (from 0) of `count`: the steps reached,
 * at least MIN_PROGRESS_PERCENT so the first of many steps still shows a bar.
 */
export function progressPercent(step: number, count: number): number {
  if (count <= 0) return MIN_PROGRESS_PERCENT;
  const reached = Math.min(Math.max(step + 1, 1), count);
  return Math.max(MIN_PROGRESS_PERCENT, Math.round((reached * 100) / count));
}

/** The top-level question ids a step shows (its sections' questions). */
export function stepQuestionIds(definition: FormDefinition, step: number): Set<string> {
  const resolved = stepsOf(definition)[step];
  return new Set(
    (resolved?.sections ?? []).flatMap((section) =>
      section.questions.map((question) => question.id),
    ),
  );
}

/**
 * What is wrong on one step: validateAnswers for the whole form (a condition may reach across
 * steps), kept to the step's questions and their entries (`references.0.email` is the
 * references question's).
 */
export function validateStep(
  definition: FormDefinition,
  answers: AnswersInput,
  step: number,
): AnswerErrors {
  const ids = stepQuestionIds(definition, step);
  return Object.fromEntries(
    Object.entries(validateAnswers(definition, answers)).filter(([key]) =>
      ids.has(key.split('.')[0] ?? key),
    ),
  );
}

export interface PassMarkLabels {
  pass?: string;
  fail?: string;
}

/**
 * A test with a pass mark as scoring bands: below the mark one band, at or above it the band
 * marked `pass`. The mark is a parameter, so a form built per organisation can set its own:
 * `scoring: { bands: passMarkBands(12) }`.
 */
export function passMarkBands(passMark: number, labels: PassMarkLabels = {}): RiskBand[] {
  return [
    { min: 0, label: labels.fail ?? 'Below the pass mark', level: 'high' },
    { min: passMark, label: labels.pass ?? 'Passed', level: 'low', pass: true },
  ];
}

/** Whether a band is a pass of a test with a pass mark (false for no band, or a risk band). */
export function isPass(band: RiskBand | null): boolean {
  return band?.pass === true;
}
