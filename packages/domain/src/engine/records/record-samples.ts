import { type RecordDeclaration, ruleFailures } from './define-record';
import type { FieldDef } from './fields';

/**
 * A valid body of a record kind made from its declaration alone, for tests: the server's tests
 * and the end-to-end journeys make the records they are not about with it, so a field declared
 * later is filled in by itself and no test writes a kind's body by hand.
 */
export interface SampleOptions {
  /** Varies the values, so that fields unique within an organisation stay unique. */
  n: number;
  /**
   * The ids to name in reference fields, by the kind referred to (`medications`), and under
   * `files` the id of an uploaded file for file fields. A reference left out is left empty.
   */
  references?: Readonly<Record<string, string>>;
  /** Every field (the default), or only the required ones and those a rule then asks for. */
  fields?: 'all' | 'required';
  /** Values the caller is about: kept as given; the rules are met around them. */
  values?: Readonly<Record<string, unknown>>;
}

type Sampled = Pick<RecordDeclaration, 'name' | 'fields' | 'rules' | 'computed'>;

/**
 * A valid value of each field kind, varied by `n`; `position` is how many time fields of the
 * record come before this one, so that later times are later (a meeting ends after it starts).
 */
export function sampleValue(
  def: FieldDef,
  n: number,
  references: Readonly<Record<string, string>> = {},
  position = 0,
): unknown {
  switch (def.kind) {
    case 'text': {
      // A short field keeps the number and loses the label, so unique samples stay unique.
      const max = def.max ?? 200;
      const number = ` ${n}`;
      return `${def.label.slice(0, Math.max(0, max - number.length))}${number}`.trim().slice(-max);
    }
    case 'longText':
      return `Notes about item ${n}.\nSecond line.`;
    case 'number':
      return Math.min(def.max ?? 1000, Math.max(def.min ?? 0, n));
    case 'money':
      return Math.min(def.max ?? 100_000_000, 1250 + n);
    case 'choice':
      return def.options[n % def.options.length]?.value;
    case 'multiChoice':
      return def.options.slice(0, 2).map((o) => o.value);
    case 'reference':
      return references[def.to];
    case 'date':
      return `2026-0${1 + (n % 9)}-1${n % 10}`;
    case 'time':
      return `${String(9 + position).padStart(2, '0')}:30`;
    case 'dateTime':
      // Later fields are later, as with times: a visit ends after it starts.
      return `2026-11-22T${String(9 + position).padStart(2, '0')}:30:00.000Z`;
    case 'yesNo':
      return n % 2 === 0;
    case 'email':
      return `person${n}@example.co.uk`;
    case 'phone':
      return '07700 900123';
    case 'postcode':
      return 'LS1 5HD';
    case 'niNumber':
      return 'JG 10 37 59 A';
    case 'nhsNumber':
      return nhsNumberFor(n);
    case 'colour':
      return '#1A73E8';
    case 'signature':
      return 'data:image/png;base64,iVBORw0KGgo=';
    case 'file':
      // Only a file uploaded beforehand can be named.
      return references.files ?? null;
  }
}

/** A valid NHS number (modulus 11) per `n`, so unique NHS numbers stay unique. */
export function nhsNumberFor(n: number): string {
  for (let base = 400_000_000 + ((n * 13) % 500_000_000); ; base += 1) {
    const digits = String(base).split('').map(Number);
    const sum = digits.reduce((total, digit, i) => total + digit * (10 - i), 0);
    const check = (11 - (sum % 11)) % 11;
    if (check !== 10)
      return `${String(base).slice(0, 3)} ${String(base).slice(3, 6)} ${String(base).slice(6)}${check}`;
  }
}

/** Other values a field may take, tried in turn when a rule refuses the sample's. */
function alternatives(def: FieldDef, current: unknown): unknown[] {
  const others =
    def.kind === 'choice'
      ? def.options.map((o) => o.value).filter((value) => value !== current)
      : def.kind === 'yesNo'
        ? [current !== true]
        : [];
  return def.required ? others : [...others, undefined];
}

/** Each try meets at least one more rule or stops, so a few rounds suffice. */
const MAX_ROUNDS = 10;

/**
 * A body the kind's create schema accepts: a sample value for each field (computed ones left to
 * the server), the caller's values over them, then each field a cross-field rule refuses filled
 * in or changed until every rule is met. Throws, naming the rule, when the caller's values leave
 * no way to meet it.
 */
export function sampleRecord(kind: Sampled, options: SampleOptions): Record<string, unknown> {
  const { n, references = {}, fields = 'all', values = {} } = options;
  const computed = new Set(Object.keys(kind.computed ?? {}));
  const timesOf = (fieldKind: FieldDef['kind']) =>
    Object.keys(kind.fields).filter((key) => kind.fields[key]?.kind === fieldKind);
  const times = timesOf('time');
  const dateTimes = timesOf('dateTime');
  const sampleOf = (key: string) =>
    sampleValue(
      kind.fields[key] as FieldDef,
      n,
      references,
      Math.max(times.indexOf(key), dateTimes.indexOf(key)),
    );
  let body: Record<string, unknown> = {};
  for (const [key, def] of Object.entries(kind.fields)) {
    const wanted = fields === 'all' || def.required;
    if (wanted && !computed.has(key)) body[key] = sampleOf(key);
  }
  body = { ...body, ...values };
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const failures = Object.entries(ruleFailures(kind, body));
    if (failures.length === 0) return body;
    let changed = false;
    for (const [key] of failures) {
      const def = kind.fields[key];
      if (!def || key in values || computed.has(key)) continue;
      if (body[key] === undefined) {
        body = { ...body, [key]: sampleOf(key) };
        changed = true;
        continue;
      }
      for (const value of alternatives(def, body[key])) {
        const tried = { ...body, [key]: value };
        if (!(key in ruleFailures(kind, tried))) {
          body = tried;
          changed = true;
          break;
        }
      }
    }
    if (!changed) break;
  }
  const [field, messages] = Object.entries(ruleFailures(kind, body))[0] ?? [];
  if (!field) return body;
  throw new Error(`No sample ${kind.name} meets its rule at ${field}: ${messages?.join(' ')}`);
}
