import { schema } from '@care360/db';
import {
  addCalendarDays,
  priceMinutes,
  recordKind,
  splitByShare,
  ukCalendarDate,
} from '@care360/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../platform/records/record-query';
import { pdfText } from '../../test/pdf-text';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { runInvoiceRun } from './invoice-runs';
import { runPayRun } from './pay-runs';

/**
 * Finance against the real database and the demo's rota: the last week's delivered visits (the
 * demo leaves them unconfirmed) confirmed and locked, a manager's adjustment audited, invoice runs
 * (split funders, a visit invoiced once, a visit without a rate named, credit notes, the exports
 * and PDF), and a pay run whose minimum wage shortfall blocks closing until it is fixed.
 */

type Row = Record<string, unknown>;
let t: TestApp;
let admin: string;
let manager: string;
let hr: string;
let coordinator: string;
const today = ukCalendarDate();
const day = addCalendarDays(today, -7);
const period = `from=${day}&to=${day}`;

const confirmations = () =>
  t.db
    .select()
    .from(tableOf(recordKind('visit-confirmations')))
    .where(eq(column(tableOf(recordKind('visit-confirmations')), 'visitDate'), day)) as Promise<
    Row[]
  >;

async function funderId(code: string): Promise<string> {
  const f = tableOf(recordKind('funder-codes'));
  const [row] = await t.db
    .select({ id: column(f, 'id') })
    .from(f)
    .where(and(eq(column(f, 'code'), code), eq(column(f, 'organisationId'), t.organisationId)));
  return String(row?.id);
}

async function invoicesOf(runId: string) {
  const i = tableOf(recordKind('invoices'));
  return (await t.db
    .select()
    .from(i)
    .where(and(eq(column(i, 'parentId'), runId), sql`${column(i, 'deletedAt')} is null`))) as Row[];
}

