import { z } from 'zod';

/**
 * The office's cross-staff lists: every carer's and office employee's DBS check and every
 * carer's uniform, read from the staff files' own sections (one declaration each) rather than
 * kept twice.
 */

export const OFFICE_PAGE_SIZE = 25;

/** A DBS check is renewed three years after issue unless the Update Service keeps it current. */
export const DBS_RENEWAL_YEARS = 3;
/** An Update Service status check is repeated yearly. */
export const DBS_UPDATE_CHECK_YEARS = 1;

export const DBS_LIST_STATES = ['all', 'overdue', 'due-soon'] as const;
export type DbsListState = (typeof DBS_LIST_STATES)[number];

export const officeListQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(OFFICE_PAGE_SIZE),
});

export const dbsDetailsQuery = officeListQuery.extend({
  state: z.enum(DBS_LIST_STATES).default('all'),
  /** One carer's or office employee's check only (the support bridge). */
  person: z.uuid({ error: 'Choose a person.' }).optional(),
});
export type DbsDetailsQuery = z.infer<typeof dbsDetailsQuery>;

const staffOwner = z.enum(['carers', 'employees']);

export const dbsDetailItemAnswer = z.strictObject({
  /** The DBS check record (carer-dbs-checks or employee-dbs-checks). */
  id: z.uuid(),
  owner: staffOwner,
  personId: z.uuid(),
  person: z.string(),
  /** Masked ('••••••••1234') unless the reader may change DBS checks. */
  certificateNumber: z.string(),
  masked: z.boolean(),
  level: z.string().nullable(),
  issuedOn: z.string().nullable(),
  barredListResult: z.string().nullable(),
  updateService: z.boolean(),
  updateServiceCheckedOn: z.string().nullable(),
  /** When the next check (renewal or Update Service check) falls due, 'YYYY-MM-DD'. */
  dueOn: z.string().nullable(),
  overdue: z.boolean(),
});
export type DbsDetailItem = z.infer<typeof dbsDetailItemAnswer>;

export const dbsDetailsAnswer = z.strictObject({
  total: z.number().int().nonnegative(),
  overdue: z.number().int().nonnegative(),
  page: z.number().int(),
  limit: z.number().int(),
  items: z.array(dbsDetailItemAnswer),
});
export type DbsDetails = z.infer<typeof dbsDetailsAnswer>;

export const uniformDetailItemAnswer = z.strictObject({
  id: z.uuid(),
  personId: z.uuid(),
  person: z.string(),
  item: z.string().nullable(),
  size: z.string().nullable(),
  quantity: z.number().int().nullable(),
  issuedOn: z.string().nullable(),
  returnedOn: z.string().nullable(),
});
export type UniformDetailItem = z.infer<typeof uniformDetailItemAnswer>;

export const uniformDetailsAnswer = z.strictObject({
  total: z.number().int().nonnegative(),
  /** Items still out with carers (not returned), summed by quantity. */
  outstanding: z.number().int().nonnegative(),
  page: z.number().int(),
  limit: z.number().int(),
  items: z.array(uniformDetailItemAnswer),
});
export type UniformDetails = z.infer<typeof uniformDetailsAnswer>;

/** The last four characters of a certificate number, the rest hidden. */
export function maskCertificate(value: string): string {
  const tail = value.slice(-4);
  return `${'•'.repeat(Math.max(0, value.length - 4))}${tail}`;
}

function addYears(iso: string, years: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + years, m - 1, d));
  // 29 February in a year without one falls to 28 February rather than 1 March.
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/** When a DBS check next needs attention: the Update Service check, or its renewal. */
export function dbsDueOn(check: {
  issuedOn: string | null;
  updateService: boolean;
  updateServiceCheckedOn: string | null;
}): string | null {
  const checked = check.updateServiceCheckedOn ?? check.issuedOn;
  if (check.updateService) return checked ? addYears(checked, DBS_UPDATE_CHECK_YEARS) : null;
  return check.issuedOn ? addYears(check.issuedOn, DBS_RENEWAL_YEARS) : null;
}
