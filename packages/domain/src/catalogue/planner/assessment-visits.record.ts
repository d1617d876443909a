import { formatUkDateTime } from '../../engine/platform/uk-date';
import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/**
 * An office visit planned from what is due (the office planner, spec §2.2 "assessment-visits"):
 * an assessment or review of a client, a spot check, supervision or annual appraisal of a member
 * of staff. The types are the time tracker's event types (spec §4.1), so tracking one of these
 * visits needs no translation.
 */
export const ASSESSMENT_VISIT_TYPES = [
  'ASSESSMENT',
  'REVIEW',
  'SPOT_CHECK',
  'SUPERVISION',
  'ANNUAL_APPRAISAL',
] as const;
export type AssessmentVisitType = (typeof ASSESSMENT_VISIT_TYPES)[number];

export const ASSESSMENT_VISIT_TYPE_LABELS: Record<AssessmentVisitType, string> = {
  ASSESSMENT: 'Assessment',
  REVIEW: 'Review',
  SPOT_CHECK: 'Spot check',
  SUPERVISION: 'Supervision',
  ANNUAL_APPRAISAL: 'Annual appraisal',
};

/** Who the visit is with: a client, a carer or an office employee (one reference field each). */
export const ASSESSMENT_TARGETS = ['client', 'carer', 'employee'] as const;
export type AssessmentTarget = (typeof ASSESSMENT_TARGETS)[number];

export const ASSESSMENT_TARGET_FIELDS = {
  client: 'clientId',
  carer: 'carerId',
  employee: 'employeeId',
} as const satisfies Record<AssessmentTarget, string>;

/**
 * Which people each type may be with: a client is assessed and reviewed; a carer is spot checked
 * in a client's home; supervisions and appraisals are for carers and office employees alike.
 */
export const TARGETS_OF_TYPE: Record<AssessmentVisitType, readonly AssessmentTarget[]> = {
  ASSESSMENT: ['client'],
  REVIEW: ['client'],
  SPOT_CHECK: ['carer'],
  SUPERVISION: ['carer', 'employee'],
  ANNUAL_APPRAISAL: ['carer', 'employee'],
};

export const ASSESSMENT_VISIT_STATUSES = ['Planned', 'Done', 'Cancelled'] as const;
export type AssessmentVisitStatus = (typeof ASSESSMENT_VISIT_STATUSES)[number];

const TARGET_LABELS: Record<AssessmentTarget, string> = {
  client: 'Client',
  carer: 'Carer',
  employee: 'Office employee',
};

export const assessmentVisits = defineRecord({
  name: 'assessment-visits',
  area: 'planner',
  singular: 'Assessment Visit',
  plural: 'Assessment Visits',
  navGroup: 'Planner',
  fields: {
    /** How the visit is named in references and the tracker: "Review, 12/11/2026 10:00". */
    title: field.text('Visit', { keptByServer: true, max: 120 }),
    visitType: field.choice(
      'Visit type',
      ASSESSMENT_VISIT_TYPES.map((value) => ({
        value,
        label: ASSESSMENT_VISIT_TYPE_LABELS[value],
      })),
      { required: true },
    ),
    targetType: field.choice(
      'Visit with',
      ASSESSMENT_TARGETS.map((value) => ({ value, label: TARGET_LABELS[value] })),
      { required: true },
    ),
    clientId: field.reference('Client', 'clients'),
    carerId: field.reference('Carer', 'carers'),
    employeeId: field.reference('Office employee', 'employees'),
    // Stored instants; the form and the calendar show and take London wall-clock times.
    startsAt: field.dateTime('Starts', { required: true }),
    endsAt: field.dateTime('Ends', { required: true }),
    assignedTo: field.reference('Office user', 'users', { required: true }),
    // The branch of the person the visit is with, set by the server from them: a coordinator
    // limited to a branch sees and moves only that branch's visits.
    branch: field.reference('Branch', 'branches', { keptByServer: true }),
    status: field.choice('Status', ASSESSMENT_VISIT_STATUSES, { required: true }),
    /** The due item it answers, as the worklist said it ("Supervision was due 12/11/2026"). */
    dueItem: field.text('Due item', { max: 300 }),
    location: field.text('Where', { max: 200 }),
    notes: field.longText('Notes', { max: 4000 }),
  },
  titleField: 'title',
  computed: {
    title: (v) =>
      isVisitType(v.visitType) &&
      typeof v.startsAt === 'string' &&
      !Number.isNaN(Date.parse(v.startsAt))
        ? `${ASSESSMENT_VISIT_TYPE_LABELS[v.visitType]}, ${formatUkDateTime(v.startsAt)}`
        : null,
  },
  rules: [
    {
      field: 'targetType',
      message: 'This type of visit cannot be with that kind of person.',
      check: (v) =>
        !isVisitType(v.visitType) ||
        !isTarget(v.targetType) ||
        TARGETS_OF_TYPE[v.visitType].includes(v.targetType),
    },
    ...ASSESSMENT_TARGETS.map((target) => ({
      field: ASSESSMENT_TARGET_FIELDS[target],
      message: `Choose the ${TARGET_LABELS[target].toLowerCase()} the visit is with.`,
      check: (v: Record<string, unknown>) =>
        v.targetType !== target || Boolean(v[ASSESSMENT_TARGET_FIELDS[target]]),
    })),
    {
      field: 'endsAt',
      message: 'The visit must end after it starts.',
      check: (v) =>
        typeof v.startsAt !== 'string' ||
        typeof v.endsAt !== 'string' ||
        Date.parse(v.endsAt) > Date.parse(v.startsAt),
    },
  ],
  list: {
    columns: [
      'startsAt',
      'visitType',
      'targetType',
      'clientId',
      'carerId',
      'employeeId',
      'assignedTo',
      'status',
    ],
    sort: 'startsAt',
    dir: 'asc',
    filters: ['visitType', 'status', 'assignedTo', 'targetType'],
    search: ['dueItem', 'location'],
  },
});

function isVisitType(value: unknown): value is AssessmentVisitType {
  return (ASSESSMENT_VISIT_TYPES as readonly unknown[]).includes(value);
}

function isTarget(value: unknown): value is AssessmentTarget {
  return (ASSESSMENT_TARGETS as readonly unknown[]).includes(value);
}

/** The id of the person an assessment visit is with, by its target type. */
export function assessmentVisitTargetId(visit: Record<string, unknown>): string | null {
  if (!isTarget(visit.targetType)) return null;
  const id = visit[ASSESSMENT_TARGET_FIELDS[visit.targetType]];
  return typeof id === 'string' ? id : null;
}
