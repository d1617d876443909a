import { type Db, schema } from '@care360/db';
import {
  type AnsweredSection,
  type Answers,
  APPLICANT_CONTRACT_KEYS,
  APPLICANT_FILE,
  type ApplicantEmailKey,
  type ApplicantPrintKey,
  addressHistoryGaps,
  answeredSections,
  displayValue,
  type EmailPreview,
  type FormDefinition,
  formatUkDate,
  INDUCTION_CHECKLIST,
  type PrintBlock,
  type PrintedDocument,
  recordKind,
  ukCalendarDate,
  ukClockTime,
  ukDate,
} from '@care360/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { notFound } from '../../platform/http/envelope';
import { answeredResponses, latestResponses } from '../../platform/person-files/person-responses';
import {
  column,
  referenceTitles,
  scopeOf,
  tableOf,
  titlesObject,
} from '../../platform/records/record-query';
import { toApiRow } from '../../platform/records/record-values';
import { recruitmentSettingsFor } from './recruitment-settings';

/**
 * An applicant's letters and forms (spec §2.2), built from their file as one PrintedDocument
 * that the app shows as a printable page and the server draws as a PDF. Each is read under the
 * caller's scope: another organisation's applicant, or one outside a limited role's branch, is
 * not found.
 */

type Row = Record<string, unknown> & { _titles: Record<string, string | null> };

const applicants = recordKind('applicants');

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const joined = (parts: unknown[], separator = ', ') =>
  parts.map(text).filter(Boolean).join(separator);

/** A field as people read it (option labels, dd/mm/yyyy, yes/no, reference names). */
function shown(kindName: string, row: Row, field: string): string {
  const def = recordKind(kindName).fields[field];
  return def ? displayValue(def, row[field], row._titles[field]) : '';
}

async function applicantOf(db: Db, auth: AuthContext, id: string): Promise<Row> {
  const table = tableOf(applicants);
  const [found] = await db
    .select({ row: table, titles: titlesObject(referenceTitles(applicants)) })
    .from(table)
    .where(and(eq(column(table, 'id'), id), scopeOf(applicants, auth.user)));
  if (!found) throw notFound('applicant');
  return {
    ...toApiRow(applicants, found.row as Record<string, unknown>),
    _titles: found.titles ?? {},
  };
}

/** The applicant's live records of a nested kind, in the order given. */
async function nestedOf(
  db: Db,
  auth: AuthContext,
  kindName: string,
  applicantId: string,
  orderBy: string,
): Promise<Row[]> {
  const kind = recordKind(kindName);
  const table = tableOf(kind);
  const rows = await db
    .select({ row: table, titles: titlesObject(referenceTitles(kind)) })
    .from(table)
    .where(scopeOf(kind, auth.user, applicantId))
    .orderBy(asc(column(table, orderBy)));
  return rows.map((r) => ({
    ...toApiRow(kind, r.row as Record<string, unknown>),
    _titles: r.titles ?? {},
  }));
}

interface Office {
  name: string;
  address: string;
  phone: string;
}

/**
 * The office a letter comes from: the branch asked for (the page's `:client`), else the
 * applicant's own. A branch of another organisation is not found.
 */
async function officeOf(db: Db, auth: AuthContext, branchId: string | null): Promise<Office> {
  const { branches } = schema;
  const [branch] = await db
    .select()
    .from(branches)
    .where(
      and(
        eq(branches.id, branchId ?? ''),
        eq(branches.organisationId, auth.user.organisation.id),
        isNull(branches.deletedAt),
      ),
    );
  if (!branch) throw notFound('branch');
  return {
    name: branch.name ?? '',
    address: joined([branch.address, branch.postcode]),
    phone: branch.phone ?? '',
  };
}

function letterhead(auth: AuthContext, office: Office): PrintedDocument['letterhead'] {
  return {
    name: auth.user.organisation.name,
    lines: [
      `${office.name} office`,
      office.address,
      office.phone ? `Telephone ${office.phone}` : '',
    ].filter(Boolean),
  };
}

