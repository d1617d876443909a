import { z } from 'zod';
import type { Answers, FormDefinition } from '../../engine/forms/form-definition';
import type { PersonFileSectionStatus } from '../../engine/person-files/person-file-sections.answers';
import { STAFF_OWNERS, type StaffOwner } from './staff-section';

/** One entry of the profile's checkListForm (spec §3.2): `submitted` is 'yes' when done. */
export interface CheckListEntry {
  name: string;
  submitted: string;
}

/** Where a side tab's state comes from in the staff file. */
export type StaffTabSource =
  /** A questionnaire: the section percentage is its latest response's completion. */
  | { form: string }
  /** A nested list (after the owner's prefix: 'uniform'): '100' once it holds a record. */
  | { list: string }
  /** A checklist tab: done when the checkListForm entry of this name is submitted. */
  | { checklist: string };

export interface StaffTab {
  key: string;
  title: string;
  source: StaffTabSource;
}

/**
 * The carer's side tabs (spec §2.5 and §3.2), in the spec's order. The completion data names
 * them declarations, health_questionaire, emergency_contact, additional_information,
 * payroll_info, training and uniform; the Induction Pack is a checklist tab.
 */
export const STAFF_TABS: readonly StaffTab[] = [
  { key: 'agreement', title: 'Agreement', source: { form: 'agreement-form' } },
  { key: 'questionnaire', title: 'Questionnaire', source: { form: 'questionnaire-form' } },
  { key: 'emergency', title: 'Emergency', source: { form: 'emergency-form' } },
  {
    key: 'additional-information',
    title: 'Additional Information',
    source: { form: 'additional-information' },
  },
  { key: 'payroll-info', title: 'Payroll Info', source: { form: 'payroll-info' } },
  {
    key: 'assisted-lives-training-agreement',
    title: 'Assisted Lives Training Agreement',
    source: { form: 'training-agreement' },
  },
  { key: 'uniform', title: 'Uniform', source: { list: 'uniform' } },
  { key: 'induction-pack', title: 'Induction Pack', source: { checklist: 'Induction Pack' } },
];

/** The questionnaire whose answers are the checkListForm. */
export const CHECKLIST_FORM_KEY = 'checklist';

/** A checklist entry's name as the tabs match it: a trailing ' Tab' is not part of it. */
export const checkListName = (name: string) => (name.endsWith(' Tab') ? name.slice(0, -4) : name);

/**
 * Whether a tab shows its completed icon: a checklist tab when its checkListForm entry has
 * submitted 'yes'; any other when its section percentage is exactly the string '100'.
 */
export function tabCompleted(
  tab: Pick<StaffTab, 'source'>,
  percentage: unknown,
  checkList: readonly CheckListEntry[],
): boolean {
  const { source } = tab;
  if ('checklist' in source) {
    return checkList.some(
      (entry) => checkListName(entry.name) === source.checklist && entry.submitted === 'yes',
    );
  }
  return percentage === '100';
}

/** The checklist questionnaire's answers as the spec's checkListForm: each item, done or not. */
export function checkListOf(form: FormDefinition, answers: Answers | null): CheckListEntry[] {
  return form.sections.flatMap((section) =>
    section.questions
      .filter((question) => question.type === 'yesNo')
      .map((question) => ({
        name: question.label,
        submitted: answers?.[question.id] === 'yes' ? 'yes' : 'no',
      })),
  );
}

/** The file section a tab reads, among the owner's file sections (none: the file lacks it). */
export function tabSection<S extends Pick<PersonFileSectionStatus, 'key' | 'kind'>>(
  owner: StaffOwner,
  tab: StaffTab,
  sections: readonly S[],
): S | undefined {
  const { source } = tab;
  const key =
    'form' in source
      ? source.form
      : 'list' in source
        ? `${STAFF_OWNERS[owner].prefix}-${source.list}`
        : CHECKLIST_FORM_KEY;
  return sections.find((section) => section.key === key);
}

/** A section's percentage as the completion data holds it: a string, '0' to '100'. */
export function sectionPercentage(
  section: Pick<PersonFileSectionStatus, 'completion' | 'count'>,
): string {
  if (section.completion !== null) return String(section.completion);
  return (section.count ?? 0) > 0 ? '100' : '0';
}

export const staffTabAnswer = z.strictObject({
  key: z.string(),
  title: z.string(),
  /** Relative to the file (/app/carers/:id/edit). */
  path: z.string(),
  percentage: z.string(),
  completed: z.boolean(),
});

/** GET /api/v1/{carers|employees}/:id/tabs. */
export const staffTabsAnswer = z.strictObject({
  items: z.array(staffTabAnswer),
  checkListForm: z.array(z.strictObject({ name: z.string(), submitted: z.string() })),
});
export type StaffTabs = z.infer<typeof staffTabsAnswer>;

/**
 * A file's section menu without the sections its side tabs lead to: each section is offered
 * once, a tab's section as its tab (with its completed icon). Files without tabs keep them all.
 */
export function sectionsBesideTabs<S extends Pick<PersonFileSectionStatus, 'key' | 'kind'>>(
  owner: string,
  sections: readonly S[],
): S[] {
  if (!Object.hasOwn(STAFF_OWNERS, owner)) return [...sections];
  const tabbed = new Set(
    STAFF_TABS.map((tab) => tabSection(owner as StaffOwner, tab, sections)?.key),
  );
  return sections.filter((section) => !tabbed.has(section.key));
}
