import fs from 'node:fs/promises';
import path from 'node:path';
import { type Db, schema } from '@care360/db';
import {
  allergyStatus,
  type ClientSummary,
  formatUkDateTime,
  recordKind,
  type SummaryRow,
} from '@care360/domain';
import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import { column, tableOf } from '../../platform/records/record-query';
import { carePlanFilename, joined, medicationWhen, shown } from './care-plan';
import { clientSummary, nestedRows, SHORT_LIST } from './client-summary';
import { medicineLabels, medicineOf } from './medicine-labels';

const clients = recordKind('clients');
const network = recordKind('client-support-network');
const equipment = recordKind('client-equipment');

/**
 * The one page that goes with a client to hospital (a "grab sheet"): who they are, what must not
 * be given, what they take, whether to resuscitate, whom to call, how to speak with them and how
 * they move. Plain text, formatted the UK way.
 */
export interface HospitalPack {
  organisationName: string;
  printedLine: string;
  name: string;
  allergies: string;
  /** Label → value: date of birth, NHS number, address, GP. */
  identity: [string, string][];
  /** DNACPR, ReSPECT and where the forms are kept. */
  resuscitation: [string, string][];
  communication: [string, string][];
  mobility: [string, string][];
  medicines: { name: string; dose: string; when: string }[];
  nextOfKin: { name: string; relationship: string; phone: string }[];
  /** The client's photo (PNG or JPEG), so the ward knows whom the pack is for; null when none. */
  photo: Buffer | null;
}

/** Image types the PDF can draw. */
const PRINTABLE_PHOTOS = ['image/png', 'image/jpeg'];

/**
 * The photo stored on this client's record, read from the file store; null when there is none,
 * it is not an image the PDF can draw, or its bytes are missing (the pack prints without it).
 */
async function photoOf(
  db: Db,
  auth: AuthContext,
  summary: ClientSummary,
  filesDir: string,
): Promise<Buffer | null> {
  if (!summary.photoFileId) return null;
  const { files } = schema;
  const [file] = await db
    .select({ storageKey: files.storageKey, contentType: files.contentType })
    .from(files)
    .where(
      and(
        eq(files.id, summary.photoFileId),
        eq(files.organisationId, auth.user.organisation.id),
        eq(files.ownerKind, 'clients'),
        eq(files.ownerId, summary.client.id),
      ),
    );
  if (!file || !PRINTABLE_PHOTOS.includes(file.contentType)) return null;
  return fs.readFile(path.join(filesDir, file.storageKey)).catch(() => null);
}

/** Scored assessments that say how a client moves, by form key. */
const MOBILITY_FORMS = ['falls-risk-assessment', 'checklist-handling'];

function identityOf(summary: ClientSummary, provider: string): [string, string][] {
  const field = (name: string) => shown(clients, summary.client, name);
  const born = field('dateOfBirth');
  const rows: [string, string][] = [
    ['Known as', field('preferredName') || field('forename')],
    ['Date of birth', summary.age === null ? born : `${born} (aged ${summary.age})`],
    ['NHS number', field('nhsNumber') || 'Not recorded'],
    [
      'Address',
      joined([field('address1'), field('address2'), field('town'), field('postcode')], ', '),
    ],
    ['Phone', joined([field('phone'), field('mobile')], ' / ')],
    ['GP', joined([field('gpPractice'), field('gpPhone')], ', ') || 'Not recorded'],
    ['Care provider', provider],
  ];
  return rows.filter(([, value]) => value !== '');
}

function resuscitationOf(client: SummaryRow): [string, string][] {
  const field = (name: string) => shown(clients, client, name);
  return [
    ['DNACPR', field('dnacpr') || 'Not recorded'],
    ['ReSPECT form', field('respect') || 'Not recorded'],
    ['Forms kept', field('emergencyFormsKept')],
  ].filter(([, value]) => value !== '') as [string, string][];
}

function communicationOf(client: SummaryRow): [string, string][] {
  const needs = shown(clients, client, 'communicationNeeds');
  const how = shown(clients, client, 'communication');
  const rows: [string, string][] = [
    ['Needs', needs || 'None recorded'],
    ['How to communicate', how],
  ];
  return rows.filter(([, value]) => value !== '');
}

/** Equipment in use and the latest mobility assessments, where the file has them. */
async function mobilityOf(
  db: Db,
  auth: AuthContext,
  summary: ClientSummary,
): Promise<[string, string][]> {
  const table = tableOf(equipment);
  const inUse = await nestedRows(db, equipment.name, auth.user, summary.client.id, {
    where: or(isNull(column(table, 'condition')), ne(column(table, 'condition'), 'Out of use')),
    orderBy: [asc(column(table, 'id'))],
    limit: SHORT_LIST,
  });
  const names = [...new Set(inUse.map((row) => shown(equipment, row, 'equipment')))].filter(
    Boolean,
  );
  const rows: [string, string][] = [['Equipment', names.join(', ') || 'None recorded']];
  for (const risk of summary.risks.filter((r) => MOBILITY_FORMS.includes(r.formKey))) {
    rows.push([risk.title, joined([risk.riskLabel ?? '', `score ${risk.score}`], ', ')]);
  }
  return rows;
}

/** Everything the hospital pack prints about a client, and the name of its file. */
export async function hospitalPackOf(
  db: Db,
  auth: AuthContext,
  clientId: string,
  filesDir: string,
): Promise<{ pack: HospitalPack; filename: string }> {
  const summary = await clientSummary(db, auth.user, clientId);
  const [labels, mobility, photo] = await Promise.all([
    medicineLabels(db, auth.user, summary.medications),
    mobilityOf(db, auth, summary),
    photoOf(db, auth, summary, filesDir),
  ]);
  const kin = summary.supportNetwork.filter((row) => row.nextOfKin === true);
  const pack: HospitalPack = {
    organisationName: auth.user.organisation.name,
    printedLine: `Printed ${formatUkDateTime(new Date())} by ${auth.user.name}`,
    name: summary.name,
    allergies: allergyStatus(summary.client),
    identity: identityOf(summary, auth.user.organisation.name),
    resuscitation: resuscitationOf(summary.client),
    communication: communicationOf(summary.client),
    mobility,
    medicines: summary.medications.map((row) => ({
      name: medicineOf(labels, row),
      dose: shown(recordKind('client-medications'), row, 'dose'),
      when: medicationWhen(row),
    })),
    nextOfKin: (kin.length > 0 ? kin : summary.supportNetwork.slice(0, 1)).map((row) => ({
      name: shown(network, row, 'name'),
      relationship: shown(network, row, 'relationship'),
      phone: joined([shown(network, row, 'phone'), shown(network, row, 'mobile')], ' / '),
    })),
    photo,
  };
  return {
    pack,
    filename: carePlanFilename(summary.client).replace(/^care-plan-/, 'hospital-pack-'),
  };
}
