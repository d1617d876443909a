import { type Db, schema } from '@care360/db';
import {
  birdieContract,
  CARER_FILE,
  contract18to20,
  contract21Plus,
  EMPLOYEE_FILE,
  type EmailPreview,
  emailPreviewAnswer,
  type FormDefinition,
  formatUkDate,
  plainLinkedText,
  recordKind,
  STAFF_OWNERS,
  type StaffOwner,
  ukCalendarDate,
} from '@care360/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { HttpError, notFound } from '../../platform/http/envelope';
import { idParams } from '../../platform/http/id-params';
import { type AnyRoute, defineRoute } from '../../platform/http/route';
import { auditFileAccess } from '../../platform/person-files/person-file-access';
import { column, scopeOf, tableOf } from '../../platform/records/record-query';
import { noteAction, requestActor } from '../../platform/records/record-store';

/**
 * The contract emails of a staff file (spec §2.5, §2.6: /app/carers/:id/edit/contract-email,
 * birdie-contract-email, /app/employees/:id/edit/contract-email): the email sending the person
 * their contract, previewed exactly as it would be sent, then sent through the mailer (so it is
 * in the email log). The preview is a read of the file and the send a change to it, each audited
 * in the transaction that reads the person.
 */

export const STAFF_FILES = { carers: CARER_FILE, employees: EMPLOYEE_FILE } as const;

type Row = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The person (live, in the caller's organisation and branch), or 404. */
export async function staffPersonOf(db: Db, auth: AuthContext, owner: StaffOwner, id: string) {
  const kind = recordKind(owner);
  const table = tableOf(kind);
  const [row] = (await db
    .select()
    .from(table)
    .where(and(eq(column(table, 'id'), id), scopeOf(kind, auth.user)))) as Row[];
  if (!row) throw notFound(STAFF_OWNERS[owner].noun.toLowerCase());
  return row;
}

export const dearName = (person: Row) => text(person.preferredName) || text(person.forename);
export const fullName = (person: Row) =>
  [text(person.forename), text(person.surname)].filter(Boolean).join(' ');

/** The agency's sign-off: the sender, the organisation and the person's office. */
export async function signOffOf(db: Db, auth: AuthContext, branchId: unknown): Promise<string[]> {
  const { branches } = schema;
  const [branch] = await db
    .select()
    .from(branches)
    .where(
      and(
        eq(branches.id, text(branchId) || '00000000-0000-0000-0000-000000000000'),
        eq(branches.organisationId, auth.user.organisation.id),
        isNull(branches.deletedAt),
      ),
    );
  const lines = ['', auth.user.name, auth.user.organisation.name];
  if (branch) {
    const address = [branch.address, branch.postcode].filter(Boolean).join(', ');
    lines.push(address ? `${branch.name} office, ${address}` : `${branch.name} office`);
    if (branch.phone) lines.push(`Telephone ${branch.phone}`);
  }
  return lines;
}

/** Age in whole years on a day (both YYYY-MM-DD). */
function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export const CONTRACT_EMAILS = [
  { owner: 'carers', key: 'contract', title: 'Contract Email' },
  { owner: 'carers', key: 'birdie-contract', title: 'Birdie Contract Email' },
  { owner: 'employees', key: 'contract', title: 'Contract Email' },
] as const satisfies readonly { owner: StaffOwner; key: string; title: string }[];
type ContractEmailKey = (typeof CONTRACT_EMAILS)[number]['key'];

/** Which contract: the Birdie one when asked, else by age on the start date (18 to 20, or 21 plus). */
function contractFor(key: ContractEmailKey, person: Row): FormDefinition {
  if (key === 'birdie-contract') return birdieContract;
  const born = text(person.dateOfBirth);
  const start = text(person.startDate) || ukCalendarDate(new Date());
  return born && ageOn(born, start) < 21 ? contract18to20 : contract21Plus;
}

/** The contract email as it would be sent; `blocked` when the person has no email address. */
export async function contractEmail(
  db: Db,
  auth: AuthContext,
  owner: StaffOwner,
  key: ContractEmailKey,
  id: string,
): Promise<EmailPreview> {
  const person = await staffPersonOf(db, auth, owner, id);
  const contract = contractFor(key, person);
  const organisation = auth.user.organisation.name;
  const to = text(person.email);
  const subject = `Your contract of employment with ${organisation}`;
  if (!to)
    return {
      to: '',
      subject,
      body: '',
      blocked: `${fullName(person)} has no email address: add it on their details first.`,
    };
  const terms = contract.sections
    .find((section) => section.id === 'terms')
    ?.questions.flatMap((question) => [
      '',
      question.label,
      ...(question.help ? [plainLinkedText(question.help)] : []),
    ]);
  const start = text(person.startDate);
  return {
    to,
    subject,
    blocked: null,
    body: [
      `Dear ${dearName(person)},`,
      '',
      `Here is your contract of employment with ${organisation} (${contract.title})${start ? `, starting on ${formatUkDate(start)}` : ''}.`,
      contract.description ?? '',
      ...(terms ?? []),
      '',
      'Please reply to this email or call the office if anything is unclear. You sign the contract with us in the office or through the link we send you.',
      ...(await signOffOf(db, auth, person.branch)),
    ].join('\n'),
  };
}

export const staffContractEmailRoutes: AnyRoute[] = CONTRACT_EMAILS.flatMap(
  ({ owner, key, title }): AnyRoute[] => {
    const kind = recordKind(owner);
    const file = STAFF_FILES[owner];
    const base = `/api/v1/${owner}/:id/emails/${key}`;
    return [
      defineRoute({
        method: 'GET',
        url: base,
        access: { permission: kind.permissions.read },
        answer: emailPreviewAnswer,
        summary: `The ${title.toLowerCase()} to a ${kind.singular.toLowerCase()}, as it would be sent`,
        params: idParams,
        resource: owner,
        async handler({ auth, params, request, services: { db } }) {
          const data = await db.transaction(async (tx) => {
            const preview = await contractEmail(tx, auth, owner, key, params.id);
            await auditFileAccess(tx, auth, request.ip, file, params.id, 'read', { email: key });
            return preview;
          });
          return { data };
        },
      }),
      defineRoute({
        method: 'POST',
        url: `${base}/send`,
        refusals: [409],
        access: { permission: kind.permissions.update },
        answer: emailPreviewAnswer,
        summary: `Sends the ${title.toLowerCase()} to a ${kind.singular.toLowerCase()} (kept in the email log)`,
        params: idParams,
        resource: owner,
        async handler({ auth, params, request, services: { db, mailer } }) {
          const email = await db.transaction(async (tx) => {
            const preview = await contractEmail(tx, auth, owner, key, params.id);
            if (preview.blocked) throw new HttpError(409, preview.blocked);
            await noteAction(tx, requestActor(auth, request.ip), {
              action: 'email.sent',
              recordType: owner,
              recordId: params.id,
              changes: { email: key, to: preview.to, subject: preview.subject },
              subject: { type: owner, id: params.id },
            });
            return preview;
          });
          // Sent once the audit entry is committed; the mailer writes the email log itself.
          await mailer.send({
            organisationId: auth.user.organisation.id,
            to: email.to,
            subject: email.subject,
            text: email.body,
          });
          return { data: email, message: `${title} sent to ${email.to}.` };
        },
      }),
    ];
  },
);
