import { ALL_RECORDS, type Permission, ukCalendarDate } from '@care360/domain';
import { count } from 'drizzle-orm';
import type { Db } from '../database';
import * as schema from '../schema';
import { seedDemoAlerts } from './alerts-data';
import { seedDemoAudits } from './audits-data';
import { seedDemoBoards } from './board-demo-data';
import { seedDemoCarerApp } from './carer-app-data';
import { seedDemoChats } from './chat-data';
import { seedDemoClients } from './client-data';
import { createDemoSeeder } from './demo-seeder';
import { seedDemoFinance } from './finance-data';
import { seedDemoHealthProfessionals } from './health-professionals-data';
import { seedDemoInventory } from './inventory-data';
import { MEDICINES_DEMO_DATA } from './medicines-data';
import { seedDemoQuality } from './quality-data';
import { seedDemoApplicants } from './recruitment-data';
import { seedReferenceData } from './reference-data';
import { seedDemoStaff } from './staff-data';
import { seedDemoSurveySends } from './surveys-data';
import { seedDemoVisits } from './visit-data';
import { seedDemoWorkPlanner } from './work-planner-data';

export const DEMO_PASSWORD = 'care360demo';

/** Demo people, also named in the README. For trying the app only. */
export const DEMO_USERS = {
  admin: { email: 'admin@care360.local', name: 'Alex Morgan', role: 'super_admin' },
  manager: { email: 'manager@care360.local', name: 'Priya Shah', role: 'branch_manager' },
  coordinator: {
    email: 'coordinator@care360.local',
    name: 'Tom Fletcher',
    role: 'care_coordinator',
  },
  hr: { email: 'hr@care360.local', name: 'Grace Okafor', role: 'hr_officer' },
  riverside: { email: 'admin@riverside.care360.local', name: 'Sam Patel', role: 'super_admin' },
} as const;

/**
 * The demo carer who signs in to the phone app (/carer): a care worker of Leeds Central whose
 * carer file has published visits today and the next seven days, one of them on now.
 */
export const DEMO_CARER = {
  email: 'carer@care360.local',
  name: 'Ruth Hollings',
  role: 'care_worker',
} as const;

/** The demo agency's offices; other demo data refers to them by name. */
export const MEADOWBANK_BRANCHES = [
  {
    name: 'Leeds Central',
    code: 'LDS',
    address: '14 Park Row, Leeds',
    postcode: 'LS1 5HD',
    phone: '0113 496 0123',
  },
  {
    name: 'Harrogate',
    code: 'HGT',
    address: '3 Station Parade, Harrogate',
    postcode: 'HG1 1TT',
    phone: '01423 496042',
  },
  {
    name: 'York',
    code: 'YRK',
    address: '27 Micklegate, York',
    postcode: 'YO1 6JH',
    phone: '01904 496870',
  },
];

const INVITED_STAFF = [
  {
    name: 'Sarah Whitaker',
    email: 'sarah.whitaker@care360.local',
    role: 'care_coordinator',
    branch: 'YRK',
    jobTitle: 'Care coordinator',
  },
  {
    name: 'Daniel Okoye',
    email: 'daniel.okoye@care360.local',
    role: 'care_coordinator',
    branch: 'LDS',
    jobTitle: 'Field care supervisor',
  },
  {
    name: 'Emma Lightfoot',
    email: 'emma.lightfoot@care360.local',
    role: 'hr_officer',
    branch: 'HGT',
    jobTitle: 'Recruitment officer',
  },
  {
    name: 'Mohammed Rahman',
    email: 'mohammed.rahman@care360.local',
    role: 'branch_manager',
    branch: 'YRK',
    jobTitle: 'Registered manager',
  },
  {
    name: 'Joanne Pickersgill',
    email: 'joanne.pickersgill@care360.local',
    role: 'care_coordinator',
    branch: 'HGT',
    jobTitle: 'Care coordinator',
  },
  {
    name: 'Liam Brennan',
    email: 'liam.brennan@care360.local',
    role: 'hr_officer',
    branch: 'LDS',
    jobTitle: 'Payroll and HR assistant',
  },
];

type Action = 'read' | 'create' | 'update' | 'delete';

