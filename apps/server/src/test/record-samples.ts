import { recordTable } from '@care360/db';
import {
  CONFIRMED_CHECK_KINDS,
  isMarkedConfirmed,
  type RecordKind,
  recordKind,
  sampleRecord,
} from '@care360/domain';
import type { TestApp } from './test-app';
import { uploadFile } from './uploads';

const WEIGHT_TERMS = [
  'travelMinute',
  'continuity',
  'preferred',
  'fairness',
  'overtimeMinute',
  'tardinessMinute',
  'maxTardinessMinute',
  'unfilled',
];
const NO_SCORE = Object.fromEntries(
  [
    'travel',
    'continuity',
    'preferred',
    'fairness',
    'overtime',
    'tardiness',
    'maxTardiness',
    'unfilled',
    'total',
  ].map((term) => [term, 0]),
);

/** Columns the server sets for kinds the API cannot create. */
const FIXTURE_EXTRAS: Record<
  string,
  (n: number, references: Record<string, string>) => Record<string, unknown>
> = {
  'user-roles': (n) => ({ key: `fixture_role_${n}` }),
  'cover-offers': (_, references) => ({
    place: 1,
    carer: references.carers,
    status: 'Offered',
    offeredAt: new Date(),
  }),
  'visit-task-outcomes': (n, references) => ({
    taskIndex: n % 100,
    task: `Fixture task ${n}`,
    outcome: 'Done',
    carer: references.carers,
    recordedAt: new Date(),
  }),
  alerts: (n, references) => ({
    source: 'Late visit',
    dedupKey: `fixture:${n}`,
    severity: 'Medium',
    subject: `Fixture alert ${n}`,
    status: 'Raised',
    raisedAt: new Date(),
    branch: references.branches,
  }),
  'roster-runs': (n, references) => ({
    branch: references.branches,
    fromDate: '2026-12-07',
    toDate: '2026-12-13',
    scope: 'all',
    seed: n,
    status: 'finished',
    // A finished run's plan, so its preview answers: one that changes nothing.
    plan: JSON.stringify({
      weights: Object.fromEntries(WEIGHT_TERMS.map((term) => [term, 1])),
      scoreBefore: NO_SCORE,
      scoreAfter: NO_SCORE,
      changes: [],
      carers: [],
      unfilled: [],
    }),
  }),
};

/**
 * Samples the server's tests build on, beyond any valid record: an assessment that records a
 * diagnosis (the sensitive field a rule reads), a risk of a known rating, and document types
 * for client files (sample uploads go on client files).
 */
const MEANT_VALUES: Record<string, Record<string, unknown>> = {
  'client-mental-capacity': {
    impairment: true,
    canUnderstand: false,
    outcome: 'Lacks capacity for this decision',
  },
  'client-risk-assessments': { likelihood: '2', severity: '3', riskRating: 'Medium' },
  // Sample uploads go on client files, which take only client document types.
  'document-upload-types': { appliesTo: 'Client' },
  // Only the Clear to start action clears an applicant (modules/recruitment/clearance.hooks.ts).
  applicants: { stage: 'Applied' },
  // Only the carer's phone makes a draft incident (modules/quality/incident-drafts.ts).
  incidents: { status: 'Open', closedOn: null, closedBy: null },
  // An outcome belongs to a held interview.
  'applicant-interviews': { state: 'Held', outcome: 'Offer, subject to checks' },
  // Not yet confirmed: a confirmed check needs its evidence file, checker and date, which a
  // sample's uploads and users may not give (modules/recruitment/clearance.hooks.ts).
  'applicant-right-to-work': { result: 'Awaiting result' },
  'applicant-dbs-checks': { verifiedBy: null, verifiedOn: null },
  'applicant-identity-documents': { verifiedBy: null, verifiedOn: null },
  // A request within any allowance: approval beyond it is refused (modules/staff/holidays.hooks.ts).
  // Its days lie within its dates, as a day detail must (the sample detail's day below).
  'carer-holidays': {
    status: 'Requested',
    hours: 7.5,
    fromDate: '2026-08-03',
    toDate: '2026-08-07',
  },
  'employee-holidays': {
    status: 'Requested',
    hours: 7.5,
    fromDate: '2026-08-03',
    toDate: '2026-08-07',
  },
  'carer-holiday-details': { day: '2026-08-04' },
  // Stock received: an issue from a new item's empty shelf is refused (modules/inventory).
  'stock-movements': { movement: 'Received' },
  'employee-holiday-details': { day: '2026-08-04' },
  // A card's team and project must be of its branch; a sample's would be of a branch of its own.
  'task-cards': { team: null, project: null },
};

/** A valid body for the kind: every field, the domain's sample of its declaration. */
export function samplePayload(kind: RecordKind, n: number, references: Record<string, string>) {
  return sampleRecord(kind, { n, references, values: MEANT_VALUES[kind.name] });
}

/**
 * Uploads a small PDF (the type every sample document type allows), for kinds that cannot be
 * saved without a file; answers its id.
 */
const uploadSampleFile = (t: TestApp, cookie: string) => uploadFile(t, cookie);

let counter = 0;

/**
 * Whether the sample cannot be saved without a file: a required file field, or a check its
 * values mark confirmed, which stands on its evidence file (check-confirmation.ts).
 */
function needsFile(kind: RecordKind, values: Record<string, unknown>): boolean {
  if (Object.values(kind.fields).some((def) => def.kind === 'file' && def.required)) return true;
  const check = CONFIRMED_CHECK_KINDS.find((name) => name === kind.name);
  return check !== undefined && isMarkedConfirmed(check, values);
}

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
    // A reference to the kind itself (a credit note's invoice) is left empty: filling it would
    // make samples of samples without end.
    if (def.kind === 'reference' && def.to !== kind.name && !references[def.to]) {
      // A reference limited to some records (a staff upload's document type) gets one of them.
      const meant = def.where ? { [def.where.field]: def.where.value } : {};
      references[def.to] = (await createSample(t, cookie, recordKind(def.to), meant)).row.id;
    }
  }
  const parent = kind.parent ? recordKind(kind.parent) : null;
  const ownerId = parent ? (parentId ?? (await createSample(t, cookie, parent)).row.id) : undefined;
  const base = parent ? `/api/v1/${parent.name}/${ownerId}/${kind.name}` : `/api/v1/${kind.name}`;
  if (needsFile(kind, { ...samplePayload(kind, n, references), ...overrides }))
    references.files = await uploadSampleFile(t, cookie);
  const payload = { ...samplePayload(kind, n, references), ...overrides };
  if (!kind.operations.create) {
    // Read-only kinds (banks, roles) are filled by the set-up, not the API: insert directly.
    const values = kind.createSchema.parse(payload);
    const [row] = await t.db
      .insert(recordTable(kind.name))
      .values({
        ...values,
        ...FIXTURE_EXTRAS[kind.name]?.(n, references),
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
