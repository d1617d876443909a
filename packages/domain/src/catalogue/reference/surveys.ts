import { dateOrder, defineRecord, type TypedRecordKind } from '../../engine/records/define-record';
import type { Fields } from '../../engine/records/fields';
import { field } from '../../engine/records/fields';

/**
 * A kind of staff survey and its nested questions: carer and office employee surveys have the
 * same fields. The questions' name is unique across kinds; their URL segment is 'questions'.
 */
export function defineSurvey<const Stem extends string>(o: {
  name: `${Stem}-surveys`;
  singular: string;
  plural: string;
}): [
  survey: TypedRecordKind<Fields, `${Stem}-surveys`>,
  questions: TypedRecordKind<Fields, `${Stem}-survey-questions`>,
  submissions: TypedRecordKind<Fields, `${Stem}-survey-submissions`>,
] {
  // 'carer-surveys' → 'carer-survey-questions': the names keep their literal types.
  const stem = o.name.replace(/-surveys$/, '') as Stem;
  const survey = defineRecord({
    name: o.name,
    area: 'reference',
    singular: o.singular,
    plural: o.plural,
    navGroup: 'Reference data',
    fields: {
      title: field.text('Title', {
        required: true,
        unique: true,
        max: 150,
        help: 'e.g. Wellbeing survey 2026',
      }),
      status: field.choice('Status', ['Draft', 'Open', 'Closed'], {
        required: true,
        help: 'Staff can answer only while the survey is open.',
      }),
      opensOn: field.date('Opens on'),
      closesOn: field.date('Closes on'),
      anonymous: field.yesNo('Anonymous', { help: 'Answers are not linked to the person.' }),
      introduction: field.longText('Introduction', { help: 'Shown above the first question.' }),
    },
    rules: [
      dateOrder('opensOn', 'closesOn', 'The closing date must be on or after the opening date.'),
    ],
    titleField: 'title',
    list: {
      columns: ['title', 'status', 'opensOn', 'closesOn', 'anonymous'],
      sort: 'opensOn',
      dir: 'desc',
      filters: ['status'],
      search: ['title'],
    },
  });
  const questions = defineRecord({
    name: `${stem}-survey-questions` as const,
    path: 'questions',
    area: 'reference',
    singular: `${o.singular} Question`,
    plural: `${o.singular} Questions`,
    parent: o.name,
    fields: {
      number: field.number('Order', {
        required: true,
        min: 1,
        max: 200,
        help: 'Questions are asked in this order.',
      }),
      question: field.text('Question', { required: true, max: 300 }),
      answerType: field.choice(
        'Answer type',
        [
          { value: 'yesNo', label: 'Yes or no' },
          { value: 'rating', label: 'Rating from 1 to 5' },
          { value: 'choice', label: 'One of a list' },
          { value: 'text', label: 'Free text' },
        ],
        { required: true },
      ),
      options: field.longText('Answer options', {
        max: 2000,
        help: 'For "One of a list": one option per line.',
      }),
      answerRequired: field.yesNo('Answer required'),
    },
    titleField: 'question',
    list: {
      columns: ['number', 'question', 'answerType', 'answerRequired'],
      sort: 'number',
      filters: ['answerType'],
      search: ['question'],
    },
  });
  // Answers arrive from staff through the survey itself; here they are only read.
  const submissions = defineRecord({
    name: `${stem}-survey-submissions` as const,
    path: 'submissions',
    area: 'reference',
    singular: `${o.singular} Submission`,
    plural: `${o.singular} Submissions`,
    parent: o.name,
    screens: { add: false, edit: false },
    fields: {
      respondent: field.text('Respondent', {
        max: 100,
        help: 'Empty when the survey is anonymous.',
      }),
      submittedAt: field.dateTime('Submitted', { required: true }),
      score: field.number('Overall score', { min: 0, max: 100, help: 'Out of 100.' }),
      comments: field.longText('Comments', { max: 5000 }),
    },
    titleField: 'submittedAt',
    list: {
      columns: ['submittedAt', 'respondent', 'score'],
      sort: 'submittedAt',
      dir: 'desc',
      search: ['respondent'],
    },
  });
  return [survey, questions, submissions];
}
