import { type Db, schema } from '@care360/db';
import {
  APPLICANT_FILE,
  APPLICANT_HISTORY_KINDS,
  applicantHistoryPage,
  applicantLinkAnswer,
  contractFor,
  employmentTimelineAnswer,
  noDataAnswer,
  recordKind,
  ukCalendarDate,
} from '@care360/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { HttpError, notFound } from '../../platform/http/envelope';
import { idParams } from '../../platform/http/id-params';
import { defineRoute } from '../../platform/http/route';
import { fieldErrors } from '../../platform/http/validation';
import { issueLink } from '../../platform/links/issue-link';
import type { LinkInUse } from '../../platform/links/link-purpose';
import { assertLiveOwner, auditFileAccess } from '../../platform/person-files/person-file-access';
import { column, tableOf } from '../../platform/records/record-query';
import { auditRead, noteAction } from '../../platform/records/record-store';
import { changedFields, toApiRow } from '../../platform/records/record-values';
import { claimVersion, type VersionedTable } from '../../platform/records/version-claim';
import { historyEntries, historyGaps, unexplainedGapMessages } from './applicant-history';
import { APPLICANT_FILE_LINK } from './applicant-link';
import { packForm } from './applicant-pack';
import { emailApplicantLink } from './application.endpoints';
import { recruitmentSettingsFor } from './recruitment-settings';

/**
 * The applicant's private link: their histories, added, corrected and removed
 * by them, and "Submit my file". The link names the applicant; an entry is reached only under
 * them, so no id in a request can reach another person's history. Every change is audited with
 * the applicant as its record, in the transaction of the link's use.
 */

const { organisations } = schema;
const applicants = tableOf(recordKind('applicants'));
const a = (key: string) => column(applicants, key);

async function applicantOf(db: Db, link: { subjectId: string; organisationId: string }) {
  const [row] = await db
    .select({
      forename: a('forename'),
      surname: a('surname'),
      email: a('email'),
      stage: a('stage'),
      branch: a('branch'),
      dateOfBirth: a('dateOfBirth'),
      route: a('route'),
      historySubmittedOn: a('historySubmittedOn'),
    })
    .from(applicants)
    .where(and(eq(a('id'), link.subjectId), eq(a('organisationId'), link.organisationId)));
  if (!row) throw notFound('application');
  return row;
}

async function linkView(db: Db, link: LinkInUse<'applicants'>) {
  const applicant = await applicantOf(db, link);
  const settings = await recruitmentSettingsFor(db, link.organisationId);
  const entries = await historyEntries(db, link.organisationId, link.subjectId);
  return {
    forename: String(applicant.forename),
    stage: String(applicant.stage),
    submittedOn: applicant.historySubmittedOn ? String(applicant.historySubmittedOn) : null,
    entries,
    ...historyGaps(entries, settings),
    gapThresholdDays: settings.gapThresholdDays,
    addressHistoryYears: settings.addressHistoryYears,
    contract: contractToSign(applicant),
  };
}

/** The contract their age and route pick, offered once the office moves them to Contract. */
function contractToSign(applicant: { stage: unknown; dateOfBirth: unknown; route: unknown }) {
  if (applicant.stage !== 'Contract' && applicant.stage !== 'Cleared') return null;
  const choice = contractFor(
    {
      dateOfBirth: applicant.dateOfBirth ? String(applicant.dateOfBirth) : null,
      route: applicant.route ? String(applicant.route) : null,
    },
    ukCalendarDate(),
  );
  return choice.key ? { key: choice.key, title: packForm(choice.key).title } : null;
}

const readLink = defineRoute({
  method: 'GET',
  url: '/api/v1/applicant-link/:token',
  access: { link: APPLICANT_FILE_LINK },
  summary: "The applicant's own view of their application: each history, and what is missing",
  answer: applicantLinkAnswer,
  async handler({ link, request, services: { db } }) {
    const data = await linkView(db, link);
    await auditRead(
      db,
      { userId: null, ip: request.ip },
      {
        organisationId: link.organisationId,
        recordType: 'applicants',
        recordId: link.subjectId,
        changes: { via: 'applicant link' },
      },
    );
    return { data };
  },
});

const historyBody = z.object({
  kind: z.enum(APPLICANT_HISTORY_KINDS as [string, ...string[]], {
    error: 'That is not one of your histories.',
  }),
  /** Absent to add an entry; given to correct or remove one of the applicant's own. */
  entryId: z.uuid('That is not one of your entries.').optional(),
  remove: z.literal(true).optional(),
  version: z.number().int().min(1).optional(),
  values: z.record(z.string(), z.unknown()).optional(),
});

const savedAnswer = z.object({ id: z.uuid(), version: z.number().int() });