const fullName = (applicant: Row) =>
  joined([applicant.title, applicant.forename, applicant.surname], ' ');
const dearName = (applicant: Row) =>
  applicant.title ? `${text(applicant.title)} ${text(applicant.surname)}` : fullName(applicant);

function recipient(applicant: Row): string[] {
  return [
    fullName(applicant),
    text(applicant.address1),
    text(applicant.address2),
    text(applicant.address3),
    text(applicant.town),
    text(applicant.postcode),
  ].filter(Boolean);
}

const paragraph = (value: string, tone: 'normal' | 'muted' | 'warning' = 'normal'): PrintBlock => ({
  kind: 'paragraph',
  text: value,
  tone,
});
const heading = (value: string): PrintBlock => ({ kind: 'heading', text: value });
const facts = (rows: [string, string][]): PrintBlock => ({
  kind: 'facts',
  rows: rows.filter(([, value]) => value !== ''),
});

const fileName = (applicant: Row, what: string) =>
  `${what}-${joined([applicant.forename, applicant.surname], '-')}.pdf`
    .toLowerCase()
    .replace(/[^a-z0-9.-]+/g, '-');

/**
 * An interview as a letter or email states it; one in the office gives the address of the
 * office it is held at (its own branch, else the letter's office).
 */
async function interviewLines(
  db: Db,
  auth: AuthContext,
  interview: Row,
  office: Office,
  applicant: Row,
): Promise<[string, string][]> {
  const startsAt = new Date(text(interview.startsAt));
  const place = text(interview.place);
  const held = interview.branch
    ? await officeOf(db, auth, text(interview.branch)).catch(() => office)
    : office;
  const where =
    place === 'In the office'
      ? `Our ${held.name} office${held.address ? `, ${held.address}` : ''}`
      : place === 'Video call'
        ? 'By video call: we will email you the link the day before.'
        : `By phone: we will call you on ${text(applicant.mobile)}.`;
  return [
    ['Date', formatUkDate(startsAt)],
    ['Time', ukClockTime(startsAt)],
    ['Length', `About ${String(interview.minutes ?? 45)} minutes`],
    ['Where', where],
    ['With', interview._titles.interviewer ?? ''],
  ];
}

/** The interview a letter confirms: the next booked one, else the latest booked. */
async function bookedInterview(db: Db, auth: AuthContext, applicantId: string) {
  const interviews = await nestedOf(db, auth, 'applicant-interviews', applicantId, 'startsAt');
  const booked = interviews.filter((i) => i.state === 'Booked');
  const now = new Date().toISOString();
  return booked.find((i) => text(i.startsAt) >= now) ?? booked.at(-1) ?? null;
}

const NO_INTERVIEW =
  'No interview is booked for this applicant yet: offer slots from the Interviews section, and the applicant’s choice books one.';

/** When the induction training is, as the office chose it on the page; else to be confirmed. */
export interface TrainingWhen {
  on: string | null;
  at: string | null;
}

function trainingWhen(when: TrainingWhen): string {
  if (!when.on) return 'on a date we will confirm with you';
  return `on ${ukDate(when.on)}${when.at ? ` at ${when.at}` : ''}`;
}

export interface PrintRequest {
  applicantId: string;
  /** The office whose letterhead a letter carries (the page's `:client`); else the applicant's. */
  branchId: string | null;
  training: TrainingWhen;
}

