import { dateOrder, defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

const FUNCTIONAL_TEST = ['canUnderstand', 'canRetain', 'canWeigh', 'canCommunicate'] as const;

/**
 * A Mental Capacity Act 2005 assessment of one decision, by the two-stage test: is there an
 * impairment of the mind or brain (stage 1), and because of it can the person not understand,
 * retain, weigh or communicate the decision (stage 2). Capacity is assumed unless both stages
 * show otherwise, and a decision made for a person who lacks capacity is made in their best
 * interests.
 */
export const clientMentalCapacity = defineRecord({
  name: 'client-mental-capacity',
  area: 'clients',
  singular: 'Client Mental Capacity',
  plural: 'Client Mental Capacity',
  parent: 'clients',
  ownPermissions: true,
  path: 'edit/mental-capacity',
  auditReads: true,
  fields: {
    decision: field.text('Decision to be made', {
      required: true,
      max: 300,
      help: 'One specific decision, e.g. whether to accept a key safe.',
    }),
    impairment: field.yesNo('Impairment of the mind or brain', {
      help: 'Stage 1, e.g. dementia, brain injury, delirium, a learning disability.',
    }),
    // A diagnosis of the mind or brain: special-category health data a reader rarely needs.
    impairmentDetail: field.longText('Impairment detail', {
      max: 2000,
      help: 'The diagnosis or condition. Hidden until asked for; each look is recorded.',
      sensitive: true,
    }),
    canUnderstand: field.yesNo('Can understand the information relevant to the decision'),
    canRetain: field.yesNo('Can retain that information long enough to decide'),
    canWeigh: field.yesNo('Can use or weigh that information'),
    canCommunicate: field.yesNo('Can communicate the decision', {
      help: 'By any means: speech, signs, writing, blinking.',
    }),
    outcome: field.choice('Outcome', ['Has capacity', 'Lacks capacity for this decision'], {
      required: true,
    }),
    bestInterestsDecision: field.longText('Best-interests decision', {
      max: 5000,
      help: 'Who was consulted, the options weighed and the least restrictive choice made.',
    }),
    assessedBy: field.text('Assessed by', { required: true, max: 150 }),
    assessmentDate: field.date('Assessment date', { required: true }),
    reviewDate: field.date('Review date'),
  },
  rules: [
    {
      field: 'outcome',
      message:
        'A person lacks capacity only with an impairment of the mind or brain and at least one ability missing.',
      check: (values) =>
        values.outcome !== 'Lacks capacity for this decision' ||
        (values.impairment === true && FUNCTIONAL_TEST.some((key) => values[key] !== true)),
    },
    {
      field: 'outcome',
      message:
        'With an impairment and an ability missing the outcome is that the person lacks capacity.',
      check: (values) =>
        values.outcome !== 'Has capacity' ||
        values.impairment !== true ||
        FUNCTIONAL_TEST.every((key) => values[key] === true),
    },
    {
      field: 'impairmentDetail',
      message: 'Describe the impairment.',
      check: (values) => values.impairment !== true || Boolean(values.impairmentDetail),
    },
    {
      field: 'bestInterestsDecision',
      message: 'Record the best-interests decision.',
      check: (values) =>
        values.outcome !== 'Lacks capacity for this decision' ||
        Boolean(values.bestInterestsDecision),
    },
    dateOrder(
      'assessmentDate',
      'reviewDate',
      'The review date must be on or after the assessment.',
    ),
  ],
  titleField: 'decision',
  list: {
    columns: ['decision', 'outcome', 'assessedBy', 'assessmentDate', 'reviewDate'],
    sort: 'assessmentDate',
    dir: 'desc',
    filters: ['outcome'],
    search: ['decision', 'assessedBy'],
  },
});
