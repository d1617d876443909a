import { field } from '../../engine/records/fields';
import { clientCallLogs } from '../clients/client-call-logs.record';
import { sameAs, staffSection } from './staff-section';

/**
 * How the agency oversees its staff: supervisions, spot checks, appraisals and probation
 * reviews (each falls due again after the interval of staff settings), competency checks, and
 * what was said to and about them.
 */

const MEETING = {
  heldOn: field.date('Held on', { required: true, notFuture: true }),
  heldBy: field.reference('Held by', 'users', { required: true }),
};

const OUTCOME = field.choice('Outcome', ['Satisfactory', 'Actions agreed', 'Concerns raised'], {
  required: true,
});

export const staffSupervisions = staffSection({
  key: 'supervisions',
  singular: 'Supervision',
  plural: 'Supervisions',
  fields: {
    ...MEETING,
    type: field.choice('Type', ['One to one', 'Group', 'Observed practice'], { required: true }),
    topics: field.longText('Topics discussed', { required: true, max: 5000 }),
    wellbeing: field.longText('Wellbeing', { max: 2000 }),
    actions: field.longText('Actions agreed', { max: 2000 }),
    outcome: OUTCOME,
    signature: field.signature('Signed by the supervisee'),
  },
  titleField: 'heldOn',
  list: { columns: ['heldOn', 'type', 'heldBy', 'outcome'], sort: 'heldOn', dir: 'desc' },
});

/** The office's newer supervision form: one set of scored standards. */
export const staffSupervisionsNew = staffSection({
  key: 'supervisions-new',
  owners: ['employees'],
  singular: 'Supervision (New)',
  plural: 'Supervisions (New)',
  fields: {
    ...MEETING,
    workload: field.choice('Workload', ['Manageable', 'Stretched', 'Too much'], { required: true }),
    performance: field.choice('Performance', ['Exceeds', 'Meets', 'Below'], { required: true }),
    development: field.longText('Development needs', { max: 2000 }),
    actions: field.longText('Actions agreed', { max: 2000 }),
    outcome: OUTCOME,
  },
  titleField: 'heldOn',
  list: { columns: ['heldOn', 'heldBy', 'performance', 'outcome'], sort: 'heldOn', dir: 'desc' },
});

export const staffSpotChecks = staffSection({
  key: 'spot-checks',
  owners: ['carers'],
  segment: 'spot-check',
  singular: 'Spot Check',
  plural: 'Spot Check',
  fields: {
    ...MEETING,
    client: field.reference('At the home of', 'clients'),
    arrivedOnTime: field.yesNo('Arrived on time'),
    uniformAndId: field.yesNo('In uniform with ID badge'),
    ppeUsed: field.yesNo('Used gloves, apron and hand hygiene'),
    carePlanFollowed: field.yesNo('Followed the care plan'),
    recordsComplete: field.yesNo('Log and MAR chart completed'),
    dignity: field.yesNo('Treated the client with dignity and respect'),
    outcome: OUTCOME,
    notes: field.longText('Notes', { max: 3000 }),
  },
  titleField: 'heldOn',
  list: { columns: ['heldOn', 'client', 'heldBy', 'outcome'], sort: 'heldOn', dir: 'desc' },
});

export const staffAppraisals = staffSection({
  key: 'annual-appraisals',
  segment: 'annual-appraisal',
  singular: 'Annual Appraisal',
  plural: 'Annual Appraisal',
  fields: {
    ...MEETING,
    performance: field.choice('Overall performance', ['Exceeds', 'Meets', 'Below'], {
      required: true,
    }),
    achievements: field.longText('Achievements this year', { max: 3000 }),
    objectives: field.longText('Objectives for next year', { required: true, max: 3000 }),
    training: field.longText('Training wanted', { max: 2000 }),
    signature: field.signature('Signed by the appraisee'),
  },
  titleField: 'heldOn',
  list: { columns: ['heldOn', 'heldBy', 'performance'], sort: 'heldOn', dir: 'desc' },
});

export const staffProbationReviews = staffSection({
  key: 'probation-reviews',
  owners: ['employees'],
  singular: 'Probation Review',
  plural: 'Probation Reviews',
  fields: {
    ...MEETING,
    stage: field.choice('Review', ['1 month', '3 months', '6 months', 'Final'], { required: true }),
    decision: field.choice('Decision', ['Continue', 'Extend probation', 'Pass', 'Do not confirm'], {
      required: true,
    }),
    notes: field.longText('Notes', { max: 3000 }),
  },
  titleField: 'stage',
  list: { columns: ['heldOn', 'stage', 'decision', 'heldBy'], sort: 'heldOn', dir: 'desc' },
});

export const staffShadowingChecks = staffSection({
  key: 'shadowing-checks',
  owners: ['carers'],
  segment: 'shadowing/competency_checks',
  singular: 'Shadowing Competency Check',
  plural: 'Shadowing Competency Checks',
  fields: {
    shadowedOn: field.date('Shadowed on', { required: true, notFuture: true }),
    shadowedWith: field.reference('Shadowed', 'carers', { required: true }),
    client: field.reference('Client visited', 'clients'),
    hours: field.number('Hours', { min: 0, max: 24, decimals: 2 }),
    competent: field.yesNo('Competent to work alone'),
    notes: field.longText('Notes', { max: 3000 }),
  },
  titleField: 'shadowedOn',
  list: {
    columns: ['shadowedOn', 'shadowedWith', 'hours', 'competent'],
    sort: 'shadowedOn',
    dir: 'desc',
  },
});

