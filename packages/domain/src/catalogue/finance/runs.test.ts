import { describe, expect, it } from 'vitest';
import { payrollCsv, sageCsv, xeroCsv } from './finance-exports';
import { type ChargeableVisit, priceInvoiceRun, pricePayRun } from './runs';

const scale = {
  name: 'Standard',
  effectiveFrom: '2026-04-01',
  effectiveTo: null,
  rates: { weekday: 2540, weekend: 2700, bankHoliday: 3810 },
};
const visit = (id: string, date: string, dayType: ChargeableVisit['dayType'], minutes: number) => ({
  confirmationId: id,
  clientId: 'client-1',
  carerId: 'carer-1',
  visitDate: date,
  dayType,
  chargeMinutes: minutes,
});

describe('an invoice run', () => {
  const funding = new Map([
    [
      'client-1',
      {
        periods: [
          { funderId: 'lcc', startDate: '2026-01-01', endDate: null, fundedHoursPerWeek: 10 },
          { funderId: 'priv', startDate: '2026-01-01', endDate: null, fundedHoursPerWeek: 5 },
        ],
        clientFunder: null,
      },
    ],
  ]);
  const visits = [
    visit('c1', '2026-11-02', 'Weekday', 60),
    visit('c2', '2026-11-07', 'Weekend', 45),
    visit('c3', '2026-12-25', 'Bank holiday', 30),
  ];

  it('prices each funder’s share by day, and the shares add up to the whole', () => {
    const lcc = priceInvoiceRun({
      funderId: 'lcc',
      visits,
      funding,
      scales: [scale],
      invoiced: new Set(),
    });
    const priv = priceInvoiceRun({
      funderId: 'priv',
      visits,
      funding,
      scales: [scale],
      invoiced: new Set(),
    });
    if (!lcc.ok || !priv.ok) throw new Error('stopped');
    const whole = 2540 + 2025 + 1905;
    expect(lcc.total + priv.total).toBe(whole);
    expect(lcc.invoices[0]?.lines.map((l) => l.sharePercent)).toEqual([66.67, 66.67, 66.67]);
  });

  it('invoices a visit once', () => {
    const run = priceInvoiceRun({
      funderId: 'lcc',
      visits,
      funding,
      scales: [scale],
      invoiced: new Set(['c1:lcc']),
    });
    if (!run.ok) throw new Error('stopped');
    expect(run.skipped).toBe(1);
    expect(run.invoices[0]?.lines).toHaveLength(2);
  });

  it('stops at a visit without a rate and names it', () => {
    const run = priceInvoiceRun({
      funderId: 'lcc',
      visits: [visit('early', '2026-03-01', 'Weekend', 60), ...visits],
      funding,
      scales: [scale],
      invoiced: new Set(),
    });
    expect(run).toEqual({
      ok: false,
      confirmationId: 'early',
      problem: 'No funder rate is in force on 2026-03-01',
    });
  });
});

describe('a pay run', () => {
  const bandRates = new Map([
    [
      'band-a',
      [
        {
          effectiveFrom: '2026-04-01',
          effectiveTo: null,
          rates: { weekday: 1271, weekend: 1346, bankHoliday: 1907 },
          mileageRate: 45,
        },
      ],
    ],
  ]);
  const carer = {
    id: 'carer-1',
    name: 'Ruth Hollings',
    dateOfBirth: '1990-05-01',
    bandId: 'band-a',
    accruesHoliday: true,
    paysTravel: false,
  };
  const visits = Array.from({ length: 10 }, (_, i) => ({
    confirmationId: `c${i}`,
    carerId: 'carer-1',
    visitDate: '2026-11-02',
    dayType: 'Weekday' as const,
    payMinutes: 60,
    travelMinutes: 12,
    mileage: 3,
  }));

  it('names a shortfall when travel time is unpaid and pay is at the minimum', () => {
    const run = pricePayRun({
      periodFrom: '2026-11-01',
      periodTo: '2026-11-30',
      carers: [carer],
      visits,
      bandRates,
      adjustments: new Map(),
    });
    if (!run.ok) throw new Error(run.problem);
    const slip = run.payslips[0];
    expect(slip?.visitPay).toBe(12_710);
    expect(slip?.mileagePay).toBe(1_350);
    expect(slip?.holidayPay).toBe(1_534);
    expect(slip?.check?.shortfall).toBe(2_542);
    expect(run.shortfalls).toBe(1);
    // Mileage and holiday pay do not count towards the minimum.
    expect(slip?.grossPay).toBe(12_710 + 1_350 + 1_534);
  });

  it('clears the shortfall once an adjustment tops the pay up', () => {
    const run = pricePayRun({
      periodFrom: '2026-11-01',
      periodTo: '2026-11-30',
      carers: [carer],
      visits,
      bandRates,
      adjustments: new Map([['carer-1', 2_542]]),
    });
    if (!run.ok) throw new Error(run.problem);
    expect(run.shortfalls).toBe(0);
  });

  it('pays travel time when the rule says so', () => {
    const run = pricePayRun({
      periodFrom: '2026-11-01',
      periodTo: '2026-11-30',
      carers: [{ ...carer, paysTravel: true }],
      visits,
      bandRates,
      adjustments: new Map(),
    });
    if (!run.ok) throw new Error(run.problem);
    expect(run.payslips[0]?.travelPay).toBe(2_542);
    expect(run.shortfalls).toBe(0);
  });

  it('stops at a carer without a band, naming them', () => {
    const run = pricePayRun({
      periodFrom: '2026-11-01',
      periodTo: '2026-11-30',
      carers: [{ ...carer, bandId: null }],
      visits,
      bandRates,
      adjustments: new Map(),
    });
    expect(run).toEqual({
      ok: false,
      carerId: 'carer-1',
      problem: 'Ruth Hollings has no pay rule with a band',
    });
  });
});

