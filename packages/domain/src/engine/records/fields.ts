import { z } from 'zod';
import { ukCalendarDate } from '../platform/uk-date';
import {
  normaliseColour,
  normaliseNhsNumber,
  normaliseNiNumber,
  normalisePostcode,
  normaliseUkPhone,
} from './uk-formats';

/**
 * Field kinds of record declarations. Each kind knows its validation (one zod schema, used by
 * the server and by the browser for instant feedback); the database column and the form widget
 * are chosen from the kind by packages/db and apps/web.
 */
interface Common {
  label: string;
  help?: string;
  required?: boolean;
  /**
   * Required on every save, but records kept from before it became required may lack it (the
   * column stays nullable and a screen says it is missing), so making a field required needs no
   * invented values in old rows.
   */
  requiredFromNow?: boolean;
  /** What a required field says when left empty, where 'Enter a <label>.' reads badly. */
  requiredMessage?: string;
  /** No two live records of the organisation share the value. */
  unique?: boolean;
  /** Yes/no fields only: the value of a new record (no by default). */
  default?: boolean;
  /**
   * A secret or special-category value (a key-safe code, bank details, an NI number, a diagnosis):
   * left out of lists, CSV exports and the record's answer (which says only whether it is set),
   * shown on request through the audited reveal route, and kept when a save leaves it out.
   * Never in list columns, search, filters or sort.
   */
  sensitive?: boolean;
  /**
   * Sensitive fields only: the permission a reveal needs besides reading the record, when only
   * some of its readers may see the value (an NI number, seen by payroll, not by the rota).
   */
  revealPermission?: string;
  /**
   * Kept by the server alone (a member of staff's live compliance state): never accepted from a
   * save (a value sent is dropped), shown read-only on forms, and still listed, filtered and
   * sorted like any field. The server writes it through its own hooks and jobs.
   */
  keptByServer?: boolean;
}

export interface TextField extends Common {
  kind: 'text' | 'longText';
  max?: number;
  /** Answers offered beside the box, filled in with one click (allergies: 'None known'). */
  quickAnswers?: readonly string[];
}
export interface NumberField extends Common {
  kind: 'number';
  min?: number;
  max?: number;
  /** Digits after the point; 0 (the default) means whole numbers. */
  decimals?: number;
}
export interface MoneyField extends Common {
  kind: 'money';
  /** Bounds in pence. */
  min?: number;
  max?: number;
}
/** A special input for a choice, in place of the select (apps/web maps each to a component). */
export type ChoiceWidget = 'bodyMap';

/** How a styled choice reads wherever it is shown (a badge of that tone, its text always said). */
export type ChoiceStyle = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

export interface ChoiceField extends Common {
  kind: 'choice' | 'multiChoice';
  options: readonly { value: string; label: string }[];
  widget?: ChoiceWidget;
  /** Status styles: the options shown as a coloured badge in lists and on pages (spec §4.4). */
  styles?: Readonly<Record<string, ChoiceStyle>>;
}
export interface ReferenceField extends Common {
  kind: 'reference';
  /** The record kind referred to (its declared name). */
  to: string;
  /**
   * Only records whose choice (or multi-choice) field `field` holds `value` may be chosen (a
   * client upload's document type applies to clients): pickers offer only those, and a save
   * naming another is refused with `message` (422).
   */
  where?: { field: string; value: string; message: string };
}
export interface SimpleField extends Common {
  kind:
    | 'date'
    | 'time'
    | 'dateTime'
    | 'yesNo'
    | 'email'
    | 'phone'
    | 'postcode'
    | 'niNumber'
    | 'nhsNumber'
    | 'file'
    | 'signature'
    | 'colour';
  /**
   * File fields: the file types allowed are those listed (as extensions, e.g. 'pdf') in `list`
   * of the record that this kind's reference field `reference` points at (a document type).
   */
  typesFrom?: { reference: string; list: string };
  /** Date fields only: a day after today (in the UK) is refused, e.g. a date of birth. */
  notFuture?: boolean;
}

export type FieldDef =
  | TextField
  | NumberField
  | MoneyField
  | ChoiceField
  | ReferenceField
  | SimpleField;
export type FieldKind = FieldDef['kind'];
export type Fields = Record<string, FieldDef>;

const option = (o: string | { value: string; label: string }) =>
  typeof o === 'string' ? { value: o, label: o } : o;