const saveHistory = defineRoute({
  method: 'POST',
  url: '/api/v1/applicant-link/history',
  refusals: [409, 422],
  access: { link: APPLICANT_FILE_LINK },
  summary: 'Add, correct or remove an entry of one of the applicant’s histories (token in `token`)',
  body: historyBody,
  answer: savedAnswer,
  async handler({ body, link, request, services: { db } }) {
    const page = applicantHistoryPage(body.kind);
    if (!page) throw new HttpError(400, 'That is not one of your histories.');
    const kind = recordKind(page.kind.name);
    const table = tableOf(kind);
    const values = body.values ?? {};
    const foreign = Object.keys(values).filter(
      (key) => key !== 'version' && !page.fields.includes(key),
    );
    if (foreign.length > 0) {
      throw new HttpError(
        400,
        'Please correct the highlighted fields.',
        Object.fromEntries(foreign.map((key) => [key, ['This is not yours to fill in.']])),
      );
    }
    const audit = (action: string, entryId: string, changes: Record<string, unknown>) =>
      noteAction(
        db,
        { userId: null, ip: request.ip },
        {
          organisationId: link.organisationId,
          action: `applicant-link.${action}`,
          recordType: 'applicants',
          recordId: link.subjectId,
          changes: { kind: kind.name, entry: entryId, ...changes },
        },
      );

    if (!body.entryId) {
      const parsed = kind.createSchema.safeParse(values);
      if (!parsed.success)
        throw new HttpError(
          400,
          'Please correct the highlighted fields.',
          fieldErrors(parsed.error),
        );
      const extra = kind.name === 'applicant-references' ? { requestState: 'Not requested' } : {};
      const [row] = await db
        .insert(table)
        .values({
          ...parsed.data,
          ...extra,
          organisationId: link.organisationId,
          parentId: link.subjectId,
        })
        .returning();
      const created = row as Record<string, unknown> & { id: string; version: number };
      await audit('added', created.id, { changes: changedFields(kind, null, created) });
      return {
        data: { id: created.id, version: created.version },
        statusCode: 201,
        message: `${kind.singular} added.`,
      };
    }

    // Only an entry under this link's applicant can be found: another's is simply not there.
    const own = and(
      eq(column(table, 'id'), body.entryId),
      eq(column(table, 'parentId'), link.subjectId),
      eq(column(table, 'organisationId'), link.organisationId),
      isNull(column(table, 'deletedAt')),
    );
    const [before] = (await db.select().from(table).where(own).for('update')) as (Record<
      string,
      unknown
    > & { id: string; version: number })[];
    if (!before) throw new HttpError(404, 'We could not find that entry in your application.');
    const sent = body.version ?? values.version;
    // Every change or removal, even one that changes nothing, claims the version it was sent
    // with: of two sent with one version, one is saved and the other refused with the entry.
    const version = await claimVersion(
      db,
      table as VersionedTable,
      before.id,
      typeof sent === 'number' ? sent : 0,
      async () => {
        const [current] = (await db.select().from(table).where(own)) as Record<string, unknown>[];
        return new HttpError(
          409,
          'This entry was changed since you opened it. Reload the page to see the latest.',
          {},
          {},
          { current: current ? toApiRow(kind, current) : null },
        );
      },
    );
    if (kind.name === 'applicant-references' && before.requestState !== 'Not requested') {
      throw new HttpError(
        422,
        'We have already contacted this referee, so it can no longer be changed here. Please call the office.',
      );
    }
    if (body.remove) {
      await db.update(table).set({ deletedAt: new Date(), updatedAt: new Date() }).where(own);
      await audit('removed', before.id, {});
      return { data: { id: before.id, version }, message: `${kind.singular} removed.` };
    }
    const parsed = kind.updateSchema.safeParse({ ...values, version: before.version });
    if (!parsed.success)
      throw new HttpError(400, 'Please correct the highlighted fields.', fieldErrors(parsed.error));
    const { version: _version, ...changes } = parsed.data;
    const [after] = (await db
      .update(table)
      .set({ ...changes, updatedAt: new Date() })
      .where(own)
      .returning()) as (Record<string, unknown> & { id: string; version: number })[];
    if (!after) throw new HttpError(404, 'We could not find that entry in your application.');
    await audit('changed', after.id, { changes: changedFields(kind, before, after) });
    return { data: { id: after.id, version: after.version }, message: `${kind.singular} saved.` };
  },
});

/** The branch's email, else nobody: the office reads submissions on the tracker too. */
async function officeEmail(db: Db, branchId: unknown): Promise<string | null> {
  if (typeof branchId !== 'string') return null;
  const [branch] = await db
    .select({ email: schema.branches.email })
    .from(schema.branches)
    .where(eq(schema.branches.id, branchId));
  return typeof branch?.email === 'string' && branch.email ? branch.email : null;
}

