import type { FormDefinition, Question } from '../../../engine/forms/form-definition';

/** One item ticked off in a checklist: a yes/no named by what was done. */
const tick = (id: string, label: string, help?: string): Question => ({
  id,
  type: 'yesNo',
  label,
  required: true,
  ...(help ? { help } : {}),
});

const checkedBy: Question[] = [
  { id: 'checked_by', type: 'text', label: 'Checked by', required: true },
  { id: 'checked_on', type: 'date', label: 'Checked on', required: true, notFuture: true },
  { id: 'notes', type: 'longText', label: 'Notes' },
];

interface ChecklistDeclaration {
  key: string;
  path?: string;
  title: string;
  description: string;
  items: readonly Question[];
}

/** A checklist the office works through: its items, then who checked them and when. */
function checklist({ key, path, title, description, items }: ChecklistDeclaration): FormDefinition {
  return {
    key,
    ...(path ? { path } : {}),
    title,
    version: 1,
    purpose: 'assessment',
    description,
    sections: [
      { id: 'items', title: 'Items', questions: items },
      { id: 'checked', title: 'Checked', questions: checkedBy },
    ],
  };
}

/**
 * The staff file's own checklist (spec §3.2 checkListForm): each item is a side tab of the file
 * (the Induction Pack) or a step of onboarding, submitted when ticked.
 */
export const staffChecklist = checklist({
  key: 'checklist',
  title: 'Checklist',
  description: 'What has been handed over and done for this member of staff.',
  items: [
    tick(
      'induction_pack',
      'Induction Pack',
      'The staff handbook, policies and the induction workbook.',
    ),
    tick('id_badge', 'ID Badge', 'Photo ID badge issued, with the expiry date on it.'),
    tick('uniform', 'Uniform', 'Tunics, fleece and PPE issued and signed for.'),
    tick('app_access', 'Carer App Access', 'Signed in on their phone and shown how to check in.'),
    tick(
      'policies_read',
      'Policies Read',
      'Safeguarding, whistleblowing, lone working, medication.',
    ),
    tick('shadowing_booked', 'Shadowing Booked'),
  ],
});

export const fileChecklist = checklist({
  key: 'file-checklist',
  title: 'File Checklist',
  description: 'Every document the CQC expects in a staff file (Schedule 3), present and current.',
  items: [
    tick('photo_id', 'Photo ID seen and copied'),
    tick('right_to_work', 'Right to work checked (share code or original documents)'),
    tick('dbs', 'Enhanced DBS with adult barred list'),
    tick('references', 'Two references, one from the last care employer'),
    tick('employment_history', 'Full employment history, gaps explained'),
    tick('health_declaration', 'Health declaration'),
    tick('contract', 'Signed contract'),
    tick('qualifications', 'Qualifications and training certificates'),
  ],
});

export const scheduleChecklist = checklist({
  key: 'schedule-checklist',
  title: 'Schedule Checklist',
  description: 'Ready to be put on the rota.',
  items: [
    tick('availability', 'Availability recorded'),
    tick('areas', 'Areas they can cover agreed'),
    tick('transport', 'Transport confirmed (car with business insurance, or walking/bus rounds)'),
    tick('shadow_shifts', 'Shadow shifts completed'),
    tick('competencies', 'Medication and moving and handling competencies signed off'),
    tick('rota_sent', 'First rota sent'),
  ],
});

export const frontChecklist = checklist({
  key: 'front-checklist',
  title: 'Front Checklist',
  description: 'The front sheet of the staff file.',
  items: [
    tick('personal_details', 'Personal details complete'),
    tick('next_of_kin', 'Next of kin recorded'),
    tick('bank_details', 'Bank details recorded'),
    tick('ni_number', 'National Insurance number recorded'),
    tick('photo', 'Photograph on file'),
  ],
});

export const starterChecklist = checklist({
  key: 'starter-checklist',
  title: 'Starter Checklist',
  description: 'HMRC starter checklist and payroll set-up.',
  items: [
    tick('starter_declaration', 'HMRC starter declaration (A, B or C) completed'),
    tick('p45', 'P45 received, or starter declaration used instead'),
    tick('student_loan', 'Student or postgraduate loan asked about'),
    tick('pension', 'Workplace pension auto-enrolment assessed'),
    tick('payroll_added', 'Added to payroll'),
  ],
});

export const frontStarterChecklist = checklist({
  key: 'front-starter-checklist',
  title: 'Front Starter Checklist',
  description: 'The first day: what the new starter is given and shown.',
  items: [
    tick('welcome', 'Welcomed and introduced to the team'),
    tick('handbook', 'Staff handbook given'),
    tick('office_tour', 'Shown the office, fire exits and first aid'),
    tick('on_call', 'On-call number given'),
    tick('ppe', 'PPE issued'),
  ],
});

export const newStarterChecklist = checklist({
  key: 'new-starter-checklist',
  title: 'New Starter Checklist',
  description: 'The first twelve weeks, to the end of the Care Certificate.',
  items: [
    tick('care_certificate', 'Care Certificate started'),
    tick('mandatory_training', 'Mandatory training booked'),
    tick('week_4_review', 'Four-week review held'),
    tick('spot_check', 'First spot check done'),
    tick('supervision', 'First supervision booked'),
    tick('probation_review', 'Twelve-week probation review held'),
  ],
});
