import { addCalendarDays, formatUkDate, formatUkDateTime } from '../../engine/platform/uk-date';
import { DBS_LEVELS } from './applicant-checks.records';
import { INTERVIEW_OUTCOMES } from './applicant-interviews.record';
import { addressHistoryGaps, employmentGaps, gapMonths, type Period } from './history-gaps';
import type { RecruitmentSettings } from './recruitment-settings.record';

/**
 * Cleared to start: whether every pre-employment check of Schedule 3 to the
 * Health and Social Care Act 2008 (Regulated Activities) Regulations 2014 and the right to work
 * holds, with each missing item named in the office's words. The server computes it from the
 * stored file; this is the rule alone, with the file's facts as input.
 */

/** The contracts an applicant may be offered; any one of them signed is the contract. */
export const APPLICANT_CONTRACT_KEYS = [
  'birdie-contract',
  'international-plus-contract',
  '18to20-contract',
  '21plus-contract',
] as const;

/** The questionnaire whose completion is the health declaration (Schedule 3, item 7). */
export const HEALTH_DECLARATION_KEY = 'health-declaration';

export interface ClearanceFacts {
  workHistory: readonly (Period & {
    employer: string;
    withVulnerablePeople?: boolean | null;
    reasonForLeaving?: string | null;
  })[];
  gapExplanations: readonly Period[];
  addresses: readonly Period[];
  references: readonly {
    refereeName: string;
    type: string;
    requestState?: string | null;
    receivedOn?: string | null;
    satisfactory?: string | null;
  }[];
  /** `checked`: confirmed with its evidence file, checker and date (check-confirmation.ts). */
  identityDocuments: readonly {
    type: string;
    hasPhoto: boolean;
    expiresOn?: string | null;
    checked: boolean;
  }[];
  dbsChecks: readonly {
    level: string;
    barredListResult: string;
    issuedOn: string;
    checked: boolean;
  }[];
  rightToWork: readonly {
    result: string;
    permission: string;
    expiresOn?: string | null;
    checkedOn: string;
    checked: boolean;
  }[];
  /** The interview slots: held (not only booked) with an outcome is what counts. */
  interviews: readonly { state: string; startsAt: string; outcome?: string | null }[];
  qualifications: readonly { name: string }[];
  /** The health declaration completed; null or false while it is not. */
  healthDeclarationCompleted: boolean | null;
  contractSigned: boolean | null;
}

export interface Clearance {
  cleared: boolean;
  /** Each check that keeps the applicant from starting, in plain words. */
  missing: string[];
  /** Checks that hold today but fall due soon (time-limited right to work). */
  expiring: string[];
  /** Worth knowing, not blocking (no qualification: the Care Certificate comes at induction). */
  notes: string[];
}

/** Identity documents that carry the holder's photograph. */
const PHOTO_DOCUMENTS = new Set([
  'Passport',
  'Photocard driving licence',
  'Biometric residence permit',
  'National identity card',
]);

/** Regulated activity with adults needs the adult barred list checked (Schedule 3, item 2). */
const WITH_ADULT_BARRED_LIST = new Set<string>(DBS_LEVELS.slice(3));

const YEARS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];
/** What a confirmed check is missing before it counts, in the office's words. */
const EVIDENCE_NEEDED = 'the evidence file, who checked it and when';

/** The interview's outcome that lets the checks go on. */
export const INTERVIEW_OFFER = INTERVIEW_OUTCOMES[0];

/** Whether an item of the missing list is the interview's (an override must name it). */
export const isInterviewItem = (item: string) => /^(Interview|Second interview)\b/.test(item);

/**
 * What keeps the interview from counting: the latest held interview decides (a second interview
 * after a first); one booked still to come is not held.
 */
