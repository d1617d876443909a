import {
  type Answers,
  type AnswerValue,
  type FormDefinition,
  type Question,
  questionsOf,
  type SignatureAnswer,
  ukDate,
} from '@care360/domain';
import { isoDateOf } from '../records/form-values';

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
 * | the rest    | string, '' when empty              | string                         |
 *
 * Empty answers are left out. Text that is not a date goes as typed, so the shared rules say
 * what is wrong with it.
 */
export interface SignatureValue {
  image: string;
  name: string;
  date: string;
}

export type QuestionValue = string | number | readonly string[] | SignatureValue;
export type FormValues = Record<string, QuestionValue>;

/** The questions that take an answer (info text takes none). */
export function answerableQuestions(definition: FormDefinition): Question[] {
  return questionsOf(definition).filter((question) => question.type !== 'info');
}

function isSignatureAnswer(value: unknown): value is SignatureAnswer {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'image' in value;
}

/** An unanswered question; a signature starts dated today (`today` is 'YYYY-MM-DD'). */
export function emptyValue(question: Question, today: string): QuestionValue {
  if (question.type === 'multiChoice') return [];
  if (question.type === 'signature') return { image: '', name: '', date: ukDate(today) };
  return '';
}

function screenValueOf(question: Question, answer: AnswerValue | null | undefined, today: string) {
  if (answer === null || answer === undefined) return emptyValue(question, today);
  switch (question.type) {
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
  return Object.fromEntries(
    answerableQuestions(definition).map((question) => [
      question.id,
      screenValueOf(question, answers?.[question.id], today),
    ]),
  );
}

const isoOrTyped = (text: string) => isoDateOf(text) ?? text.trim();

function answerOf(question: Question, value: QuestionValue | undefined): AnswerValue | undefined {
  if (value === undefined) return undefined;
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
  const answers: Answers = {};
  for (const question of answerableQuestions(definition)) {
    const answer = answerOf(question, values[question.id]);
    if (answer !== undefined) answers[question.id] = answer;
  }
  return answers;
}
