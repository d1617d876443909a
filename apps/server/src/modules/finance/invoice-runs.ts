import { type Db, schema } from '@care360/db';
import {
  addCalendarDays,
  type ChargeableVisit,
  creditNoteAnswer,
  creditNoteBody,
  type DayType,
  type ExportLine,
  exportQuery,
  formatUkDate,
  type InvoiceDraft,
  invoiceRunBody,
  priceInvoiceRun,
  runStartedAnswer,
  sageCsv,
  ukCalendarDate,
  VAT_EXEMPT_TEXT,
  xeroCsv,
} from '@care360/domain';
import { and, asc, between, eq, inArray, like, sql } from 'drizzle-orm';
import { HttpError, notFound } from '../../platform/http/envelope';
import { idParams } from '../../platform/http/id-params';
import { defineRoute, FILE_ANSWER } from '../../platform/http/route';
import { queueJob } from '../../platform/jobs/job-queue';
import { type Caller, column, scopeOf, tableOf } from '../../platform/records/record-query';
import {
  type Actor,
  changeEachRecord,
  changeRecord,
  insertRecord,
  insertRecords,
  noteAction,
  requestActor,
  systemActor,
} from '../../platform/records/record-store';
import {
  clientFunding,
  financeRunTask,
  funderScales,
  kinds,
  nameOf,
  num,
  peopleNames,
  refuseBackwardsPeriod,
  str,
} from './finance-data';
import { renderInvoice } from './invoice-pdf';

/**
 * Invoice runs: a funder's confirmed visits in a period priced by its scales as a job, one invoice
 * per client, each line a visit place's share (the charge key, unique, invoices it once); credit
 * notes; and the exports for Xero and Sage 50.
 */

type Row = Record<string, unknown>;

/** Invoices written per transaction: the run's progress moves on after each batch. */
const INVOICE_BATCH_LINES = 2_500;
/** Days a funder has to pay. */
const PAYMENT_TERMS_DAYS = 30;

const progress = (db: Db, actor: Actor, id: string, values: Row) =>
  changeRecord(db, actor, kinds.invoiceRuns, id, values, { auditAction: 'invoice-runs.progress' });

