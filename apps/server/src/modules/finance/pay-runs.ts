import type { Db } from '@care360/db';
import {
  closePayRunBody,
  counted,
  type DayType,
  type PayableVisit,
  type PayCarer,
  type PayrollLine,
  type PayslipDraft,
  payAdjustmentBody,
  payRunBody,
  payrollCsv,
  payslipCheckAnswer,
  pricePayRun,
  runStartedAnswer,
  ukDate,
} from '@care360/domain';
import { and, asc, between, eq, gte, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { HttpError, notFound } from '../../platform/http/envelope';
import { idParams } from '../../platform/http/id-params';
import { defineRoute, FILE_ANSWER } from '../../platform/http/route';
import { queueJob } from '../../platform/jobs/job-queue';
import { type Caller, column, scopeOf, tableOf } from '../../platform/records/record-query';
import {
  type Actor,
  changeRecord,
  insertRecord,
  insertRecords,
  noteAction,
  requestActor,
  systemActor,
} from '../../platform/records/record-store';
import {
  bandRates,
  financeRunTask,
  kinds,
  nameOf,
  num,
  payRules,
  peopleNames,
  refuseBackwardsPeriod,
  str,
} from './finance-data';

/**
 * Pay runs: each carer's confirmed places in a period priced by their band's rates, with travel,
 * mileage and holiday pay, checked against the minimum wage for their age (travel time counted);
 * a shortfall is named on the carer's payslip and the run cannot close until an adjustment fixes
 * it; and the payroll CSV.
 */

type Row = Record<string, unknown>;

const progress = (db: Db, actor: Actor, id: string, values: Row) =>
  changeRecord(db, actor, kinds.payRuns, id, values, { auditAction: 'pay-runs.progress' });

/** What a pay run prices: the confirmed places of the period and their carers. */
async function payInput(
  db: Db,
  caller: Caller,
  from: string,
  to: string,
  carerIds?: readonly string[],
) {
  // A run is the organisation's, so it is priced from every branch's confirmations: a carer who
  // worked in two branches is paid for both, whoever re-prices their payslip after an adjustment.
  const pricing: Caller = { organisation: caller.organisation, branchScope: null };
  const c = tableOf(kinds.confirmations);
  const rows = await db
    .select({
      confirmationId: column(c, 'id'),
      carerId: column(c, 'carer'),
      visitDate: column(c, 'visitDate'),
      dayType: column(c, 'dayType'),
      payMinutes: column(c, 'payMinutes'),
      travelMinutes: column(c, 'travelMinutes'),
      mileage: column(c, 'mileage'),
    })
    .from(c)
    .where(
      and(
        scopeOf(kinds.confirmations, pricing),
        between(column(c, 'visitDate'), from, to),
        carerIds ? inArray(column(c, 'carer'), [...carerIds]) : undefined,
      ),
    );
  const visits: PayableVisit[] = rows.map((row) => ({
    confirmationId: String(row.confirmationId),
    carerId: String(row.carerId),
    visitDate: String(row.visitDate),
    dayType: row.dayType as DayType,
    payMinutes: num(row.payMinutes),
    travelMinutes: num(row.travelMinutes),
    mileage: num(row.mileage),
  }));
  const ids = [...new Set([...visits.map((v) => v.carerId), ...(carerIds ?? [])])];
  const [people, rules, rates] = await Promise.all([
    peopleNames(db, kinds.carers, caller.organisation.id, ids),
    payRules(db, pricing),
    bandRates(db, pricing),
  ]);
  const carers: PayCarer[] = ids
    .map((id) => {
      const person = people.get(id);
      const rule = rules.get(id);
      return {
        id,
        name: nameOf(person),
        dateOfBirth: String(person?.dateOfBirth ?? '1900-01-01'),
        bandId: rule?.bandId ?? null,
        accruesHoliday: rule?.accruesHoliday ?? true,
        paysTravel: rule?.paysTravel ?? true,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return { visits, carers, rates };
}

/** A payslip's stored values from its draft. */
function payslipValues(draft: PayslipDraft): Row {
  const check = draft.check;
  const minutes = draft.visitMinutes + draft.travelMinutes;
  const shortfall = check?.shortfall ?? 0;
  return {
    carer: draft.carerId,
    visits: draft.visits,
    visitMinutes: draft.visitMinutes,
    visitPay: draft.visitPay,
    travelMinutes: draft.travelMinutes,
    travelPay: draft.travelPay,
    mileage: draft.mileage,
    mileagePay: draft.mileagePay,
    adjustments: draft.adjustments,
    holidayPay: draft.holidayPay,
    grossPay: draft.grossPay,
    age: check?.age ?? null,
    wageBand: check?.band ?? null,
    minimumRate: check?.minimumRate ?? null,
    effectiveRate: check && minutes > 0 ? Math.floor((check.countedPay * 60) / minutes) : null,
    shortfall,
    status: shortfall > 0 ? 'Shortfall' : 'Paid at least the minimum',
  };
}

/** Runs a pay run as the system: prices every carer and names each shortfall. */
export async function runPayRun(db: Db, organisationId: string, runId: string) {
  const actor = systemActor(organisationId);
  const caller = actor.auth.user;
  const t = tableOf(kinds.payRuns);
  const [run] = (await db
    .select()
    .from(t)
    .where(and(eq(column(t, 'id'), runId), scopeOf(kinds.payRuns, caller)))) as Row[];
  if (!run || !['Queued', 'Running'].includes(String(run.status))) return;
  try {
    await progress(db, actor, runId, { status: 'Running' });
    const from = String(run.periodFrom);
    const to = String(run.periodTo);
    const { visits, carers, rates } = await payInput(db, caller, from, to);
    const priced = pricePayRun({
      periodFrom: from,
      periodTo: to,
      carers,
      visits,
      bandRates: rates,
      adjustments: new Map(),
    });
    if (!priced.ok) {
      await progress(db, actor, runId, {
        status: 'Stopped',
        problem: `Stopped: ${priced.problem}. Give them a pay rule (Finance › Carer Pay Rules) and run again.`,
      });
      return;
    }
    await db.transaction(async (tx) => {
      await insertRecords(
        tx,
        actor,
        kinds.payslips,
        priced.payslips.map((slip) => ({ parentId: runId, ...payslipValues(slip) })),
        { auditAction: 'payslips.price' },
      );
      await progress(tx, actor, runId, {
        status: priced.shortfalls > 0 ? 'Shortfalls' : 'Checked',
        carerCount: priced.payslips.length,
        shortfallCount: priced.shortfalls,
        totalGross: priced.total,
        problem: null,
      });
    });
  } catch (error) {
    await progress(db, actor, runId, {
      status: 'Failed',
      problem: 'The run failed: it will be retried.',
    });
    throw error;
  }
}

export const payRunTask = financeRunTask('finance.pay-run', 'Pay run', runPayRun);

const startRun = defineRoute({
  method: 'POST',
  url: '/api/v1/finance/pay-runs',
  access: { permission: kinds.payRuns.permissions.create },
  summary: "Start a pay run over the carers' confirmed visits in a period, as a job",
  answer: runStartedAnswer,
  body: payRunBody,
  refusals: [409],
  async handler({ auth, body, request, services: { db } }) {
    refuseBackwardsPeriod(body);
    const actor = requestActor(auth, request.ip);
    return db.transaction(async (tx) => {
      // A visit is paid once: no two live pay runs share a day.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`finance.pay-runs:${auth.user.organisation.id}`}))`,
      );
      const p = tableOf(kinds.payRuns);
      const [overlap] = await tx
        .select({ from: column(p, 'periodFrom'), to: column(p, 'periodTo') })
        .from(p)
        .where(
          and(
            scopeOf(kinds.payRuns, auth.user),
            notInArray(column(p, 'status'), ['Stopped', 'Failed']),
            lte(column(p, 'periodFrom'), body.to),
            gte(column(p, 'periodTo'), body.from),
          ),
        )
        .limit(1);
      if (overlap)
        throw new HttpError(
          409,
          `A pay run already covers ${ukDate(String(overlap.from))} to ${ukDate(String(overlap.to))}: a visit is paid once.`,
        );
      const run = await insertRecord(
        tx,
        actor,
        kinds.payRuns,
        {
          periodFrom: body.from,
          periodTo: body.to,
          status: 'Queued',
          carerCount: 0,
          shortfallCount: 0,
          totalGross: 0,
        },
        { auditAction: 'pay-runs.start' },
      );
      await queueJob(tx, payRunTask, {
        organisationId: auth.user.organisation.id,
        payload: { runId: String(run.id) },
        jobKey: String(run.id),
      });
      return { data: { id: String(run.id), status: 'Queued' }, message: 'Pay run started.' };
    });
  },
});

/** The run of a payslip, locked; 409 once closed. */
async function openRunOf(tx: Db, caller: Caller, runId: string): Promise<Row> {
  const t = tableOf(kinds.payRuns);
  const [run] = (await tx
    .select()
    .from(t)
    .where(and(eq(column(t, 'id'), runId), scopeOf(kinds.payRuns, caller)))
    .for('update')) as Row[];
  if (!run) throw notFound('pay run');
  if (run.status === 'Closed')
    throw new HttpError(409, 'This pay run is closed: nothing in it can change.');
  if (!['Checked', 'Shortfalls'].includes(String(run.status)))
    throw new HttpError(
      409,
      `This pay run is ${String(run.status).toLowerCase()}: wait until it is priced.`,
    );
  return run;
}

/** Prices one payslip again from the confirmations and its adjustments, and the run's totals. */
async function recheckPayslip(tx: Db, actor: Actor, run: Row, slip: Row) {
  const caller = actor.auth.user;
  const a = tableOf(kinds.payAdjustments);
  const adjustments = await tx
    .select({ amount: column(a, 'amount') })
    .from(a)
    .where(scopeOf(kinds.payAdjustments, caller, String(slip.id)));
  const carerId = String(slip.carer);
  const { visits, carers, rates } = await payInput(
    tx,
    caller,
    String(run.periodFrom),
    String(run.periodTo),
    [carerId],
  );
  const priced = pricePayRun({
    periodFrom: String(run.periodFrom),
    periodTo: String(run.periodTo),
    carers,
    visits,
    bandRates: rates,
    adjustments: new Map([[carerId, adjustments.reduce((sum, row) => sum + num(row.amount), 0)]]),
  });
  if (!priced.ok) throw new HttpError(409, priced.problem);
  const draft = priced.payslips[0];
  if (draft)
    await changeRecord(tx, actor, kinds.payslips, String(slip.id), payslipValues(draft), {
      auditAction: 'payslips.recheck',
    });
  const s = tableOf(kinds.payslips);
  const slips = await tx
    .select({ gross: column(s, 'grossPay'), shortfall: column(s, 'shortfall') })
    .from(s)
    .where(scopeOf(kinds.payslips, caller, String(run.id)));
  const shortfallCount = slips.filter((row) => num(row.shortfall) > 0).length;
  await changeRecord(
    tx,
    actor,
    kinds.payRuns,
    String(run.id),
    {
      status: shortfallCount > 0 ? 'Shortfalls' : 'Checked',
      shortfallCount,
      totalGross: slips.reduce((sum, row) => sum + num(row.gross), 0),
    },
    { auditAction: 'pay-runs.recheck' },
  );
  return {
    shortfall: draft?.check?.shortfall ?? 0,
    shortfallCount,
    status: shortfallCount > 0 ? 'Shortfalls' : 'Checked',
  };
}

const adjustPayslip = defineRoute({
  method: 'POST',
  url: '/api/v1/finance/payslips/:id/adjust',
  access: { permission: kinds.payRuns.permissions.update },
  summary: "Adjust a carer's pay in an open pay run (with a reason) and check it again",
  answer: payslipCheckAnswer,
  params: idParams,
  body: payAdjustmentBody,
  resource: 'payslips',
  refusals: [409],
  async handler({ auth, params, body, request, services: { db } }) {
    const actor = requestActor(auth, request.ip);
    return db.transaction(async (tx) => {
      const s = tableOf(kinds.payslips);
      const [slip] = (await tx
        .select()
        .from(s)
        .where(and(eq(column(s, 'id'), params.id), scopeOf(kinds.payslips, auth.user)))) as Row[];
      if (!slip) throw notFound('payslip');
      const run = await openRunOf(tx, auth.user, String(slip.parentId));
      await insertRecord(
        tx,
        actor,
        kinds.payAdjustments,
        { amount: body.amount, reason: body.reason },
        { parentId: params.id, auditAction: 'pay-adjustments.create' },
      );
      const checked = await recheckPayslip(tx, actor, run, slip);
      return {
        data: {
          payslipId: params.id,
          shortfall: checked.shortfall,
          runStatus: checked.status,
          shortfallCount: checked.shortfallCount,
        },
        message:
          checked.shortfall > 0
            ? 'Pay adjusted: a shortfall still stands.'
            : 'Pay adjusted: paid at least the minimum wage.',
      };
    });
  },
});

const close = defineRoute({
  method: 'POST',
  url: '/api/v1/finance/pay-runs/:id/close',
  access: { permission: kinds.payRuns.permissions.update },
  summary: 'Close a pay run; refused while a minimum wage shortfall stands',
  answer: runStartedAnswer,
  params: idParams,
  body: closePayRunBody,
  resource: 'pay-runs',
  refusals: [409],
  async handler({ auth, params, body, request, services: { db } }) {
    const actor = requestActor(auth, request.ip);
    return db.transaction(async (tx) => {
      await openRunOf(tx, auth.user, params.id);
      const s = tableOf(kinds.payslips);
      const short = await tx
        .select({ carer: column(s, 'carer'), shortfall: column(s, 'shortfall') })
        .from(s)
        .where(scopeOf(kinds.payslips, auth.user, params.id));
      const standing = short.filter((row) => num(row.shortfall) > 0);
      if (standing.length > 0) {
        const names = await peopleNames(
          tx,
          kinds.carers,
          auth.user.organisation.id,
          standing.map((row) => String(row.carer)),
        );
        throw new HttpError(
          409,
          `This pay run cannot close: ${counted(standing.length, 'carer')} below the minimum wage (${standing
            .map(
              (row) =>
                `${nameOf(names.get(String(row.carer)))} £${(num(row.shortfall) / 100).toFixed(2)} short`,
            )
            .join('; ')}). Adjust their pay first.`,
        );
      }
      await changeRecord(
        tx,
        actor,
        kinds.payRuns,
        params.id,
        { status: 'Closed', closedAt: new Date().toISOString() },
        { version: body.version, auditAction: 'pay-runs.close' },
      );
      return { data: { id: params.id, status: 'Closed' }, message: 'Pay run closed.' };
    });
  },
});

const payroll = defineRoute({
  method: 'GET',
  url: '/api/v1/finance/pay-runs/:id/payroll',
  access: { permission: kinds.payRuns.permissions.read },
  summary: "A pay run's payslips as the payroll CSV",
  answer: FILE_ANSWER,
  params: idParams,
  resource: 'pay-runs',
  async handler({ auth, params, request, services: { db } }) {
    const t = tableOf(kinds.payRuns);
    const [run] = (await db
      .select()
      .from(t)
      .where(and(eq(column(t, 'id'), params.id), scopeOf(kinds.payRuns, auth.user)))) as Row[];
    if (!run) throw notFound('pay run');
    const s = tableOf(kinds.payslips);
    const slips = (await db
      .select()
      .from(s)
      .where(scopeOf(kinds.payslips, auth.user, params.id))
      .orderBy(asc(column(s, 'id')))) as Row[];
    const people = await peopleNames(
      db,
      kinds.carers,
      auth.user.organisation.id,
      slips.map((slip) => String(slip.carer)),
    );
    const lines: PayrollLine[] = slips
      .map((slip) => {
        const person = people.get(String(slip.carer));
        return {
          payrollNumber: str(person?.payrollNumber),
          surname: String(person?.surname ?? ''),
          forename: String(person?.forename ?? ''),
          periodFrom: String(run.periodFrom),
          periodTo: String(run.periodTo),
          visitMinutes: num(slip.visitMinutes),
          visitPay: num(slip.visitPay),
          travelMinutes: num(slip.travelMinutes),
          travelPay: num(slip.travelPay),
          mileage: num(slip.mileage),
          mileagePay: num(slip.mileagePay),
          holidayPay: num(slip.holidayPay),
          adjustments: num(slip.adjustments),
          grossPay: num(slip.grossPay),
          wageBand: str(slip.wageBand),
          minimumRate: slip.minimumRate === null ? null : num(slip.minimumRate),
          effectiveRate: slip.effectiveRate === null ? null : num(slip.effectiveRate),
        };
      })
      .sort((a, b) => a.surname.localeCompare(b.surname) || a.forename.localeCompare(b.forename));
    await noteAction(db, requestActor(auth, request.ip), {
      action: 'export',
      recordType: 'pay-runs',
      recordId: params.id,
      changes: { format: 'payroll', carers: lines.length },
    });
    return {
      data: null,
      raw: {
        contentType: 'text/csv; charset=utf-8',
        body: payrollCsv(lines),
        filename: `payroll-${String(run.periodFrom)}-${String(run.periodTo)}.csv`,
      },
    };
  },
});

export const payRunRoutes = [startRun, adjustPayslip, close, payroll];
