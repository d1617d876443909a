import { schema } from '@care360/db';
import { ALL_PERMISSIONS } from '@care360/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { NOT_OUR_USERS } from './permission-holders';
import { STALE_ROLE, SUPER_ADMIN_FIXED } from './role-permissions';

let t: TestApp;
let admin: string;
let coordinator: string;
let riverside: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, coordinator, riverside] = await Promise.all([
    t.login(DEMO_USERS.admin.email),
    t.login(DEMO_USERS.coordinator.email),
    t.login(DEMO_USERS.riverside.email),
  ]);
});
afterAll(() => t.close());

async function roleId(key: string, organisationId = t.organisationId) {
  const [role] = await t.db
    .select({ id: schema.roles.id })
    .from(schema.roles)
    .where(and(eq(schema.roles.key, key), eq(schema.roles.organisationId, organisationId)));
  return role?.id ?? '';
}

async function userId(email: string) {
  const [user] = await t.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, email));
  return user?.id ?? '';
}

interface RoleAnswer {
  roleKey: string;
  version: number;
  groups: Array<{
    area: string;
    title: string;
    records: Array<{
      record: string;
      title: string;
      permissions: Array<{ name: string; action: string; granted: boolean }>;
    }>;
  }>;
}

const grantedIn = (answer: RoleAnswer) =>
  answer.groups
    .flatMap((g) => g.records.flatMap((r) => r.permissions))
    .filter((p) => p.granted)
    .map((p) => p.name)
    .sort();

