import { addCalendarDays } from '../platform/uk-date';
import { ukDate } from '../records/display-value';
import type { AnswerValue, FormDefinition, Question, RiskBand } from './form-definition';
import { normalisedAnswer, recordAnswerProblem } from './question-kinds';

/**
 * The rules of a questionnaire's answers, the same on the server (the authority) and in the
 * renderer (instant feedback): which questions show, what a valid answer is, the score and its
 * risk band, how complete the form is, and when it is next reviewed.
 */

/** Longest answers kept: a line of text, and a few pages of notes. */
export const MAX_TEXT_ANSWER = 2_000;
export const MAX_LONG_TEXT_ANSWER = 20_000;
/** A drawn signature as a PNG data URL, about 75 KB: well above a canvas signature's size. */
export const MAX_SIGNATURE_CHARS = 100_000;
export const MAX_SIGNER_NAME = 200;
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';

/** Answers arrive from the network as anything; every rule here copes with any value. */
export type AnswersInput = Readonly<Record<string, unknown>>;
/** A message per question id that is wrong. */
export type AnswerErrors = Record<string, string>;

export interface FormScore {
  /** The total of the shown questions' points; null when the form is not scored. */
  score: number | null;
  /** The band the total falls in (or a higher one an answer raised it to); null when unscored. */
  band: RiskBand | null;
  /** The questions whose answer raised the band above the total's, by label. */
  raisedBy: string[];
}

export function questionsOf(definition: FormDefinition): Question[] {
  return definition.sections.flatMap((section) => section.questions);
}

const indexes = new WeakMap<object, Map<string, Question>>();

/** Questions by id, built once per form (its top level) or per group (one entry's questions). */
function indexOf(owner: object, questions: () => readonly Question[]): Map<string, Question> {
  let index = indexes.get(owner);
  if (!index) {
    index = new Map(questions().map((question) => [question.id, question]));
    indexes.set(owner, index);
  }
  return index;
}

const questionIndex = (definition: FormDefinition) =>
  indexOf(definition, () => questionsOf(definition));
const entryIndex = (group: Question) => indexOf(group, () => group.questions ?? []);

/**
 * Where show-when conditions are looked up: a level's answers and questions (the form's, or one
 * entry's of a group), and the level around it (an entry sits in the form).
 */
interface Scope {
  answers: AnswersInput;
  index: ReadonlyMap<string, Question>;
  outer?: Scope;
}

const formScope = (definition: FormDefinition | undefined, answers: AnswersInput): Scope => ({
  answers,
  index: definition ? questionIndex(definition) : new Map(),
});

function entryScope(group: Question, entry: AnswersInput, outer: Scope): Scope {
  return { answers: entry, index: entryIndex(group), outer };
}

/** Whether an answer is one of the listed values; a multiple choice matches on any of its values. */
function answerIn(answer: unknown, values: readonly string[]): boolean {
  if (typeof answer === 'string') return values.includes(answer);
  if (typeof answer === 'number') return values.includes(String(answer));
  if (Array.isArray(answer)) return answer.some((item) => values.includes(String(item)));
  return false;
}

/**
 * Whether a question shows in its scope: each showWhen up the chain is met, looked up in the
 * entry first, then in the form (a question of a later step shown by an answer of an earlier one
 * needs nothing more: steps only divide the sections on screen).
 */
function shownIn(question: Question, scope: Scope): boolean {
  const seen = new Set<Question>();
  let current: Question | undefined = question;
  let at: Scope | undefined = scope;
  while (current?.showWhen && at) {
    // A loop of conditions (refused by definitionChecks) shows nothing rather than hanging.
    if (seen.has(current)) return false;
    seen.add(current);
    const id: string = current.showWhen.question;
    let level: Scope | undefined = at;
    while (level && !level.index.has(id)) level = level.outer;
    if (!answerIn((level ?? at).answers[id], current.showWhen.in)) return false;
    current = level?.index.get(id);
    at = level;
  }
  return true;
}

/**
 * Whether a question shows for these answers: its showWhen's question was answered with one of
 * `in`. Pass the form so that a question whose controlling question is itself hidden is hidden
 * too (a stale answer to a hidden question must not reveal anything).
 */
export function isShown(
  question: Question,
  answers: AnswersInput,
  definition?: FormDefinition,
): boolean {
  return shownIn(question, formScope(definition, answers));
}

