/**
 * What the Audits screens check (spec §2.2, Audits): one declaration per audited source, the
 * record kind whose records are checked across every file, the columns that name a record, and
 * how soon a record is due for its first audit and how often after. The server's one set of
 * endpoints and the web's one list page serve every source from these declarations.
 */

/** Whose files a source's records live in; the screens group them so (/app/audits/{group}/…). */
export type AuditGroup = 'carers' | 'clients';

export interface AuditSource {
  /** The screen's last path segment, and the audit record's `source` value. */
  key: string;
  group: AuditGroup;
  /** The screen's title, as docs/screens.tsv names it. */
  title: string;
  /** What one record to check is, in a sentence ('supervision'). */
  noun: string;
  /** The record kind checked. */
  kind: string;
  /** The record's own date: when it happened, and the date its first audit runs from. */
  dateField: string;
  /**
   * The reference field naming the person whose file it is in, for a kind that is not nested in
   * a file (a quality register's entry names its carer); a nested kind's person is its parent.
   * Only records that name someone there are checked.
   */
  personFields?: readonly string[];
  /** Fields of the record shown in the list, beside its date and person. */
  columns: readonly string[];
  /** A record not yet audited is due this many days after its date. */
  firstAuditDays: number;
  /** After an audit, the next falls due this many months on unless the auditor says otherwise. */
  reauditMonths: number | null;
}

const carerSource = (source: Omit<AuditSource, 'group'>): AuditSource => ({
  ...source,
  group: 'carers',
});
const clientSource = (source: Omit<AuditSource, 'group'>): AuditSource => ({
  ...source,
  group: 'clients',
});

export const AUDIT_SOURCES = [
  carerSource({
    key: 'supervisions',
    title: 'Audits - Carer Supervisions',
    noun: 'supervision',
    kind: 'carer-supervisions',
    dateField: 'heldOn',
    columns: ['type', 'heldBy', 'outcome'],
    firstAuditDays: 30,
    reauditMonths: null,
  }),
  carerSource({
    key: 'spot-checks',
    title: 'Audits - Carer Spot Checks',
    noun: 'spot check',
    kind: 'carer-spot-checks',
    dateField: 'heldOn',
    columns: ['client', 'heldBy', 'outcome'],
    firstAuditDays: 30,
    reauditMonths: null,
  }),
  carerSource({
    key: 'annual-appraisals',
    title: 'Audits - Carer Annual Appraisals',
    noun: 'annual appraisal',
    kind: 'carer-annual-appraisals',
    dateField: 'heldOn',
    columns: ['heldBy', 'performance'],
    firstAuditDays: 30,
    reauditMonths: null,
  }),
  carerSource({
    key: 'disciplinary',
    title: 'Audits - Carer Disciplinary',
    noun: 'disciplinary matter',
    kind: 'carer-disciplinary',
    dateField: 'raisedOn',
    columns: ['type', 'outcome', 'reviewOn'],
    // A live disciplinary matter is checked within a fortnight and then every three months.
    firstAuditDays: 14,
    reauditMonths: 3,
  }),
  carerSource({
    key: 'complaints',
    title: 'Audits - Carer Complaints',
    noun: 'complaint',
    kind: 'complaints',
    dateField: 'receivedOn',
    personFields: ['carer', 'secondCarer'],
    columns: ['complainant', 'subject', 'status'],
    firstAuditDays: 30,
    reauditMonths: 3,
  }),
  carerSource({
    key: 'compliments',
    title: 'Audits - Carer Compliments',
    noun: 'compliment',
    kind: 'compliments',
    dateField: 'receivedOn',
    personFields: ['carer', 'secondCarer'],
    columns: ['from', 'sharedWithCarers'],
    firstAuditDays: 30,
    reauditMonths: null,
  }),
  clientSource({
    key: 'marchart',
    title: 'Audits - Client MAR Chart',
    noun: 'medicine on the MAR chart',
    // Each medicine on a client's chart; its audit covers the doses recorded against it.
    kind: 'client-medications',
    dateField: 'startDate',
    columns: ['medication', 'dose', 'frequency'],
    firstAuditDays: 28,
    reauditMonths: 1,
  }),
  clientSource({
    key: 'logbook',
    title: 'Audits - Client Logbook',
    noun: 'logbook entry',
    kind: 'client-logs',
    dateField: 'loggedAt',
    columns: ['category', 'loggedBy', 'carer'],
    firstAuditDays: 28,
    reauditMonths: null,
  }),
  clientSource({
    key: 'assessments',
    title: 'Audits - Client Assessments',
    noun: 'assessment',
    kind: 'client-assessment-reports',
    dateField: 'reportDate',
    columns: ['assessor', 'hoursRecommendedPerWeek'],
    firstAuditDays: 30,
    reauditMonths: 12,
  }),
  clientSource({
    key: 'reviews-conducted',
    title: 'Audits - Client Reviews Conducted',
    noun: 'review',
    kind: 'client-review-forms',
    dateField: 'reviewDate',
    columns: ['reviewType', 'reviewedBy', 'nextReviewDate'],
    firstAuditDays: 30,
    reauditMonths: null,
  }),
  clientSource({
    key: 'financial-transaction',
    title: 'Audits - Client Financial Transaction',
    noun: 'financial transaction',
    kind: 'client-financial-transactions',
    dateField: 'date',
    columns: ['type', 'amount', 'description'],
    firstAuditDays: 28,
    reauditMonths: null,
  }),
] as const satisfies readonly AuditSource[];

export type AuditSourceKey = (typeof AUDIT_SOURCES)[number]['key'];

export const AUDIT_SOURCE_KEYS = AUDIT_SOURCES.map((source) => source.key) as [
  AuditSourceKey,
  ...AuditSourceKey[],
];

export function auditSource(key: string): AuditSource | undefined {
  return AUDIT_SOURCES.find((source) => source.key === key);
}

/** Where a source's list lives under /app. */
export const auditSourcePath = (source: Pick<AuditSource, 'group' | 'key'>) =>
  `audits/${source.group}/${source.key}`;

/** How an audit record names its source: the screen's title without "Audits - ". */
export const auditSourceLabel = (source: Pick<AuditSource, 'title'>) =>
  source.title.replace(/^Audits - /, '');