export const COMPETENCY_AREAS = [
  'Medication',
  'Moving and handling',
  'Personal care',
  'Infection control',
  'Food hygiene',
  'Record keeping',
] as const;

export const staffCompetencyChecks = staffSection({
  key: 'competency-checks',
  owners: ['carers'],
  segment: 'competency-checks-new',
  singular: 'Competency Check (New)',
  plural: 'Competency Checks (New)',
  fields: {
    ...MEETING,
    area: field.choice('Competency', COMPETENCY_AREAS, { required: true }),
    result: field.choice('Result', ['Competent', 'Needs support', 'Not competent'], {
      required: true,
    }),
    notes: field.longText('Notes', { max: 3000 }),
  },
  titleField: 'area',
  list: {
    columns: ['heldOn', 'area', 'result', 'heldBy'],
    sort: 'heldOn',
    dir: 'desc',
    filters: ['area', 'result'],
  },
});

export const staffCompliments = staffSection({
  key: 'compliments',
  owners: ['carers'],
  singular: 'Compliment',
  plural: 'Compliments',
  fields: {
    receivedOn: field.date('Received on', { required: true, notFuture: true }),
    from: field.text('From', { required: true, max: 150 }),
    client: field.reference('About the care of', 'clients'),
    details: field.longText('Compliment', { required: true, max: 3000 }),
  },
  titleField: 'from',
  list: { columns: ['receivedOn', 'from', 'client'], sort: 'receivedOn', dir: 'desc' },
});

export const staffComplaints = staffSection({
  key: 'complaints',
  owners: ['carers'],
  singular: 'Complaint',
  plural: 'Complaints',
  fields: {
    receivedOn: field.date('Received on', { required: true, notFuture: true }),
    from: field.text('From', { required: true, max: 150 }),
    client: field.reference('About the care of', 'clients'),
    details: field.longText('Complaint', { required: true, max: 3000 }),
    investigation: field.longText('Investigation', { max: 3000 }),
    outcome: field.choice('Outcome', ['Open', 'Upheld', 'Partly upheld', 'Not upheld']),
    closedOn: field.date('Closed on', { notFuture: true }),
  },
  titleField: 'from',
  list: {
    columns: ['receivedOn', 'from', 'client', 'outcome', 'closedOn'],
    sort: 'receivedOn',
    dir: 'desc',
    filters: ['outcome'],
  },
});

export const staffDiscussionNotes = staffSection({
  key: 'discussion-notes',
  singular: 'Discussion Note',
  plural: 'Discussion Notes',
  fields: {
    ...MEETING,
    subject: field.text('Subject', { required: true, max: 200 }),
    notes: field.longText('Notes', { required: true, max: 5000 }),
    followUpOn: field.date('Follow up on'),
  },
  titleField: 'subject',
  list: { columns: ['heldOn', 'subject', 'heldBy', 'followUpOn'], sort: 'heldOn', dir: 'desc' },
});

export const staffReturnToWork = staffSection({
  key: 'return-to-work',
  singular: 'Return to Work',
  plural: 'Return to Work',
  fields: {
    absentFrom: field.date('Absent from', { required: true, notFuture: true }),
    absentTo: field.date('Absent to', { required: true }),
    reason: field.longText('Reason for absence', { required: true, max: 2000, sensitive: true }),
    interviewedOn: field.date('Interviewed on', { required: true, notFuture: true }),
    interviewedBy: field.reference('Interviewed by', 'users'),
    fitToWork: field.yesNo('Fit to return'),
    adjustments: field.longText('Adjustments agreed', { max: 2000 }),
  },
  titleField: 'absentFrom',
  rules: [
    {
      field: 'absentTo',
      message: 'The absence must end on or after it starts.',
      check: (v) => !v.absentTo || !v.absentFrom || String(v.absentTo) >= String(v.absentFrom),
    },
  ],
  list: {
    columns: ['absentFrom', 'absentTo', 'interviewedOn', 'fitToWork'],
    sort: 'absentFrom',
    dir: 'desc',
  },
});

export const staffRiskAssessments = staffSection({
  key: 'risk-assessments',
  owners: ['carers'],
  segment: 'risk-assessment',
  singular: 'Risk Assessment',
  plural: 'Risk Assessment',
  fields: {
    assessedOn: field.date('Assessed on', { required: true, notFuture: true }),
    hazard: field.choice(
      'About',
      ['Lone working', 'Pregnancy', 'Health condition', 'Driving', 'Night visits', 'Other'],
      { required: true },
    ),
    description: field.longText('Risk', { required: true, max: 3000, sensitive: true }),
    likelihood: field.number('Likelihood (1–5)', { required: true, min: 1, max: 5 }),
    severity: field.number('Severity (1–5)', { required: true, min: 1, max: 5 }),
    rating: field.number('Rating'),
    controls: field.longText('Controls', { required: true, max: 3000 }),
    reviewOn: field.date('Review on'),
  },
  computed: {
    rating: (v) =>
      typeof v.likelihood === 'number' && typeof v.severity === 'number'
        ? v.likelihood * v.severity
        : null,
  },
  titleField: 'hazard',
  list: {
    columns: ['assessedOn', 'hazard', 'rating', 'reviewOn'],
    sort: 'assessedOn',
    dir: 'desc',
  },
});

export const staffCallLogs = staffSection({
  key: 'call-logs',
  singular: 'Call Log',
  plural: 'Call Logs',
  ...sameAs(clientCallLogs),
});
