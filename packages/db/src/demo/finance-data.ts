import {
  addCalendarDays,
  type BandRate,
  type ChargeableVisit,
  type ConfirmedPlace,
  chargeKeyOf,
  confirmPlaces,
  DEFAULT_CHARGE_RULE,
  DEFAULT_PAY_RULE,
  type FunderScale,
  type FundingPeriod,
  fundingOn,
  type MinutesRule,
  type PayCarer,
  type PlaceToConfirm,
  priceInvoiceRun,
  pricePayRun,
  VAT_EXEMPT_TEXT,
} from '@care360/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { recordTable } from '../records/table-for';
import type { DemoSeeder } from './demo-seeder';

/**
 * The demo's money: the delivered visits of the past weeks confirmed (up to a week ago; the last
 * week is left for the office to confirm), an invoice run to Leeds City Council and a pay run for
 * the same period, priced by the domain's rules exactly as the server's runs price them, so the
 * two reconcile with the visits to the penny (demo-finance.test.ts). Carers have pay rules by
 * band; one care worker's rule leaves travel time unpaid, so pay runs find a minimum wage
 * shortfall: the demo's run was topped up by an adjustment and closed.
 */

type Row = Record<string, unknown>;

/** The demo's confirmed period, from today: four weeks back to a week ago. */
export function demoFinancePeriod(today: string) {
  return { from: addCalendarDays(today, -28), to: addCalendarDays(today, -8) };
}

export const DEMO_INVOICED_FUNDER = 'Leeds City Council';

const CHARGE_RULES: Record<string, MinutesRule> = {
  // Councils pay planned time in quarter hours, unless the call was cut short.
  LCC: { ...DEFAULT_CHARGE_RULE, basis: 'Planned time' },
  NYC: { ...DEFAULT_CHARGE_RULE, rounding: 'Up' },
  // NHS continuing healthcare pays to the minute.
  'WYICB-CHC': { ...DEFAULT_CHARGE_RULE, unitMinutes: 1, minimumMinutes: 0 },
};

const BANDS = ['Band A', 'Band B', 'Band C', 'Band D', 'Band E'];

const str = (value: unknown) => (value === null || value === undefined ? null : String(value));
const date = (value: unknown) =>
  value === null || value === undefined ? null : new Date(String(value));