async function readRole(id: string, cookie = admin) {
  const response = await t.call({
    method: 'GET',
    url: `/api/v1/user-roles/${id}/permissions`,
    cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as RoleAnswer;
}

const saveRole = (id: string, permissions: string[], version: number, cookie = admin) =>
  t.call({
    method: 'PUT',
    url: `/api/v1/user-roles/${id}/permissions`,
    cookie,
    payload: { permissions, version },
  });

const listUsersAs = (cookie: string) => t.call({ method: 'GET', url: '/api/v1/users', cookie });

describe("a role's permissions", () => {
  it('answers every permission of the vocabulary, grouped by area and record', async () => {
    const answer = await readRole(await roleId('care_coordinator'));
    expect(answer.roleKey).toBe('care_coordinator');
    const names = answer.groups.flatMap((g) => g.records.flatMap((r) => r.permissions));
    expect(names.map((p) => p.name).sort()).toEqual([...ALL_PERMISSIONS].sort());
    // Coordinators keep client files: every client-file record but deleting, and branches.read;
    // they read carers' files, to plan who visits whom, and plan office visits and track their
    // time on them; they run their branch's rota: visits, exceptions, the global schedule,
    // clients' packages, visits imported from a CSV, and publishing the week; and they record
    // their branch's quality register entries (no deleting).
    const granted = grantedIn(answer);
    expect(granted).toContain('branches.read');
    expect(granted).toContain('clients.update');
    expect(granted).toContain('client-medications.create');
    expect(granted).not.toContain('clients.delete');
    // A holiday's day details, nested in the holiday, are guarded by the carer's file.
    expect(granted.filter((name) => !name.startsWith('client'))).toEqual([
      // They answer their branch's alerts and read the thresholds those run by.
      'alert-settings.read',
      'alerts.read',
      'alerts.update',
      'assessment-visits.create',
      'assessment-visits.read',
      'assessment-visits.update',
      // They keep their branch's stock and assets, and plan its work on the work planner.
      'assets.create',
      'assets.read',
      'assets.update',
      'branches.read',
      'carer-unavailability.create',
      'carer-unavailability.read',
      'carer-unavailability.update',
      'carer-working-patterns.create',
      'carer-working-patterns.read',
      'carer-working-patterns.update',
      'carers.read',
      // They chat with carers and colleagues.
      'chat.create',
      'chat.read',
      ...['complaints', 'compliments', 'cqc-notifications', 'death-notifications'].flatMap((kind) =>
        ['create', 'read', 'update'].map((action) => `${kind}.${action}`),
      ),
      'global-schedules.create',
      'global-schedules.read',
      'global-schedules.update',
      ...['incidents', 'medication-errors'].flatMap((kind) =>
        ['create', 'read', 'update'].map((action) => `${kind}.${action}`),
      ),
      // …and audit their branch's records (no deleting).
      'record-audits.create',
      'record-audits.read',
      'record-audits.update',
      // They plan the rota with the solver and accept its plans.
      'roster-runs.create',
      'roster-runs.read',
      'roster-runs.update',
      'rota-publications.create',
      'rota-publications.read',
      'safeguardings.create',
      'safeguardings.read',
      'safeguardings.update',
      'stock-items.create',
      'stock-items.read',
      'stock-items.update',
      'stock-movements.create',
      'stock-movements.read',
      'stock-movements.update',
      'task-cards.create',
      'task-cards.read',
      'task-cards.update',
      'tracker-sessions.create',
      'tracker-sessions.read',
      'tracker-sessions.update',
      // They confirm their branch's delivered visits for invoicing and pay.
      'visit-confirmations.create',
      'visit-confirmations.read',
      'visit-csv-imports.create',
      'visit-csv-imports.read',
      'visit-csv-imports.update',
      'visit-type-codes.read',
      'visits.create',
      'visits.read',
      'visits.update',
      'work-projects.create',
      'work-projects.read',
      'work-projects.update',
      'work-teams.create',
      'work-teams.read',
      'work-teams.update',
    ]);
    const people = answer.groups.find((g) => g.area === 'people');
    expect(people?.title).toBe('People');
    expect(people?.records.find((r) => r.record === 'users')).toEqual({
      record: 'users',
      title: 'Users',
      permissions: [
        { name: 'users.read', action: 'read', granted: false },
        { name: 'users.create', action: 'create', granted: false },
        { name: 'users.update', action: 'update', granted: false },
        { name: 'users.delete', action: 'delete', granted: false },
      ],
    });
    expect(answer.groups.find((g) => g.area === 'reference')?.title).toBe('Reference data');
  });

  it('applies a grant to the role’s users at once, and a revocation too', async () => {
    const id = await roleId('care_coordinator');
    expect((await listUsersAs(coordinator)).statusCode).toBe(403);
    const before = await readRole(id);

    const granted = await saveRole(id, ['branches.read', 'users.read'], before.version);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().data.version).toBe(before.version + 1);
    expect(grantedIn(granted.json().data)).toEqual(['branches.read', 'users.read']);
    // The same session, not signed in again: effective permissions are read per request.
    expect((await listUsersAs(coordinator)).statusCode).toBe(200);
    const me = await t.call({ method: 'GET', url: '/api/v1/user', cookie: coordinator });
    expect(me.json().data.data.userPermissions).toContain('users.read');

    const revoked = await saveRole(id, ['branches.read'], before.version + 1);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await listUsersAs(coordinator)).statusCode).toBe(403);
  });

  it('shares the role’s version with its details, and refuses a stale one with the current grants', async () => {
    const id = await roleId('hr_officer');
    const read = await readRole(id);
    // Someone renames the role meanwhile: the version the grants were read at is now stale.
    const renamed = await t.call({
      method: 'PUT',
      url: `/api/v1/user-roles/${id}`,
      cookie: admin,
      payload: { name: 'HR and payroll', description: null, version: read.version },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const stale = await saveRole(id, [], read.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_ROLE);
    const current = stale.json().data.current as RoleAnswer;
    expect(current.version).toBe(read.version + 1);
    expect(grantedIn(current)).toEqual(grantedIn(read));
    // Nothing was taken away.
    const after = grantedIn(await readRole(id));
    expect(after).toEqual(grantedIn(read));
    expect(after).toEqual(
      expect.arrayContaining(['email-logs.read', 'users.create', 'users.read', 'users.update']),
    );
  });

  it('lets the manager alone of the demo roles keep health professionals and grant access', async () => {
    const manager = grantedIn(await readRole(await roleId('branch_manager')));
    expect(manager).toEqual(
      expect.arrayContaining([
        'health-professionals.create',
        'health-professionals.read',
        'health-professional-grants.create',
        'health-professional-grants.update',
      ]),
    );
    for (const key of ['care_coordinator', 'hr_officer', 'care_worker']) {
      const granted = grantedIn(await readRole(await roleId(key)));
      expect(granted.filter((name) => name.startsWith('health-professional'))).toEqual([]);
    }
  });

  it('lets managers and HR send staff surveys and remind, and no other demo role', async () => {
    const surveys = ['survey-sends.create', 'survey-sends.read', 'survey-sends.update'];
    for (const key of ['branch_manager', 'hr_officer']) {
      const granted = grantedIn(await readRole(await roleId(key)));
      expect(granted).toEqual(expect.arrayContaining(surveys));
    }
    for (const key of ['care_coordinator', 'care_worker']) {
      const granted = grantedIn(await readRole(await roleId(key)));
      expect(granted.filter((name) => name.startsWith('survey-sends'))).toEqual([]);
    }
  });

  it('lets managers and coordinators answer alerts, managers alone set them, and no other demo role', async () => {
    // The coordinator's alerts are in their role's whole list, at the top of this file (an
    // earlier test here changes that role).
    const manager = grantedIn(await readRole(await roleId('branch_manager')));
    expect(manager).toEqual(
      expect.arrayContaining(['alerts.read', 'alerts.update', 'alert-settings.update']),
    );
    for (const key of ['hr_officer', 'care_worker']) {
      const granted = grantedIn(await readRole(await roleId(key)));
      expect(granted.filter((name) => name.startsWith('alert'))).toEqual([]);
    }
  });

  it('refuses a permission that does not exist, changing nothing', async () => {
    const id = await roleId('branch_manager');
    const read = await readRole(id);
    const response = await saveRole(id, ['users.read', 'users.fly'], read.version);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.permissions).toEqual([
      'There is no permission called users.fly.',
    ]);
    expect(await readRole(id)).toEqual(read);
  });

  it('refuses to change the super administrator, who holds everything', async () => {
    const id = await roleId('super_admin');
    const read = await readRole(id);
    expect(grantedIn(read)).toEqual([...ALL_PERMISSIONS].sort());
    const response = await saveRole(id, ['users.read'], read.version);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(SUPER_ADMIN_FIXED);
    expect((await readRole(id)).version).toBe(read.version);
  });

  it("answers 404 for another organisation's role", async () => {
    const theirs = await roleId('branch_manager', await riversideId());
    const read = await t.call({
      method: 'GET',
      url: `/api/v1/user-roles/${theirs}/permissions`,
      cookie: admin,
    });
    expect(read.statusCode).toBe(404);
    expect((await saveRole(theirs, [], 1)).statusCode).toBe(404);
  });

  it('writes the change to the audit trail and the role’s history', async () => {
    const id = await roleId('branch_manager');
    const read = await readRole(id);
    const next = [...grantedIn(read).filter((p) => p !== 'audit.read'), 'medications.read'];
    expect((await saveRole(id, next, read.version)).statusCode).toBe(200);
    const [entry] = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'role.permissions'), eq(schema.auditLog.recordId, id)));
    expect(entry).toMatchObject({
      organisationId: t.organisationId,
      actorUserId: await userId(DEMO_USERS.admin.email),
      recordType: 'user-roles',
      changes: { added: ['medications.read'], removed: ['audit.read'] },
    });
    const history = await t.call({
      method: 'GET',
      url: `/api/v1/user-roles/${id}/history`,
      cookie: admin,
    });
    expect(history.json().data.items[0]).toMatchObject({ action: 'role.permissions' });
  });
});

