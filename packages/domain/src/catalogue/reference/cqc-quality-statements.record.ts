import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/**
 * CQC's single assessment framework: the five key questions and, under each, the quality
 * statements ("we statements") an inspector looks for evidence of. A reference list the
 * organisation keeps, as CQC revises the statements; register entries and actions are tagged
 * with one, and the evidence pack is sorted by them.
 */
export const CQC_KEY_QUESTIONS = ['Safe', 'Effective', 'Caring', 'Responsive', 'Well-led'] as const;
export type CqcKeyQuestion = (typeof CQC_KEY_QUESTIONS)[number];

export const cqcQualityStatements = defineRecord({
  name: 'cqc-quality-statements',
  area: 'reference',
  singular: 'CQC Quality Statement',
  plural: 'CQC Quality Statements',
  navGroup: 'Reference data',
  fields: {
    keyQuestion: field.choice('Key question', CQC_KEY_QUESTIONS, { required: true }),
    statement: field.text('Quality statement', {
      required: true,
      unique: true,
      max: 120,
      help: 'e.g. Learning culture',
    }),
    description: field.longText('What CQC looks for', { max: 2000 }),
    active: field.yesNo('Active'),
  },
  titleField: 'statement',
  list: {
    columns: ['keyQuestion', 'statement', 'active'],
    sort: 'statement',
    filters: ['keyQuestion', 'active'],
    search: ['statement'],
  },
});

/** CQC's quality statements as published, for a new organisation's list (demo data, seeding). */
export const CQC_QUALITY_STATEMENTS: Readonly<Record<CqcKeyQuestion, readonly string[]>> = {
  Safe: [
    'Learning culture',
    'Safe systems, pathways and transitions',
    'Safeguarding',
    'Involving people to manage risks',
    'Safe environments',
    'Safe and effective staffing',
    'Infection prevention and control',
    'Medicines optimisation',
  ],
  Effective: [
    'Assessing needs',
    'Delivering evidence-based care and treatment',
    'How staff, teams and services work together',
    'Supporting people to live healthier lives',
    'Monitoring and improving outcomes',
    'Consent to care and treatment',
  ],
  Caring: [
    'Kindness, compassion and dignity',
    'Treating people as individuals',
    'Independence, choice and control',
    'Responding to people’s immediate needs',
    'Workforce wellbeing and enablement',
  ],
  Responsive: [
    'Person-centred care',
    'Care provision, integration and continuity',
    'Providing information',
    'Listening to and involving people',
    'Equity in access',
    'Equity in experiences and outcomes',
    'Planning for the future',
  ],
  'Well-led': [
    'Shared direction and culture',
    'Capable, compassionate and inclusive leaders',
    'Freedom to speak up',
    'Workforce equality, diversity and inclusion',
    'Governance, management and sustainability',
    'Partnerships and communities',
    'Learning, improvement and innovation',
    'Environmental sustainability – sustainable development',
  ],
};
