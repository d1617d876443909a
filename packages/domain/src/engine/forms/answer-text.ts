import { ukDate } from '../records/display-value';
import { formatPence } from '../records/uk-formats';
import type {
  AnswerEntry,
  Answers,
  AnswerValue,
  FormDefinition,
  Question,
} from './form-definition';

/**
 * A stored answer as a person reads it on paper (the care-plan PDF): option labels, Yes/No,
 * DD/MM/YYYY, and who signed when. '' for no answer.
 */
export function answerText(question: Question, value: AnswerValue | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (question.type === 'group') return entriesText(question, value);
  const label = (option: string) =>
    question.options?.find((candidate) => candidate.value === option)?.label ?? option;
  if (typeof value === 'object' && !Array.isArray(value)) {
    // A signature: the image is for the screen; paper says who signed and when.
    const signature = value as { name?: unknown; date?: unknown };
    const date = typeof signature.date === 'string' ? ukDate(signature.date) : '';
    return `Signed by ${String(signature.name ?? '')}${date ? ` on ${date}` : ''}`;
  }
  if (Array.isArray(value)) return value.map((item) => label(String(item))).join(', ');
  switch (question.type) {
    case 'yesNo':
      return value === 'yes' ? 'Yes' : value === 'no' ? 'No' : String(value);
    case 'choice':
      return label(String(value));
    case 'date':
      return ukDate(String(value));
    case 'money':
      return typeof value === 'number' ? formatPence(value) : String(value);
    default:
      return String(value);
  }
}

/** A group's entries, one line each: 'Reference 1: Referee name: Ann Lee; Email: ann@…'. */
function entriesText(group: Question, value: AnswerValue): string {
  if (!Array.isArray(value)) return '';
  const entries = value as readonly AnswerEntry[];
  return entries
    .map((entry, position) => {
      const parts = (group.questions ?? [])
        .map((question) => ({ question, text: answerText(question, entry[question.id]) }))
        .filter((part) => part.text !== '')
        .map((part) => `${part.question.label}: ${part.text}`);
      return `${group.entryLabel ?? group.label} ${position + 1}: ${parts.join('; ')}`;
    })
    .join('\n');
}

export interface AnsweredSection {
  title: string;
  lines: { question: string; answer: string }[];
}

/**
 * The answered questions of a response, section by section, read with the definition of the
 * version it answered. Unanswered questions and guidance text are left out, and so are sections
 * with nothing answered.
 */
export function answeredSections(definition: FormDefinition, answers: Answers): AnsweredSection[] {
  return definition.sections
    .map((section) => ({
      title: section.title,
      lines: section.questions
        .filter((question) => question.type !== 'info')
        .map((question) => ({
          question: question.label,
          answer: answerText(question, answers[question.id]),
        }))
        .filter((line) => line.answer !== ''),
    }))
    .filter((section) => section.lines.length > 0);
}