async function riversideId() {
  const [organisation] = await t.db
    .select({ id: schema.organisations.id })
    .from(schema.organisations)
    .where(eq(schema.organisations.name, 'Riverside Care Services'));
  return organisation?.id ?? '';
}

const holders = (permission: string, cookie = admin) =>
  t.call({ method: 'GET', url: `/api/v1/user-permissions/${permission}/users`, cookie });

const saveHolders = (permission: string, userIds: string[], cookie = admin) =>
  t.call({
    method: 'PUT',
    url: `/api/v1/user-permissions/${permission}/users`,
    cookie,
    payload: { userIds },
  });

interface Holder {
  id: string;
  email: string;
  roleName: string;
  viaRole: boolean;
  direct: boolean;
}

describe('users holding a permission directly', () => {
  it('tells who holds it through their role and who directly', async () => {
    const response = await holders('users.read');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.label).toBe('Users: Read');
    const people = response.json().data.users as Holder[];
    const by = (email: string) => people.find((p) => p.email === email);
    expect(by(DEMO_USERS.manager.email)).toMatchObject({ viaRole: true, direct: false });
    expect(by(DEMO_USERS.admin.email)).toMatchObject({
      roleName: 'Super administrator',
      viaRole: true,
    });
    expect(by(DEMO_USERS.coordinator.email)).toMatchObject({ viaRole: false, direct: false });
    // Only this organisation's people.
    expect(by(DEMO_USERS.riverside.email)).toBeUndefined();
  });

  it('applies a direct grant at once, and its removal too, with the audit trail', async () => {
    const id = await userId(DEMO_USERS.coordinator.email);
    expect((await listUsersAs(coordinator)).statusCode).toBe(403);

    const granted = await saveHolders('users.read', [id]);
    expect(granted.statusCode, granted.body).toBe(200);
    const mine = (granted.json().data.users as Holder[]).find((p) => p.id === id);
    expect(mine).toMatchObject({ direct: true, viaRole: false });
    expect((await listUsersAs(coordinator)).statusCode).toBe(200);

    const list = await t.call({
      method: 'GET',
      url: '/api/v1/user-permissions?search=users%20read',
      cookie: admin,
    });
    expect(list.json().data.items).toEqual([
      expect.objectContaining({
        name: 'users.read',
        areaTitle: 'People',
        recordTitle: 'Users',
        action: 'read',
        roles: expect.arrayContaining(['Branch manager']),
        directUsers: 1,
      }),
    ]);
    // The super administrator holds everything and is left out; the coordinator's role lacks it.
    const roles = list.json().data.items[0].roles as string[];
    expect(roles).not.toContain('Super administrator');
    expect(roles).not.toContain('Care coordinator');

    expect((await saveHolders('users.read', [])).statusCode).toBe(200);
    expect((await listUsersAs(coordinator)).statusCode).toBe(403);

    const trail = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'permission.users'));
    expect(trail.map((e) => [e.recordType, e.recordId, e.changes])).toEqual([
      ['permissions', 'users.read', { added: [id], removed: [] }],
      ['permissions', 'users.read', { added: [], removed: [id] }],
    ]);
  });

  it('accepts only users of the organisation, changing nothing otherwise', async () => {
    const ours = await userId(DEMO_USERS.hr.email);
    const theirs = await userId(DEMO_USERS.riverside.email);
    for (const ids of [
      [ours, theirs],
      [ours, 'not-a-user'],
    ]) {
      const response = await saveHolders('audit.read', ids);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.userIds).toEqual([NOT_OUR_USERS]);
    }
    const people = (await holders('audit.read')).json().data.users as Holder[];
    expect(people.filter((p) => p.direct)).toEqual([]);
  });

  it('answers 404 for a permission that does not exist', async () => {
    expect((await holders('users.fly')).statusCode).toBe(404);
    expect((await saveHolders('users.fly', [])).statusCode).toBe(404);
  });

  it("keeps each organisation's grants to itself", async () => {
    const hr = await userId(DEMO_USERS.hr.email);
    expect((await saveHolders('fiscal-years.read', [hr])).statusCode).toBe(200);
    const theirs = await t.call({
      method: 'GET',
      url: '/api/v1/user-permissions?area=reference&search=fiscal',
      cookie: riverside,
    });
    expect(theirs.statusCode).toBe(200);
    const read = (theirs.json().data.items as Array<{ name: string; directUsers: number }>).find(
      (item) => item.name === 'fiscal-years.read',
    );
    expect(read?.directUsers).toBe(0);
    const ours = await t.call({
      method: 'GET',
      url: '/api/v1/user-permissions?area=reference&search=fiscal',
      cookie: admin,
    });
    const items = ours.json().data.items as Array<{
      name: string;
      area: string;
      directUsers: number;
    }>;
    expect(items.map((i) => i.name)).toEqual([
      'fiscal-years.read',
      'fiscal-years.create',
      'fiscal-years.update',
      'fiscal-years.delete',
    ]);
    expect(items.find((i) => i.name === 'fiscal-years.read')?.directUsers).toBe(1);
    // Riverside's admin cannot take Meadowbank's grant away: the id is not one of theirs.
    expect((await saveHolders('fiscal-years.read', [hr], riverside)).statusCode).toBe(400);
    expect((await saveHolders('fiscal-years.read', [], riverside)).statusCode).toBe(200);
    const still = (await holders('fiscal-years.read')).json().data.users as Holder[];
    expect(still.find((p) => p.id === hr)?.direct).toBe(true);
  });

  it('refuses a user without permissions.update', async () => {
    const manager = await t.login(DEMO_USERS.manager.email);
    expect((await saveHolders('users.read', [], manager)).statusCode).toBe(403);
    expect((await holders('users.read', manager)).statusCode).toBe(403);
  });
});