/** One of the applicant's letters or forms, filled from their file. */
export async function applicantDocument(
  db: Db,
  auth: AuthContext,
  key: ApplicantPrintKey,
  request: PrintRequest,
): Promise<PrintedDocument> {
  const applicant = await applicantOf(db, auth, request.applicantId);
  const office = await officeOf(db, auth, request.branchId ?? text(applicant.branch));
  const today = ukCalendarDate();
  const base = {
    letterhead: letterhead(auth, office),
    date: ukDate(today),
  };
  const name = fullName(applicant);
  const dear = `Dear ${dearName(applicant)},`;
  const signOff = [
    paragraph('Yours sincerely,'),
    paragraph(`${auth.user.name}\n${auth.user.organisation.name}`),
  ];
  switch (key) {
    case 'interview': {
      const interview = await bookedInterview(db, auth, request.applicantId);
      // Nothing to confirm yet: the page says so rather than print a letter with no interview.
      if (!interview) {
        return {
          ...base,
          title: 'Invitation to interview',
          recipient: recipient(applicant),
          filename: fileName(applicant, 'interview-letter'),
          blocks: [paragraph(NO_INTERVIEW, 'warning')],
        };
      }
      return {
        ...base,
        title: 'Invitation to interview',
        recipient: recipient(applicant),
        filename: fileName(applicant, 'interview-letter'),
        blocks: [
          paragraph(dear),
          paragraph(
            `Thank you for applying for the post of ${text(applicant.positionAppliedFor) || 'support worker'} with ${auth.user.organisation.name}. We are pleased to confirm your interview:`,
          ),
          facts(await interviewLines(db, auth, interview, office, applicant)),
          paragraph(
            'Please bring your passport or other photo identification, proof of your address dated in the last three months, and any care qualifications you hold.',
          ),
          paragraph(
            `If you cannot come, please call us on ${office.phone || 'the number above'} as soon as you can so that we can arrange another time.`,
          ),
          ...signOff,
        ],
      };
    }
    case 'training':
      return {
        ...base,
        title: 'Invitation to induction training',
        recipient: recipient(applicant),
        filename: fileName(applicant, 'training-letter'),
        blocks: [
          paragraph(dear),
          paragraph(
            `We are pleased to invite you to induction training at our ${office.name} office, ${office.address}, ${trainingWhen(request.training)}. The induction covers:`,
          ),
          {
            kind: 'checklist',
            items: INDUCTION_CHECKLIST.map((item) => ({ text: item, done: false })),
          },
          paragraph(
            'Please bring photo identification and wear comfortable clothes and flat shoes for the moving and handling session. Lunch is provided.',
          ),
          paragraph(`If you have any questions, call us on ${office.phone || 'the number above'}.`),
          ...signOff,
        ],
      };
    case 'rejection': {
      const reason = text(applicant.rejectionReason);
      return {
        ...base,
        title: 'Your application',
        recipient: recipient(applicant),
        filename: fileName(applicant, 'application-outcome'),
        blocks: [
          paragraph(dear),
          paragraph(
            `Thank you for your interest in working with ${auth.user.organisation.name} and for the time you have given to your application, made on ${ukDate(text(applicant.appliedOn))}.`,
          ),
          paragraph(
            'We are sorry to tell you that we will not be taking your application further at this time.',
          ),
          ...(reason ? [facts([['Reason', reason]])] : []),
          paragraph(
            'We will keep your details for six months in case a suitable post arises, unless you ask us not to. We wish you every success.',
          ),
          ...signOff,
        ],
      };
    }
    case 'post-interview':
      return postInterview(db, auth, applicant, base, name);
    case 'induction-pack':
      return inductionPack(db, auth, applicant, base, name);
    case 'enhanced-dbs-form':
      return dbsForm(db, auth, applicant, base, name, today);
  }
}

type Base = Pick<PrintedDocument, 'letterhead' | 'date'>;

function applicantFacts(applicant: Row): [string, string][] {
  const field = (name: string) => shown('applicants', applicant, name);
  return [
    ['Name', fullName(applicant)],
    ['Date of birth', field('dateOfBirth')],
    [
      'Address',
      joined([
        applicant.address1,
        applicant.address2,
        applicant.address3,
        applicant.town,
        applicant.postcode,
      ]),
    ],
    ['Mobile', field('mobile')],
    ['Email', field('email')],
    ['Branch', field('branch')],
    ['Position', field('positionAppliedFor')],
    ['Hiring route', field('route')],
    ['Stage', field('stage')],
    ['Applied on', field('appliedOn')],
  ];
}

