import type { Db } from '@care360/db';
import { chaseDecision, formatUkDate, type RecruitmentSettings } from '@care360/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Mailer, OutgoingEmail } from '../../platform/email/mailer';
import { defineCronTask } from '../../platform/jobs/task';
import { changeRecord, systemActor } from '../../platform/records/record-store';
import { recruitmentSettingsFor } from './recruitment-settings';
import {
  normaliseRow,
  officeContactFor,
  type ReferenceRequestRow,
  refCol,
  referenceRequests,
  references,
  requestReference,
} from './referees';

export interface ChaseOutcome {
  chased: string[];
  overdue: string[];
}

/**
 * One pass of the automatic chase over every organisation (by default after 4 days,
 * then every 2 days until day 14, then the office is told; chaseDecision in the domain decides).
 * Each reference is changed only if it is still the version read, so two server processes
 * running the pass at once never chase one request twice: the second finds nothing and moves on.
 * Each chase or overdue is its own transaction (link, row, audit entry, outbox event); its email
 * goes once that has committed.
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

/** Thrown to roll a chase back when another pass (or the office) changed the reference first. */
class ClaimLost extends Error {}

/**
 * The claim on a reference: still the version this pass read, still Requested. Of two passes
 * at once, the first one's change moves the version on and the second finds nothing to change.
 */
const stillAsRead = (reference: ReferenceRequestRow) =>
  and(eq(refCol('version'), reference.version), eq(refCol('requestState'), 'Requested'));

async function chaseOne(
  db: Db,
  reference: ReferenceRequestRow,
  settings: RecruitmentSettings,
  config: Pick<Config, 'publicUrl'>,
  now: Date,
): Promise<OutgoingEmail | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const email = await requestReference(tx, reference, true, {
        config,
        settings,
        actor: systemActor(reference.organisationId),
        now,
        onlyIf: stillAsRead(reference),
      });
      // The link issued for it goes too.
      if (!email) throw new ClaimLost();
      return email;
    });
  } catch (error) {
    if (error instanceof ClaimLost) return undefined;
    throw error;
  }
}

async function markOverdue(
  db: Db,
  reference: ReferenceRequestRow,
  settings: RecruitmentSettings,
  now: Date,
): Promise<OutgoingEmail | null | undefined> {
  return db.transaction(async (tx) => {
    const changed = await changeRecord(
      tx,
      systemActor(reference.organisationId),
      references,
      reference.id,
      { requestState: 'Overdue' },
      {
        onlyIf: stillAsRead(reference),
        auditAction: 'reference.overdue',
        note: { chaseUntilDay: settings.chaseUntilDay },
        subject: { type: 'applicants', id: reference.applicantId },
        at: now,
      },
    );
    if (!changed) return undefined;
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
