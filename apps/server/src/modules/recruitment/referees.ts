import { type Db, schema } from '@care360/db';
import { formatUkDate, type RecruitmentSettings, recordKind } from '@care360/domain';
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { OutgoingEmail } from '../../platform/email/mailer';
import { issueLink } from '../../platform/links/issue-link';
import { linkToPage } from '../../platform/links/link-url';
import { column, tableOf } from '../../platform/records/record-query';
import { type Actor, changeRecord } from '../../platform/records/record-store';
import { REFERENCE_PAGES, referenceLinkOf } from './reference-links';

/**
 * What sending, chasing and receiving a reference request share: the organisation's settings,
 * the reference with its applicant, and the request itself (a new link, the row's state, the
 * audit entry, the referee's email), used by the office's buttons and the chasing job alike.
 */

export const references = recordKind('applicant-references');
export const referenceTable = tableOf(references);
export const refCol = (key: string) => column(referenceTable, key);
const applicants = recordKind('applicants');
const applicantTable = tableOf(applicants);
const appCol = (key: string) => column(applicantTable, key);

/** A reference as the request needs it, with its applicant's name and branch. */
export interface ReferenceRequestRow {
  id: string;
  organisationId: string;
  applicantId: string;
  type: string;
  refereeName: string;
  email: string;
  requestState: string | null;
  requestedOn: Date | null;
  lastChasedOn: Date | null;
  timesChased: number | null;
  version: number;
  applicantName: string;
  applicantBranch: string | null;
}

export const referenceRequestColumns = {
  id: sql<string>`${refCol('id')}`,
  organisationId: sql<string>`${refCol('organisationId')}`,
  applicantId: sql<string>`${refCol('parentId')}`,
  type: sql<string>`${refCol('type')}`,
  refereeName: sql<string>`${refCol('refereeName')}`,
  email: sql<string>`${refCol('email')}`,
  requestState: sql<string | null>`${refCol('requestState')}`,
  requestedOn: refCol('requestedOn'),
  lastChasedOn: refCol('lastChasedOn'),
  timesChased: sql<number | null>`${refCol('timesChased')}`,
  version: sql<number>`${refCol('version')}`,
  applicantName: sql<string>`trim(coalesce(${appCol('forename')}, '') || ' ' || coalesce(${appCol('surname')}, ''))`,
  applicantBranch: sql<string | null>`${appCol('branch')}`,
};

/** The live references of live applicants, with their applicant: every read here starts so. */
export const referenceRequests = (db: Db) =>
  db
    .select(referenceRequestColumns)
    .from(referenceTable)
    .innerJoin(
      applicantTable,
      and(eq(appCol('id'), refCol('parentId')), isNull(appCol('deletedAt'))),
    );

export const asDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(value as string | Date);

export function normaliseRow(row: Record<string, unknown>): ReferenceRequestRow {
  return {
    ...(row as unknown as ReferenceRequestRow),
    requestedOn: asDate(row.requestedOn),
    lastChasedOn: asDate(row.lastChasedOn),
    timesChased: row.timesChased === null ? null : Number(row.timesChased),
    version: Number(row.version),
  };
}

async function organisationName(db: Db, organisationId: string): Promise<string> {
  const [row] = await db
    .select({ name: schema.organisations.name })
    .from(schema.organisations)
    .where(eq(schema.organisations.id, organisationId));
  return row?.name ?? 'care360';
}

export interface RequestContext {
  config: Pick<Config, 'publicUrl'>;
  settings: RecruitmentSettings;
  /** The office user who asked, or the system for the chasing job. */
  actor: Actor;
  now: Date;
  /**
   * What the reference must still be for the request to be made (the chasing job's claim: the
   * version it read, still Requested); when it no longer is, nothing is written and null answered.
   */
  onlyIf?: SQL;
}

/**
 * Sends a request (first or again) or a chase: a new single-use link for the reference's type,
 * working for the organisation's `referenceLinkDays` (issuing it revokes the one sent before),
 * the row's new state and the audit entry, all in `tx`. Returns the referee's email, to be sent
 * once the transaction has committed (the mailer writes its log outside it).
 */
export async function requestReference(
  tx: Db,
  reference: ReferenceRequestRow,
  chase: boolean,
  context: RequestContext,
): Promise<OutgoingEmail | null> {
  const { now, settings } = context;
  const link = await issueLink(tx, {
    purpose: referenceLinkOf(reference.type),
    subjectId: reference.id,
    organisationId: reference.organisationId,
    issuedBy: context.actor.userId,
    ip: context.actor.ip,
    hours: settings.referenceLinkDays * 24,
    action: chase ? 'link.reissued' : 'link.issued',
  });
  const changes = chase
    ? {
        lastChasedOn: now,
        timesChased: (reference.timesChased ?? 0) + 1,
      }
    : {
        requestState: 'Requested',
        requestedOn: now,
        lastChasedOn: null,
        timesChased: 0,
        receivedOn: null,
        satisfactory: null,
      };
  const changed = await changeRecord(tx, context.actor, references, reference.id, changes, {
    onlyIf: context.onlyIf,
    auditAction: chase ? 'reference.chased' : 'reference.requested',
    note: { link: link.id, expiresAt: link.expiresAt.toISOString() },
    subject: { type: applicants.name, id: reference.applicantId },
    at: now,
  });
  if (!changed) return null;
  const organisation = await organisationName(tx, reference.organisationId);
  const page = `${REFERENCE_PAGES[reference.type === 'Character' ? 'Character' : 'Employer']}/${reference.id}`;
  return {
    organisationId: reference.organisationId,
    to: reference.email,
    subject: `${chase ? 'Reminder: a' : 'A'} reference for ${reference.applicantName}`,
    text: [
      `Dear ${reference.refereeName},`,
      '',
      `${reference.applicantName} has applied to work for ${organisation} as a care worker and named you as a referee.${chase ? ' We have not yet received your reference and would be grateful for it.' : ''}`,
      '',
      `Please give your reference through this private link. It works once, until ${formatUkDate(link.expiresAt)}, and takes about ten minutes:`,
      linkToPage(context.config, page, link.token),
      '',
      'If you did not expect this email, you can ignore it.',
      '',
      organisation,
    ],
  };
}

/**
 * Who in the office hears about a reference: the person who last sent its link, while their
 * account is live, else the applicant's branch's email. Null when there is neither (the list
 * still shows the state).
 */
export async function officeContactFor(
  db: Db,
  reference: Pick<ReferenceRequestRow, 'id' | 'organisationId' | 'applicantBranch'>,
): Promise<string | null> {
  const { links, users, branches } = schema;
  const [sender] = await db
    .select({ email: users.email })
    .from(links)
    .innerJoin(users, eq(users.id, links.createdBy))
    .where(
      and(
        eq(links.organisationId, reference.organisationId),
        eq(links.subjectType, references.name),
        eq(links.subjectId, reference.id),
        isNotNull(links.createdBy),
        eq(users.active, true),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(desc(links.createdAt))
    .limit(1);
  if (sender?.email) return sender.email;
  if (!reference.applicantBranch) return null;
  const [branch] = await db
    .select({ email: branches.email })
    .from(branches)
    .where(
      and(
        eq(branches.id, reference.applicantBranch),
        eq(branches.organisationId, reference.organisationId),
      ),
    );
  return branch?.email ?? null;
}
