import { checkFieldValue, type FieldDef } from '../records/fields';
import type { Question, QuestionType } from './form-definition';

/**
 * The question kinds whose answer is stored exactly as a record field of the same kind stores
 * it, so the record field's check decides (engine/records/fields.ts): a question and a record
 * accept the same email addresses, UK phone numbers, postcodes, amounts and dates, and keep them
 * in the same normalised form. The other kinds keep the questionnaire's own rules (form-engine.ts
 * answerProblem): their limits and messages were set before the vocabulary was shared, and saved
 * responses depend on them.
 */
export const RECORD_CHECKED_KINDS: ReadonlySet<QuestionType> = new Set<QuestionType>([
  'date',
  'dateTime',
  'email',
  'phone',
  'postcode',
  'niNumber',
  'nhsNumber',
  'colour',
  'money',
  'reference',
  'file',
]);

/** The record field a question's answer is checked as, or null for the questionnaire's own kinds. */
export function recordFieldOf(question: Question): FieldDef | null {
  const { label } = question;
  switch (question.type) {
    case 'money':
      return { kind: 'money', label, min: question.min, max: question.max };
    case 'reference':
      return { kind: 'reference', label, to: question.to ?? '' };
    case 'date':
      return { kind: 'date', label, notFuture: question.notFuture };
    case 'dateTime':
    case 'email':
    case 'phone':
    case 'postcode':
    case 'niNumber':
    case 'nhsNumber':
    case 'colour':
    case 'file':
      return { kind: question.type, label };
    default:
      return null;
  }
}

/**
 * A question from a record field declaration, so a questionnaire can ask with the builders
 * records use: `questionFromField('email', field.email('Email', { required: true }))`. A
 * reference also needs the field whose options list offers the choices (`pickThrough`).
 */
export function questionFromField(
  id: string,
  def: FieldDef,
  extra: Pick<Question, 'pickThrough' | 'showWhen'> = {},
): Question {
  const question: Question = { id, type: def.kind, label: def.label, ...extra };
  if (def.help !== undefined) question.help = def.help;
  if (def.required || def.requiredFromNow) question.required = true;
  if (def.sensitive) question.sensitive = true;
  switch (def.kind) {
    case 'choice':
    case 'multiChoice':
      question.options = def.options;
      break;
    case 'number':
    case 'money':
      if (def.min !== undefined) question.min = def.min;
      if (def.max !== undefined) question.max = def.max;
      break;
    case 'reference':
      question.to = def.to;
      break;
    case 'date':
      if (def.notFuture) question.notFuture = true;
      break;
  }
  return question;
}

/** What is wrong with a given answer of a record-checked kind, or null (also for other kinds). */
export function recordAnswerProblem(question: Question, value: unknown): string | null {
  const def = recordFieldOf(question);
  if (!def) return null;
  const checked = checkFieldValue(def, value);
  return checked.ok ? null : checked.message;
}

/**
 * A valid answer as it is kept: normalised as the record field keeps it ('ls1 5hd' → 'LS1 5HD');
 * answers of the questionnaire's own kinds are kept as given.
 */
export function normalisedAnswer<T>(question: Question, value: T): T {
  const def = recordFieldOf(question);
  if (!def) return value;
  const checked = checkFieldValue(def, value);
  return checked.ok ? (checked.value as T) : value;
}