/** The questions on screen for these answers, in form order (info text included). */
export function shownQuestions(definition: FormDefinition, answers: AnswersInput): Question[] {
  const scope = formScope(definition, answers);
  return questionsOf(definition).filter((question) => shownIn(question, scope));
}

/** The questions of one group entry on screen, given the entry's answers and the form's. */
export function shownEntryQuestions(
  definition: FormDefinition,
  group: Question,
  entry: AnswersInput,
  answers: AnswersInput,
): Question[] {
  const scope = entryScope(group, entry, formScope(definition, answers));
  return (group.questions ?? []).filter((question) => shownIn(question, scope));
}

function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Nothing given: no value, blank text, no choice, or a signature with none of its parts. */
export function isEmptyAnswer(value: unknown): boolean {
  if (isRecord(value)) return isBlank(value.image) && isBlank(value.name) && isBlank(value.date);
  return isBlank(value);
}

/** Empty for this question: only a signature question reads an object as parts to fill. */
function isEmptyFor(question: Question, value: unknown): boolean {
  return question.type === 'signature' ? isEmptyAnswer(value) : isBlank(value);
}

/** A group entry with nothing given: a blank entry of a new form, dropped when saved. */
export function isBlankEntry(entry: unknown): boolean {
  return !isRecord(entry) || Object.values(entry).every(isEmptyAnswer);
}

/** The entries a completed form must give for a group: minEntries, else 1 if required. */
export function minEntriesOf(group: Question): number {
  return group.minEntries ?? (group.required ? 1 : 0);
}

/** A group's answer as its list of entries; [] for none, null when it is not a list of entries. */
function entriesOf(value: unknown): readonly Record<string, unknown>[] | null {
  if (isBlank(value)) return [];
  if (!Array.isArray(value) || !value.every(isRecord)) return null;
  return value;
}

/** A real calendar date written 'YYYY-MM-DD', of a year from 1000 (PostgreSQL has no year 0). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[1-9]\d{3}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function optionValues(question: Question): string[] {
  return (question.options ?? []).map((option) => option.value);
}

function numberProblem(question: Question, value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'Enter a number.';
  const { min, max } = question;
  const outside = (min !== undefined && value < min) || (max !== undefined && value > max);
  if (!outside) return null;
  if (min !== undefined && max !== undefined) return `Enter a number from ${min} to ${max}.`;
  return min !== undefined ? `Enter ${min} or more.` : `Enter ${max} or less.`;
}

function textProblem(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return 'Enter text.';
  return value.length > max ? `Keep this to ${max.toLocaleString('en-GB')} characters.` : null;
}

function signatureProblem(value: unknown): string | null {
  if (!isRecord(value)) return 'Sign in the box, type your name and the date.';
  const { image, name, date } = value;
  if (typeof image !== 'string' || image === '') return 'Sign in the box.';
  if (
    !image.startsWith(PNG_DATA_URL_PREFIX) ||
    !BASE64.test(image.slice(PNG_DATA_URL_PREFIX.length))
  ) {
    return 'The signature must be drawn in the box.';
  }
  if (image.length > MAX_SIGNATURE_CHARS)
    return 'The signature is too large: clear it and sign again.';
  if (typeof name !== 'string' || name.trim() === '') return 'Type the name of the person signing.';
  if (name.length > MAX_SIGNER_NAME) return `Keep the name to ${MAX_SIGNER_NAME} characters.`;
  if (!isIsoDate(date)) return 'Enter the date of signing.';
  return null;
}

/**
 * What is wrong with a given (non-empty) answer to this question, or null. A group's entries
 * are checked one by one by validateAnswers; here only that it is a list of entries.
 */
