/**
 * Questionnaires as data (DESIGN.md §1.3): assessments, checklists, contracts and profiles are
 * declared as a FormDefinition and rendered by one renderer. A saved response records the key
 * and version of the definition it answered, and the server keeps every version it has seen, so
 * changing a form (which must raise its version) never changes how old answers read.
 */

export type QuestionType =
  | 'text'
  | 'longText'
  | 'number'
  | 'date'
  | 'time'
  | 'yesNo'
  | 'choice'
  | 'multiChoice'
  /** A drawn signature with the signer's typed name and the date (contracts, consent). */
  | 'signature'
  /**
   * Text for the reader only (terms of a contract, guidance); it takes no answer. Its label is the
   * heading and its help the text, paragraphs separated by a blank line.
   */
  | 'info';

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
  showWhen?: ShowWhen;
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
}

export interface FormDefinition {
  /** The URL segment and the stored key: 'falls-risk-assessment'. */
  key: string;
  title: string;
  /** Raise it with every change of questions, options or scores. */
  version: number;
  /** profile: facts about the person; assessment: dated and reviewed; contract: signed. */
  purpose: 'profile' | 'assessment' | 'contract';
  description?: string;
  sections: readonly FormSection[];
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

/** Answers by question id: text, number, 'yes'/'no', a list of values, or a signature. */
export type AnswerValue = string | number | readonly string[] | SignatureAnswer;
export type Answers = Record<string, AnswerValue | null | undefined>;

export interface SignatureAnswer {
  /** A PNG data URL of the drawn signature. */
  image: string;
  name: string;
  /** 'YYYY-MM-DD'. */
  date: string;
}