/** The next numbers of a series ('INV', 'CN'), under a lock held until the transaction ends. */
async function nextNumbers(tx: Db, organisationId: string, prefix: string, count: number) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`finance.numbers:${organisationId}:${prefix}`}))`,
  );
  const i = tableOf(kinds.invoices);
  const [last] = await tx
    .select({
      n: sql<number>`coalesce(max(substring(${column(i, 'number')} from ${`${prefix}-(\\d+)$`})::int), 0)`,
    })
    .from(i)
    .where(
      and(
        eq(column(i, 'organisationId'), organisationId),
        like(column(i, 'number'), `${prefix}-%`),
      ),
    );
  const first = Number(last?.n ?? 0) + 1;
  return Array.from({ length: count }, (_, k) => `${prefix}-${String(first + k).padStart(6, '0')}`);
}

/** The confirmed places of a period, as an invoice run reads them. */
export async function chargeableVisits(db: Db, caller: Caller, from: string, to: string) {
  const c = tableOf(kinds.confirmations);
  const rows = await db
    .select({
      confirmationId: column(c, 'id'),
      clientId: column(c, 'client'),
      carerId: column(c, 'carer'),
      visitDate: column(c, 'visitDate'),
      dayType: column(c, 'dayType'),
      chargeMinutes: column(c, 'chargeMinutes'),
    })
    .from(c)
    .where(and(scopeOf(kinds.confirmations, caller), between(column(c, 'visitDate'), from, to)))
    .orderBy(asc(column(c, 'visitDate')), asc(column(c, 'startsAt')), asc(column(c, 'id')));
  return rows.map(
    (row): ChargeableVisit => ({
      confirmationId: String(row.confirmationId),
      clientId: String(row.clientId),
      carerId: str(row.carerId),
      visitDate: String(row.visitDate),
      dayType: row.dayType as DayType,
      chargeMinutes: num(row.chargeMinutes),
    }),
  );
}

/** Charge keys of a funder already on an invoice. */
async function invoicedKeys(db: Db, caller: Caller, funderId: string): Promise<Set<string>> {
  const l = tableOf(kinds.invoiceLines);
  const rows = await db
    .select({ key: column(l, 'chargeKey') })
    .from(l)
    .where(and(scopeOf(kinds.invoiceLines, caller), like(column(l, 'chargeKey'), `%:${funderId}`)));
  return new Set(rows.map((row) => String(row.key)));
}

/** Writes a batch of invoices with their lines, numbered in turn, in one transaction. */
async function writeInvoices(
  db: Db,
  actor: Actor,
  run: Row,
  batch: readonly InvoiceDraft[],
  issuedOn: string,
) {
  await db.transaction(async (tx) => {
    const numbers = await nextNumbers(tx, actor.auth.user.organisation.id, 'INV', batch.length);
    const written = await insertRecords(
      tx,
      actor,
      kinds.invoices,
      batch.map((invoice, k) => ({
        parentId: String(run.id),
        number: numbers[k],
        documentType: 'Invoice',
        funder: String(run.funder),
        client: invoice.clientId,
        funderReference: invoice.funderReference,
        periodFrom: String(run.periodFrom),
        periodTo: String(run.periodTo),
        issuedOn,
        dueOn: addCalendarDays(issuedOn, PAYMENT_TERMS_DAYS),
        totalAmount: invoice.total,
        vat: VAT_EXEMPT_TEXT,
        status: 'Issued',
      })),
      { auditAction: 'invoices.issue' },
    );
    await insertRecords(
      tx,
      actor,
      kinds.invoiceLines,
      batch.flatMap((invoice, k) =>
        invoice.lines.map((line) => ({
          parentId: String(written[k]?.id),
          confirmation: line.confirmationId,
          chargeKey: line.chargeKey,
          visitDate: line.visitDate,
          carer: line.carerId,
          dayType: line.dayType,
          minutes: line.minutes,
          ratePerHour: line.ratePerHour,
          sharePercent: line.sharePercent,
          amount: line.amount,
        })),
      ),
      { auditAction: 'invoice-lines.issue' },
    );
  });
}

/**
 * Runs an invoice run as the system: prices the funder's confirmed places in the period, stops
 * naming the first without a rate, else writes the invoices batch by batch with the progress.
 */
export async function runInvoiceRun(
  db: Db,
  organisationId: string,
  runId: string,
  now = new Date(),
) {
  const actor = systemActor(organisationId);
  const caller = actor.auth.user;
  const t = tableOf(kinds.invoiceRuns);
  const [run] = (await db
    .select()
    .from(t)
    .where(and(eq(column(t, 'id'), runId), scopeOf(kinds.invoiceRuns, caller)))) as Row[];
  if (!run || !['Queued', 'Running'].includes(String(run.status))) return;
  try {
    const funderId = String(run.funder);
    const [visits, funding, scales, invoiced] = await Promise.all([
      chargeableVisits(db, caller, String(run.periodFrom), String(run.periodTo)),
      clientFunding(db, caller),
      funderScales(db, caller, funderId),
      invoicedKeys(db, caller, funderId),
    ]);
    const priced = priceInvoiceRun({ funderId, visits, funding, scales, invoiced });
    if (!priced.ok) {
      const c = tableOf(kinds.confirmations);
      const [place] = (await db
        .select()
        .from(c)
        .where(eq(column(c, 'id'), priced.confirmationId))) as Row[];
      const [client, carer] = await Promise.all([
        peopleNames(db, kinds.clients, organisationId, [String(place?.client)]),
        peopleNames(db, kinds.carers, organisationId, [String(place?.carer)]),
      ]);
      const problem = `Stopped: the visit to ${nameOf(client.get(String(place?.client)))} on ${formatUkDate(
        String(place?.startsAt),
      )} (carer ${nameOf(carer.get(String(place?.carer)))}) has no rate. ${priced.problem.replace(
        /\d{4}-\d{2}-\d{2}/,
        (iso) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`,
      )}: add one to the funder's scales and run again.`;
      await progress(db, actor, runId, {
        status: 'Stopped',
        problem: problem.slice(0, 500),
        problemVisit: priced.confirmationId,
        visitCount: 0,
        processed: 0,
      });
      return;
    }
    const lineCount = priced.invoices.reduce((sum, i) => sum + i.lines.length, 0);
    await progress(db, actor, runId, {
      status: 'Running',
      visitCount: lineCount,
      processed: 0,
      problem: null,
      problemVisit: null,
    });
    const issuedOn = ukCalendarDate(now);
    let batch: InvoiceDraft[] = [];
    let lines = 0;
    let processed = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      await writeInvoices(db, actor, run, batch, issuedOn);
      processed += lines;
      batch = [];
      lines = 0;
      await progress(db, actor, runId, { processed });
    };
    for (const invoice of priced.invoices) {
      batch.push(invoice);
      lines += invoice.lines.length;
      if (lines >= INVOICE_BATCH_LINES) await flush();
    }
    await flush();
    await progress(db, actor, runId, {
      status: 'Completed',
      invoiceCount: priced.invoices.length,
      totalAmount: priced.total,
    });
  } catch (error) {
    await progress(db, actor, runId, {
      status: 'Failed',
      problem: 'The run failed: it will be retried.',
    });
    throw error;
  }
}