/** Builders: `field.text('Name', { required: true })`. */
export const field = {
  text: (label: string, o: Omit<TextField, 'kind' | 'label'> = {}): TextField => ({
    kind: 'text',
    label,
    ...o,
  }),
  longText: (label: string, o: Omit<TextField, 'kind' | 'label'> = {}): TextField => ({
    kind: 'longText',
    label,
    ...o,
  }),
  number: (label: string, o: Omit<NumberField, 'kind' | 'label'> = {}): NumberField => ({
    kind: 'number',
    label,
    ...o,
  }),
  money: (label: string, o: Omit<MoneyField, 'kind' | 'label'> = {}): MoneyField => ({
    kind: 'money',
    label,
    ...o,
  }),
  choice: (
    label: string,
    options: readonly (string | { value: string; label: string })[],
    o: Omit<ChoiceField, 'kind' | 'label' | 'options'> = {},
  ): ChoiceField => ({ kind: 'choice', label, options: options.map(option), ...o }),
  multiChoice: (
    label: string,
    options: readonly (string | { value: string; label: string })[],
    o: Omit<ChoiceField, 'kind' | 'label' | 'options'> = {},
  ): ChoiceField => ({ kind: 'multiChoice', label, options: options.map(option), ...o }),
  reference: (
    label: string,
    to: string,
    o: Omit<ReferenceField, 'kind' | 'label' | 'to'> = {},
  ): ReferenceField => ({
    kind: 'reference',
    label,
    to,
    ...o,
  }),
  date: simple('date'),
  time: simple('time'),
  dateTime: simple('dateTime'),
  yesNo: simple('yesNo'),
  email: simple('email'),
  phone: simple('phone'),
  postcode: simple('postcode'),
  niNumber: simple('niNumber'),
  nhsNumber: simple('nhsNumber'),
  file: simple('file'),
  signature: simple('signature'),
  colour: simple('colour'),
};

/** The builder keeps the literal kind, so derived column types can tell a date from a yes/no. */
function simple<K extends SimpleField['kind']>(kind: K) {
  return (
    label: string,
    o: Omit<SimpleField, 'kind' | 'label'> = {},
  ): SimpleField & { kind: K } => ({
    kind,
    label,
    ...o,
  });
}

const DEFAULT_TEXT_MAX = 200;
const LONG_TEXT_MAX = 10_000;
const SIGNATURE_MAX = 300_000;

/** A normalised string kind: trims, then maps through `normalise` or fails with `message`. */
function normalised(normalise: (v: string) => string | null, message: string) {
  return z.string().transform((value, ctx) => {
    const result = normalise(value);
    if (result === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return result;
  });
}

/**
 * Years the app keeps: four digits, from 1000. PostgreSQL has no year 0 and JavaScript reads
 * no year beyond 9999 back from it, so anything else is refused here, never by the database; a
 * year like 0026 is nearly always 2026 typed short.
 */
const FULL_YEAR = 'Enter the year in full, like 2026.';
const fullYear = (year: number) => year >= 1000 && year <= 9999;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
};

const isKeptDate = (v: string) =>
  ISO_DATE.test(v) && isRealDate(v) && fullYear(Number(v.slice(0, 4)));

// Each check speaks only when the ones before it passed: one message per mistake.
/** A date the app keeps (YYYY-MM-DD, real, its year in full), for fields and for queries. */
export const keptIsoDate = z
  .string()
  .regex(ISO_DATE, 'Enter a date as DD/MM/YYYY.')
  .refine((v) => !ISO_DATE.test(v) || isRealDate(v), 'Enter a real date.')
  .refine((v) => !ISO_DATE.test(v) || !isRealDate(v) || fullYear(Number(v.slice(0, 4))), FULL_YEAR);

/** An instant with its offset, whose year (in UTC too) is one the app keeps. */
const isoDateTime = z.string().transform((v, ctx) => {
  if (!z.iso.datetime({ offset: true }).safeParse(v).success) {
    ctx.addIssue({ code: 'custom', message: 'Enter a date and time.' });
    return z.NEVER;
  }
  if (!fullYear(Number(v.slice(0, 4))) || !fullYear(new Date(v).getUTCFullYear())) {
    ctx.addIssue({ code: 'custom', message: FULL_YEAR });
    return z.NEVER;
  }
  return v;
});

/** Whole numbers are stored as 32-bit integers; decimals as numeric(14, decimals). */
const INT_MAX = 2_147_483_647;
const INT_MIN = -2_147_483_648;
const numberLimit = (decimals: number) => (decimals === 0 ? INT_MAX : 10 ** (14 - decimals) - 1);