export function answerProblem(question: Question, value: unknown): string | null {
  switch (question.type) {
    case 'text':
      return textProblem(value, MAX_TEXT_ANSWER);
    case 'longText':
      return textProblem(value, MAX_LONG_TEXT_ANSWER);
    case 'number':
      return numberProblem(question, value);
    case 'date':
      // Typed text that is no date at all keeps the questionnaire's message; a date-shaped
      // answer is checked as a record's date (a real day, a full year, not in the future).
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? recordAnswerProblem(question, value)
        : 'Enter a real date.';
    case 'time':
      return typeof value === 'string' && TIME.test(value)
        ? null
        : 'Enter a time on the 24-hour clock, such as 14:30.';
    case 'yesNo':
      return value === 'yes' || value === 'no' ? null : 'Choose yes or no.';
    case 'choice':
      return typeof value === 'string' && optionValues(question).includes(value)
        ? null
        : 'Choose one of the options.';
    case 'multiChoice': {
      const allowed = optionValues(question);
      const valid =
        Array.isArray(value) &&
        value.every((item) => typeof item === 'string' && allowed.includes(item)) &&
        new Set(value).size === value.length;
      return valid ? null : 'Choose from the options given.';
    }
    case 'signature':
      return signatureProblem(value);
    case 'info':
      return null;
    case 'group':
      return entriesOf(value) === null ? 'Give a list of entries.' : null;
    default:
      return recordAnswerProblem(question, value);
  }
}

/** Whether this question has a complete answer (a signature needs all its parts). */
export function isAnswered(question: Question, value: unknown): boolean {
  if (question.type === 'info' || isEmptyFor(question, value)) return false;
  if (question.type === 'group') {
    const entries = entriesOf(value) ?? [];
    const given = entries.filter((entry) => !isBlankEntry(entry)).length;
    return given >= Math.max(1, minEntriesOf(question));
  }
  return question.type === 'signature' ? signatureProblem(value) === null : true;
}

function requiredMessage(question: Question): string {
  switch (question.type) {
    case 'choice':
    case 'multiChoice':
    case 'yesNo':
    case 'reference':
      return 'Choose an answer.';
    case 'signature':
      return 'Sign in the box, type your name and the date.';
    case 'file':
      return 'Upload a file.';
    default:
      return 'Enter an answer.';
  }
}

export interface ValidateOptions {
  /** A draft: required questions may be empty, but what is given must still be valid. */
  partial?: boolean;
}

/** "2 references": a group's entries counted in words for its messages. */
function entriesText(group: Question, count: number): string {
  const label = (group.entryLabel ?? 'entry').toLowerCase();
  const plural = label.endsWith('y') ? `${label.slice(0, -1)}ies` : `${label}s`;
  return `${count} ${count === 1 ? label : plural}`;
}

/** Each answer to a question the level does not have is an error at its key. */
function unknownAnswers(
  answers: AnswersInput,
  index: ReadonlyMap<string, Question>,
  prefix: string,
  errors: AnswerErrors,
): void {
  for (const id of Object.keys(answers)) {
    if (!index.has(id)) errors[`${prefix}${id}`] = 'This question is not on the form.';
  }
}

/** The shown questions of one level (the form, or an entry), each error at `prefix` + its id. */
function validateLevel(
  questions: readonly Question[],
  scope: Scope,
  options: ValidateOptions,
  prefix: string,
  errors: AnswerErrors,
): void {
  for (const question of questions) {
    if (question.type === 'info' || !shownIn(question, scope)) continue;
    const key = `${prefix}${question.id}`;
    const value = scope.answers[question.id];
    if (question.type === 'group') {
      validateGroup(question, value, scope, options, key, errors);
      continue;
    }
    if (isEmptyFor(question, value)) {
      if (question.required && !options.partial) errors[key] = requiredMessage(question);
      continue;
    }
    const problem = answerProblem(question, value);
    if (problem) errors[key] = problem;
  }
}

/**
 * A group's entries: each given entry is checked whole (errors at `group.<index>.<question>`,
 * the place on screen), blank entries are skipped (they are dropped on saving) except those a
 * completed form still owes to reach minEntries, which show what they need.
 */
function validateGroup(
  group: Question,
  value: unknown,
  scope: Scope,
  options: ValidateOptions,
  key: string,
  errors: AnswerErrors,
): void {
  const entries = entriesOf(value);
  if (entries === null) {
    errors[key] = 'Give a list of entries.';
    return;
  }
  const min = minEntriesOf(group);
  if (group.maxEntries !== undefined && entries.length > group.maxEntries) {
    errors[key] = `Give at most ${entriesText(group, group.maxEntries)}.`;
  } else if (!options.partial && entries.length < min) {
    errors[key] = `Give at least ${entriesText(group, min)}.`;
  }
  const given = entries.filter((entry) => !isBlankEntry(entry)).length;
  let owed = options.partial ? 0 : Math.max(0, min - given);
  entries.forEach((entry, position) => {
    const prefix = `${key}.${position}.`;
    unknownAnswers(entry, entryIndex(group), prefix, errors);
    if (isBlankEntry(entry)) {
      if (owed === 0) return;
      owed -= 1;
    }
    validateLevel(group.questions ?? [], entryScope(group, entry, scope), options, prefix, errors);
  });
}