function interviewMissing(interviews: ClearanceFacts['interviews']): string | null {
  const held = latest(
    interviews.filter((row) => row.state === 'Held'),
    (row) => row.startsAt,
  );
  if (held) {
    if (held.outcome === INTERVIEW_OFFER) return null;
    if (!held.outcome) return 'Interview held but its outcome not recorded';
    if (held.outcome === INTERVIEW_OUTCOMES[1]) {
      const booked = upcoming(interviews, held.startsAt);
      return booked
        ? `Second interview on ${formatUkDateTime(booked.startsAt)} not yet held`
        : 'Second interview not yet booked';
    }
    return `Interview outcome: ${held.outcome.toLowerCase()}`;
  }
  const booked = upcoming(interviews, '');
  if (booked) return `Interview on ${formatUkDateTime(booked.startsAt)} not yet held`;
  return 'Interview not yet held';
}

/** The earliest interview booked after `after`. */
const upcoming = (interviews: ClearanceFacts['interviews'], after: string) =>
  [...interviews]
    .filter((row) => row.state === 'Booked' && row.startsAt > after)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0];

/**
 * Whether Clear to start may go ahead, and if not why: every check holds, or a manager's override
 * is recorded; an override covers the interview only when it names it (it lets a person start
 * before the interview is held or its outcome known). Empty when it may.
 */
export function clearanceRefusals(
  clearance: Pick<Clearance, 'cleared' | 'missing'>,
  override: { interviewWaived: boolean } | null,
): string[] {
  if (clearance.cleared) return [];
  if (!override) return clearance.missing;
  const interview = clearance.missing.filter(isInterviewItem);
  if (interview.length === 0 || override.interviewWaived) return [];
  return [...interview, "The manager's override does not name the interview"];
}

const latest = <T>(rows: readonly T[], date: (row: T) => string): T | undefined =>
  [...rows].sort((a, b) => date(b).localeCompare(date(a)))[0];