const owner = (auth: AuthContext, applicantId: string) => ({
  organisationId: auth.user.organisation.id,
  subjectType: APPLICANT_FILE.responseSubject,
  subjectId: applicantId,
});

function sectionBlocks(sections: AnsweredSection[]): PrintBlock[] {
  return sections.flatMap((section) => [
    heading(section.title),
    facts(section.lines.map((line) => [line.question, line.answer] as [string, string])),
  ]);
}

async function postInterview(
  db: Db,
  auth: AuthContext,
  applicant: Row,
  base: Base,
  name: string,
): Promise<PrintedDocument> {
  const id = text(applicant.id);
  const latest = await latestResponses(db, owner(auth, id));
  const completed = latest.get('post-interview')?.completed ?? null;
  const [response] = completed
    ? await answeredResponses(db, auth.user.organisation.id, [completed.id])
    : [];
  const interviews = await nestedOf(db, auth, 'applicant-interviews', id, 'startsAt');
  const references = await nestedOf(db, auth, 'applicant-references', id, 'refereeName');
  const blocks: PrintBlock[] = [facts(applicantFacts(applicant))];
  if (response) {
    // Read with the definition of the version answered, as the care plan prints its forms.
    const definition = response.definition as FormDefinition;
    blocks.push(
      paragraph(
        `Post-interview form completed${response.assessedOn ? ` on ${ukDate(response.assessedOn)}` : ''}${response.assessedByName ? ` by ${response.assessedByName}` : ''}.`,
        'muted',
      ),
      ...sectionBlocks(answeredSections(definition, response.answers as Answers)),
    );
  } else {
    blocks.push(
      paragraph(
        'The post-interview form has not been completed yet; this is what the file holds.',
        'warning',
      ),
    );
  }
  blocks.push(heading('Interviews'));
  blocks.push(
    interviews.length === 0
      ? paragraph('No interview is recorded.', 'muted')
      : {
          kind: 'table',
          columns: ['When', 'Where', 'Interviewer', 'State', 'Notes'],
          rows: interviews.map((i) => [
            shown('applicant-interviews', i, 'startsAt'),
            shown('applicant-interviews', i, 'place'),
            i._titles.interviewer ?? '',
            shown('applicant-interviews', i, 'state'),
            text(i.notes),
          ]),
          flagged: [],
        },
  );
  blocks.push(heading('References'));
  blocks.push(
    references.length === 0
      ? paragraph('No referee is named.', 'muted')
      : {
          kind: 'table',
          columns: ['Referee', 'Type', 'Request', 'Received', 'Satisfactory'],
          rows: references.map((r) => [
            joined([r.refereeName, r.company]),
            shown('applicant-references', r, 'type'),
            shown('applicant-references', r, 'requestState') || 'Not requested',
            shown('applicant-references', r, 'receivedOn'),
            shown('applicant-references', r, 'satisfactory'),
          ]),
          flagged: [],
        },
  );
  return {
    ...base,
    title: `Post-interview summary: ${name}`,
    recipient: [],
    filename: fileName(applicant, 'post-interview'),
    blocks,
  };
}