describe('exports', () => {
  const line = {
    invoiceNumber: 'INV-000001',
    documentType: 'Invoice' as const,
    funderCode: 'WYICB-CHC',
    funderName: 'NHS West Yorkshire ICB CHC',
    funderEmail: 'chc@example.nhs.uk',
    clientName: 'Edna Barker',
    funderReference: 'PO-41017',
    issuedOn: '2026-12-01',
    dueOn: '2026-12-31',
    visitDate: '2026-11-02',
    carerName: 'Ruth Hollings',
    minutes: 45,
    ratePerHour: 2540,
    sharePercent: 100,
    amount: 1905,
  };

  it('writes Xero’s sales invoice columns with the exempt tax type', () => {
    const csv = xeroCsv([
      line,
      { ...line, documentType: 'Credit note', invoiceNumber: 'CN-000001', amount: -1905 },
    ]);
    const rows = csv.trim().split('\r\n');
    expect(rows[0]).toBe(
      'ContactName,EmailAddress,InvoiceNumber,Reference,InvoiceDate,DueDate,Description,Quantity,UnitAmount,AccountCode,TaxType,Currency',
    );
    expect(rows[1]).toContain(',INV-000001,PO-41017,01/12/2026,31/12/2026,');
    expect(rows[1]).toContain(',1,19.05,4000,Exempt Income,GBP');
    expect(rows[1]).toContain('VAT exempt');
    expect(rows[2]).toContain(',1,-19.05,4000,');
  });

  it('writes Sage 50’s audit trail columns with T2', () => {
    const rows = sageCsv([line]).trim().split('\r\n');
    expect(rows[0]).toBe(
      'Type,Account Reference,Nominal A/C Ref,Department Code,Date,Reference,Details,Net Amount,Tax Code,Tax Amount',
    );
    expect(rows[1]).toMatch(/^SI,WYICBCHC,4000,0,01\/12\/2026,INV-000001,.*,19\.05,T2,0\.00$/);
  });

  it('writes the payroll layout and defuses formulas', () => {
    const csv = payrollCsv([
      {
        payrollNumber: 'P001',
        surname: '=cmd',
        forename: 'Ruth',
        periodFrom: '2026-11-01',
        periodTo: '2026-11-30',
        visitMinutes: 600,
        visitPay: 12_710,
        travelMinutes: 120,
        travelPay: 0,
        mileage: 30,
        mileagePay: 1350,
        holidayPay: 1534,
        adjustments: 2542,
        grossPay: 18_136,
        wageBand: '21 and over',
        minimumRate: 1271,
        effectiveRate: 1271,
      },
    ]);
    const rows = csv.trim().split('\r\n');
    expect(rows[1]).toBe(
      "P001,'=cmd,Ruth,01/11/2026,30/11/2026,10.00,127.10,2.00,0.00,30.0,13.50,15.34,25.42,181.36,21 and over,12.71,12.71",
    );
  });
});
