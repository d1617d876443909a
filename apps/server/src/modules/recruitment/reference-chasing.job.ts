import type { Db } from '@care360/db';
import { chaseDecision, formatUkDate, type RecruitmentSettings } from '@care360/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { recordAudit } from '../../platform/audit/audit';
import type { Mailer, OutgoingEmail } from '../../platform/email/mailer';
import { defineCronTask } from '../../platform/jobs/task';
import { recruitmentSettingsFor } from './recruitment-settings';
import {
  normaliseRow,
  officeContactFor,
  type ReferenceRequestRow,
  refCol,
  referenceRequests,
  references,
  referenceTable,
  requestReference,
} from './referees';

export interface ChaseOutcome {
  chased: string[];
  overdue: string[];
}

/**
 * One pass of the automatic chase over every organisation (by default after 4 days,
 * then every 2 days until day 14, then the office is told; chaseDecision in the domain decides).
 * Each reference is claimed by bumping its version only if it is still the version read, so two
 * server processes running the pass at once never chase one request twice: the second's update
 * finds nothing and moves on. Each chase or overdue is its own transaction (link, row, audit);
 * its email goes once that has committed.
 */
export async function chaseReferences(
  db: Db,
  mailer: Mailer,
  config: Pick<Config, 'publicUrl'>,
  now: Date = new Date(),
  /** Only this organisation's requests (the job runs once per organisation). */
  organisationId?: string,
): Promise<ChaseOutcome> {
  const outcome: ChaseOutcome = { chased: [], overdue: [] };
  const waiting = await referenceRequests(db).where(
    and(
      eq(refCol('requestState'), 'Requested'),
      isNull(refCol('deletedAt')),
      organisationId ? eq(refCol('organisationId'), organisationId) : undefined,
    ),
  );
  const settingsByOrganisation = new Map<string, RecruitmentSettings>();
  for (const row of waiting) {
    const reference = normaliseRow(row);
    let settings = settingsByOrganisation.get(reference.organisationId);
    if (!settings) {
      settings = await recruitmentSettingsFor(db, reference.organisationId);
      settingsByOrganisation.set(reference.organisationId, settings);
    }
    const decision = chaseDecision(reference, settings, now);
    if (decision.action === 'none') continue;
    const email =
      decision.action === 'chase'
        ? await chaseOne(db, reference, settings, config, now)
        : await markOverdue(db, reference, settings, now);
    if (email === undefined) continue;
    (decision.action === 'chase' ? outcome.chased : outcome.overdue).push(reference.id);
    if (email) await mailer.send(email);
  }
  return outcome;
}

/** Claims the row at the version read; false when another pass (or the office) got there first. */
async function claim(tx: Db, reference: ReferenceRequestRow): Promise<boolean> {
  const claimed = await tx
    .update(referenceTable)
    .set({ version: sql`${refCol('version')} + 1` } as never)
    .where(
      and(
        eq(refCol('id'), reference.id),
        eq(refCol('version'), reference.version),
        eq(refCol('requestState'), 'Requested'),
      ),
    )
    .returning({ id: refCol('id') });
  return claimed.length > 0;
}

async function chaseOne(
  db: Db,
  reference: ReferenceRequestRow,
  settings: RecruitmentSettings,
  config: Pick<Config, 'publicUrl'>,
  now: Date,
): Promise<OutgoingEmail | undefined> {
  return db.transaction(async (tx) => {
    if (!(await claim(tx, reference))) return undefined;
    return requestReference(tx, reference, true, {
      config,
      settings,
      actorUserId: null,
      ip: null,
      now,
    });
  });
}

async function markOverdue(
  db: Db,
  reference: ReferenceRequestRow,
  settings: RecruitmentSettings,
  now: Date,
): Promise<OutgoingEmail | null | undefined> {
  return db.transaction(async (tx) => {
    if (!(await claim(tx, reference))) return undefined;
    await tx
      .update(referenceTable)
      .set({ requestState: 'Overdue', updatedAt: now } as never)
      .where(eq(refCol('id'), reference.id));
    await recordAudit(tx, {
      organisationId: reference.organisationId,
      actorUserId: null,
      action: 'reference.overdue',
      recordType: references.name,
      recordId: reference.id,
      changes: { requestState: ['Requested', 'Overdue'], chaseUntilDay: settings.chaseUntilDay },
      ip: null,
      subject: { type: 'applicants', id: reference.applicantId },
    });
    const office = await officeContactFor(tx, reference);
    if (!office) return null;
    const sent = reference.requestedOn ? formatUkDate(reference.requestedOn) : 'the request';
    return {
      organisationId: reference.organisationId,
      to: office,
      subject: `Reference overdue for ${reference.applicantName}`,
      text: `${reference.refereeName} has not given a reference for ${reference.applicantName}, requested on ${sent} and chased ${reference.timesChased ?? 0} times. Automatic reminders have stopped: please contact the referee, or ask the applicant for another referee.`,
    };
  });
}

/**
 * The pass every 15 minutes for each organisation, as a job (tests call chaseReferences directly
 * with their own clock). A failed pass is retried with back-off and shown on the Jobs page.
 */
export const referenceChasingTask = defineCronTask({
  name: 'recruitment.reference-chasing',
  title: 'Reference chasing',
  schedule: '*/15 * * * *',
  async run({ db, mailer, config, log, organisationId }) {
    const { chased, overdue } = await chaseReferences(
      db,
      mailer,
      config,
      new Date(),
      organisationId,
    );
    if (chased.length + overdue.length > 0)
      log.info({ chased: chased.length, overdue: overdue.length }, 'reference requests chased');
  },
});
