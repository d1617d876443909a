import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';
import { organisations, users } from './people';

/**
 * Every version of every questionnaire a response has answered (DESIGN.md §1.3). Shared by all
 * organisations: definitions are code, not data; a response points at the version it answered.
 */
export const formDefinitions = pgTable(
  'form_definitions',
  {
    id: id(),
    key: text('key').notNull(),
    version: integer('version').notNull(),
    definition: jsonb('definition').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('form_definitions_key_version_idx').on(t.key, t.version)],
);

/**
 * One completed (or draft) questionnaire about one subject: a client's falls-risk assessment, a
 * signed consent. A new save adds a response, so earlier assessments stay readable as they were.
 */
export const formResponses = pgTable(
  'form_responses',
  {
    id: id(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    /** What the form is about: 'client' (later also 'carer', 'employee'). */
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    formKey: text('form_key').notNull(),
    definitionId: uuid('definition_id')
      .notNull()
      .references(() => formDefinitions.id),
    answers: jsonb('answers').notNull(),
    /** Scored forms: the total and the band it falls in. */
    score: integer('score'),
    riskLevel: text('risk_level'),
    riskLabel: text('risk_label'),
    /** Required questions answered, 0–100. */
    completion: integer('completion').notNull(),
    status: text('status').notNull(),
    assessedBy: uuid('assessed_by').references(() => users.id, { onDelete: 'set null' }),
    assessedOn: date('assessed_on', { mode: 'string' }),
    nextReviewOn: date('next_review_on', { mode: 'string' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: uuid('created_by'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('form_responses_subject_idx').on(
      t.organisationId,
      t.subjectType,
      t.subjectId,
      t.formKey,
      t.createdAt,
    ),
    index('form_responses_review_idx')
      .on(t.organisationId, t.nextReviewOn)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * One dose on a client's MAR chart: a medication, a day and a round, and what happened (a code of
 * MAR_CODES) with a note. A row is never rewritten (a re-save that changes nothing moves only its
 * version): a correction is a new row naming the one it corrects (`correctsId`, with its reason),
 * one revision further, and the original stays as the record of what was first written, its giver
 * and witness included. The dose's current entry is the one no correction names (currentMarEntry).
 */
export const marEntries = pgTable(
  'mar_entries',
  {
    id: id(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    clientId: uuid('client_id').notNull(),
    clientMedicationId: uuid('client_medication_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    slot: text('slot').notNull(),
    code: text('code').notNull(),
    outcome: text('outcome').notNull(),
    note: text('note'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the dose was actually given (null on doses recorded before it was asked). */
    givenAt: timestamp('given_at', { withTimezone: true }),
    /** Who gave it; the recorder when they gave it themselves. */
    givenBy: uuid('given_by').references(() => users.id, { onDelete: 'set null' }),
    /** The amount given of a variable dose ("1–2 tablets"), in the dose's unit. */
    quantity: doublePrecision('quantity'),
    /** The second person who confirmed a controlled drug with their own credentials. */
    witnessedBy: uuid('witnessed_by').references(() => users.id, { onDelete: 'set null' }),
    /** What a PRN dose broke (its minimum interval, its 24-hour maximum), and why it was given. */
    prnBreach: text('prn_breach'),
    breachReason: text('breach_reason'),
    /** 1 for a regular dose; a PRN medicine may be given several times in one round. */
    doseNumber: integer('dose_number').notNull().default(1),
    /** The carer file of who gave it (with or without a sign-in); null when the recorder gave it. */
    givenByCarer: uuid('given_by_carer'),
    /** The entry this one corrects, and why; null on a dose as first recorded. */
    correctsId: uuid('corrects_id').references((): AnyPgColumn => marEntries.id),
    correctionReason: text('correction_reason'),
    /** 1 as first recorded, one more for each correction: one row per revision of a dose. */
    revision: integer('revision').notNull().default(1),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('mar_entries_dose_idx').on(
      t.clientMedicationId,
      t.day,
      t.slot,
      t.doseNumber,
      t.revision,
    ),
    // An entry is corrected once: a second correction of it must start from the first.
    uniqueIndex('mar_entries_corrects_idx').on(t.correctsId),
    index('mar_entries_client_day_idx').on(t.organisationId, t.clientId, t.day),
  ],
);

/** The condition of a dose's current entry: no correction names it. */
export function currentMarEntry(): SQL {
  return sql`not exists (select 1 from ${marEntries} as later where later.corrects_id = ${marEntries.id})`;
}