/** The permissions of every record kind of an area, by action (nested kinds share their owner's). */
function areaPermissions(
  area: string,
  actions: readonly Action[],
  except: (kind: string) => boolean = () => false,
): Permission[] {
  const permissions = ALL_RECORDS.filter(
    (kind) => kind.area === area && !except(kind.name),
  ).flatMap((kind) => actions.map((action) => kind.permissions[action]));
  return [...new Set(permissions)];
}

/** The staff files (carers, office employees) and what runs them (training courses, settings). */
const staffPermissions = (actions: readonly Action[]) =>
  ['carers', 'employees', 'staff'].flatMap((area) => areaPermissions(area, actions));

/**
 * Carers of the demo whose sign-in accounts record doses on the MAR chart and write logs: their
 * carer records link to these accounts. Invited (no password yet), like the office colleagues.
 */
const CARER_ACCOUNTS = [
  { name: 'Janet Armitage', email: 'janet.armitage@care360.local', branch: 'LDS' },
  { name: 'Comfort Boateng', email: 'comfort.boateng@care360.local', branch: 'LDS' },
  { name: 'Piotr Kowalczyk', email: 'piotr.kowalczyk@care360.local', branch: 'LDS' },
  { name: 'Shabana Iqbal', email: 'shabana.iqbal@care360.local', branch: 'LDS' },
  // The one carer of the demo who signs in (with the demo password): the phone app's.
  { name: DEMO_CARER.name, email: DEMO_CARER.email, branch: 'LDS' },
];

/** The permissions of every record kind of the clients area (the client file), by action. */
const clientFilePermissions = (actions: readonly Action[]) => areaPermissions('clients', actions);

/**
 * HR runs recruitment day to day but removes nothing, and a clearance override (starting work
 * before every check holds) is a manager's decision alone.
 */
const hrRecruitmentPermissions = () =>
  areaPermissions('recruitment', ['read', 'create', 'update'], (kind) =>
    kind.startsWith('applicant-clearance-overrides'),
  );

/** Bank and payroll details on staff files: HR and managers run pay; coordinators do not. */
const PAY_DETAILS: Permission[] = ['staff-pay-details.read', 'staff-pay-details.update'];

/** Sending staff surveys and reminding whoever has not answered (managers and HR). */
const SURVEY_SENDING: Permission[] = [
  'survey-sends.read',
  'survey-sends.create',
  'survey-sends.update',
];

/** Chat: everyone takes part in their own conversations and starts new ones. */
const CHAT: Permission[] = ['chat.read', 'chat.create'];