async function inductionPack(
  db: Db,
  auth: AuthContext,
  applicant: Row,
  base: Base,
  name: string,
): Promise<PrintedDocument> {
  const id = text(applicant.id);
  const latest = await latestResponses(db, owner(auth, id));
  const contract = APPLICANT_CONTRACT_KEYS.map((key) => ({
    key,
    signed: latest.get(key)?.completed ?? null,
  })).find((c) => c.signed);
  const title = (key: string) =>
    APPLICANT_FILE.questionnaires.find((form) => form.key === key)?.title ?? key;
  const dbs = await nestedOf(db, auth, 'applicant-dbs-checks', id, 'issuedOn');
  const rtw = await nestedOf(db, auth, 'applicant-right-to-work', id, 'checkedOn');
  const qualifications = await nestedOf(db, auth, 'applicant-qualifications', id, 'awardedOn');
  const lastDbs = dbs.at(-1);
  const lastRtw = rtw.at(-1);
  return {
    ...base,
    title: `Induction pack: ${name}`,
    recipient: [],
    filename: fileName(applicant, 'induction-pack'),
    blocks: [
      heading('The new starter'),
      facts(applicantFacts(applicant)),
      heading('Contract and checks'),
      facts([
        [
          'Contract',
          contract?.signed
            ? `${title(contract.key)}: signed${contract.signed.assessedOn ? ` on ${ukDate(contract.signed.assessedOn)}` : ''}`
            : 'Not signed yet',
        ],
        [
          'Enhanced DBS',
          lastDbs
            ? `${text(lastDbs.certificateNumber)}, issued ${shown('applicant-dbs-checks', lastDbs, 'issuedOn')} (${shown('applicant-dbs-checks', lastDbs, 'barredListResult')})`
            : 'Not recorded',
        ],
        [
          'Right to work',
          lastRtw
            ? joined([
                shown('applicant-right-to-work', lastRtw, 'result'),
                shown('applicant-right-to-work', lastRtw, 'permission'),
                lastRtw.expiresOn
                  ? `ends ${shown('applicant-right-to-work', lastRtw, 'expiresOn')}`
                  : '',
              ])
            : 'Not recorded',
        ],
        [
          'Qualifications',
          qualifications.length
            ? qualifications.map((q) => text(q.name)).join('; ')
            : 'None recorded',
        ],
      ]),
      ...(contract
        ? []
        : [paragraph('The contract is not signed: the first shift waits until it is.', 'warning')]),
      heading('Induction checklist'),
      paragraph(
        'Tick each item as it is done; the trainer initials the sheet at the end.',
        'muted',
      ),
      {
        kind: 'checklist',
        items: INDUCTION_CHECKLIST.map((item) => ({ text: item, done: false })),
      },
      heading('Signed'),
      { kind: 'signatures', captions: ['New starter', 'Trainer', 'Date'] },
    ],
  };
}

async function dbsForm(
  db: Db,
  auth: AuthContext,
  applicant: Row,
  base: Base,
  name: string,
  today: string,
): Promise<PrintedDocument> {
  const id = text(applicant.id);
  const names = await nestedOf(db, auth, 'applicant-name-history', id, 'fromDate');
  const addresses = await nestedOf(db, auth, 'applicant-address-history', id, 'fromDate');
  const { addressHistoryYears: years } = await recruitmentSettingsFor(
    db,
    auth.user.organisation.id,
  );
  const gaps = addressHistoryGaps(
    addresses.map((a) => ({ fromDate: text(a.fromDate), toDate: text(a.toDate) || null })),
    { today, years },
  );
  // Addresses and the periods none covers, in date order, newest first as the DBS form lists them.
  const lines = [
    ...addresses.map((a) => ({
      from: text(a.fromDate),
      cells: [
        joined([a.address1, a.address2]),
        text(a.town),
        text(a.postcode),
        text(a.country) || 'United Kingdom',
        shown('applicant-address-history', a, 'fromDate'),
        a.toDate ? shown('applicant-address-history', a, 'toDate') : 'Now',
      ],
      gap: false,
    })),
    ...gaps.map((gap) => ({
      from: gap.from,
      cells: [
        `NOT COVERED: no address for ${gap.days} day${gap.days === 1 ? '' : 's'}`,
        '',
        '',
        '',
        ukDate(gap.from),
        ukDate(gap.to),
      ],
      gap: true,
    })),
  ].sort((a, b) => b.from.localeCompare(a.from));
  const field = (key: string) => shown('applicants', applicant, key);
  return {
    ...base,
    title: 'Enhanced DBS application: applicant’s details',
    recipient: [],
    filename: fileName(applicant, 'enhanced-dbs-form'),
    blocks: [
      paragraph(
        'Check each entry against the applicant’s identity documents before it is typed into the DBS application (enhanced check, with the adult barred list for regulated activity).',
        'muted',
      ),
      heading('Applicant'),
      facts([
        ['Title', field('title')],
        ['Forename', text(applicant.forename)],
        ['Surname', text(applicant.surname)],
        ['Date of birth', field('dateOfBirth')],
        ['Gender', field('gender')],
        ['Nationality', field('nationality')],
        ['Mobile', field('mobile')],
        ['Email', field('email')],
      ]),
      heading('Previous names'),
      names.length === 0
        ? paragraph('No previous name is recorded.', 'muted')
        : {
            kind: 'table',
            columns: ['Forename', 'Surname', 'Used from', 'Used until', 'Reason'],
            rows: names.map((n) => [
              text(n.forename),
              text(n.surname),
              shown('applicant-name-history', n, 'fromDate'),
              shown('applicant-name-history', n, 'toDate'),
              shown('applicant-name-history', n, 'reason'),
            ]),
            flagged: [],
          },
      heading(`Address history: the last ${years} years`),
      ...(gaps.length
        ? [
            paragraph(
              `The address history does not cover ${gaps.length === 1 ? 'one period' : `${gaps.length} periods`} of the last ${years} years: ask ${name} where they lived before sending the application.`,
              'warning',
            ),
          ]
        : []),
      {
        kind: 'table',
        columns: ['Address', 'Town', 'Postcode', 'Country', 'From', 'Until'],
        rows: lines.map((line) => line.cells),
        flagged: lines.flatMap((line, index) => (line.gap ? [index] : [])),
      },
      heading('Convictions declared on the application'),
      facts([
        ['Unspent convictions or cautions', field('criminalRecord') || 'Not answered'],
        [
          'Spent convictions or cautions not protected',
          field('spentConvictions') || 'Not answered',
        ],
      ]),
      // The details are sensitive: they stay on the file, where each look at them is audited.
      ...(applicant.criminalRecord === 'yes' || applicant.spentConvictions === 'yes'
        ? [
            paragraph(
              'The details the applicant gave are on their file (Edit file: shown on request, each look recorded). Compare them with the DBS certificate when it arrives.',
              'warning',
            ),
          ]
        : []),
    ],
  };
}

