import type { Db } from '@care360/db';
import {
  type BandRate,
  DEFAULT_CHARGE_RULE,
  type FunderScale,
  type FundingPeriod,
  fundingOn,
  type MinutesRule,
  minutesRuleOf,
  recordKind,
} from '@care360/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { HttpError } from '../../platform/http/envelope';
import { defineTask } from '../../platform/jobs/task';
import { type Caller, column, scopeOf, tableOf } from '../../platform/records/record-query';

/**
 * What the finance area reads of other areas' records (reference data, clients, carers), in a
 * few whole-table reads per run rather than one per visit: a run over 10,000 visits reads each
 * table once.
 */

export const kinds = {
  visits: recordKind('visits'),
  visitCarers: recordKind('visit-carers'),
  clients: recordKind('clients'),
  carers: recordKind('carers'),
  clientFunding: recordKind('client-funder-codes'),
  funders: recordKind('funder-codes'),
  scales: recordKind('funder-scales'),
  holidays: recordKind('holidays'),
  hourlyRates: recordKind('carer-hourly-rates'),
  chargeRules: recordKind('funder-charge-rules'),
  payRules: recordKind('carer-pay-rules'),
  confirmations: recordKind('visit-confirmations'),
  adjustments: recordKind('confirmation-adjustments'),
  invoiceRuns: recordKind('invoice-runs'),
  invoices: recordKind('invoices'),
  invoiceLines: recordKind('invoice-lines'),
  payRuns: recordKind('pay-runs'),
  payslips: recordKind('payslips'),
  payAdjustments: recordKind('pay-adjustments'),
} as const;

type Row = Record<string, unknown>;

export const str = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);
export const num = (value: unknown): number =>
  value === null || value === undefined ? 0 : Number(value);
export const dateOf = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(String(value));

/** Every live row of a kind in the caller's scope. */
export async function allRows(db: Db, kind: (typeof kinds)[keyof typeof kinds], caller: Caller) {
  const t = tableOf(kind);
  return (await db.select().from(t).where(scopeOf(kind, caller))) as Row[];
}

/** England's bank holidays as the organisation keeps them (holidays with the bank holiday rate). */
export async function bankHolidays(db: Db, caller: Caller): Promise<Set<string>> {
  const rows = await allRows(db, kinds.holidays, caller);
  return new Set(
    rows
      .filter(
        (r) => r.enhancedPay === true && r.region !== 'Scotland' && r.region !== 'Northern Ireland',
      )
      .map((r) => String(r.date)),
  );
}

export interface ClientFunding {
  periods: FundingPeriod[];
  clientFunder: string | null;
}

/** Each client's funding periods and own funder. */
export async function clientFunding(db: Db, caller: Caller): Promise<Map<string, ClientFunding>> {
  const [clients, periods] = await Promise.all([
    db
      .select({
        id: column(tableOf(kinds.clients), 'id'),
        funder: column(tableOf(kinds.clients), 'funder'),
      })
      .from(tableOf(kinds.clients))
      .where(scopeOf(kinds.clients, caller)),
    allRows(db, kinds.clientFunding, caller),
  ]);
  const map = new Map<string, ClientFunding>();
  for (const c of clients) map.set(String(c.id), { periods: [], clientFunder: str(c.funder) });
  for (const p of periods) {
    const entry = map.get(String(p.parentId));
    if (!entry) continue;
    entry.periods.push({
      funderId: String(p.funder),
      startDate: String(p.startDate),
      endDate: str(p.endDate),
      fundedHoursPerWeek: p.fundedHoursPerWeek === null ? null : Number(p.fundedHoursPerWeek),
      referenceNumber: str(p.referenceNumber),
      scale: str(p.scale),
    });
  }
  return map;
}

/** The funder whose charge rule applies to a client's visit on a day: the largest share. */
export function mainFunder(funding: ClientFunding | undefined, date: string): string | null {
  const shares = fundingOn(funding?.periods ?? [], date, funding?.clientFunder ?? null);
  return [...shares].sort((a, b) => b.share - a.share)[0]?.funderId ?? null;
}