/** The demo organisations' roles; the README's table of demo sign-ins says what each holds. */
export const DEMO_ROLES: Array<{
  key: string;
  name: string;
  permissions: Permission[];
  branchScoped?: boolean;
}> = [
  { key: 'super_admin', name: 'Super administrator', permissions: [] },
  {
    key: 'branch_manager',
    name: 'Branch manager',
    permissions: [
      'users.read',
      'branches.read',
      'branches.update',
      'email-logs.read',
      'audit.read',
      'roles.read',
      ...clientFilePermissions(['read', 'create', 'update', 'delete']),
      ...areaPermissions('recruitment', ['read', 'create', 'update', 'delete']),
      ...staffPermissions(['read', 'create', 'update', 'delete']),
      ...PAY_DETAILS,
      // The office planner: assessment visits and the time tracked on them.
      ...areaPermissions('planner', ['read', 'create', 'update', 'delete']),
      // The work planner: teams, projects and task cards on the boards.
      ...areaPermissions('work-planner', ['read', 'create', 'update', 'delete']),
      // The rota: visits, their check-ins, exceptions, codes and publishing, the global schedule,
      // clients' packages (the rostering wizard), visits imported from a CSV, and overriding a
      // rule that allows it.
      ...areaPermissions('scheduling', ['read', 'create', 'update', 'delete']),
      'visit-allocation-overrides.create',
      // The registered manager answers for the quality registers and their deadlines.
      ...areaPermissions('quality', ['read', 'create', 'update', 'delete']),
      // …and for the audits of supervisions, complaints, MAR charts and logbooks.
      ...areaPermissions('audits', ['read', 'create', 'update', 'delete']),
      // The manager decides which visiting clinicians may read which client's documents.
      ...areaPermissions('health-professionals', ['read', 'create', 'update', 'delete']),
      // The manager is on call for the alerts and sets their thresholds and escalation ladder.
      ...areaPermissions('live-events', ['read', 'create', 'update', 'delete']),
      // Staff surveys: sending them, seeing who has not answered and reminding them.
      ...SURVEY_SENDING,
      ...CHAT,
      // Finance: confirming visits, invoice and pay runs, and adjusting a confirmed visit.
      ...areaPermissions('finance', ['read', 'create', 'update', 'delete']),
      'finance-adjustments.create',
      // How long chat messages are kept.
      'chat-settings.read',
      'chat-settings.create',
      'chat-settings.update',
      // The branches' stock, the uniform and PPE carers are given, and the agency's assets.
      ...areaPermissions('inventory', ['read', 'create', 'update', 'delete']),
    ],
  },
  {
    key: 'care_coordinator',
    name: 'Care coordinator',
    // Coordinators keep their own branch's client files current; removing records is left to
    // managers, who (like HR) work across the organisation.
    branchScoped: true,
    permissions: [
      'branches.read',
      ...clientFilePermissions(['read', 'create', 'update']),
      // Who is on the rota and whether they may work: the carers' files, read only.
      ...areaPermissions('carers', ['read']),
      // …but keep when carers work and cannot, as the rota needs it.
      ...(['carer-working-patterns', 'carer-unavailability'] as const).flatMap((kind) =>
        (['create', 'update'] as const).map((action) => `${kind}.${action}` as const),
      ),
      // Coordinators plan the office's assessments and reviews and track their time on them.
      ...areaPermissions('planner', ['read', 'create', 'update']),
      // …and work their branch's task cards on the work planner (removing one is the manager's).
      ...areaPermissions('work-planner', ['read', 'create', 'update']),
      // Coordinators run their branch's rota: visits, exceptions, the global schedule, clients'
      // packages, visits imported from councils' files, and publishing the week; the codes are
      // read only, and overriding a rule is a manager's decision.
      ...areaPermissions('scheduling', ['read', 'create', 'update'], (kind) =>
        ['visit-type-codes', 'rota-publications'].includes(kind),
      ),
      'visit-type-codes.read',
      'rota-publications.read',
      'rota-publications.create',
      // Coordinators log and follow up their branch's incidents, concerns and complaints; the
      // deadlines they run by are the manager's to set.
      ...areaPermissions(
        'quality',
        ['read', 'create', 'update'],
        (kind) => kind === 'quality-settings',
      ),
      // …and audit their branch's records (removing an audit is the manager's).
      ...areaPermissions('audits', ['read', 'create', 'update']),
      // Coordinators watch their branch's alerts and acknowledge, assign and resolve them.
      'alerts.read',
      'alerts.update',
      'alert-settings.read',
      // Coordinators confirm their branch's delivered visits; invoicing and pay are not theirs.
      'visit-confirmations.read',
      'visit-confirmations.create',
      ...CHAT,
      // Coordinators keep their branch's stock and assets and issue PPE (no removing).
      ...areaPermissions('inventory', ['read', 'create', 'update']),
    ],
  },
  {
    key: 'hr_officer',
    name: 'HR officer',
    permissions: [
      'users.read',
      'users.create',
      'users.update',
      'email-logs.read',
      'branches.read',
      ...hrRecruitmentPermissions(),
      ...staffPermissions(['read', 'create', 'update']),
      ...PAY_DETAILS,
      // What is said about carers, for supervisions and the disciplinary process.
      'complaints.read',
      'compliments.read',
      ...SURVEY_SENDING,
      // HR runs payroll: pay runs, carers' pay rules, and the confirmed visits pay is made from.
      'visit-confirmations.read',
      'carer-pay-rules.read',
      'carer-pay-rules.create',
      'carer-pay-rules.update',
      'pay-runs.read',
      'pay-runs.create',
      'pay-runs.update',
      // HR's own tasks are on the work planner with everyone else's.
      ...areaPermissions('work-planner', ['read', 'create', 'update']),
      ...CHAT,
      // HR issues uniform on carers' files: it sees the stock and the uniform log that moves.
      'stock-items.read',
      'stock-movements.read',
    ],
  },
  {
    key: 'care_worker',
    name: 'Care worker',
    // Carers record what they do on visits through the phone app (/carer), whose endpoints
    // reach only the signed-in carer's own visits; chat reaches only their own conversations.
    branchScoped: true,
    permissions: ['branches.read', ...CHAT],
  },
];