export const invoiceRunTask = financeRunTask('finance.invoice-run', 'Invoice run', runInvoiceRun);

const startRun = defineRoute({
  method: 'POST',
  url: '/api/v1/finance/invoice-runs',
  access: { permission: kinds.invoiceRuns.permissions.create },
  summary: "Start an invoice run for a funder's confirmed visits in a period, as a job",
  answer: runStartedAnswer,
  body: invoiceRunBody,
  refusals: [422],
  async handler({ auth, body, request, services: { db } }) {
    refuseBackwardsPeriod(body);
    const f = tableOf(kinds.funders);
    const [funder] = await db
      .select({ id: column(f, 'id'), name: column(f, 'name') })
      .from(f)
      .where(and(eq(column(f, 'id'), body.funder), scopeOf(kinds.funders, auth.user)));
    if (!funder)
      throw new HttpError(400, 'Please correct the highlighted fields.', {
        funder: ['Choose a funder of this organisation.'],
      });
    const actor = requestActor(auth, request.ip);
    return db.transaction(async (tx) => {
      const run = await insertRecord(
        tx,
        actor,
        kinds.invoiceRuns,
        {
          funder: body.funder,
          periodFrom: body.from,
          periodTo: body.to,
          status: 'Queued',
          processed: 0,
          visitCount: 0,
          invoiceCount: 0,
          totalAmount: 0,
        },
        { auditAction: 'invoice-runs.start' },
      );
      // Queued with the run: the job exists only if the run does.
      await queueJob(tx, invoiceRunTask, {
        organisationId: auth.user.organisation.id,
        payload: { runId: String(run.id) },
        jobKey: String(run.id),
      });
      return {
        data: { id: String(run.id), status: 'Queued' },
        message: `Invoice run for ${String(funder.name)} started.`,
      };
    });
  },
});

/** An invoice (or credit note) of the caller's organisation with its run, or 404. */
async function invoiceOf(db: Db, caller: Caller, id: string): Promise<Row> {
  const i = tableOf(kinds.invoices);
  const [found] = (await db
    .select()
    .from(i)
    .where(and(eq(column(i, 'id'), id), scopeOf(kinds.invoices, caller)))) as Row[];
  if (!found) throw notFound('invoice');
  return found;
}

async function linesOf(db: Db, caller: Caller, invoiceIds: readonly string[]) {
  if (invoiceIds.length === 0) return [];
  const l = tableOf(kinds.invoiceLines);
  return (await db
    .select()
    .from(l)
    .where(
      and(scopeOf(kinds.invoiceLines, caller), inArray(column(l, 'parentId'), [...invoiceIds])),
    )
    .orderBy(asc(column(l, 'visitDate')), asc(column(l, 'id')))) as Row[];
}