/** The zod schema of one field's value when present (emptiness is handled by fieldSchema). */
function valueSchema(def: FieldDef): z.ZodType {
  switch (def.kind) {
    case 'text':
    case 'longText': {
      const max = def.max ?? (def.kind === 'text' ? DEFAULT_TEXT_MAX : LONG_TEXT_MAX);
      return z.string().trim().max(max, `Use at most ${max} characters.`);
    }
    case 'number': {
      const decimals = def.decimals ?? 0;
      let schema = z.coerce
        .number({ error: 'Enter a number.' })
        .refine(Number.isFinite, 'Enter a number.');
      schema = schema.refine(
        (n) => Number.isInteger(Math.round(n * 10 ** decimals * 1e6) / 1e6),
        decimals === 0 ? 'Enter a whole number.' : `Use at most ${decimals} decimal places.`,
      );
      if (def.min !== undefined)
        schema = schema.refine((n) => n >= (def.min ?? 0), `Enter ${def.min} or more.`);
      if (def.max !== undefined)
        schema = schema.refine((n) => n <= (def.max ?? 0), `Enter ${def.max} or less.`);
      // Beyond what the column holds, whatever the declaration says.
      const limit = numberLimit(decimals);
      const lowest = decimals === 0 ? INT_MIN : -limit;
      schema = schema.refine(
        (n) => n <= limit && n >= lowest,
        `Enter a number between ${lowest} and ${limit}.`,
      );
      return schema;
    }
    case 'money': {
      let schema = z
        .number({ error: 'Enter an amount in pounds and pence.' })
        .int('Enter an amount in pounds and pence.');
      schema = schema.min(
        def.min ?? 0,
        def.min
          ? `Enter at least £${(def.min / 100).toFixed(2)}.`
          : 'Enter an amount of £0.00 or more.',
      );
      // Pence in a 32-bit integer column: no declaration may allow more than that holds.
      const max = Math.min(def.max ?? 100_000_000, INT_MAX);
      schema = schema.max(max, `Enter at most £${(max / 100).toFixed(2)}.`);
      return schema;
    }
    case 'choice':
      return z.enum(def.options.map((o) => o.value) as [string, ...string[]], {
        error: 'Choose one of the options.',
      });
    case 'multiChoice':
      return z
        .array(
          z.enum(def.options.map((o) => o.value) as [string, ...string[]], {
            error: 'Choose from the options.',
          }),
        )
        .max(def.options.length);
    case 'reference':
    case 'file':
      return z.uuid({
        error: def.kind === 'file' ? 'Upload a file.' : `Choose a ${def.label.toLowerCase()}.`,
      });
    case 'date':
      return def.notFuture
        ? keptIsoDate.refine(
            (v) => !isKeptDate(v) || v <= ukCalendarDate(),
            `The ${def.label.toLowerCase()} cannot be in the future.`,
          )
        : keptIsoDate;
    case 'time':
      return z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM (24-hour).');
    case 'dateTime':
      return isoDateTime;
    case 'yesNo':
      return z.boolean({ error: 'Choose yes or no.' });
    case 'email':
      return z
        .string()
        .trim()
        .toLowerCase()
        .max(254)
        .pipe(z.email('Enter an email address like name@example.co.uk.'));
    case 'phone':
      return normalised(
        normaliseUkPhone,
        'Enter a UK phone number, like 07700 900123 or 0113 496 0123.',
      );
    case 'postcode':
      return normalised(normalisePostcode, 'Enter a UK postcode, like LS1 5HD.');
    case 'niNumber':
      return normalised(
        normaliseNiNumber,
        'Enter a National Insurance number, like JG 10 37 59 A.',
      );
    case 'nhsNumber':
      return normalised(normaliseNhsNumber, 'Enter a valid 10-digit NHS number.');
    case 'colour':
      return normalised(normaliseColour, 'Choose a colour, like #1A73E8.');
    case 'signature':
      return z
        .string()
        .max(SIGNATURE_MAX, 'The signature is too large.')
        .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, 'Sign in the box.');
  }
}

export type FieldValueCheck = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * One given (non-empty) value checked as a field of this kind: the value as stored (normalised:
 * a phone number spaced, an email lower-case) or the first message. Questionnaires check their
 * answers of the same kinds with it, so a question and a record field accept the same values.
 */
export function checkFieldValue(def: FieldDef, value: unknown): FieldValueCheck {
  const result = valueSchema(def).safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? 'Check this value.' };
}

const isEmpty = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

/** Missing values are null (or [] for multiple choice); a required field refuses them. */
export function fieldSchema(def: FieldDef): z.ZodType {
  const empty =
    def.kind === 'multiChoice' ? [] : def.kind === 'yesNo' ? (def.default ?? false) : null;
  const inner = valueSchema(def);
  const requiredMessage =
    def.requiredMessage ??
    (def.kind === 'choice' || def.kind === 'reference'
      ? `Choose ${article(def.label)}.`
      : `Enter ${article(def.label)}.`);
  return z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (isEmpty(value)) {
        if (def.required && def.kind !== 'yesNo') {
          ctx.addIssue({ code: 'custom', message: requiredMessage });
          return z.NEVER;
        }
        return empty;
      }
      const result = inner.safeParse(value);
      if (!result.success) {
        for (const issue of result.error.issues)
          ctx.addIssue({ code: 'custom', message: issue.message });
        return z.NEVER;
      }
      return result.data;
    });
}

function article(label: string) {
  const lower = label.charAt(0).toLowerCase() + label.slice(1);
  return /^[aeiou]/i.test(label) ? `an ${lower}` : `a ${lower}`;
}
