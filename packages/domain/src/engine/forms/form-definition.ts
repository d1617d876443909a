import type { FieldKind } from '../records/fields';

/**
 * Questionnaires as data (DESIGN.md §1.3): assessments, checklists, contracts and profiles are
 * declared as a FormDefinition and rendered by one renderer. A saved response records the key
 * and version of the definition it answered, and the server keeps every version it has seen, so
 * changing a form (which must raise its version) never changes how old answers read.
 */

/**
 * What a question asks for. Answers take the record field kinds (engine/records/fields.ts): one
 * vocabulary for records and questionnaires, checked by the same code where the stored value is
 * the same (email, phone, postcode, money, date, reference, file …: question-kinds.ts). Two
 * kinds keep the questionnaire's own shape, as saved responses have always had it: a yes/no
 * answer is 'yes' or 'no' (so show-when and scores read it as a value), and a signature is the
 * record field's drawn image with the signer's typed name and the date.
 */
export type QuestionType =
  | FieldKind
  /**
   * Text for the reader only (terms of a contract, guidance); it takes no answer. Its label is the
   * heading and its help the text, paragraphs separated by a blank line.
   */
  | 'info'
  /**
   * A repeatable group: its `questions` answered once per entry, the answer a list of entries
   * (references, previous employment). See the group fields of Question.
   */
  | 'group';

export interface QuestionOption {
  value: string;
  label: string;
  /** Points this answer adds to the form's score (scored forms only). */
  score?: number;
}

/** A question shows only when another question's answer is one of `in` (yes/no as 'yes'/'no'). */
export interface ShowWhen {
  question: string;
  in: readonly string[];
}

export interface Question {
  /** Unique within the form, stable across versions: answers are stored under it. */
  id: string;
  type: QuestionType;
  label: string;
  help?: string;
  required?: boolean;
  options?: readonly QuestionOption[];
  /** Points for a yes/no answer of 'yes' (scored forms only). */
  scoreIfYes?: number;
  /**
   * Scored forms: a 'yes' puts the result in at least the band of this level whatever the total
   * (the FRAT's rule for a recent change in function or dizziness).
   */
  raisesRiskTo?: RiskBand['level'];
  min?: number;
  max?: number;
  /**
   * A question inside a group may depend on an earlier question of its own entry (looked up
   * first) or on any earlier question of the form, in any step.
   */
  showWhen?: ShowWhen;
  /**
   * A secret or special-category answer (an NI number, a health detail): never kept in a
   * browser draft (apps/web form-draft.ts), as a sensitive record field is never listed.
   */
  sensitive?: boolean;
  /** Date questions: a day after today (in the UK) is refused, as for a record's date field. */
  notFuture?: boolean;
  /** Reference questions: the record kind chosen from (its declared name). */
  to?: string;
  /**
   * Reference questions: the record field whose options list (and its "pick" permission) offers
   * the choices, e.g. `{ kind: 'carers', field: 'branchId' }` for a branch.
   */
  pickThrough?: { kind: string; field: string };
  /** Groups: the questions of one entry (no groups inside groups). */
  questions?: readonly Question[];
  /** Groups: what one entry is called, 'Reference' (buttons say 'Add another reference'). */
  entryLabel?: string;
  /** Groups: the fewest entries a completed form gives; 1 when required, otherwise 0. */
  minEntries?: number;
  /** Groups: the most entries allowed. */
  maxEntries?: number;
  /** Groups: the blank entries a new form shows (at least minEntries). */
  defaultEntries?: number;
}

export interface FormSection {
  id: string;
  title: string;
  description?: string;
  questions: readonly Question[];
}

/** Score bands, lowest first; a score falls in the band whose `min` it reaches last. */
export interface RiskBand {
  min: number;
  label: string;
  level: 'low' | 'medium' | 'high' | 'very-high';
  /** Tests with a pass mark: the band at or above the mark (form-steps.ts passMarkBands). */
  pass?: boolean;
}

/** A step of a long form: one or more sections shown together, with Next and Back. */
export interface FormStep {
  id: string;
  title: string;
  /** Section ids, in form order; every section belongs to exactly one step. */
  sections: readonly string[];
}

export interface FormDefinition {
  /** The URL segment and the stored key: 'falls-risk-assessment'. */
  key: string;
  /**
   * Where its page sits in a person's file when the spec names it otherwise than the key
   * ('birdieForm', 'training/oliver-mcGowan'); the key unless given.
   */
  path?: string;
  title: string;
  /** Raise it with every change of questions, options or scores. */
  version: number;
  /** profile: facts about the person; assessment: dated and reviewed; contract: signed. */
  purpose: 'profile' | 'assessment' | 'contract';
  description?: string;
  sections: readonly FormSection[];
  /** Long forms: the sections shown one step at a time, with a progress bar. */
  steps?: readonly FormStep[];
  /** Scored forms: the bands the total falls into. */
  scoring?: { bands: readonly RiskBand[] };
  /** Unscored assessments: months until the next review, set when one is completed. */
  reviewMonths?: number;
  /**
   * Scored assessments: days until the next review for each risk level the bands use (higher
   * risk, sooner), e.g. `{ low: 180, medium: 90, high: 30 }`. When a response is completed the
   * review is set to assessedOn + the days of its band; a coordinator may bring it forward but
   * not put it later (form-engine.ts reviewPlan).
   */
  reviewDays?: ReviewDays;
}

/** Days until the next review, per risk level. */
export type ReviewDays = Partial<Record<RiskBand['level'], number>>;

/**
 * Answers by question id: text, number (money in pence), 'yes'/'no', a list of values, a
 * signature, or a group's list of entries.
 */
export type AnswerValue =
  | string
  | number
  | readonly string[]
  | SignatureAnswer
  | readonly AnswerEntry[];
export type Answers = Record<string, AnswerValue | null | undefined>;

/** One entry of a repeatable group: answers by the group's question ids. */
export interface AnswerEntry {
  readonly [questionId: string]: AnswerValue;
}

export interface SignatureAnswer {
  /** A PNG data URL of the drawn signature. */
  image: string;
  name: string;
  /** 'YYYY-MM-DD'. */
  date: string;
}
