import {
  type AnswerEntry,
  type Answers,
  type AnswerValue,
  type FormDefinition,
  minEntriesOf,
  type Question,
  questionsOf,
  recordFieldOf,
  type SignatureAnswer,
  ukDate,
} from '@care360/domain';
import { isoDateOf, toApiValue, toFormValue } from '../records/form-values';

/**
 * What the renderer holds per question while a person answers, and the conversion to and from
 * the answers the API stores:
 *
 * | type        | on screen                          | stored                         |
 * |-------------|------------------------------------|--------------------------------|
 * | date        | 'DD/MM/YYYY' as typed              | 'YYYY-MM-DD'                   |
 * | number      | number, or '' when empty           | number                         |
 * | multiChoice | string[]                           | string[]                       |
 * | signature   | { image, name, date 'DD/MM/YYYY' } | { image, name, date ISO }      |
 * | group       | one set of values per entry        | one set of answers per entry   |
 * | money, dateTime, email, phone … (the record-checked kinds): as a record form holds them   |
 * | (records/form-values.ts: money as pounds text '12.50', stored in pence)                   |
 * | the rest    | string, '' when empty              | string                         |
 *
 * Empty answers are left out, but a group keeps a blank entry as {} so that each entry keeps
 * its place (errors name entries by position). Text that is not a date goes as typed, so the
 * shared rules say what is wrong with it.
 */
export interface SignatureValue {
  image: string;
  name: string;
  date: string;
}

export type QuestionValue =
  | string
  | number
  | readonly string[]
  | SignatureValue
  | readonly FormValues[];
/** Screen values by question id: the form's, or one group entry's. */
export interface FormValues {
  [questionId: string]: QuestionValue;
}

const answerable = (questions: readonly Question[]) =>
  questions.filter((question) => question.type !== 'info');

/** The questions that take an answer (info text takes none). */
export function answerableQuestions(definition: FormDefinition): Question[] {
  return answerable(questionsOf(definition));
}

function isSignatureAnswer(value: unknown): value is SignatureAnswer {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'image' in value;
}

/** A new entry of a group: every question unanswered. */
export function emptyEntry(group: Question, today: string): FormValues {
  return Object.fromEntries(
    answerable(group.questions ?? []).map((question) => [question.id, emptyValue(question, today)]),
  );
}

/**
 * An unanswered question; a signature starts dated today (`today` is 'YYYY-MM-DD'), a group
 * with its default number of blank entries.
 */
export function emptyValue(question: Question, today: string): QuestionValue {
  if (question.type === 'multiChoice') return [];
  if (question.type === 'signature') return { image: '', name: '', date: ukDate(today) };
  if (question.type === 'group') {
    const count = Math.max(question.defaultEntries ?? 0, minEntriesOf(question));
    return Array.from({ length: count }, () => emptyEntry(question, today));
  }
  return '';
}

function isEntry(value: unknown): value is AnswerEntry {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A saved group's entries on screen, with blank ones added up to the entries it needs. */
function entriesOnScreen(group: Question, answer: AnswerValue, today: string): FormValues[] {
  const saved = Array.isArray(answer) ? answer.filter(isEntry) : [];
  const entries = saved.map((entry) => valuesOf(answerable(group.questions ?? []), entry, today));
  while (entries.length < minEntriesOf(group)) entries.push(emptyEntry(group, today));
  return entries;
}

function screenValueOf(
  question: Question,
  answer: AnswerValue | null | undefined,
  today: string,
): QuestionValue {
  if (answer === null || answer === undefined) return emptyValue(question, today);
  const field = question.type === 'date' ? null : recordFieldOf(question);
  if (field) return String(toFormValue(field, answer));
  switch (question.type) {
    case 'group':
      return entriesOnScreen(question, answer, today);
    case 'signature':
      return isSignatureAnswer(answer)
        ? { image: answer.image, name: answer.name, date: ukDate(answer.date) }
        : emptyValue(question, today);
    case 'multiChoice':
      return Array.isArray(answer) ? answer.map(String) : [];
    case 'number':
      return typeof answer === 'number' ? answer : String(answer);
    case 'date':
      return ukDate(String(answer));
    default:
      return typeof answer === 'string' ? answer : String(answer);
  }
}

/**
 * The screen values for saved answers (or an empty form). Answers to questions the definition
 * no longer has are left behind: the server refuses unknown questions.
 */
export function formValuesOf(
  definition: FormDefinition,
  answers: Answers | null,
  today: string,
): FormValues {
  return valuesOf(answerableQuestions(definition), answers ?? {}, today);
}

function valuesOf(
  questions: readonly Question[],
  answers: Readonly<Record<string, AnswerValue | null | undefined>>,
  today: string,
): FormValues {
  return Object.fromEntries(
    questions.map((question) => [
      question.id,
      screenValueOf(question, answers[question.id], today),
    ]),
  );
}

const isoOrTyped = (text: string) => isoDateOf(text) ?? text.trim();

function answerOf(question: Question, value: QuestionValue | undefined): AnswerValue | undefined {
  if (value === undefined) return undefined;
  if (question.type === 'group') {
    if (!Array.isArray(value)) return undefined;
    const entries = (value as readonly FormValues[]).map((entry) =>
      answersIn(answerable(question.questions ?? []), entry),
    );
    return entries.length > 0 ? entries : undefined;
  }
  const field = question.type === 'date' ? null : recordFieldOf(question);
  if (field) {
    const answer = toApiValue(field, typeof value === 'string' ? value.trim() : String(value));
    return answer === null ? undefined : (answer as AnswerValue);
  }
  if (typeof value === 'number') return value;
  if (typeof value === 'string') {
    if (value.trim() === '') return undefined;
    return question.type === 'date' ? isoOrTyped(value) : value;
  }
  if (Array.isArray(value)) return value.length > 0 ? value : undefined;
  const signature = value as SignatureValue;
  // Only the date is filled in on an untouched signature: that is not an answer yet.
  if (signature.image === '' && signature.name.trim() === '') return undefined;
  return { image: signature.image, name: signature.name.trim(), date: isoOrTyped(signature.date) };
}

/** The answers to send and to check: empty ones left out. */
export function answersOf(definition: FormDefinition, values: FormValues): Answers {
  return answersIn(answerableQuestions(definition), values);
}

function answersIn(
  questions: readonly Question[],
  values: FormValues,
): Record<string, AnswerValue> {
  const answers: Record<string, AnswerValue> = {};
  for (const question of questions) {
    const answer = answerOf(question, values[question.id]);
    if (answer !== undefined) answers[question.id] = answer;
  }
  return answers;
}