/**
 * What is wrong with these answers, by question id (`group.<index>.<question>` inside a group's
 * entries): an answer to a question the form does not have, a required shown question left
 * empty, or an answer of the wrong kind. Hidden questions are not checked: their answers are
 * dropped (cleanAnswers).
 */
export function validateAnswers(
  definition: FormDefinition,
  answers: AnswersInput,
  options: ValidateOptions = {},
): AnswerErrors {
  const errors: AnswerErrors = {};
  const scope = formScope(definition, answers);
  unknownAnswers(answers, scope.index, '', errors);
  validateLevel(questionsOf(definition), scope, options, '', errors);
  return errors;
}

function cleanLevel(questions: readonly Question[], scope: Scope): Record<string, AnswerValue> {
  const kept: Record<string, AnswerValue> = {};
  for (const question of questions) {
    if (question.type === 'info' || !shownIn(question, scope)) continue;
    const value = scope.answers[question.id];
    if (question.type === 'group') {
      const entries = (entriesOf(value) ?? [])
        .filter((entry) => !isBlankEntry(entry))
        .map((entry) => cleanLevel(question.questions ?? [], entryScope(question, entry, scope)))
        .filter((entry) => Object.keys(entry).length > 0);
      if (entries.length > 0) kept[question.id] = entries;
      continue;
    }
    if (isEmptyFor(question, value)) continue;
    kept[question.id] = normalisedAnswer(question, value as AnswerValue);
  }
  return kept;
}

/**
 * The answers worth keeping: those to shown questions that take an answer and were given,
 * normalised as record fields of their kind are; a group keeps its entries with something in
 * them. Call after validateAnswers found nothing wrong.
 */
export function cleanAnswers(
  definition: FormDefinition,
  answers: AnswersInput,
): Record<string, AnswerValue> {
  return cleanLevel(questionsOf(definition), formScope(definition, answers));
}

/** The band a score falls in: the last whose `min` it reaches (bands are lowest first). */
export function bandOf(bands: readonly RiskBand[], score: number): RiskBand | null {
  let found: RiskBand | null = null;
  for (const band of bands) if (score >= band.min) found = band;
  return found;
}

function pointsOf(question: Question, value: unknown): number {
  if (question.type === 'yesNo') return value === 'yes' ? (question.scoreIfYes ?? 0) : 0;
  const scoreOf = (chosen: unknown) =>
    question.options?.find((option) => option.value === chosen)?.score ?? 0;
  if (question.type === 'choice') return scoreOf(value);
  if (question.type === 'multiChoice' && Array.isArray(value)) {
    return [...new Set(value)].reduce((total: number, item) => total + scoreOf(item), 0);
  }
  return 0;
}

/** The total of the options' points and scoreIfYes over shown questions, and its band. */
export function scoreOf(definition: FormDefinition, answers: AnswersInput): FormScore {
  if (!definition.scoring) return { score: null, band: null, raisedBy: [] };
  const { bands } = definition.scoring;
  const shown = shownQuestions(definition, answers);
  const score = shown.reduce(
    (total, question) => total + pointsOf(question, answers[question.id]),
    0,
  );
  let band = bandOf(bands, score);
  const raisedBy: string[] = [];
  for (const question of shown) {
    if (!question.raisesRiskTo || answers[question.id] !== 'yes') continue;
    const raised = bands.find((candidate) => candidate.level === question.raisesRiskTo);
    if (!raised) continue;
    if (!band || bands.indexOf(raised) > bands.indexOf(band)) {
      band = raised;
      raisedBy.length = 0;
    }
    if (band === raised) raisedBy.push(question.label);
  }
  // Only answers that lifted the band above the total's own are reasons worth showing.
  return { score, band, raisedBy: band === bandOf(bands, score) ? [] : raisedBy };
}

interface Tally {
  required: number;
  answered: number;
}

/**
 * Required answers due and given at one level. A group counts its given entries' required
 * questions, and for each entry still owed to reach minEntries the required questions a blank
 * entry shows (at least one), none of them answered.
 */
