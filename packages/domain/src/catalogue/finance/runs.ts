import type { LatLng } from '../scheduling/travel-time';
import { DEFAULT_ROAD_FACTOR, straightLineKm, TRAVEL_SPEEDS_KMH } from '../scheduling/travel-time';
import { checkMinimumWage, HOLIDAY_ACCRUAL_PERCENT, type MinimumWageCheck } from './minimum-wage';
import {
  type Dated,
  type DayRates,
  type DayType,
  type FundingPeriod,
  fundingOn,
  inForce,
  priceMinutes,
  rateFor,
  splitByShare,
} from './pricing';

/**
 * What an invoice run and a pay run work out from confirmed visits, as pure functions: the server's
 * jobs feed them what they read and write what they answer; the demo data and the reconciliation
 * test call them too, so the figures are worked out one way only.
 */

const KM_PER_MILE = 1.609344;

/** Travel from the last visit to the next one: the journey, never more than the gap between them. */
export function travelBetween(
  previous: { endsAt: Date; home: LatLng | null } | null,
  next: { startsAt: Date; home: LatLng | null },
  drives: boolean,
): { minutes: number; miles: number } {
  if (!previous?.home || !next.home) return { minutes: 0, miles: 0 };
  const gap = Math.max(
    0,
    Math.round((next.startsAt.getTime() - previous.endsAt.getTime()) / 60_000),
  );
  // A break of more than three hours is a split shift: the journey starts from home, unpaid.
  if (gap > 180) return { minutes: 0, miles: 0 };
  const km = straightLineKm(previous.home, next.home) * DEFAULT_ROAD_FACTOR;
  const minutes = Math.min(gap, Math.ceil((km / TRAVEL_SPEEDS_KMH.car) * 60));
  return { minutes, miles: drives ? Math.round((km / KM_PER_MILE) * 10) / 10 : 0 };
}

// ---------------------------------------------------------------------------------------------
// Invoices

/** A confirmed carer's place as an invoice run reads it. */
export interface ChargeableVisit {
  confirmationId: string;
  clientId: string;
  carerId: string | null;
  visitDate: string;
  dayType: DayType;
  chargeMinutes: number;
}

export interface FunderScale extends Dated {
  name: string;
  rates: DayRates;
}

export interface InvoiceRunInput {
  funderId: string;
  visits: readonly ChargeableVisit[];
  /** Each client's funding periods and their own funder (the client record's). */
  funding: ReadonlyMap<string, { periods: readonly FundingPeriod[]; clientFunder: string | null }>;
  /** The funder's scales; a client's funding may name one (`scale`), else the one in force. */
  scales: readonly FunderScale[];
  /** Charge keys already on an invoice: a visit is invoiced to a funder once. */
  invoiced: ReadonlySet<string>;
}

export interface InvoiceLineDraft {
  confirmationId: string;
  chargeKey: string;
  visitDate: string;
  carerId: string | null;
  dayType: DayType;
  minutes: number;
  ratePerHour: number;
  /** The funder's share of the visit, in percent (two decimals). */
  sharePercent: number;
  amount: number;
}

export interface InvoiceDraft {
  clientId: string;
  funderReference: string | null;
  lines: InvoiceLineDraft[];
  total: number;
}

export type InvoiceRunResult =
  | { ok: true; invoices: InvoiceDraft[]; total: number; skipped: number }
  | { ok: false; confirmationId: string; problem: string };

/** The charge key of a visit's place for a funder: unique on invoice lines. */
export const chargeKeyOf = (confirmationId: string, funderId: string) =>
  `${confirmationId}:${funderId}`;

/**
 * Prices the confirmed places a funder pays for (its share of each), one invoice per client.
 * Stops at the first place without a rate on its day, naming it.
 */
export function priceInvoiceRun(input: InvoiceRunInput): InvoiceRunResult {
  const byClient = new Map<string, InvoiceDraft>();
  let skipped = 0;
  for (const visit of input.visits) {
    const funding = input.funding.get(visit.clientId);
    const periods = funding?.periods ?? [];
    const shares = fundingOn(periods, visit.visitDate, funding?.clientFunder ?? null);
    const at = shares.findIndex((s) => s.funderId === input.funderId);
    if (at < 0) continue;
    const key = chargeKeyOf(visit.confirmationId, input.funderId);
    if (input.invoiced.has(key)) {
      skipped += 1;
      continue;
    }
    const period = periods.find(
      (p) =>
        p.funderId === input.funderId &&
        p.startDate <= visit.visitDate &&
        (!p.endDate || p.endDate >= visit.visitDate),
    );
    const named = period?.scale ? input.scales.filter((s) => s.name === period.scale) : [];
    const scale = inForce(named.length > 0 ? named : input.scales, visit.visitDate);
    if (!scale)
      return {
        ok: false,
        confirmationId: visit.confirmationId,
        problem: `No funder rate is in force on ${visit.visitDate}`,
      };
    const rate = rateFor(scale.rates, visit.dayType);
    const whole = priceMinutes(visit.chargeMinutes, rate);
    const amount = splitByShare(
      whole,
      shares.map((s) => s.share),
    )[at] as number;
    const totalShare = shares.reduce((sum, s) => sum + s.share, 0);
    const sharePercent = Math.round(((shares[at]?.share ?? 0) / totalShare) * 10_000) / 100;
    let invoice = byClient.get(visit.clientId);
    if (!invoice) {
      invoice = {
        clientId: visit.clientId,
        funderReference: period?.referenceNumber ?? null,
        lines: [],
        total: 0,
      };
      byClient.set(visit.clientId, invoice);
    }
    invoice.lines.push({
      confirmationId: visit.confirmationId,
      chargeKey: key,
      visitDate: visit.visitDate,
      carerId: visit.carerId,
      dayType: visit.dayType,
      minutes: visit.chargeMinutes,
      ratePerHour: rate,
      sharePercent,
      amount,
    });
    invoice.total += amount;
  }
  const invoices = [...byClient.values()].filter((i) => i.lines.length > 0);
  return {
    ok: true,
    invoices,
    total: invoices.reduce((sum, i) => sum + i.total, 0),
    skipped,
  };
}

