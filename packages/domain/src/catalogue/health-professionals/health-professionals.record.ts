import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** The professions the office records; the registration number is the regulator's for each. */
export const HEALTH_PROFESSIONS = [
  'GP',
  'District nurse',
  'Community nurse',
  'Pharmacist',
  'Occupational therapist',
  'Physiotherapist',
  'Social worker',
  'Hospital doctor',
  'Paramedic',
  'Other',
] as const;

/**
 * Visiting clinicians (a GP, a district nurse) the office may let read a client's documents
 * through an emailed link: who they are and how their regulator (GMC, NMC, HCPC, GPhC, SWE)
 * knows them. They never sign in; each access is a grant (health-professional-grants).
 */
export const healthProfessionals = defineRecord({
  name: 'health-professionals',
  area: 'health-professionals',
  singular: 'Health Professional',
  plural: 'Health Professionals',
  navGroup: 'Clients',
  fields: {
    name: field.text('Name', { required: true, max: 150 }),
    profession: field.choice('Profession', HEALTH_PROFESSIONS, { required: true }),
    organisation: field.text('Organisation', {
      max: 200,
      help: 'e.g. Chapel Allerton Medical Centre',
    }),
    registrationNumber: field.text('Registration number', {
      max: 30,
      help: 'GMC, NMC, HCPC or GPhC number',
    }),
    email: field.email('Email', { required: true }),
    phone: field.phone('Phone'),
  },
  titleField: 'name',
  unique: [['email']],
  list: {
    columns: ['name', 'profession', 'organisation', 'registrationNumber', 'email'],
    sort: 'name',
    filters: ['profession'],
    search: ['name', 'organisation', 'registrationNumber', 'email'],
  },
});

/** The documents a grant may open, each a PDF of the client's file. */
export const GRANT_DOCUMENTS = [
  { value: 'care-plan', label: 'Care plan' },
  { value: 'hospital-pack', label: 'Hospital pack' },
  { value: 'mar-chart', label: 'MAR chart' },
  { value: 'recent-logs', label: 'Recent logs' },
] as const;

export type GrantDocument = (typeof GRANT_DOCUMENTS)[number]['value'];

export const isGrantDocument = (value: unknown): value is GrantDocument =>
  GRANT_DOCUMENTS.some((doc) => doc.value === value);

/**
 * One client's documents opened to one professional until a time, from the client's recorded
 * consent. Made and revoked only through the grant and revoke actions (they email the link and
 * check consent), so the engine offers reads alone; `revokedAt` is kept by the server.
 */
export const healthProfessionalGrants = defineRecord({
  name: 'health-professional-grants',
  area: 'health-professionals',
  singular: 'Access Grant',
  plural: 'Access Grants',
  parent: 'health-professionals',
  ownPermissions: true,
  path: 'grants',
  screens: { add: false, edit: false },
  operations: { create: false, update: false, delete: false },
  fields: {
    client: field.reference('Client', 'clients', { required: true }),
    documents: field.multiChoice('Documents', GRANT_DOCUMENTS, { required: true }),
    expiresAt: field.dateTime('Until', { required: true }),
    reason: field.text('Reason', { max: 300, help: 'e.g. District nurse reviewing pressure care' }),
    revokedAt: field.dateTime('Revoked at', { keptByServer: true }),
  },
  titleField: 'client',
  list: {
    columns: ['client', 'documents', 'expiresAt', 'revokedAt', 'reason'],
    sort: 'expiresAt',
    dir: 'desc',
    filters: ['client'],
    search: ['reason'],
  },
});
