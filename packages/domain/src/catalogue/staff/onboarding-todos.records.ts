import { addCalendarDays } from '../../engine/platform/uk-date';
import { field } from '../../engine/records/fields';
import { staffSection } from './staff-section';

/**
 * What a carer made from an applicant still has to do or to meet: the conditions of the
 * manager's clearance override ("shadowing only until the second reference arrives") and every
 * check still outstanding when they were cleared (a reference, the health declaration, the
 * contract). Written by Make carer (modules/staff/conversion.ts); listed on the profile and the
 * worklist until marked done.
 */
export const ONBOARDING_TODO_KINDS = ['Condition', 'Outstanding item'] as const;
export type OnboardingTodoKind = (typeof ONBOARDING_TODO_KINDS)[number];

export const staffOnboardingTodos = staffSection({
  key: 'onboarding-todos',
  owners: ['carers'],
  segment: 'onboarding',
  singular: 'Onboarding To-do',
  plural: 'Onboarding To-dos',
  fields: {
    title: field.text('To do', { required: true, max: 300 }),
    kind: field.choice('Kind', ONBOARDING_TODO_KINDS, { required: true }),
    dueOn: field.date('Due', { required: true }),
    doneOn: field.date('Done on', { notFuture: true }),
    doneBy: field.reference('Done by', 'users'),
  },
  titleField: 'title',
  list: { columns: ['title', 'kind', 'dueOn', 'doneOn'], sort: 'dueOn', dir: 'asc' },
});

/**
 * Days from the start date to each kind's due date: an outstanding check (a reference, the health
 * declaration, the contract) within the first fortnight; a condition is reviewed at the end of
 * the first four weeks, when a new carer's shadowing usually ends.
 */
export const ONBOARDING_DUE_DAYS: Record<OnboardingTodoKind, number> = {
  'Outstanding item': 14,
  Condition: 28,
};

/** The to-dos a new carer's file starts with: one per condition line and per outstanding item. */
export function onboardingTodos(
  { conditions, outstanding }: { conditions: string | null; outstanding: readonly string[] },
  startDate: string,
): { title: string; kind: OnboardingTodoKind; dueOn: string }[] {
  const lines = (conditions ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/^[-*•]\s*/, ''))
    .filter((line) => line !== '');
  const todo = (title: string, kind: OnboardingTodoKind) => ({
    title,
    kind,
    dueOn: addCalendarDays(startDate, ONBOARDING_DUE_DAYS[kind]),
  });
  return [
    ...lines.map((line) => todo(line, 'Condition')),
    ...outstanding.map((item) => todo(item, 'Outstanding item')),
  ];
}