const submitFile = defineRoute({
  method: 'POST',
  url: '/api/v1/applicant-link/submit',
  refusals: [422],
  access: { link: APPLICANT_FILE_LINK },
  summary: 'Submit my file: refused while an employment gap over the threshold is unexplained',
  body: z.object({}),
  answer: noDataAnswer,
  async handler({ link, request, services: { db, mailer } }) {
    const view = await linkView(db, link);
    const unexplained = unexplainedGapMessages(view.employmentGaps);
    if (unexplained.length > 0) {
      throw new HttpError(422, unexplained.join(' '), { employmentGaps: unexplained });
    }
    const applicant = await applicantOf(db, link);
    const today = ukCalendarDate();
    await db
      .update(applicants)
      .set({ historySubmittedOn: today, updatedAt: new Date() })
      .where(eq(a('id'), link.subjectId));
    await noteAction(
      db,
      { userId: null, ip: request.ip },
      {
        organisationId: link.organisationId,
        action: 'applicant-link.submitted',
        recordType: 'applicants',
        recordId: link.subjectId,
        changes: { historySubmittedOn: [applicant.historySubmittedOn ?? null, today] },
      },
    );
    const to = await officeEmail(db, applicant.branch);
    if (to) {
      const name = `${String(applicant.forename)} ${String(applicant.surname)}`;
      link.afterCommit(() =>
        mailer.send({
          organisationId: link.organisationId,
          to,
          subject: `${name} has submitted their application history`,
          text: `${name} has submitted their work, education and address history. It is on their applicant file under History.`,
        }),
      );
    }
    return {
      data: null,
      message: 'Thank you, your file has been sent to the office. You can still add to it.',
    };
  },
});

const params = idParams;

/** The office re-sends the applicant's link: the earlier one stops working. */
const sendLink = defineRoute({
  method: 'POST',
  url: '/api/v1/applicants/:id/applicant-link',
  refusals: [422],
  access: { permission: 'applicants.update' },
  summary: 'Email the applicant their private link (the earlier link stops working)',
  params,
  resource: 'applicants',
  answer: noDataAnswer,
  async handler({ auth, params: p, request, services }) {
    const { db } = services;
    await assertLiveOwner(db, auth, APPLICANT_FILE, p.id);
    const applicant = await applicantOf(db, {
      subjectId: p.id,
      organisationId: auth.user.organisation.id,
    });
    if (applicant.stage === 'Rejected')
      throw new HttpError(422, 'A rejected applicant’s link cannot be sent.');
    const [organisation] = await db
      .select({ id: organisations.id, name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, auth.user.organisation.id));
    if (!organisation) throw notFound('organisation');
    const { token } = await issueLink(db, {
      purpose: APPLICANT_FILE_LINK,
      subjectId: p.id,
      organisationId: organisation.id,
      issuedBy: auth.user.id,
      ip: request.ip,
      action: 'applicant-link.sent',
    });
    await emailApplicantLink(
      services,
      organisation,
      { email: String(applicant.email), forename: String(applicant.forename) },
      token,
    );
    return { data: null, message: `We have emailed ${String(applicant.forename)} their link.` };
  },
});

const timeline = defineRoute({
  method: 'GET',
  url: '/api/v1/applicants/:id/employment-timeline',
  access: { permission: 'applicants.read' },
  summary: "An applicant's jobs and gaps on a timeline, and their five years of addresses",
  params,
  resource: 'applicants',
  answer: employmentTimelineAnswer,
  async handler({ auth, params: p, request, services: { db } }) {
    const organisationId = auth.user.organisation.id;
    const data = await db.transaction(async (tx) => {
      await assertLiveOwner(tx, auth, APPLICANT_FILE, p.id);
      const settings = await recruitmentSettingsFor(tx, organisationId);
      const entries = await historyEntries(tx, organisationId, p.id);
      const today = ukCalendarDate();
      const gaps = historyGaps(entries, settings, today);
      const explanations = entries['applicant-gap-explanations'] ?? [];
      const str = (v: unknown) => (typeof v === 'string' ? v : null);
      await auditFileAccess(tx, auth, request.ip, APPLICANT_FILE, p.id, 'read', {
        section: 'Employment Timeline',
      });
      return {
        jobs: (entries['applicant-work-history'] ?? []).map((row) => ({
          id: row.id,
          employer: String(row.employer ?? ''),
          jobTitle: String(row.jobTitle ?? ''),
          fromDate: String(row.fromDate),
          toDate: str(row.toDate),
          reasonForLeaving: str(row.reasonForLeaving),
        })),
        gaps: gaps.employmentGaps.map((gap) => ({
          ...gap,
          // The explanations whose dates meet the gap's, as the office reads them beside it.
          explanations: explanations
            .filter((e) => String(e.fromDate) <= gap.to && String(e.toDate) >= gap.from)
            .map((e) => String(e.explanation ?? '')),
        })),
        addresses: (entries['applicant-address-history'] ?? []).map((row) => ({
          id: row.id,
          address: [row.address1, row.town, row.postcode].filter(Boolean).join(', '),
          fromDate: String(row.fromDate),
          toDate: str(row.toDate),
        })),
        addressGaps: gaps.addressGaps,
        gapThresholdDays: settings.gapThresholdDays,
        addressHistoryYears: settings.addressHistoryYears,
        today,
      };
    });
    return { data };
  },
});

export const applicantLinkRoutes = [readLink, saveHistory, submitFile, sendLink, timeline];