const credit = defineRoute({
  method: 'POST',
  url: '/api/v1/finance/invoices/:id/credit',
  access: { permission: kinds.invoiceRuns.permissions.update },
  summary: 'Raise a credit note for the whole of an invoice; its visits can be invoiced again',
  answer: creditNoteAnswer,
  params: idParams,
  body: creditNoteBody,
  resource: 'invoices',
  refusals: [409],
  async handler({ auth, params, body, request, services: { db } }) {
    const actor = requestActor(auth, request.ip);
    return db.transaction(async (tx) => {
      const i = tableOf(kinds.invoices);
      const [invoice] = (await tx
        .select()
        .from(i)
        .where(and(eq(column(i, 'id'), params.id), scopeOf(kinds.invoices, auth.user)))
        .for('update')) as Row[];
      if (!invoice) throw notFound('invoice');
      if (invoice.documentType !== 'Invoice' || invoice.status !== 'Issued')
        throw new HttpError(
          409,
          `Invoice ${String(invoice.number)} is already credited or is a credit note.`,
        );
      const lines = await linesOf(tx, auth.user, [params.id]);
      const [number] = await nextNumbers(tx, auth.user.organisation.id, 'CN', 1);
      const today = ukCalendarDate();
      const note = await insertRecord(
        tx,
        actor,
        kinds.invoices,
        {
          number,
          documentType: 'Credit note',
          funder: invoice.funder,
          client: invoice.client,
          funderReference: invoice.funderReference,
          periodFrom: invoice.periodFrom,
          periodTo: invoice.periodTo,
          issuedOn: today,
          dueOn: today,
          totalAmount: -num(invoice.totalAmount),
          vat: VAT_EXEMPT_TEXT,
          status: 'Issued',
          creditFor: params.id,
          reason: body.reason,
        },
        { parentId: String(invoice.parentId), auditAction: 'invoices.credit-note' },
      );
      await insertRecords(
        tx,
        actor,
        kinds.invoiceLines,
        lines.map((line) => ({
          parentId: String(note.id),
          confirmation: line.confirmation,
          chargeKey: null,
          visitDate: line.visitDate,
          carer: line.carer,
          dayType: line.dayType,
          minutes: line.minutes,
          ratePerHour: line.ratePerHour,
          sharePercent: line.sharePercent,
          amount: -num(line.amount),
        })),
        { auditAction: 'invoice-lines.credit-note' },
      );
      // The credited visits are free to be invoiced again (corrected) by a later run.
      await changeEachRecord(
        tx,
        actor,
        kinds.invoiceLines,
        lines.map((line) => String(line.id)),
        { chargeKey: null },
        { auditAction: 'invoice-lines.credited' },
      );
      await changeRecord(
        tx,
        actor,
        kinds.invoices,
        params.id,
        { status: 'Credited' },
        {
          auditAction: 'invoices.credited',
          note: { reason: body.reason, creditNote: number },
        },
      );
      return {
        data: {
          id: String(note.id),
          number: String(number),
          totalAmount: -num(invoice.totalAmount),
        },
        message: `Credit note ${String(number)} raised.`,
      };
    });
  },
});