export function clearedToStart(
  facts: ClearanceFacts,
  today: string,
  settings: Pick<
    RecruitmentSettings,
    'gapThresholdDays' | 'addressHistoryYears' | 'rightToWorkFollowUpDays'
  >,
): Clearance {
  const missing: string[] = [];
  const expiring: string[] = [];
  const notes: string[] = [];

  // The interview comes first: everything else follows an offer made at interview.
  const interviewItem = interviewMissing(facts.interviews);
  if (interviewItem) missing.push(interviewItem);

  // Item 1: proof of identity including a recent photograph (an uploaded photo also counts),
  // seen by someone who says so: its copy, the checker and the date.
  const withPhoto = facts.identityDocuments.filter(
    (doc) =>
      (PHOTO_DOCUMENTS.has(doc.type) || doc.hasPhoto) && !(doc.expiresOn && doc.expiresOn < today),
  );
  if (withPhoto.length === 0) missing.push('No proof of identity with a photograph');
  else if (!withPhoto.some((doc) => doc.checked)) {
    missing.push(`Proof of identity not checked (${EVIDENCE_NEEDED})`);
  }

  // Item 2: the latest DBS certificate, enhanced with the adult barred list, and not barred.
  const dbs = latest(facts.dbsChecks, (row) => row.issuedOn);
  if (!dbs) missing.push('DBS certificate not recorded');
  else {
    if (!dbs.checked) missing.push(`DBS certificate not checked (${EVIDENCE_NEEDED})`);
    if (!WITH_ADULT_BARRED_LIST.has(dbs.level)) {
      missing.push('DBS is not enhanced with the adult barred list');
    }
    if (dbs.barredListResult !== 'Not barred') missing.push('Barred list check not clear');
  }

  // Item 3: two references received and found satisfactory; one from an employer when the
  // applicant has worked before (conduct in previous work).
  const live = facts.references.filter((ref) => ref.requestState !== 'Withdrawn');
  const received = live.filter((ref) => ref.requestState === 'Received' || Boolean(ref.receivedOn));
  const outstanding = Math.max(0, 2 - received.length);
  if (outstanding === 2) missing.push('Both references outstanding');
  if (outstanding === 1) missing.push('One of two references outstanding');
  for (const ref of received) {
    if (ref.satisfactory === 'No')
      missing.push(`Reference from ${ref.refereeName} not satisfactory`);
    else if (ref.satisfactory !== 'Yes') {
      missing.push(`Reference from ${ref.refereeName} not yet reviewed`);
    }
  }
  if (facts.workHistory.length > 0 && !received.some((ref) => ref.type === 'Employer')) {
    missing.push('No reference from an employer received');
  }

  // Item 4: why work with vulnerable adults or children ended. A job held now has not ended.
  for (const job of facts.workHistory) {
    const ended = Boolean(job.toDate) && String(job.toDate) <= today;
    if (job.withVulnerablePeople && ended && !job.reasonForLeaving?.trim()) {
      missing.push(`Reason the work with vulnerable adults at ${job.employer} ended not given`);
    }
  }

  // Item 5: "relevant qualifications, where relevant". Not blocking: a person new to care takes
  // the Care Certificate during induction, which the regulations allow; the office is told.
  if (facts.qualifications.length === 0) notes.push('No relevant qualification recorded');

  // Item 6: a full employment history with every gap over the threshold explained in writing.
  for (const gap of employmentGaps(facts.workHistory, facts.gapExplanations, {
    today,
    thresholdDays: settings.gapThresholdDays,
  })) {
    if (!gap.explained) missing.push(`Employment gap ${gapMonths(gap)} not explained`);
  }

  // The DBS application asks for every address of the last five years.
  const years = settings.addressHistoryYears;
  const addressGaps = addressHistoryGaps(facts.addresses, { today, years });
  if (addressGaps.length > 0) {
    missing.push(
      `Address history does not cover ${YEARS[years] ?? years} years (missing ${addressGaps
        .map(gapMonths)
        .join(', ')})`,
    );
  }

  // Item 7: information about health relevant to the role.
  if (!facts.healthDeclarationCompleted) missing.push('Health declaration not completed');

  // The right to work: the latest check confirmed, and time-limited permission not run out.
  const rtw = latest(facts.rightToWork, (row) => row.checkedOn);
  if (rtw?.result !== 'Right to work confirmed') missing.push('Right to work not confirmed');
  else if (!rtw.checked) missing.push(`Right to work check not evidenced (${EVIDENCE_NEEDED})`);
  else if (rtw.permission === 'Time-limited' && rtw.expiresOn) {
    if (rtw.expiresOn < today) {
      missing.push(`Right to work ended on ${formatUkDate(rtw.expiresOn)}`);
    } else {
      const followUp = addCalendarDays(rtw.expiresOn, -settings.rightToWorkFollowUpDays);
      if (followUp <= today) {
        expiring.push(
          `Right to work ends on ${formatUkDate(rtw.expiresOn)}: follow-up check due by ${formatUkDate(followUp)}`,
        );
      }
    }
  }

  if (!facts.contractSigned) missing.push('Contract not signed');

  return { cleared: missing.length === 0, missing, expiring, notes };
}

/**
 * The file's section where a missing item is put right (the record kind's path under the
 * applicant, or a questionnaire's key), for the profile's links; null when there is none.
 */
export function sectionOfClearanceItem(item: string): string | null {
  const sections: [RegExp, string][] = [
    [/^Employment gap/, 'applicant-gap-explanations'],
    [/^Reason the work/, 'applicant-work-history'],
    [/^Address history/, 'applicant-address-history'],
    [/^(DBS|Barred list)/, 'applicant-dbs-checks'],
    [/reference/i, 'applicant-references'],
    [/proof of identity/i, 'applicant-identity-documents'],
    [/^Right to work/, 'applicant-right-to-work'],
    [/^No relevant qualification/, 'applicant-qualifications'],
    [/^Health declaration/, HEALTH_DECLARATION_KEY],
    [/^(Interview|Second interview)\b/, 'applicant-interviews'],
  ];
  return sections.find(([pattern]) => pattern.test(item))?.[1] ?? null;
}