function tallyLevel(questions: readonly Question[], scope: Scope, tally: Tally): Tally {
  for (const question of questions) {
    if (question.type === 'info' || !shownIn(question, scope)) continue;
    const value = scope.answers[question.id];
    if (question.type !== 'group') {
      if (!question.required) continue;
      tally.required += 1;
      if (isAnswered(question, value)) tally.answered += 1;
      continue;
    }
    const given = (entriesOf(value) ?? []).filter((entry) => !isBlankEntry(entry));
    for (const entry of given) {
      tallyLevel(question.questions ?? [], entryScope(question, entry, scope), tally);
    }
    const owed = Math.max(0, minEntriesOf(question) - given.length);
    const blank = entryScope(question, {}, scope);
    const perEntry = (question.questions ?? []).filter(
      (inner) => inner.required && inner.type !== 'info' && shownIn(inner, blank),
    ).length;
    tally.required += owed * Math.max(1, perEntry);
  }
  return tally;
}

/**
 * The share (0–100, rounded down so 100 means all) of shown required questions answered, a
 * group's entries counted question by question; a form with none required is complete.
 */
export function completionOf(definition: FormDefinition, answers: AnswersInput): number {
  const { required, answered } = tallyLevel(
    questionsOf(definition),
    formScope(definition, answers),
    { required: 0, answered: 0 },
  );
  if (required === 0) return 100;
  return Math.floor((answered * 100) / required);
}

/**
 * A calendar date moved by whole months; a day the month lacks becomes its last day
 * (31 January + 1 month = 28 or 29 February).
 */
export function addCalendarMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** When an assessment is next reviewed, and the policy that set it (shown beside the date). */
export interface ReviewPlan {
  /** 'YYYY-MM-DD'. */
  on: string;
  /** 'high risk: 30 days', 'every 6 months'. */
  reason: string;
}

/**
 * The review a completed assessment gets from its form's policy: a scored form's days for the
 * band its answers fall in (reviewDays), otherwise its months (reviewMonths); null when the form
 * sets none or, for a scored form, no band is known yet. The server stores it; a coordinator
 * may choose an earlier date, never a later one (the review of a high risk must not slip).
 */
export function reviewPlan(
  definition: FormDefinition,
  assessedOn: string,
  band: RiskBand | null = null,
): ReviewPlan | null {
  if (!isIsoDate(assessedOn)) return null;
  if (definition.reviewDays) {
    const days = band ? definition.reviewDays[band.level] : undefined;
    if (!band || !days) return null;
    return {
      on: addCalendarDays(assessedOn, days),
      reason: `${band.label.toLowerCase()}: ${days} days`,
    };
  }
  if (!definition.reviewMonths) return null;
  const months = definition.reviewMonths;
  return {
    on: addCalendarMonths(assessedOn, months),
    reason: months === 1 ? 'every month' : `every ${months} months`,
  };
}

/** The review date an assessment's policy sets (reviewPlan), or null if it sets none. */
export function nextReviewDate(
  definition: FormDefinition,
  assessedOn: string,
  band: RiskBand | null = null,
): string | null {
  return reviewPlan(definition, assessedOn, band)?.on ?? null;
}

/**
 * A saved review date as the form page shows it, with the policy behind it: '23/12/2026 (high
 * risk: 30 days)', or '(brought forward from 23/12/2026; high risk: 30 days)' when the assessor
 * chose an earlier one. `riskLevel` is the saved response's band level.
 */
export function reviewNote(
  definition: FormDefinition,
  saved: { assessedOn: string | null; nextReviewOn: string | null; riskLevel: string | null },
): string | null {
  if (!saved.nextReviewOn) return null;
  const band = definition.scoring?.bands.find((candidate) => candidate.level === saved.riskLevel);
  const plan = saved.assessedOn ? reviewPlan(definition, saved.assessedOn, band ?? null) : null;
  const date = ukDate(saved.nextReviewOn);
  if (!plan) return date;
  if (plan.on === saved.nextReviewOn) return `${date} (${plan.reason})`;
  return `${date} (brought forward from ${ukDate(plan.on)}; ${plan.reason})`;
}

/** The longest a form's policy leaves between reviews, in days (about, for months); 0 if none. */
export function longestReviewDays(definition: FormDefinition): number {
  const days = Object.values(definition.reviewDays ?? {});
  if (days.length > 0) return Math.max(...days);
  return (definition.reviewMonths ?? 0) * 31;
}