// ---------------------------------------------------------------------------------------------
// Pay

/** A confirmed place as a pay run reads it. */
export interface PayableVisit {
  confirmationId: string;
  carerId: string;
  visitDate: string;
  dayType: DayType;
  payMinutes: number;
  travelMinutes: number;
  mileage: number;
}

export interface BandRate extends Dated {
  rates: DayRates;
  /** Pence per mile. */
  mileageRate: number;
}

export interface PayCarer {
  id: string;
  name: string;
  dateOfBirth: string;
  /** The carer's band (their pay rule's); null when they have no pay rule. */
  bandId: string | null;
  /** Whether holiday pay is accrued at 12.07% on each period's pay. */
  accruesHoliday: boolean;
  /** Whether travel time between visits is paid (at the weekday rate). */
  paysTravel: boolean;
}

export interface PayRunInput {
  periodFrom: string;
  periodTo: string;
  carers: readonly PayCarer[];
  visits: readonly PayableVisit[];
  bandRates: ReadonlyMap<string, readonly BandRate[]>;
  /** Adjustments already made in this run, pence by carer. */
  adjustments: ReadonlyMap<string, number>;
}

export interface PayslipDraft {
  carerId: string;
  visits: number;
  visitMinutes: number;
  visitPay: number;
  travelMinutes: number;
  travelPay: number;
  mileage: number;
  mileagePay: number;
  adjustments: number;
  holidayPay: number;
  grossPay: number;
  check: MinimumWageCheck | null;
}

export type PayRunResult =
  | { ok: true; payslips: PayslipDraft[]; total: number; shortfalls: number }
  | { ok: false; carerId: string; problem: string };

/** Prices each carer's confirmed places by their band's rates and checks the minimum wage. */
export function pricePayRun(input: PayRunInput): PayRunResult {
  const byCarer = new Map<string, PayableVisit[]>();
  for (const visit of input.visits)
    byCarer.set(visit.carerId, [...(byCarer.get(visit.carerId) ?? []), visit]);
  const payslips: PayslipDraft[] = [];
  for (const carer of input.carers) {
    const visits = byCarer.get(carer.id) ?? [];
    const adjustments = input.adjustments.get(carer.id) ?? 0;
    if (visits.length === 0 && adjustments === 0) continue;
    if (!carer.bandId)
      return { ok: false, carerId: carer.id, problem: `${carer.name} has no pay rule with a band` };
    const rates = input.bandRates.get(carer.bandId) ?? [];
    // Minutes are added up per hourly rate and priced once: pennies rounded per visit would
    // drift from the hours × rate a carer checks their pay against.
    const visitMinutesAt = new Map<number, number>();
    const travelMinutesAt = new Map<number, number>();
    const milesAt = new Map<number, number>();
    let visitMinutes = 0;
    let travelMinutes = 0;
    let mileage = 0;
    for (const visit of visits) {
      const rate = inForce(rates, visit.visitDate);
      if (!rate)
        return {
          ok: false,
          carerId: carer.id,
          problem: `${carer.name}'s band has no hourly rate in force on ${visit.visitDate}`,
        };
      const add = (map: Map<number, number>, key: number, value: number) =>
        map.set(key, (map.get(key) ?? 0) + value);
      visitMinutes += visit.payMinutes;
      add(visitMinutesAt, rateFor(rate.rates, visit.dayType), visit.payMinutes);
      travelMinutes += visit.travelMinutes;
      if (carer.paysTravel) add(travelMinutesAt, rate.rates.weekday, visit.travelMinutes);
      mileage += visit.mileage;
      add(milesAt, rate.mileageRate, visit.mileage);
    }
    const priced = (map: Map<number, number>) =>
      [...map].reduce((sum, [rate, minutes]) => sum + priceMinutes(minutes, rate), 0);
    const visitPay = priced(visitMinutesAt);
    const travelPay = priced(travelMinutesAt);
    const mileagePay = [...milesAt].reduce(
      (sum, [rate, miles]) => sum + Math.round((Math.round(miles * 10) * rate) / 10),
      0,
    );
    const worked = visitPay + travelPay + adjustments;
    const holidayPay = carer.accruesHoliday
      ? Math.round((Math.max(worked, 0) * HOLIDAY_ACCRUAL_PERCENT) / 100)
      : 0;
    const check = checkMinimumWage({
      dateOfBirth: carer.dateOfBirth,
      periodStart: input.periodFrom,
      countedMinutes: visitMinutes + travelMinutes,
      countedPay: worked,
    });
    payslips.push({
      carerId: carer.id,
      visits: visits.length,
      visitMinutes,
      visitPay,
      travelMinutes,
      travelPay,
      mileage: Math.round(mileage * 10) / 10,
      mileagePay,
      adjustments,
      holidayPay,
      grossPay: worked + holidayPay + mileagePay,
      check,
    });
  }
  return {
    ok: true,
    payslips,
    total: payslips.reduce((sum, p) => sum + p.grossPay, 0),
    shortfalls: payslips.filter((p) => (p.check?.shortfall ?? 0) > 0).length,
  };
}
