import {
  ENGLAND_BANK_HOLIDAYS,
  fundingOn,
  inForce,
  priceMinutes,
  rateFor,
  recordKind,
} from '@care360/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../platform/records/record-query';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The demo's money reconciles with its visits to the penny: the seeded invoice run holds each
 * council-funded confirmed visit once at the council's rate for its day, and the pay run pays
 * each carer's confirmed minutes at their band's rates, with totals that add up.
 */

type Row = Record<string, unknown>;
let t: TestApp;
const rows = async (kind: string) => {
  const table = tableOf(recordKind(kind));
  return (await t.db
    .select()
    .from(table)
    .where(
      and(
        eq(column(table, 'organisationId'), t.organisationId),
        isNull(column(table, 'deletedAt')),
      ),
    )) as Row[];
};
const sum = (items: Row[], key: string) =>
  items.reduce((total, row) => total + Number(row[key] ?? 0), 0);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo month', () => {
  it('keeps England’s 2026 and 2027 bank holidays as the organisation’s reference data', async () => {
    const holidays = new Set((await rows('holidays')).map((h) => String(h.date)));
    for (const day of ENGLAND_BANK_HOLIDAYS) expect(holidays.has(day.date), day.date).toBe(true);
  });

  it('invoices every council-funded confirmed visit once, at its day’s rate, to the penny', async () => {
    const [run, ...others] = await rows('invoice-runs');
    expect(others).toHaveLength(0);
    expect(run?.status).toBe('Completed');
    const invoices = await rows('invoices');
    const lines = await rows('invoice-lines');
    expect(sum(invoices, 'totalAmount')).toBe(run?.totalAmount);
    expect(sum(lines, 'amount')).toBe(run?.totalAmount);
    for (const invoice of invoices)
      expect(
        sum(
          lines.filter((l) => l.parentId === invoice.id),
          'amount',
        ),
      ).toBe(invoice.totalAmount);

    const confirmations = (await rows('visit-confirmations')).filter(
      (c) =>
        String(c.visitDate) >= String(run?.periodFrom) &&
        String(c.visitDate) <= String(run?.periodTo),
    );
    expect(confirmations.length).toBeGreaterThan(100);
    const funding = await rows('client-funder-codes');
    const clients = new Map((await rows('clients')).map((c) => [String(c.id), c]));
    const scales = (await rows('funder-scales'))
      .filter((s) => s.parentId === run?.funder)
      .map((s) => ({
        effectiveFrom: String(s.effectiveFrom),
        effectiveTo: s.effectiveTo === null ? null : String(s.effectiveTo),
        rates: {
          weekday: Number(s.ratePerHour),
          weekend: s.weekendRatePerHour === null ? null : Number(s.weekendRatePerHour),
          bankHoliday: s.bankHolidayRatePerHour === null ? null : Number(s.bankHolidayRatePerHour),
        },
      }));
    let expected = 0;
    let councilVisits = 0;
    const lineOf = new Map(lines.map((l) => [String(l.confirmation), l]));
    for (const c of confirmations) {
      const shares = fundingOn(
        funding
          .filter((f) => f.parentId === c.client)
          .map((f) => ({
            funderId: String(f.funder),
            startDate: String(f.startDate),
            endDate: f.endDate === null ? null : String(f.endDate),
            fundedHoursPerWeek: f.fundedHoursPerWeek === null ? null : Number(f.fundedHoursPerWeek),
          })),
        String(c.visitDate),
        (clients.get(String(c.client))?.funder as string | null) ?? null,
      );
      const line = lineOf.get(String(c.id));
      if (!shares.some((s) => s.funderId === run?.funder)) {
        expect(
          line,
          'a visit another funder pays is not on the council’s invoices',
        ).toBeUndefined();
        continue;
      }
      // The demo's council clients have the council alone.
      expect(shares).toHaveLength(1);
      councilVisits += 1;
      const scale = inForce(scales, String(c.visitDate));
      const amount = priceMinutes(
        Number(c.chargeMinutes),
        rateFor(
          scale?.rates ?? { weekday: 0, weekend: null, bankHoliday: null },
          c.dayType as never,
        ),
      );
      expect(line?.amount, String(c.id)).toBe(amount);
      expect(line?.minutes).toBe(c.chargeMinutes);
      expected += amount;
    }
    expect(lines).toHaveLength(councilVisits);
    expect(expected).toBe(run?.totalAmount);
  });

  it('pays every confirmed minute once, at the band’s rates, closed with the shortfall topped up', async () => {
    const [run, ...others] = await rows('pay-runs');
    expect(others).toHaveLength(0);
    expect(run).toMatchObject({ status: 'Closed', shortfallCount: 0 });
    const slips = await rows('payslips');
    const confirmations = (await rows('visit-confirmations')).filter(
      (c) =>
        String(c.visitDate) >= String(run?.periodFrom) &&
        String(c.visitDate) <= String(run?.periodTo),
    );
    expect(sum(slips, 'visitMinutes')).toBe(sum(confirmations, 'payMinutes'));
    expect(sum(slips, 'travelMinutes')).toBe(sum(confirmations, 'travelMinutes'));
    expect(sum(slips, 'visits')).toBe(confirmations.length);
    expect(sum(slips, 'grossPay')).toBe(run?.totalGross);
    for (const slip of slips) {
      expect(slip.grossPay).toBe(
        Number(slip.visitPay) +
          Number(slip.travelPay) +
          Number(slip.mileagePay) +
          Number(slip.holidayPay) +
          Number(slip.adjustments),
      );
      expect(slip.shortfall).toBe(0);
    }
    // The shortfall the run found was topped up by an adjustment, with its reason.
    const adjustments = await rows('pay-adjustments');
    expect(adjustments.length).toBeGreaterThan(0);
    expect(sum(adjustments, 'amount')).toBe(sum(slips, 'adjustments'));
    expect(String(adjustments[0]?.reason)).toContain('National Living Wage');
  });
});