async function linesOf(invoiceIds: string[]) {
  if (invoiceIds.length === 0) return [];
  const l = tableOf(recordKind('invoice-lines'));
  return (await t.db
    .select()
    .from(l)
    .where(
      sql`${column(l, 'parentId')} in (${sql.join(
        invoiceIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )) as Row[];
}

async function payslipsOf(runId: string) {
  const s = tableOf(recordKind('payslips'));
  return (await t.db
    .select()
    .from(s)
    .where(eq(column(s, 'parentId'), runId))) as Row[];
}

async function invoiceRun(funder: string, cookie = manager) {
  const started = await t.call({
    method: 'POST',
    url: '/api/v1/finance/invoice-runs',
    cookie,
    payload: { funder, from: day, to: day },
  });
  expect(started.statusCode, started.body).toBe(200);
  const id = started.json().data.id as string;
  await runInvoiceRun(t.db, t.organisationId, id);
  const read = await t.call({ method: 'GET', url: `/api/v1/invoice-runs/${id}`, cookie });
  expect(read.statusCode, read.body).toBe(200);
  return read.json().data as Row & { id: string };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  manager = await t.login(DEMO_USERS.manager.email);
  hr = await t.login(DEMO_USERS.hr.email);
  coordinator = await t.login(DEMO_USERS.coordinator.email);
});
afterAll(() => t.close());

describe('confirming delivered visits', () => {
  let waiting = 0;

  it('lists the period’s delivered visits with what each would be charged and paid', async () => {
    const review = await t.call({
      method: 'GET',
      url: `/api/v1/finance/confirmations/review?${period}`,
      cookie: manager,
    });
    expect(review.statusCode, review.body).toBe(200);
    const data = review.json().data;
    waiting = data.total;
    expect(waiting).toBeGreaterThan(0);
    expect(data.alreadyConfirmed).toBe(0);
    const line = data.items[0];
    expect(line.visitDate).toBe(day);
    expect(['Delivered', 'Short', 'Missed']).toContain(line.outcome);
    expect(line.clientName).not.toBe('Unknown');
    // A coordinator sees their own branch's visits only.
    const theirs = await t.call({
      method: 'GET',
      url: `/api/v1/finance/confirmations/review?${period}`,
      cookie: coordinator,
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().data.total).toBeLessThan(waiting);
  });

  it('refuses a bad period and writes nothing', async () => {
    for (const query of [`from=${day}&to=2020-01-01`, 'from=yesterday&to=2026-01-01', '']) {
      const bad = await t.call({
        method: 'GET',
        url: `/api/v1/finance/confirmations/review?${query}`,
        cookie: manager,
      });
      expect(bad.statusCode, query).toBe(400);
    }
    const bad = await t.call({
      method: 'POST',
      url: '/api/v1/finance/confirmations',
      cookie: manager,
      payload: { from: day, to: day, visitCarerIds: ['not-an-id'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(await confirmations()).toHaveLength(0);
  });

  it('confirms every delivered visit of the period once', async () => {
    const hrTry = await t.call({
      method: 'POST',
      url: '/api/v1/finance/confirmations',
      cookie: hr,
      payload: { from: day, to: day },
    });
    expect(hrTry.statusCode).toBe(403);
    const done = await t.call({
      method: 'POST',
      url: '/api/v1/finance/confirmations',
      cookie: manager,
      payload: { from: day, to: day },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toEqual({ confirmed: waiting, alreadyConfirmed: 0 });
    expect(await confirmations()).toHaveLength(waiting);
    const again = await t.call({
      method: 'POST',
      url: '/api/v1/finance/confirmations',
      cookie: manager,
      payload: { from: day, to: day },
    });
    expect(again.statusCode).toBe(422);
    const review = await t.call({
      method: 'GET',
      url: `/api/v1/finance/confirmations/review?${period}`,
      cookie: manager,
    });
    expect(review.json().data).toMatchObject({ total: 0, alreadyConfirmed: waiting });
  });

  it('locks a confirmed visit against any save', async () => {
    const [confirmed] = await confirmations();
    const read = await t.call({
      method: 'GET',
      url: `/api/v1/visits/${String(confirmed?.visit)}`,
      cookie: admin,
    });
    expect(read.statusCode, read.body).toBe(200);
    const visit = read.json().data;
    const save = await t.call({
      method: 'PUT',
      url: `/api/v1/visits/${visit.id}`,
      cookie: admin,
      payload: { ...visit, tasks: 'Changed after confirming' },
    });
    expect(save.statusCode, save.body).toBe(409);
    expect(save.json().message).toMatch(/confirmed for invoicing and pay/);
    const after = await t.call({ method: 'GET', url: `/api/v1/visits/${visit.id}`, cookie: admin });
    expect(after.json().data.version).toBe(visit.version);
  });

  it('lets a manager adjust a confirmed visit with a reason, audited', async () => {
    const [confirmed] = await confirmations();
    const url = `/api/v1/finance/confirmations/${String(confirmed?.id)}/adjust`;
    const payload = {
      version: Number(confirmed?.version),
      reason: 'Carer stayed longer: client was unwell',
      payMinutes: Number(confirmed?.payMinutes) + 15,
    };
    expect((await t.call({ method: 'POST', url, cookie: hr, payload })).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url, cookie: coordinator, payload })).statusCode).toBe(
      403,
    );
    const noReason = await t.call({
      method: 'POST',
      url,
      cookie: manager,
      payload: { ...payload, reason: '' },
    });
    expect(noReason.statusCode).toBe(400);
    const done = await t.call({ method: 'POST', url, cookie: manager, payload });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.changes).toEqual([
      `Paid minutes: ${Number(confirmed?.payMinutes)} → ${payload.payMinutes}`,
    ]);
    const stale = await t.call({ method: 'POST', url, cookie: manager, payload });
    expect(stale.statusCode).toBe(409);
    const read = await t.call({
      method: 'GET',
      url: `/api/v1/visit-confirmations/${String(confirmed?.id)}`,
      cookie: manager,
    });
    expect(read.json().data).toMatchObject({ adjusted: true, payMinutes: payload.payMinutes });
    const adjustments = await t.call({
      method: 'GET',
      url: `/api/v1/visit-confirmations/${String(confirmed?.id)}/confirmation-adjustments`,
      cookie: manager,
    });
    expect(adjustments.json().data.items[0]).toMatchObject({ reason: payload.reason });
    const [entry] = await t.db
      .select({ changes: schema.auditLog.changes, actor: schema.auditLog.actorUserId })
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.action, 'visit-confirmations.adjust'),
          eq(schema.auditLog.recordId, String(confirmed?.id)),
        ),
      );
    expect(entry?.changes).toMatchObject({
      reason: payload.reason,
      payMinutes: [Number(confirmed?.payMinutes), payload.payMinutes],
    });
    expect(entry?.actor).toBeTruthy();
  });
});

describe('invoice runs', () => {
  let lcc: string;
  let priv: string;
  let splitClient: string;
  let firstRun: Row & { id: string };

  beforeAll(async () => {
    lcc = await funderId('LCC');
    priv = await funderId('PRIV');
    // A council client of the day whose care a private top-up now shares, half and half.
    const rows = await confirmations();
    const f = tableOf(recordKind('client-funder-codes'));
    const funded = (await t.db
      .select()
      .from(f)
      .where(eq(column(f, 'funder'), lcc))) as Row[];
    const client = rows.find((c) => funded.some((p) => p.parentId === c.client));
    splitClient = String(client?.client);
    const period = funded.find((p) => p.parentId === splitClient);
    const added = await t.call({
      method: 'POST',
      url: `/api/v1/clients/${splitClient}/client-funder-codes`,
      cookie: admin,
      payload: {
        funder: priv,
        fundedHoursPerWeek: Number(period?.fundedHoursPerWeek),
        startDate: addCalendarDays(day, -30),
      },
    });
    expect(added.statusCode, added.body).toBe(201);
  });

  it('is the manager’s: HR may not start one, and a bad funder is refused', async () => {
    const refused = await t.call({
      method: 'POST',
      url: '/api/v1/finance/invoice-runs',
      cookie: hr,
      payload: { funder: lcc, from: day, to: day },
    });
    expect(refused.statusCode).toBe(403);
    for (const payload of [
      { funder: 'x', from: day, to: day },
      { funder: lcc, from: day, to: addCalendarDays(day, -1) },
      { funder: '3f1c2a9e-7b4d-4e8a-9c1f-2d5e6a7b8c90', from: day, to: day },
    ]) {
      const bad = await t.call({
        method: 'POST',
        url: '/api/v1/finance/invoice-runs',
        cookie: manager,
        payload,
      });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('prices each council visit once per client invoice, with the split client’s share', async () => {
    firstRun = await invoiceRun(lcc);
    expect(firstRun.status).toBe('Completed');
    const invoices = await invoicesOf(firstRun.id);
    expect(invoices.length).toBe(firstRun.invoiceCount);
    const lines = await linesOf(invoices.map((i) => String(i.id)));
    expect(lines.reduce((sum, l) => sum + Number(l.amount), 0)).toBe(firstRun.totalAmount);
    expect(invoices.every((i) => i.vat === 'VAT exempt')).toBe(true);
    const split = invoices.find((i) => i.client === splitClient);
    const splitLines = lines.filter((l) => l.parentId === split?.id);
    expect(splitLines.length).toBeGreaterThan(0);
    for (const line of splitLines) {
      expect(Number(line.sharePercent)).toBe(50);
      const whole = priceMinutes(Number(line.minutes), Number(line.ratePerHour));
      expect(Number(line.amount)).toBe(splitByShare(whole, [1, 1])[0]);
    }
    // The private funder's run takes the other half of the same visits.
    const privateRun = await invoiceRun(priv);
    const privateLines = await linesOf((await invoicesOf(privateRun.id)).map((i) => String(i.id)));
    const shared = privateLines.filter((l) =>
      splitLines.some((s) => s.confirmation === l.confirmation),
    );
    expect(shared).toHaveLength(splitLines.length);
  });

  it('invoices a visit once: a second run finds nothing left', async () => {
    const second = await invoiceRun(lcc);
    expect(second).toMatchObject({ status: 'Completed', invoiceCount: 0, totalAmount: 0 });
    // And the database's unique key holds it too.
    const [line] = await linesOf((await invoicesOf(firstRun.id)).map((i) => String(i.id)));
    const l = tableOf(recordKind('invoice-lines'));
    await expect(
      t.db.insert(l).values({
        organisationId: t.organisationId,
        parentId: line?.parentId,
        confirmation: line?.confirmation,
        chargeKey: line?.chargeKey,
        visitDate: line?.visitDate,
        dayType: line?.dayType,
        minutes: 1,
        sharePercent: 100,
      } as never),
    ).rejects.toThrow();
  });

  it('stops at a visit without a rate and names it', async () => {
    const rows = await confirmations();
    const other = rows.find((c) => c.client !== splitClient && c.outcome !== 'Missed');
    const funder = await createSample(t, admin, recordKind('funder-codes'), {
      code: 'NORATE',
      name: 'Council with no rate yet',
      type: 'Local authority',
    });
    const scale = await t.call({
      method: 'POST',
      url: `/api/v1/funder-codes/${funder.row.id}/funder-scales`,
      cookie: admin,
      payload: { name: 'Next year', ratePerHour: 2600, effectiveFrom: addCalendarDays(today, 30) },
    });
    expect(scale.statusCode, scale.body).toBe(201);
    const added = await t.call({
      method: 'POST',
      url: `/api/v1/clients/${String(other?.client)}/client-funder-codes`,
      cookie: admin,
      payload: { funder: funder.row.id, startDate: addCalendarDays(day, -30) },
    });
    expect(added.statusCode, added.body).toBe(201);
    const run = await invoiceRun(funder.row.id);
    expect(run.status).toBe('Stopped');
    const [dd, mm, yyyy] = [day.slice(8, 10), day.slice(5, 7), day.slice(0, 4)];
    expect(run.problem).toContain(`on ${dd}/${mm}/${yyyy}`);
    expect(run.problem).toContain('has no rate');
    const named = rows.find((c) => c.id === run.problemVisit);
    expect(named?.client).toBe(other?.client);
    expect(await invoicesOf(run.id)).toHaveLength(0);
  });

  it('refuses to adjust an invoiced visit until its invoice is credited', async () => {
    const invoice = (await invoicesOf(firstRun.id)).find((i) => i.status === 'Issued');
    const [line] = await linesOf([String(invoice?.id)]);
    const c = tableOf(recordKind('visit-confirmations'));
    const [confirmation] = (await t.db
      .select()
      .from(c)
      .where(eq(column(c, 'id'), String(line?.confirmation)))) as Row[];
    const refused = await t.call({
      method: 'POST',
      url: `/api/v1/finance/confirmations/${String(confirmation?.id)}/adjust`,
      cookie: manager,
      payload: { version: confirmation?.version, reason: 'Wrong charge', chargeMinutes: 5 },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(String(invoice?.number));
  });

  it('credits an invoice whole, and its visits can be invoiced again', async () => {
    const invoice = (await invoicesOf(firstRun.id)).find((i) => i.status === 'Issued');
    const url = `/api/v1/finance/invoices/${String(invoice?.id)}/credit`;
    const noReason = await t.call({
      method: 'POST',
      url,
      cookie: manager,
      payload: { reason: '' },
    });
    expect(noReason.statusCode).toBe(400);
    const credited = await t.call({
      method: 'POST',
      url,
      cookie: manager,
      payload: { reason: 'Wrong hours billed' },
    });
    expect(credited.statusCode, credited.body).toBe(200);
    expect(credited.json().data).toMatchObject({
      number: expect.stringMatching(/^CN-\d{6}$/),
      totalAmount: -Number(invoice?.totalAmount),
    });
    const twice = await t.call({
      method: 'POST',
      url,
      cookie: manager,
      payload: { reason: 'Again' },
    });
    expect(twice.statusCode).toBe(409);
    const rerun = await invoiceRun(lcc);
    expect(rerun).toMatchObject({
      status: 'Completed',
      invoiceCount: 1,
      totalAmount: invoice?.totalAmount,
    });
  });

  it('exports the run for Xero and Sage 50 with the exempt tax codes', async () => {
    const invoices = await invoicesOf(firstRun.id);
    const lines = await linesOf(invoices.map((i) => String(i.id)));
    const xero = await t.call({
      method: 'GET',
      url: `/api/v1/finance/invoice-runs/${firstRun.id}/export?format=xero`,
      cookie: manager,
    });
    expect(xero.statusCode).toBe(200);
    expect(xero.headers['content-type']).toContain('text/csv');
    const rows = xero.body.trim().split('\r\n');
    expect(rows[0]).toMatch(/^ContactName,EmailAddress,InvoiceNumber,/);
    expect(rows).toHaveLength(lines.length + 1);
    expect(rows.slice(1).every((row) => row.includes(',4000,Exempt Income,GBP'))).toBe(true);
    expect(xero.body).toContain(',CN-');
    const sage = await t.call({
      method: 'GET',
      url: `/api/v1/finance/invoice-runs/${firstRun.id}/export?format=sage`,
      cookie: manager,
    });
    const sageRows = sage.body.trim().split('\r\n');
    expect(sageRows[0]).toBe(
      'Type,Account Reference,Nominal A/C Ref,Department Code,Date,Reference,Details,Net Amount,Tax Code,Tax Amount',
    );
    expect(sageRows.some((row) => row.startsWith('SC,LCC,4000,'))).toBe(true);
    expect(sageRows.slice(1).every((row) => row.endsWith(',T2,0.00'))).toBe(true);
    const bad = await t.call({
      method: 'GET',
      url: `/api/v1/finance/invoice-runs/${firstRun.id}/export?format=qb`,
      cookie: manager,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('prints an invoice as a PDF that says it is VAT exempt', async () => {
    const invoice = (await invoicesOf(firstRun.id)).find((i) => i.documentType === 'Invoice');
    const pdf = await t.call({
      method: 'GET',
      url: `/api/v1/finance/invoices/${String(invoice?.id)}/pdf`,
      cookie: manager,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Invoice ${String(invoice?.number)}`);
    expect(text).toContain('VAT exempt');
    expect(text).toContain('Leeds City Council');
  });
});

