import { DEMO_PASSWORD, schema } from '@care360/db';
import { ALL_PERMISSIONS, AUTHORITY_MESSAGES, AUTHORITY_REFUSED_AUDIT } from '@care360/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/auth/passwords';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';

/**
 * Authority: every pair of roles, actor × target, through every route that
 * changes users, roles and grants. Where the actor may not do it: 403, nothing written, and an
 * 'authority.refused' audit entry when the route itself was open to them. Where they may: done.
 *
 * The expected answer is worked out here from the roles' grants with plain sets, independently
 * of the rules under test (packages/domain/src/catalogue/people/authority.ts).
 */

const ROLE_KEYS = [
  'super_admin',
  'branch_manager',
  'care_coordinator',
  'hr_officer',
  'people_lead',
] as const;
type RoleKey = (typeof ROLE_KEYS)[number];

/**
 * The role made here: manages people and roles, holds HR's permissions (the demo HR officer's,
 * read in beforeAll) and a little more.
 */
const PEOPLE_LEAD = [
  'users.read',
  'users.create',
  'users.update',
  'users.delete',
  'user-roles.read',
  'user-roles.update',
  'permissions.read',
  'permissions.update',
  'email-logs.read',
  'clients.read',
];

let t: TestApp;
const roleIds = {} as Record<RoleKey | 'plain', string>;
const grants = {} as Record<RoleKey, Set<string>>;
const actors = {} as Record<RoleKey, { cookie: string; id: string }>;
let serial = 0;

async function idOfUser(email: string) {
  const [row] = await t.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, email));
  return row?.id ?? '';
}