/** Every line of the given invoices as the exports read them. */
export async function exportLines(
  db: Db,
  caller: Caller,
  invoices: readonly Row[],
): Promise<ExportLine[]> {
  const lines = await linesOf(
    db,
    caller,
    invoices.map((i) => String(i.id)),
  );
  const f = tableOf(kinds.funders);
  const funders = await db.select().from(f).where(scopeOf(kinds.funders, caller));
  const funderById = new Map(funders.map((row) => [String(row.id), row as Row]));
  const [clients, carers] = await Promise.all([
    peopleNames(
      db,
      kinds.clients,
      caller.organisation.id,
      invoices.map((i) => String(i.client)),
    ),
    peopleNames(
      db,
      kinds.carers,
      caller.organisation.id,
      lines.map((l) => String(l.carer)),
    ),
  ]);
  const byId = new Map(invoices.map((i) => [String(i.id), i]));
  return lines.map((line) => {
    const invoice = byId.get(String(line.parentId)) as Row;
    const funder = funderById.get(String(invoice.funder));
    return {
      invoiceNumber: String(invoice.number),
      documentType: invoice.documentType === 'Credit note' ? 'Credit note' : 'Invoice',
      funderCode: String(funder?.code ?? ''),
      funderName: String(funder?.name ?? ''),
      funderEmail: str(funder?.invoiceEmail),
      clientName: nameOf(clients.get(String(invoice.client))),
      funderReference: str(invoice.funderReference),
      issuedOn: String(invoice.issuedOn),
      dueOn: String(invoice.dueOn),
      visitDate: String(line.visitDate),
      carerName: line.carer ? nameOf(carers.get(String(line.carer))) : null,
      minutes: num(line.minutes),
      ratePerHour: line.ratePerHour === null ? null : num(line.ratePerHour),
      sharePercent: num(line.sharePercent),
      amount: num(line.amount),
    };
  });
}

const exportRun = defineRoute({
  method: 'GET',
  url: '/api/v1/finance/invoice-runs/:id/export',
  access: { permission: kinds.invoiceRuns.permissions.read },
  summary: "An invoice run's invoices and credit notes as a Xero or Sage 50 import CSV",
  answer: FILE_ANSWER,
  params: idParams,
  query: exportQuery,
  resource: 'invoice-runs',
  async handler({ auth, params, query, request, services: { db } }) {
    const r = tableOf(kinds.invoiceRuns);
    const [run] = await db
      .select({ id: column(r, 'id') })
      .from(r)
      .where(and(eq(column(r, 'id'), params.id), scopeOf(kinds.invoiceRuns, auth.user)));
    if (!run) throw notFound('invoice run');
    const i = tableOf(kinds.invoices);
    const invoices = (await db
      .select()
      .from(i)
      .where(and(scopeOf(kinds.invoices, auth.user, params.id)))
      .orderBy(asc(column(i, 'number')))) as Row[];
    const lines = await exportLines(db, auth.user, invoices);
    await noteAction(db, requestActor(auth, request.ip), {
      action: 'export',
      recordType: 'invoice-runs',
      recordId: params.id,
      changes: { format: query.format, lines: lines.length },
    });
    return {
      data: null,
      raw: {
        contentType: 'text/csv; charset=utf-8',
        body: query.format === 'xero' ? xeroCsv(lines) : sageCsv(lines),
        filename: `invoices-${query.format}-${params.id.slice(0, 8)}.csv`,
      },
    };
  },
});

const invoicePdf = defineRoute({
  method: 'GET',
  url: '/api/v1/finance/invoices/:id/pdf',
  access: { permission: kinds.invoiceRuns.permissions.read },
  summary: 'An invoice or credit note as a PDF',
  answer: FILE_ANSWER,
  params: idParams,
  resource: 'invoices',
  async handler({ auth, params, services: { db } }) {
    const invoice = await invoiceOf(db, auth.user, params.id);
    const lines = await exportLines(db, auth.user, [invoice]);
    const [org] = await db
      .select({ name: schema.organisations.name })
      .from(schema.organisations)
      .where(eq(schema.organisations.id, auth.user.organisation.id));
    const body = await renderInvoice({
      organisation: String(org?.name ?? auth.user.organisation.name),
      number: String(invoice.number),
      documentType: invoice.documentType === 'Credit note' ? 'Credit note' : 'Invoice',
      funderName: lines[0]?.funderName ?? '',
      clientName: lines[0]?.clientName ?? '',
      funderReference: str(invoice.funderReference),
      periodFrom: String(invoice.periodFrom),
      periodTo: String(invoice.periodTo),
      issuedOn: String(invoice.issuedOn),
      dueOn: String(invoice.dueOn),
      reason: str(invoice.reason),
      total: num(invoice.totalAmount),
      lines,
    });
    return {
      data: null,
      raw: { contentType: 'application/pdf', body, filename: `${String(invoice.number)}.pdf` },
    };
  },
});

export const invoiceRunRoutes = [startRun, credit, exportRun, invoicePdf];