describe('pay runs', () => {
  let runId: string;
  let lowCarer: string;

  beforeAll(async () => {
    // A carer of the day on the lowest band with travel time unpaid, who travelled two hours.
    const rows = await confirmations();
    const place = rows.find((c) => c.outcome !== 'Missed') as Row;
    lowCarer = String(place.carer);
    const r = tableOf(recordKind('carer-pay-rules'));
    const b = tableOf(recordKind('bands'));
    const [band] = await t.db
      .select({ id: column(b, 'id') })
      .from(b)
      .where(
        and(eq(column(b, 'name'), 'Band A'), eq(column(b, 'organisationId'), t.organisationId)),
      );
    await t.db
      .update(r)
      .set({ band: band?.id, paysTravel: false } as never)
      .where(eq(column(r, 'carer'), lowCarer));
    const adjusted = await t.call({
      method: 'POST',
      url: `/api/v1/finance/confirmations/${String(place.id)}/adjust`,
      cookie: manager,
      payload: { version: place.version, reason: 'Diverted by roadworks', travelMinutes: 120 },
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
  });

  it('prices every carer and names a minimum wage shortfall', async () => {
    const refused = await t.call({
      method: 'POST',
      url: '/api/v1/finance/pay-runs',
      cookie: coordinator,
      payload: { from: day, to: day },
    });
    expect(refused.statusCode).toBe(403);
    const started = await t.call({
      method: 'POST',
      url: '/api/v1/finance/pay-runs',
      cookie: hr,
      payload: { from: day, to: day },
    });
    expect(started.statusCode, started.body).toBe(200);
    runId = started.json().data.id;
    const overlap = await t.call({
      method: 'POST',
      url: '/api/v1/finance/pay-runs',
      cookie: hr,
      payload: { from: addCalendarDays(day, -1), to: day },
    });
    expect(overlap.statusCode).toBe(409);
    await runPayRun(t.db, t.organisationId, runId);
    const overview = await t.call({
      method: 'GET',
      url: `/api/v1/finance/overview?from=${day}&to=${day}`,
      cookie: hr,
    });
    expect(overview.statusCode, overview.body).toBe(200);
    const run = overview.json().data.runs.find((r: Row) => r.id === runId);
    expect(run.status).toBe('Shortfalls');
    expect(run.shortfalls.length).toBeGreaterThan(0);
    const mine = (await payslipsOf(runId)).find((s) => s.carer === lowCarer) as Row;
    expect(mine.status).toBe('Shortfall');
    expect(mine.travelPay).toBe(0);
    expect(mine.shortfall).toBeGreaterThan(0);
  });

  it('cannot close while a shortfall stands; an adjustment fixes it and it closes', async () => {
    const read = async () =>
      (await t.call({ method: 'GET', url: `/api/v1/pay-runs/${runId}`, cookie: hr })).json().data;
    const blocked = await t.call({
      method: 'POST',
      url: `/api/v1/finance/pay-runs/${runId}/close`,
      cookie: hr,
      payload: { version: (await read()).version },
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toMatch(/below the minimum wage .*short/);
    const slips = await payslipsOf(runId);
    for (const slip of slips.filter((s) => Number(s.shortfall) > 0)) {
      const bad = await t.call({
        method: 'POST',
        url: `/api/v1/finance/payslips/${String(slip.id)}/adjust`,
        cookie: hr,
        payload: { amount: 0, reason: 'Nothing' },
      });
      expect(bad.statusCode).toBe(400);
      const fixed = await t.call({
        method: 'POST',
        url: `/api/v1/finance/payslips/${String(slip.id)}/adjust`,
        cookie: hr,
        payload: { amount: slip.shortfall, reason: 'Top-up to the National Living Wage' },
      });
      expect(fixed.statusCode, fixed.body).toBe(200);
      expect(fixed.json().data.shortfall).toBe(0);
    }
    const checked = await read();
    expect(checked.status).toBe('Checked');
    const closed = await t.call({
      method: 'POST',
      url: `/api/v1/finance/pay-runs/${runId}/close`,
      cookie: hr,
      payload: { version: checked.version },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const [slip] = slips;
    const late = await t.call({
      method: 'POST',
      url: `/api/v1/finance/payslips/${String(slip?.id)}/adjust`,
      cookie: hr,
      payload: { amount: 100, reason: 'Too late' },
    });
    expect(late.statusCode).toBe(409);
  });

  it('exports the payroll CSV, one row per carer', async () => {
    const csv = await t.call({
      method: 'GET',
      url: `/api/v1/finance/pay-runs/${runId}/payroll`,
      cookie: hr,
    });
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toMatch(/^Works number,Surname,Forename,Period start,Period end,Visit hours,/);
    expect(rows).toHaveLength((await payslipsOf(runId)).length + 1);
    // National Insurance numbers are payroll's own: never in this file.
    expect(csv.body).not.toMatch(/[A-Z]{2}\d{6}[A-D]/);
  });
});