beforeAll(async () => {
  t = await createTestApp();
  const roles = await t.db
    .select({ id: schema.roles.id, key: schema.roles.key })
    .from(schema.roles)
    .where(eq(schema.roles.organisationId, t.organisationId));
  for (const role of roles) roleIds[role.key as RoleKey] = role.id;
  const made = await t.db
    .insert(schema.roles)
    .values([
      { organisationId: t.organisationId, key: 'people_lead', name: 'People lead' },
      { organisationId: t.organisationId, key: 'plain', name: 'Plain' },
    ])
    .returning();
  roleIds.people_lead = made[0]?.id ?? '';
  roleIds.plain = made[1]?.id ?? '';
  const hrGrants = await t.db
    .select({ permission: schema.rolePermissions.permission })
    .from(schema.rolePermissions)
    .where(eq(schema.rolePermissions.roleId, roleIds.hr_officer));
  const lead = new Set([...PEOPLE_LEAD, ...hrGrants.map((row) => row.permission)]);
  await t.db
    .insert(schema.rolePermissions)
    .values([...lead].map((permission) => ({ roleId: roleIds.people_lead, permission })));
  for (const key of ROLE_KEYS) {
    const rows = await t.db
      .select({ permission: schema.rolePermissions.permission })
      .from(schema.rolePermissions)
      .where(eq(schema.rolePermissions.roleId, roleIds[key]));
    grants[key] = new Set(key === 'super_admin' ? ALL_PERMISSIONS : rows.map((r) => r.permission));
  }
  await t.db.insert(schema.users).values({
    organisationId: t.organisationId,
    roleId: roleIds.people_lead,
    name: 'Lee Lead',
    email: 'lead@care360.local',
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  const emails: Record<RoleKey, string> = {
    super_admin: DEMO_USERS.admin.email,
    branch_manager: DEMO_USERS.manager.email,
    care_coordinator: DEMO_USERS.coordinator.email,
    hr_officer: DEMO_USERS.hr.email,
    people_lead: 'lead@care360.local',
  };
  for (const key of ROLE_KEYS) {
    actors[key] = { cookie: await t.login(emails[key]), id: await idOfUser(emails[key]) };
  }
});
afterAll(() => t.close());

// The oracle: plain set arithmetic over the roles' grants.
const subset = (a: Set<string>, b: Set<string>) => [...a].every((p) => b.has(p));
const holds = (actor: RoleKey, permission: string) => grants[actor].has(permission);
/** Giving or changing something of role `target`: a super administrator's only by another. */
const over = (actor: RoleKey, target: RoleKey) =>
  target === 'super_admin' ? actor === 'super_admin' : subset(grants[target], grants[actor]);

async function makeUser(role: RoleKey | 'plain', deleted = false) {
  serial += 1;
  const [row] = await t.db
    .insert(schema.users)
    .values({
      organisationId: t.organisationId,
      roleId: roleIds[role],
      name: `Target ${serial}`,
      email: `target${serial}@care360.local`,
      deletedAt: deleted ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('user not made');
  return row;
}

/** A save sends the whole record, as the form does. */
const userBody = (row: typeof schema.users.$inferSelect, change: Record<string, unknown>) => ({
  name: row.name,
  email: row.email,
  roleId: row.roleId,
  branchId: row.branchId,
  jobTitle: row.jobTitle,
  phone: row.phone,
  active: row.active,
  version: row.version,
  ...change,
});

async function roleBody(id: string, change: Record<string, unknown>) {
  const [row] = await t.db.select().from(schema.roles).where(eq(schema.roles.id, id));
  if (!row) throw new Error('role missing');
  return {
    name: row.name,
    description: row.description,
    branchScoped: row.branchScoped,
    requiresMfa: (row as Record<string, unknown>).requiresMfa ?? false,
    version: row.version,
    ...change,
  };
}

/** Everything these routes could write, as one value: equal before and after = nothing written. */
async function snapshot() {
  const result = await t.db.execute(sql`select
    (select coalesce(string_agg(id || ':' || version || ':' || coalesce(deleted_at::text, '') || ':' || role_id || ':' || coalesce(job_title, '') || ':' || coalesce(active::text, ''), ',' order by id), '') from users) as users,
    (select coalesce(string_agg(id || ':' || version || ':' || coalesce(description, ''), ',' order by id), '') from roles) as roles,
    (select coalesce(string_agg(role_id || ':' || permission, ',' order by role_id, permission), '') from role_permissions) as role_permissions,
    (select coalesce(string_agg(user_id || ':' || permission, ',' order by user_id, permission), '') from user_permissions) as user_permissions`);
  const rows = (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
  return JSON.stringify(rows[0]);
}

async function refusalsBy(actorId: string) {
  const rows = await t.db
    .select({ id: schema.auditLog.id, changes: schema.auditLog.changes })
    .from(schema.auditLog)
    .where(
      and(
        eq(schema.auditLog.actorUserId, actorId),
        eq(schema.auditLog.action, AUTHORITY_REFUSED_AUDIT),
      ),
    );
  return rows;
}

async function roleVersion(id: string) {
  const [row] = await t.db
    .select({ version: schema.roles.version })
    .from(schema.roles)
    .where(eq(schema.roles.id, id));
  return row?.version ?? 1;
}

async function roleGrantList(id: string) {
  const rows = await t.db
    .select({ permission: schema.rolePermissions.permission })
    .from(schema.rolePermissions)
    .where(eq(schema.rolePermissions.roleId, id));
  return rows.map((r) => r.permission);
}

interface Case {
  route: string;
  /** The route's own permission; without it the call is refused before any authority check. */
  permission: string;
  /** Whether the authority rules allow it (given the route's permission). */
  allowed(actor: RoleKey, target: RoleKey): boolean;
  /** The answer when the rules allow it, if not 200. */
  okStatus?: (target: RoleKey) => number;
  call(actor: RoleKey, target: RoleKey): Promise<{ statusCode: number; body: string }>;
}

const CASES: Case[] = [
  {
    route: 'POST /api/v1/users (with the role)',
    permission: 'users.create',
    allowed: over,
    okStatus: () => 201,
    async call(actor, target) {
      serial += 1;
      return t.call({
        method: 'POST',
        url: '/api/v1/users',
        cookie: actors[actor].cookie,
        payload: {
          name: `New ${serial}`,
          email: `new${serial}@care360.local`,
          roleId: roleIds[target],
        },
      });
    },
  },
  {
    route: 'PUT /api/v1/users/:id (a holder of the role)',
    permission: 'users.update',
    allowed: over,
    async call(actor, target) {
      const user = await makeUser(target);
      return t.call({
        method: 'PUT',
        url: `/api/v1/users/${user.id}`,
        cookie: actors[actor].cookie,
        payload: userBody(user, { jobTitle: 'Changed' }),
      });
    },
  },
  {
    route: 'PUT /api/v1/users/:id (deactivate a holder of the role)',
    permission: 'users.update',
    allowed: over,
    async call(actor, target) {
      const user = await makeUser(target);
      return t.call({
        method: 'PUT',
        url: `/api/v1/users/${user.id}`,
        cookie: actors[actor].cookie,
        payload: userBody(user, { active: false }),
      });
    },
  },
  {
    route: 'PUT /api/v1/users/:id (give the role)',
    permission: 'users.update',
    allowed: over,
    async call(actor, target) {
      const user = await makeUser('plain');
      return t.call({
        method: 'PUT',
        url: `/api/v1/users/${user.id}`,
        cookie: actors[actor].cookie,
        payload: userBody(user, { roleId: roleIds[target] }),
      });
    },
  },
  {
    route: 'POST /api/v1/users/:id/mfa/reset (a holder of the role)',
    permission: 'users.update',
    allowed: over,
    async call(actor, target) {
      const user = await makeUser(target);
      return t.call({
        method: 'POST',
        url: `/api/v1/users/${user.id}/mfa/reset`,
        cookie: actors[actor].cookie,
      });
    },
  },
  {
    route: 'DELETE /api/v1/users/:id',
    permission: 'users.delete',
    allowed: over,
    async call(actor, target) {
      const user = await makeUser(target);
      return t.call({
        method: 'DELETE',
        url: `/api/v1/users/${user.id}`,
        cookie: actors[actor].cookie,
      });
    },
  },
  {
    route: 'POST /api/v1/users/:id/restore',
    permission: 'users.delete',
    allowed: over,
    async call(actor, target) {
      const user = await makeUser(target, true);
      return t.call({
        method: 'POST',
        url: `/api/v1/users/${user.id}/restore`,
        cookie: actors[actor].cookie,
      });
    },
  },
  {
    route: 'PUT /api/v1/user-roles/:id',
    permission: 'user-roles.update',
    // Never one's own role (a super administrator's aside: they hold everything anyway).
    allowed: (actor, target) =>
      over(actor, target) && (actor !== target || actor === 'super_admin'),
    async call(actor, target) {
      serial += 1;
      return t.call({
        method: 'PUT',
        url: `/api/v1/user-roles/${roleIds[target]}`,
        cookie: actors[actor].cookie,
        payload: await roleBody(roleIds[target], { description: `Changed ${serial}` }),
      });
    },
  },
  {
    route: 'PUT /api/v1/user-roles/:id/permissions',
    permission: 'user-roles.update',
    allowed: (actor, target) =>
      target === 'super_admin' || (over(actor, target) && actor !== target),
    // The super administrator's grants are fixed for everyone: 400, as before.
    okStatus: (target) => (target === 'super_admin' ? 400 : 200),
    async call(actor, target) {
      // Their grants less one and plus 'users.read' (held by every actor who may call this).
      const current = await roleGrantList(roleIds[target]);
      const wanted = [...current.slice(1), 'users.read'];
      return t.call({
        method: 'PUT',
        url: `/api/v1/user-roles/${roleIds[target]}/permissions`,
        cookie: actors[actor].cookie,
        payload: { permissions: wanted, version: await roleVersion(roleIds[target]) },
      });
    },
  },
  {
    route: 'PUT /api/v1/user-permissions/users.read/users (grant a holder of the role)',
    permission: 'permissions.update',
    allowed: (actor, target) => holds(actor, 'users.read') && over(actor, target),
    async call(actor, target) {
      const user = await makeUser(target);
      const current = await t.db
        .select({ id: schema.userPermissions.userId })
        .from(schema.userPermissions)
        .where(eq(schema.userPermissions.permission, 'users.read'));
      return t.call({
        method: 'PUT',
        url: '/api/v1/user-permissions/users.read/users',
        cookie: actors[actor].cookie,
        payload: { userIds: [...current.map((c) => c.id), user.id] },
      });
    },
  },
];

describe('authority: every actor × target role through every route that changes people', () => {
  const table = CASES.flatMap((c) =>
    ROLE_KEYS.flatMap((actor) => ROLE_KEYS.map((target) => [c.route, actor, target, c] as const)),
  );

  it.each(table)('%s as %s on %s', async (_, actor, target, c) => {
    const open = holds(actor, c.permission);
    const allowed = open && c.allowed(actor, target);
    const before = await snapshot();
    const auditsBefore = new Set((await refusalsBy(actors[actor].id)).map((a) => a.id));
    const response = await c.call(actor, target);
    if (allowed) {
      expect(response.statusCode, response.body).toBe(c.okStatus?.(target) ?? 200);
      return;
    }
    expect(response.statusCode, response.body).toBe(403);
    // The target made for the call is the only difference: take a fresh snapshot of everything
    // else by undoing nothing — the call itself wrote nothing.
    const after = await snapshot();
    expect(withoutNewRows(after, before)).toBe(before);
    const added = (await refusalsBy(actors[actor].id)).filter((a) => !auditsBefore.has(a.id));
    // Refused by the route's own permission (audited by the route layer) or by authority here.
    expect(added.length).toBe(open ? 1 : 0);
    if (open) {
      expect(added[0]?.changes).toMatchObject({ reason: JSON.parse(response.body).message });
    }
  });
});

/**
 * The case's setup (a target user made in the database) happens between the two snapshots; drop
 * rows that only appear after, so what remains compares what existed before.
 */
function withoutNewRows(after: string, before: string): string {
  const a = JSON.parse(after) as Record<string, string>;
  const b = JSON.parse(before) as Record<string, string>;
  const out: Record<string, string> = {};
  for (const key of Object.keys(b)) {
    const known = new Set((b[key] ?? '').split(',').map((entry) => entry.split(':')[0]));
    out[key] = (a[key] ?? '')
      .split(',')
      .filter((entry) => key !== 'users' || known.has(entry.split(':')[0]))
      .join(',');
  }
  return JSON.stringify(out);
}

describe('authority over oneself', () => {
  it('refuses changing one’s own role, branch or active flag, and writes nothing', async () => {
    const hr = actors.hr_officer;
    const [me] = await t.db.select().from(schema.users).where(eq(schema.users.id, hr.id));
    if (!me) throw new Error('HR officer missing');
    const before = await snapshot();
    for (const change of [{ roleId: roleIds.plain }, { active: false }, { branchId: null }]) {
      const response = await t.call({
        method: 'PUT',
        url: `/api/v1/users/${hr.id}`,
        cookie: hr.cookie,
        payload: userBody(me, change),
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(403);
    }
    expect(await snapshot()).toBe(before);
    const ok = await t.call({
      method: 'PUT',
      url: `/api/v1/users/${hr.id}`,
      cookie: hr.cookie,
      payload: userBody(me, { jobTitle: 'HR officer' }),
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses deleting oneself and granting oneself a permission', async () => {
    const lead = actors.people_lead;
    const before = await snapshot();
    const remove = await t.call({
      method: 'DELETE',
      url: `/api/v1/users/${lead.id}`,
      cookie: lead.cookie,
    });
    expect(remove.statusCode).toBe(403);
    expect(remove.json().message).toBe(AUTHORITY_MESSAGES.ownAccount);
    const grant = await t.call({
      method: 'PUT',
      url: '/api/v1/user-permissions/users.read/users',
      cookie: lead.cookie,
      payload: { userIds: [lead.id] },
    });
    expect(grant.statusCode).toBe(403);
    expect(grant.json().message).toBe(AUTHORITY_MESSAGES.ownGrants);
    expect(await snapshot()).toBe(before);
  });

  it('refuses ticking a permission one lacks on a role one may otherwise change', async () => {
    const lead = actors.people_lead;
    const before = await snapshot();
    const response = await t.call({
      method: 'PUT',
      url: `/api/v1/user-roles/${roleIds.plain}/permissions`,
      cookie: lead.cookie,
      payload: {
        permissions: ['users.read', 'audit.read'],
        version: await roleVersion(roleIds.plain),
      },
    });
    expect(response.statusCode).toBe(403);
    expect(await snapshot()).toBe(before);
    expect((await refusalsBy(lead.id)).map((a) => a.changes)).toContainEqual(
      expect.objectContaining({ tried: 'role-permissions', lacking: ['audit.read'] }),
    );
    const granted = await t.call({
      method: 'PUT',
      url: `/api/v1/user-roles/${roleIds.plain}/permissions`,
      cookie: lead.cookie,
      payload: { permissions: ['users.read'], version: await roleVersion(roleIds.plain) },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(await roleGrantList(roleIds.plain)).toEqual(['users.read']);
  });

  it('refuses granting directly a permission one lacks', async () => {
    const lead = actors.people_lead;
    const user = await makeUser('plain');
    const before = await snapshot();
    const response = await t.call({
      method: 'PUT',
      url: '/api/v1/user-permissions/audit.read/users',
      cookie: lead.cookie,
      payload: { userIds: [user.id] },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(AUTHORITY_MESSAGES.grantBeyondOwn);
    expect(await snapshot()).toBe(before);
  });
});

describe('what the screens are told', () => {
  it('marks who the caller may grant a permission to: not themselves, not one who holds more', async () => {
    const plain = await makeUser('plain');
    const response = await t.call({
      method: 'GET',
      url: '/api/v1/user-permissions/users.read/users',
      cookie: actors.people_lead.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    const mayChange = Object.fromEntries(
      (response.json().data.users as Array<{ id: string; mayChange: boolean }>).map((u) => [
        u.id,
        u.mayChange,
      ]),
    );
    expect(mayChange[plain.id]).toBe(true);
    expect(mayChange[actors.hr_officer.id]).toBe(true);
    expect(mayChange[actors.people_lead.id]).toBe(false);
    expect(mayChange[actors.super_admin.id]).toBe(false);
    expect(mayChange[actors.care_coordinator.id]).toBe(false);
    // A permission the caller lacks: nobody.
    const audit = await t.call({
      method: 'GET',
      url: '/api/v1/user-permissions/audit.read/users',
      cookie: actors.people_lead.cookie,
    });
    expect(
      (audit.json().data.users as Array<{ mayChange: boolean }>).some((u) => u.mayChange),
    ).toBe(false);
  });
});

describe('edit pages say who may not be changed', () => {
  it('marks a user or role the caller may not change as read only, with the reason', async () => {
    const get = (url: string, actor: RoleKey) =>
      t.call({ method: 'GET', url, cookie: actors[actor].cookie });
    const admin = await get(`/api/v1/users/${actors.super_admin.id}`, 'hr_officer');
    expect(admin.json().data._readOnly).toBe(AUTHORITY_MESSAGES.superAdminUser);
    const coordinator = await get(`/api/v1/users/${actors.care_coordinator.id}`, 'hr_officer');
    expect(coordinator.json().data._readOnly).toBe(AUTHORITY_MESSAGES.userBeyondOwn);
    const plain = await makeUser('plain');
    expect((await get(`/api/v1/users/${plain.id}`, 'hr_officer')).json().data).not.toHaveProperty(
      '_readOnly',
    );
    // Someone who may not change users at all is told so by the permission, not here.
    expect(
      (await get(`/api/v1/users/${actors.super_admin.id}`, 'branch_manager')).json().data,
    ).not.toHaveProperty('_readOnly');
    const own = await get(`/api/v1/user-roles/${roleIds.people_lead}`, 'people_lead');
    expect(own.json().data._readOnly).toBe(AUTHORITY_MESSAGES.ownRoleGrants);
    const hrRole = await get(`/api/v1/user-roles/${roleIds.hr_officer}`, 'people_lead');
    expect(hrRole.json().data).not.toHaveProperty('_readOnly');
    // The answer can be sent back whole: the key is read-only, not refused as unknown.
    const row = admin.json().data;
    const back = await t.call({
      method: 'PUT',
      url: `/api/v1/users/${plain.id}`,
      cookie: actors.hr_officer.cookie,
      payload: { ...userBody(plain, {}), _readOnly: row._readOnly },
    });
    expect(back.statusCode, back.body).toBe(200);
  });
});

describe('linked accounts', () => {
  it('switches only into an account linked to the one that signed in', async () => {
    // No route adds or changes links: they are set up by the organisation's operator, so a
    // switch cannot be used to reach anyone else. Every other pair is refused and audited.
    for (const actor of ROLE_KEYS) {
      for (const target of ROLE_KEYS) {
        if (actor === target) continue;
        const linked = actor === 'super_admin' && target === 'branch_manager';
        if (linked) continue;
        const before = await snapshot();
        const response = await t.call({
          method: 'POST',
          url: '/api/v1/account/switch',
          cookie: actors[actor].cookie,
          payload: { parent_user: actors[actor].id, target_user: actors[target].id },
        });
        expect(response.statusCode, `${actor} → ${target}`).toBe(403);
        expect(await snapshot()).toBe(before);
      }
    }
    // Naming someone else as the account one signed in with does not help either.
    const forged = await t.call({
      method: 'POST',
      url: '/api/v1/account/switch',
      cookie: actors.hr_officer.cookie,
      payload: { parent_user: actors.super_admin.id, target_user: actors.branch_manager.id },
    });
    expect(forged.statusCode).toBe(403);
  });
});