export async function seedDemoFinance(
  seeder: DemoSeeder,
  context: { today: string; now: Date; managerId: string },
): Promise<void> {
  const { db, organisationId } = seeder;
  const read = async (kind: string) => {
    const table = recordTable(kind) as unknown as PgTable & Record<string, never>;
    const t = table as unknown as Record<string, Parameters<typeof eq>[0]>;
    return (await db
      .select()
      .from(table)
      .where(
        and(eq(t.organisationId as never, organisationId), isNull(t.deletedAt as never)),
      )) as Row[];
  };
  const [carers, clients, funding, bands, holidays, funders, scales, rates, visits, places] =
    await Promise.all([
      read('carers'),
      read('clients'),
      read('client-funder-codes'),
      read('bands'),
      read('holidays'),
      read('funder-codes'),
      read('funder-scales'),
      read('carer-hourly-rates'),
      read('visits'),
      read('visit-carers'),
    ]);
  const period = demoFinancePeriod(context.today);
  const funderByCode = new Map(funders.map((f) => [String(f.code), String(f.id)]));
  const bandId = new Map(bands.map((b) => [String(b.name), String(b.id)]));

  // Rules: each funder's charge rule, and each carer's pay rule by band.
  await seeder.insert(
    'funder-charge-rules',
    Object.entries(CHARGE_RULES)
      .filter(([code]) => funderByCode.has(code))
      .map(([code, rule]) => ({ values: { funder: funderByCode.get(code), ...rule } })),
  );
  const inPeriod = new Map(
    visits
      .filter(
        (v) =>
          v.client !== null &&
          ['Completed', 'Missed'].includes(String(v.status)) &&
          String(v.visitDate) >= period.from &&
          String(v.visitDate) <= period.to,
      )
      .map((v) => [String(v.id), v]),
  );
  const placesInPeriod = places.filter((p) => inPeriod.has(String(p.parentId)));
  const workload = new Map<string, number>();
  for (const p of placesInPeriod)
    workload.set(String(p.carer), (workload.get(String(p.carer)) ?? 0) + 1);
  // The busiest carer on the lowest band, travel time unpaid: the run's minimum wage shortfall.
  const busiest = [...workload].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
  const sortedCarers = [...carers].sort((a, b) =>
    String(a.surname).localeCompare(String(b.surname)),
  );
  const payRules = new Map<string, { band: string; paysTravel: boolean; rule: MinutesRule }>();
  sortedCarers.forEach((carer, i) => {
    const low = String(carer.id) === busiest;
    payRules.set(String(carer.id), {
      band: bandId.get(low ? 'Band A' : (BANDS[(i % 4) + 1] as string)) ?? '',
      paysTravel: !low,
      rule: DEFAULT_PAY_RULE,
    });
  });
  await seeder.insert(
    'carer-pay-rules',
    [...payRules].map(([carer, rule]) => ({
      values: {
        carer,
        band: rule.band,
        ...rule.rule,
        paysTravel: rule.paysTravel,
        accruesHoliday: true,
      },
    })),
  );

  // The period's delivered visits, confirmed.
  const fundingOf = new Map<string, { periods: FundingPeriod[]; clientFunder: string | null }>();
  for (const c of clients)
    fundingOf.set(String(c.id), { periods: [], clientFunder: str(c.funder) });
  for (const f of funding)
    fundingOf.get(String(f.parentId))?.periods.push({
      funderId: String(f.funder),
      startDate: String(f.startDate),
      endDate: str(f.endDate),
      fundedHoursPerWeek: f.fundedHoursPerWeek === null ? null : Number(f.fundedHoursPerWeek),
      referenceNumber: str(f.referenceNumber),
      scale: str(f.scale),
    });
  const ruleOfFunder = new Map(
    Object.entries(CHARGE_RULES).map(([code, rule]) => [funderByCode.get(code), rule]),
  );
  const clientById = new Map(clients.map((c) => [String(c.id), c]));
  const carerById = new Map(carers.map((c) => [String(c.id), c]));
  const bankHolidays = new Set(
    holidays.filter((h) => h.enhancedPay === true).map((h) => String(h.date)),
  );
  const toConfirm: PlaceToConfirm[] = placesInPeriod.map((p) => {
    const visit = inPeriod.get(String(p.parentId)) as Row;
    const client = clientById.get(String(visit.client));
    const visitDate = String(visit.visitDate);
    const funded = fundingOn(
      fundingOf.get(String(visit.client))?.periods ?? [],
      visitDate,
      str(client?.funder),
    ).sort((a, b) => b.share - a.share)[0];
    return {
      visitCarerId: String(p.id),
      visitId: String(visit.id),
      clientId: String(visit.client),
      carerId: String(p.carer),
      branchId: String(visit.branch),
      visitDate,
      startsAt: date(visit.startsAt) as Date,
      endsAt: date(visit.endsAt) as Date,
      checkedInAt: date(p.checkedInAt),
      checkedOutAt: date(p.checkedOutAt),
      home:
        client?.latitude === null || client?.latitude === undefined
          ? null
          : { latitude: Number(client.latitude), longitude: Number(client.longitude) },
      drives: carerById.get(String(p.carer))?.isDriver === true,
      chargeRule: (funded && ruleOfFunder.get(funded.funderId)) || DEFAULT_CHARGE_RULE,
      payRule: payRules.get(String(p.carer))?.rule ?? DEFAULT_PAY_RULE,
    };
  });
  const confirmed: ConfirmedPlace[] = confirmPlaces(toConfirm, bankHolidays);
  const confirmationIds = await seeder.insert(
    'visit-confirmations',
    confirmed.map((place) => ({
      values: {
        ...place,
        confirmedBy: context.managerId,
        confirmedAt: new Date(`${addCalendarDays(period.to, 1)}T10:00:00Z`).toISOString(),
        adjusted: false,
      },
    })),
  );
  const withIds = confirmed.map((place, i) => ({ ...place, id: confirmationIds[i] as string }));

  // One invoice run: the council's share of the period.
  const funderId = funderByCode.get('LCC');
  if (funderId) {
    const funderScales: FunderScale[] = scales
      .filter((s) => String(s.parentId) === funderId)
      .map((s) => ({
        name: String(s.name),
        effectiveFrom: String(s.effectiveFrom),
        effectiveTo: str(s.effectiveTo),
        rates: {
          weekday: Number(s.ratePerHour),
          weekend: s.weekendRatePerHour === null ? null : Number(s.weekendRatePerHour),
          bankHoliday: s.bankHolidayRatePerHour === null ? null : Number(s.bankHolidayRatePerHour),
        },
      }));
    const chargeable: ChargeableVisit[] = withIds.map((c) => ({
      confirmationId: c.id,
      clientId: c.client,
      carerId: c.carer,
      visitDate: c.visitDate,
      dayType: c.dayType,
      chargeMinutes: c.chargeMinutes,
    }));
    const priced = priceInvoiceRun({
      funderId,
      visits: chargeable,
      funding: fundingOf,
      scales: funderScales,
      invoiced: new Set(),
    });
    if (!priced.ok) throw new Error(`Demo invoice run stopped: ${priced.problem}`);
    const issuedOn = addCalendarDays(period.to, 2);
    const [runId] = await seeder.insert('invoice-runs', [
      {
        values: {
          funder: funderId,
          periodFrom: period.from,
          periodTo: period.to,
          status: 'Completed',
          processed: priced.invoices.reduce((sum, i) => sum + i.lines.length, 0),
          visitCount: priced.invoices.reduce((sum, i) => sum + i.lines.length, 0),
          invoiceCount: priced.invoices.length,
          totalAmount: priced.total,
        },
      },
    ]);
    const invoiceIds = await seeder.insert(
      'invoices',
      priced.invoices.map((invoice, i) => ({
        values: {
          number: `INV-${String(i + 1).padStart(6, '0')}`,
          documentType: 'Invoice',
          funder: funderId,
          client: invoice.clientId,
          funderReference: invoice.funderReference,
          periodFrom: period.from,
          periodTo: period.to,
          issuedOn,
          dueOn: addCalendarDays(issuedOn, 30),
          totalAmount: invoice.total,
          vat: VAT_EXEMPT_TEXT,
          status: 'Issued',
        },
      })),
      runId,
    );
    await seeder.insertMany(
      'invoice-lines',
      priced.invoices.flatMap((invoice, i) =>
        invoice.lines.map((line) => ({
          parentId: invoiceIds[i] as string,
          row: {
            values: {
              confirmation: line.confirmationId,
              chargeKey: chargeKeyOf(line.confirmationId, funderId),
              visitDate: line.visitDate,
              carer: line.carerId,
              dayType: line.dayType,
              minutes: line.minutes,
              ratePerHour: line.ratePerHour,
              sharePercent: line.sharePercent,
              amount: line.amount,
            },
          },
        })),
      ),
    );
  }

  // One pay run over the same period: its shortfall topped up, then closed.
  const bandRates = new Map<string, BandRate[]>();
  for (const r of rates)
    bandRates.set(String(r.band), [
      ...(bandRates.get(String(r.band)) ?? []),
      {
        effectiveFrom: String(r.effectiveFrom),
        effectiveTo: str(r.effectiveTo),
        rates: {
          weekday: Number(r.weekdayRate),
          weekend: r.weekendRate === null ? null : Number(r.weekendRate),
          bankHoliday: r.bankHolidayRate === null ? null : Number(r.bankHolidayRate),
        },
        mileageRate: Number(r.mileageRate ?? 0),
      },
    ]);
  const payCarers: PayCarer[] = sortedCarers.map((c) => ({
    id: String(c.id),
    name: `${String(c.forename)} ${String(c.surname)}`,
    dateOfBirth: String(c.dateOfBirth),
    bandId: payRules.get(String(c.id))?.band ?? null,
    accruesHoliday: true,
    paysTravel: payRules.get(String(c.id))?.paysTravel ?? true,
  }));
  const payVisits = withIds.map((c) => ({
    confirmationId: c.id,
    carerId: c.carer,
    visitDate: c.visitDate,
    dayType: c.dayType,
    payMinutes: c.payMinutes,
    travelMinutes: c.travelMinutes,
    mileage: c.mileage,
  }));
  const first = pricePayRun({
    periodFrom: period.from,
    periodTo: period.to,
    carers: payCarers,
    visits: payVisits,
    bandRates,
    adjustments: new Map(),
  });
  if (!first.ok) throw new Error(`Demo pay run stopped: ${first.problem}`);
  const topUps = new Map(
    first.payslips
      .filter((slip) => (slip.check?.shortfall ?? 0) > 0)
      .map((slip) => [slip.carerId, slip.check?.shortfall ?? 0]),
  );
  const paid = pricePayRun({
    periodFrom: period.from,
    periodTo: period.to,
    carers: payCarers,
    visits: payVisits,
    bandRates,
    adjustments: topUps,
  });
  if (!paid.ok) throw new Error(`Demo pay run stopped: ${paid.problem}`);
  const [payRunId] = await seeder.insert('pay-runs', [
    {
      values: {
        periodFrom: period.from,
        periodTo: period.to,
        status: 'Closed',
        carerCount: paid.payslips.length,
        shortfallCount: 0,
        totalGross: paid.total,
        closedAt: new Date(`${addCalendarDays(period.to, 3)}T16:00:00Z`).toISOString(),
      },
    },
  ]);
  const payslipIds = await seeder.insert(
    'payslips',
    paid.payslips.map((slip) => {
      const check = slip.check;
      const minutes = slip.visitMinutes + slip.travelMinutes;
      return {
        values: {
          carer: slip.carerId,
          visits: slip.visits,
          visitMinutes: slip.visitMinutes,
          visitPay: slip.visitPay,
          travelMinutes: slip.travelMinutes,
          travelPay: slip.travelPay,
          mileage: slip.mileage,
          mileagePay: slip.mileagePay,
          adjustments: slip.adjustments,
          holidayPay: slip.holidayPay,
          grossPay: slip.grossPay,
          age: check?.age ?? null,
          wageBand: check?.band ?? null,
          minimumRate: check?.minimumRate ?? null,
          effectiveRate:
            check && minutes > 0 ? Math.floor((check.countedPay * 60) / minutes) : null,
          shortfall: check?.shortfall ?? 0,
          status: (check?.shortfall ?? 0) > 0 ? 'Shortfall' : 'Paid at least the minimum',
        },
      };
    }),
    payRunId,
  );
  await seeder.insertMany(
    'pay-adjustments',
    paid.payslips
      .map((slip, i) => ({ slip, id: payslipIds[i] as string }))
      .filter(({ slip }) => topUps.has(slip.carerId))
      .map(({ slip, id }) => ({
        parentId: id,
        row: {
          values: {
            amount: topUps.get(slip.carerId) ?? 0,
            reason:
              'Top-up to the National Living Wage: travel time between visits is working time.',
          },
        },
      })),
  );
}
