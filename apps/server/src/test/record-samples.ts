import { recordTable } from '@care360/db';
import { type FieldDef, type RecordKind, recordKind } from '@care360/domain';
import type { TestApp } from './test-app';
import { uploadFile } from './uploads';

/** A valid value of each field kind, varied by `n` so unique fields stay unique. */
export function sampleValue(
  def: FieldDef,
  n: number,
  references: Record<string, string>,
  position = 0,
): unknown {
  switch (def.kind) {
    case 'text':
      return `${def.label} ${n}`;
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
      // Later time fields of a record get later times (a meeting ends after it starts).
      return `${String(9 + position).padStart(2, '0')}:30`;
    case 'dateTime':
      return '2026-11-22T09:30:00.000Z';
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
      // Only a file uploaded beforehand can be named; `references.files` holds its id.
      return references.files ?? null;
  }
}

/** A valid NHS number (modulus 11) per `n`, so unique NHS numbers stay unique. */
export function nhsNumberFor(n: number): string {
  for (let base = 400_000_000 + n * 13; ; base += 1) {
    const digits = String(base).split('').map(Number);
    const sum = digits.reduce((total, digit, i) => total + digit * (10 - i), 0);
    const check = (11 - (sum % 11)) % 11;
    if (check !== 10)
      return `${String(base).slice(0, 3)} ${String(base).slice(3, 6)} ${String(base).slice(6)}${check}`;
  }
}

/** Columns the server sets for kinds the API cannot create. */
const FIXTURE_EXTRAS: Record<string, (n: number) => Record<string, unknown>> = {
  'user-roles': (n) => ({ key: `fixture_role_${n}` }),
};

/** Values that satisfy a kind's cross-field rules, where varied values alone would not. */
const CONSISTENT_VALUES: Record<string, Record<string, unknown>> = {
  'client-mental-capacity': {
    impairment: true,
    canUnderstand: false,
    outcome: 'Lacks capacity for this decision',
  },
  'client-risk-assessments': { likelihood: '2', severity: '3', riskRating: 'Medium' },
  // Sample uploads go on client files, which take only client document types.
  'document-upload-types': { appliesTo: 'Client' },
};

/** A valid body for the kind: every field, times in order. */
export function samplePayload(kind: RecordKind, n: number, references: Record<string, string>) {
  return {
    ...Object.fromEntries(
      Object.entries(kind.fields).map(([key, def], position) => [
        key,
        sampleValue(def, n, references, position),
      ]),
    ),
    ...CONSISTENT_VALUES[kind.name],
  };
}

/**
 * Uploads a small PDF (the type every sample document type allows), for kinds that cannot be
 * saved without a file; answers its id.
 */
const uploadSampleFile = (t: TestApp, cookie: string) => uploadFile(t, cookie);

let counter = 0;

/**
 * Creates a valid record of the kind through the API as the given session, making the records
 * it refers to (and its parent) first. Answers the created row and the parent id.
 */
export async function createSample(
  t: TestApp,
  cookie: string,
  kind: RecordKind,
  overrides: Record<string, unknown> = {},
  parentId?: string,
): Promise<{
  row: Record<string, unknown> & { id: string; version: number };
  parentId?: string;
  base: string;
}> {
  const n = ++counter;
  const references: Record<string, string> = {};
  for (const def of Object.values(kind.fields)) {
    if (def.kind === 'reference' && !references[def.to]) {
      references[def.to] = (await createSample(t, cookie, recordKind(def.to))).row.id;
    }
  }
  const parent = kind.parent ? recordKind(kind.parent) : null;
  const ownerId = parent ? (parentId ?? (await createSample(t, cookie, parent)).row.id) : undefined;
  const base = parent ? `/api/v1/${parent.name}/${ownerId}/${kind.name}` : `/api/v1/${kind.name}`;
  if (Object.values(kind.fields).some((def) => def.kind === 'file' && def.required))
    references.files = await uploadSampleFile(t, cookie);
  const payload = { ...samplePayload(kind, n, references), ...overrides };
  if (!kind.operations.create) {
    // Read-only kinds (banks, roles) are filled by the set-up, not the API: insert directly.
    const values = kind.createSchema.parse(payload);
    const [row] = await t.db
      .insert(recordTable(kind.name))
      .values({
        ...values,
        ...FIXTURE_EXTRAS[kind.name]?.(n),
        organisationId: t.organisationId,
        ...(ownerId ? { parentId: ownerId } : {}),
      })
      .returning();
    return { row: row as never, parentId: ownerId, base };
  }
  const response = await t.call({ method: 'POST', url: base, cookie, payload });
  if (response.statusCode !== 201) {
    throw new Error(`sample ${kind.name} refused: ${response.statusCode} ${response.body}`);
  }
  return { row: response.json().data, parentId: ownerId, base };
}