/** An email to the applicant as it would be sent, or why it cannot be. */
export async function applicantEmail(
  db: Db,
  auth: AuthContext,
  key: ApplicantEmailKey,
  request: PrintRequest,
): Promise<EmailPreview> {
  const applicant = await applicantOf(db, auth, request.applicantId);
  const office = await officeOf(db, auth, request.branchId ?? text(applicant.branch));
  const organisation = auth.user.organisation.name;
  const to = text(applicant.email);
  const signOff = ['', auth.user.name, organisation, `${office.name} office, ${office.address}`];
  if (office.phone) signOff.push(`Telephone ${office.phone}`);
  if (key === 'interview') {
    const interview = await bookedInterview(db, auth, request.applicantId);
    const subject = `Your interview with ${organisation}`;
    if (!interview) return { to, subject, body: '', blocked: NO_INTERVIEW };
    const lines = (await interviewLines(db, auth, interview, office, applicant))
      .filter(([, value]) => value !== '')
      .map(([label, value]) => `${label}: ${value}`);
    return {
      to,
      subject,
      blocked: null,
      body: [
        `Dear ${dearName(applicant)},`,
        '',
        'Thank you for booking your interview. Here are the details:',
        '',
        ...lines,
        '',
        'Please bring photo identification, proof of your address and any care qualifications you hold.',
        `If you cannot come, call us on ${office.phone || 'the office number below'} and we will find another time.`,
        ...signOff,
      ].join('\n'),
    };
  }
  return {
    to,
    subject: `Induction training with ${organisation}`,
    blocked: null,
    body: [
      `Dear ${dearName(applicant)},`,
      '',
      `We are pleased to invite you to induction training at our ${office.name} office, ${office.address}, ${trainingWhen(request.training)}.`,
      '',
      'The induction covers:',
      ...INDUCTION_CHECKLIST.map((item) => `- ${item}`),
      '',
      'Please bring photo identification and wear comfortable clothes and flat shoes for the moving and handling session.',
      ...signOff,
    ].join('\n'),
  };
}