/**
 * Fills an empty database with demo organisations; does nothing when any organisation exists.
 * `filesDir` is where the demo's uploaded files are written (the app's files folder); without
 * it their rows are made but not their bytes (a test template, copied for each test).
 */
export async function seedDemoData(
  db: Db,
  hashPassword: (password: string) => Promise<string>,
  options: { filesDir?: string } = {},
): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(schema.organisations);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHashes = await Promise.all(
    Object.values(DEMO_USERS).map(() => hashPassword(DEMO_PASSWORD)),
  );
  const carerPasswordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [meadowbank, riverside] = await tx
      .insert(schema.organisations)
      .values([{ name: 'Meadowbank Home Care Ltd' }, { name: 'Riverside Care Services' }])
      .returning();
    if (!meadowbank || !riverside) throw new Error('Demo organisations were not created.');

    const branchRows = await tx
      .insert(schema.branches)
      .values([
        ...MEADOWBANK_BRANCHES.map((b) => ({ ...b, organisationId: meadowbank.id })),
        {
          organisationId: riverside.id,
          name: 'Sheffield',
          code: 'SHF',
          address: '8 Riverside Court, Sheffield',
          postcode: 'S3 8EN',
          phone: '0114 496 0555',
        },
      ])
      .returning();
    const branch = (code: string) => branchRows.find((b) => b.code === code)?.id ?? null;

    const roleIds = new Map<string, string>();
    for (const organisation of [meadowbank, riverside]) {
      for (const role of DEMO_ROLES) {
        const [row] = await tx
          .insert(schema.roles)
          .values({
            organisationId: organisation.id,
            key: role.key,
            name: role.name,
            branchScoped: role.branchScoped ?? false,
          })
          .returning();
        if (!row) throw new Error(`Role ${role.key} was not created.`);
        roleIds.set(`${organisation.id}:${role.key}`, row.id);
        if (role.permissions.length) {
          await tx
            .insert(schema.rolePermissions)
            .values(role.permissions.map((permission) => ({ roleId: row.id, permission })));
        }
      }
    }

    const homes = { admin: 'LDS', manager: 'LDS', coordinator: 'HGT', hr: 'LDS', riverside: 'SHF' };
    const entries = Object.entries(DEMO_USERS) as Array<
      [keyof typeof DEMO_USERS, (typeof DEMO_USERS)[keyof typeof DEMO_USERS]]
    >;
    const userRows = await tx
      .insert(schema.users)
      .values(
        entries.map(([key, user], index) => {
          const organisationId = key === 'riverside' ? riverside.id : meadowbank.id;
          return {
            organisationId,
            roleId: roleIds.get(`${organisationId}:${user.role}`) ?? '',
            branchId: branch(homes[key]),
            name: user.name,
            email: user.email,
            passwordHash: passwordHashes[index] ?? '',
          };
        }),
      )
      .returning();
    const id = (email: string) => userRows.find((u) => u.email === email)?.id ?? '';
    // Colleagues who have been invited but not yet chosen a password: they cannot sign in.
    await tx.insert(schema.users).values(
      INVITED_STAFF.map((person) => ({
        organisationId: meadowbank.id,
        roleId: roleIds.get(`${meadowbank.id}:${person.role}`) ?? '',
        branchId: branch(person.branch),
        name: person.name,
        email: person.email,
        jobTitle: person.jobTitle,
        passwordHash: null,
      })),
    );
    const carerAccounts = await tx
      .insert(schema.users)
      .values(
        CARER_ACCOUNTS.map((person) => ({
          organisationId: meadowbank.id,
          roleId: roleIds.get(`${meadowbank.id}:care_worker`) ?? '',
          branchId: branch(person.branch),
          name: person.name,
          email: person.email,
          jobTitle: 'Care worker',
          passwordHash: person.email === DEMO_CARER.email ? carerPasswordHash : null,
        })),
      )
      .returning();
    await tx.insert(schema.userLinks).values([
      { parentUserId: id(DEMO_USERS.admin.email), targetUserId: id(DEMO_USERS.manager.email) },
      { parentUserId: id(DEMO_USERS.admin.email), targetUserId: id(DEMO_USERS.riverside.email) },
    ]);

    const seeder = createDemoSeeder(tx as unknown as Db, meadowbank.id, [
      ...branchRows
        .filter((b) => b.organisationId === meadowbank.id)
        .map((b) => ({ kind: 'branches', title: b.name ?? '', id: b.id })),
      // The office users who checked documents or approved an override, by name.
      ...userRows
        .filter((u) => u.organisationId === meadowbank.id)
        .map((u) => ({ kind: 'users', title: u.name ?? '', id: u.id })),
    ]);
    await seedReferenceData(seeder);
    // Every organisation starts with the medicines list; the rest is Meadowbank's demo.
    const riversideSeeder = createDemoSeeder(
      tx as unknown as Db,
      riverside.id,
      branchRows
        .filter((b) => b.organisationId === riverside.id)
        .map((b) => ({ kind: 'branches', title: b.name ?? '', id: b.id })),
    );
    await riversideSeeder.insert('medications', MEDICINES_DEMO_DATA);
    // Staff first: the client files name the carers who wrote their logs.
    const carers = await seedDemoStaff(seeder, riversideSeeder, {
      today: ukCalendarDate(),
      carerUsers: carerAccounts.map((u) => ({ id: u.id, name: u.name ?? '' })),
      managers: userRows
        .filter((u) => u.organisationId === meadowbank.id)
        .map((u) => ({ id: u.id, name: u.name ?? '' })),
      ...(options.filesDir ? { filesDir: options.filesDir } : {}),
    });
    await seedDemoClients(seeder, {
      today: ukCalendarDate(),
      // Care staff record doses and assess; the HR officer does not.
      staff: [...userRows, ...carerAccounts]
        .filter((u) => u.organisationId === meadowbank.id && u.email !== DEMO_USERS.hr.email)
        .map((u) => ({ id: u.id, name: u.name ?? '' })),
      carers,
    });
    // The rota after the clients: their packages are what the visits are generated from.
    await seedDemoVisits(seeder, { today: ukCalendarDate(), now: new Date(), carers });
    // The past weeks' visits confirmed, invoiced and paid, after the rota they come from.
    await seedDemoFinance(seeder, {
      today: ukCalendarDate(),
      now: new Date(),
      managerId: id(DEMO_USERS.manager.email),
    });
    const demoCarer = carerAccounts.find((u) => u.email === DEMO_CARER.email);
    if (demoCarer)
      await seedDemoCarerApp(tx as unknown as Db, {
        organisationId: meadowbank.id,
        userId: demoCarer.id,
        now: new Date(),
      });
    // The alerts of the seeded rota's past, after the visits they are about.
    await seedDemoAlerts(seeder, {
      now: new Date(),
      onCallManager: id(DEMO_USERS.manager.email),
      registeredManager: id(DEMO_USERS.admin.email),
    });
    await seedDemoQuality(seeder, {
      today: ukCalendarDate(),
      managerName: DEMO_USERS.manager.name,
    });
    // After the files and registers whose records they audit.
    await seedDemoAudits(seeder, {
      today: ukCalendarDate(),
      managerName: DEMO_USERS.manager.name,
      coordinatorName: DEMO_USERS.coordinator.name,
    });
    // Visiting clinicians and their access, about clients whose consent forms are seeded above.
    await seedDemoHealthProfessionals(seeder, new Date());
    // Stock and assets, after the carers' files whose uniform it issued and the clients' homes.
    await seedDemoInventory(seeder, {
      today: ukCalendarDate(),
      now: new Date(),
      branches: branchRows
        .filter((b) => b.organisationId === meadowbank.id)
        .map((b) => ({ id: b.id, code: b.code ?? '' })),
      recordedBy: id(DEMO_USERS.manager.email),
    });
    // A staff survey sent to the Leeds carers, after the carers it reaches.
    await seedDemoSurveySends(seeder, new Date());
    await seedDemoApplicants(
      seeder,
      ukCalendarDate(),
      { checker: DEMO_USERS.hr.name, manager: DEMO_USERS.manager.name },
      options.filesDir,
    );
    await seedDemoBoards(seeder, new Date(), options.filesDir);
    await seedDemoWorkPlanner(seeder, new Date());
    await seedDemoChats(seeder, new Date());
  });
  return true;
}