export async function chargeRules(db: Db, caller: Caller): Promise<Map<string, MinutesRule>> {
  const rows = await allRows(db, kinds.chargeRules, caller);
  const map = new Map<string, MinutesRule>();
  for (const row of rows) map.set(String(row.funder), minutesRuleOf(row) ?? DEFAULT_CHARGE_RULE);
  return map;
}

export interface PayRule {
  rule: MinutesRule | null;
  bandId: string;
  paysTravel: boolean;
  accruesHoliday: boolean;
}

export async function payRules(db: Db, caller: Caller): Promise<Map<string, PayRule>> {
  const rows = await allRows(db, kinds.payRules, caller);
  return new Map(
    rows.map((row) => [
      String(row.carer),
      {
        rule: minutesRuleOf(row),
        bandId: String(row.band),
        paysTravel: row.paysTravel === true,
        accruesHoliday: row.accruesHoliday === true,
      },
    ]),
  );
}

/** A funder's scales as dated rates. */
export async function funderScales(
  db: Db,
  caller: Caller,
  funderId: string,
): Promise<FunderScale[]> {
  const t = tableOf(kinds.scales);
  const rows = (await db
    .select()
    .from(t)
    .where(scopeOf(kinds.scales, caller, funderId))) as Row[];
  return rows.map((row) => ({
    name: String(row.name),
    effectiveFrom: String(row.effectiveFrom),
    effectiveTo: str(row.effectiveTo),
    rates: {
      weekday: num(row.ratePerHour),
      weekend: row.weekendRatePerHour === null ? null : num(row.weekendRatePerHour),
      bankHoliday: row.bankHolidayRatePerHour === null ? null : num(row.bankHolidayRatePerHour),
    },
  }));
}

/** The carer hourly rates of every band. */
export async function bandRates(db: Db, caller: Caller): Promise<Map<string, BandRate[]>> {
  const rows = await allRows(db, kinds.hourlyRates, caller);
  const map = new Map<string, BandRate[]>();
  for (const row of rows) {
    const band = String(row.band);
    map.set(band, [
      ...(map.get(band) ?? []),
      {
        effectiveFrom: String(row.effectiveFrom),
        effectiveTo: str(row.effectiveTo),
        rates: {
          weekday: num(row.weekdayRate),
          weekend: row.weekendRate === null ? null : num(row.weekendRate),
          bankHoliday: row.bankHolidayRate === null ? null : num(row.bankHolidayRate),
        },
        mileageRate: num(row.mileageRate),
      },
    ]);
  }
  return map;
}

/** Names of people by id, "Forename Surname". */
export async function peopleNames(
  db: Db,
  kind: typeof kinds.clients | typeof kinds.carers,
  organisationId: string,
  ids: readonly string[],
): Promise<Map<string, Row>> {
  if (ids.length === 0) return new Map();
  const t = tableOf(kind);
  const rows = (await db
    .select()
    .from(t)
    .where(
      and(
        eq(column(t, 'organisationId'), organisationId),
        isNull(column(t, 'deletedAt')),
        inArray(column(t, 'id'), [...new Set(ids)]),
      ),
    )) as Row[];
  return new Map(rows.map((row) => [String(row.id), row]));
}

export const nameOf = (row: Row | undefined) =>
  row ? `${String(row.forename ?? '')} ${String(row.surname ?? '')}`.trim() : 'Unknown';

/** A period whose end is before its start is refused at its end, as every run's form shows it. */
export function refuseBackwardsPeriod(period: { from: string; to: string }): void {
  if (period.from > period.to)
    throw new HttpError(400, 'Please correct the highlighted fields.', {
      to: ['The end must be on or after the start.'],
    });
}

/** A finance run as a job: the run's id, three tries, the run's own work. */
export function financeRunTask(
  name: string,
  title: string,
  run: (db: Db, organisationId: string, runId: string) => Promise<void>,
) {
  return defineTask({
    name,
    title,
    payload: z.strictObject({ runId: z.uuid() }),
    maxAttempts: 3,
    async run({ runId }, { db, organisationId }) {
      await run(db, organisationId, runId);
    },
  });
}
