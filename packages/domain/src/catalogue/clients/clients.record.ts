import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';
import { HOME_COORDINATES } from '../scheduling/availability/home-coordinates';

/** Where a client is in their care: what lists and the profile filter and colour by. */
export const CLIENT_STATUSES = [
  'Active',
  'Pending assessment',
  'On hold',
  'In hospital',
  'Ended',
  'Deceased',
] as const;

/** The answer of the allergies field when the client has none. */
export const NONE_KNOWN = 'None known';

/** Needs that change how a carer, a paramedic or a ward speaks with the client. */
export const COMMUNICATION_NEEDS = [
  'Hearing impairment',
  'Sight impairment',
  'Speech difficulty',
  'Memory or understanding',
  'Needs an interpreter',
  'Uses sign language',
] as const;

/**
 * A person the agency cares for: who they are, where they live, who pays, and the few facts a
 * carer must know before the door opens (allergies, DNACPR, key safe). Everything else in the
 * client file hangs off this record (nested kinds and questionnaires). Reads are audited.
 */
export const clients = defineRecord({
  name: 'clients',
  area: 'clients',
  singular: 'Client',
  plural: 'Clients',
  navGroup: 'Clients',
  auditReads: true,
  // /app/client/add, /app/clients/:id and /app/clients/:id/edit are pages of their own.
  screens: { add: false, edit: false },
  addPage: 'client/add',
  viewPage: true,
  // Never deleted by a click: End service archives the client (serviceEndedOn), whose file is
  // kept for RETENTION_YEARS and then removed by the retention task.
  operations: { create: true, update: true, delete: false },
  archivedWhen: 'serviceEndedOn',
  branchField: 'branch',
  fields: {
    title: field.choice('Title', ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr', 'Rev']),
    forename: field.text('Forename', { required: true, max: 80 }),
    surname: field.text('Surname', { required: true, max: 80 }),
    preferredName: field.text('Known as', { max: 80, help: 'What the client likes to be called.' }),
    dateOfBirth: field.date('Date of birth', { required: true, notFuture: true }),
    gender: field.choice('Gender', ['Female', 'Male', 'Non-binary', 'Prefer not to say']),
    nhsNumber: field.nhsNumber('NHS number', { unique: true }),
    branch: field.reference('Branch', 'branches', { required: true }),
    status: field.choice('Status', CLIENT_STATUSES, { required: true }),
    funder: field.reference('Funder', 'funder-codes'),
    area: field.reference('Area', 'areacodes'),
    startDate: field.date('Care started'),
    address1: field.text('Address line 1', { required: true, max: 120 }),
    address2: field.text('Address line 2', { max: 120 }),
    town: field.text('Town', { required: true, max: 80 }),
    postcode: field.postcode('Postcode', { required: true }),
    ...HOME_COORDINATES,
    phone: field.phone('Phone'),
    mobile: field.phone('Mobile'),
    email: field.email('Email'),
    photo: field.file('Photo', {
      help: 'A recent photo, so a new carer knows who they are visiting.',
    }),
    // Always stated: a blank could mean "none" or "never asked", and a carer cannot tell which.
    allergies: field.longText('Allergies', {
      required: true,
      requiredFromNow: true,
      requiredMessage: "Enter the allergies, or choose 'None known'.",
      max: 1000,
      help: "Medicines, foods and materials. Choose 'None known' when there are none.",
      quickAnswers: [NONE_KNOWN],
    }),
    dnacpr: field.choice('DNACPR', ['Not in place', 'In place', 'Not discussed'], {
      help: 'Do Not Attempt Cardiopulmonary Resuscitation: whether a signed form is in the home.',
    }),
    respect: field.choice('ReSPECT form', ['In place', 'Not in place', 'Not discussed'], {
      help: 'Recommended Summary Plan for Emergency Care and Treatment: whether the client has one.',
    }),
    emergencyFormsKept: field.text('Where the DNACPR or ReSPECT form is kept', {
      max: 150,
      help: 'So a carer or paramedic can find it at once, e.g. "On the fridge, in the red folder".',
    }),
    communicationNeeds: field.multiChoice('Communication needs', COMMUNICATION_NEEDS, {
      help: 'What a carer or a hospital must know to be understood and to understand.',
    }),
    communication: field.longText('How to communicate', {
      max: 1000,
      help: 'Preferred language, interpreter, aids (hearing aid, glasses, picture cards), what helps.',
    }),
    // The code opens the door of a person who may not be able to answer it: a secret.
    keySafe: field.text('Key safe', {
      max: 120,
      help: 'Where the key safe is and its code; hidden until someone who can read client files asks to see it, and each look is recorded.',
      sensitive: true,
    }),
    accessNotes: field.longText('Access notes', {
      max: 2000,
      help: 'Parking, door, pets, alarms.',
    }),
    gpPractice: field.text('GP practice', { max: 150 }),
    gpPhone: field.phone('GP phone'),
  },
  titleField: 'surname',
  list: {
    columns: ['surname', 'forename', 'postcode', 'branch', 'status', 'funder', 'area'],
    cardHeading: ['forename', 'surname'],
    sort: 'surname',
    filters: ['branch', 'status', 'funder', 'area'],
    search: ['surname', 'forename', 'preferredName', 'postcode', 'nhsNumber'],
  },
});
