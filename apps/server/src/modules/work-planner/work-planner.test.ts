import { schema } from '@care360/db';
import {
  addCalendarDays,
  type BoardAnswer,
  boardAnswer,
  type TaskLogAnswer,
  taskLogAnswer,
  ukCalendarDate,
  type WorkBoardAnswer,
  workBoardAnswer,
} from '@care360/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchUser } from '../../test/branch-users';
import { createTestApp, DEMO_USERS, NO_ACCESS_EMAIL, type TestApp } from '../../test/test-app';
import { raiseAlerts } from '../live-events/alert-raising';

/**
 * The work planner on the demo organisation: its boards by view and scope, a card moved with its
 * place kept, the task-planner log read from the trail, overdue cards on the task alerts, and an
 * alert made a task.
 */

let t: TestApp;
let admin: string;
let coordinator: string;
const ids: Record<string, string> = {};

async function board(query: string, cookie = admin): Promise<WorkBoardAnswer> {
  const response = await t.call({
    method: 'GET',
    url: `/api/v1/task-cards/board?${query}`,
    cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return workBoardAnswer.parse(response.json().data);
}

async function log(query = '', cookie = admin): Promise<TaskLogAnswer> {
  const response = await t.call({
    method: 'GET',
    url: `/api/v1/task-planner-logs?${query}`,
    cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return taskLogAnswer.parse(response.json().data);
}

async function liveBoard(name: string, cookie = admin): Promise<BoardAnswer> {
  const response = await t.call({
    method: 'GET',
    url: `/api/v1/live-events/boards/${name}?limit=100`,
    cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return boardAnswer.parse(response.json().data);
}

const move = (id: string, payload: Record<string, unknown>, cookie = admin) =>
  t.call({ method: 'POST', url: `/api/v1/task-cards/${id}/move`, cookie, payload });

const cardsOf = (answer: WorkBoardAnswer, column: string) =>
  answer.columns.find((c) => c.key === column)?.cards ?? [];

async function idOf(table: 'users' | 'branches', name: string) {
  const t2 = schema[table];
  const [row] = await t.db
    .select({ id: t2.id })
    .from(t2)
    .where(and(eq(t2.organisationId, t.organisationId), eq(t2.name, name)));
  return String(row?.id);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  coordinator = await t.login(DEMO_USERS.coordinator.email);
  ids.leeds = await idOf('branches', 'Leeds Central');
  ids.harrogate = await idOf('branches', 'Harrogate');
  ids.admin = await idOf('users', DEMO_USERS.admin.name);
  ids.manager = await idOf('users', DEMO_USERS.manager.name);
  ids.coordinator = await idOf('users', DEMO_USERS.coordinator.name);
});
afterAll(() => t?.close());

describe('the work planner boards', () => {
  it('shows the demo’s busy planner: every status, overdue cards, columns by team and project', async () => {
    const all = await board('view=all');
    expect(all.columns.map((c) => c.key)).toEqual(['pending', 'completed', 'cancelled']);
    const cards = all.columns.flatMap((c) => c.cards);
    expect(cards.length).toBeGreaterThanOrEqual(40);
    for (const column of all.columns) expect(column.cards.length).toBeGreaterThan(0);
    expect(cards.filter((card) => card.overdue).length).toBeGreaterThan(5);
    // Each column in its stored order.
    for (const column of all.columns) {
      const positions = column.cards.map((card) => card.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
    const teams = await board('view=teams');
    expect(teams.grouping).toBe('team');
    expect(teams.columns.length).toBeGreaterThanOrEqual(7);
    expect(teams.columns.flatMap((c) => c.cards).every((card) => card.status === 'pending')).toBe(
      true,
    );
    const projects = await board(`view=projects&branch=${ids.harrogate}`);
    expect(projects.columns.map((c) => c.title)).toEqual([
      'December new starters',
      'Winter rota cover',
      'No project',
    ]);
  });

  it('shows the signed-in person’s own cards on main, and a limited role only its branch', async () => {
    const mine = await board('view=main', coordinator);
    const cards = mine.columns.flatMap((c) => c.cards);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((card) => card.assignedTo === ids.coordinator)).toBe(true);
    const theirs = await board('view=all', coordinator);
    expect(
      theirs.columns.flatMap((c) => c.cards).every((card) => card.branchName === 'Harrogate'),
    ).toBe(true);
    // Another branch's board is not theirs to see.
    const other = await t.call({
      method: 'GET',
      url: `/api/v1/task-cards/board?view=branch&branch=${ids.leeds}`,
      cookie: coordinator,
    });
    expect(other.statusCode).toBe(404);
    const branch = await board(`view=branch&branch=${ids.harrogate}`, coordinator);
    expect(branch.branch?.name).toBe('Harrogate');
  });

  it('refuses without the permission, and a branch view without its branch', async () => {
    const nobody = await t.login(NO_ACCESS_EMAIL);
    expect(
      (await t.call({ method: 'GET', url: '/api/v1/task-cards/board?view=all', cookie: nobody }))
        .statusCode,
    ).toBe(403);
    const missing = await t.call({
      method: 'GET',
      url: '/api/v1/task-cards/board?view=branch',
      cookie: admin,
    });
    expect(missing.statusCode).toBe(400);
    const branches = await t.call({
      method: 'GET',
      url: '/api/v1/work-planner/branches',
      cookie: admin,
    });
    expect(branches.statusCode).toBe(200);
    const leeds = branches
      .json()
      .data.items.find((b: { name: string }) => b.name === 'Leeds Central');
    expect(leeds.pending).toBeGreaterThan(0);
    expect(leeds.teams).toBe(2);
  });
});

describe('moving a card', () => {
  it('puts it where it was dropped, keeps the place, refuses a stale version, and logs the move', async () => {
    const before = await board(`view=branch&branch=${ids.leeds}`);
    const card = cardsOf(before, 'pending')[0];
    const completed = cardsOf(before, 'completed');
    const target = completed[1];
    if (!card || !target) throw new Error('demo board too small');
    const moved = await move(card.id, {
      version: card.version,
      grouping: 'status',
      column: 'completed',
      beforeId: target.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ status: 'completed', version: card.version + 1 });
    const after = await board(`view=branch&branch=${ids.leeds}`);
    const order = cardsOf(after, 'completed').map((c) => c.id);
    expect(order.indexOf(card.id)).toBe(order.indexOf(target.id) - 1);
    expect(cardsOf(after, 'pending').map((c) => c.id)).not.toContain(card.id);
    // The same version again is stale: nothing is written.
    const stale = await move(card.id, {
      version: card.version,
      grouping: 'status',
      column: 'pending',
      beforeId: null,
    });
    expect(stale.statusCode).toBe(409);
    const entries = await log('limit=5');
    expect(entries.items[0]).toMatchObject({
      cardId: card.id,
      event: 'Moved',
      style: 'edit card',
      actorName: DEMO_USERS.admin.name,
    });
    expect(entries.items[0]?.detail).toContain('Pending → Completed');
    expect(entries.total).toBeGreaterThan(0);
  });

  it('numbers a full column afresh when there is no room, keeping the others’ versions', async () => {
    const before = await board(`view=branch&branch=${ids.harrogate}`);
    const [first, second, third] = cardsOf(before, 'pending');
    if (!first || !second || !third) throw new Error('demo board too small');
    // No whole number between the first two.
    await t.db.execute(sql`update task_cards set position = 1 where id = ${first.id}`);
    await t.db.execute(sql`update task_cards set position = 2 where id = ${second.id}`);
    const moved = await move(third.id, {
      version: third.version,
      grouping: 'status',
      column: 'pending',
      beforeId: second.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = cardsOf(await board(`view=branch&branch=${ids.harrogate}`), 'pending');
    expect(after.slice(0, 3).map((c) => c.id)).toEqual([first.id, third.id, second.id]);
    expect(after.find((c) => c.id === first.id)?.version).toBe(first.version);
    // Renumbering is not a change anyone made: the log shows the move only.
    const entries = await log('limit=3');
    expect(entries.items[0]?.cardId).toBe(third.id);
    expect(entries.items.filter((entry) => entry.cardId === first.id)).toEqual([]);
  });

  it('hands a card to another team on the teams board, within its branch only', async () => {
    const teams = await board(`view=teams&branch=${ids.harrogate}`);
    const from = teams.columns[0];
    const to = teams.columns[1];
    const card = from?.cards[0];
    if (!card || !to) throw new Error('demo teams too small');
    const moved = await move(card.id, {
      version: card.version,
      grouping: 'team',
      column: to.key,
      beforeId: null,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.team).toBe(to.key);
    const leedsTeam = (await board(`view=teams&branch=${ids.leeds}`)).columns[0]?.key;
    const refused = await move(card.id, {
      version: card.version + 1,
      grouping: 'team',
      column: leedsTeam,
      beforeId: null,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.column[0]).toMatch(/another branch/);
    const log1 = await log('limit=1');
    expect(log1.items[0]?.detail).toContain(`→ ${to.title}`);
  });

  it('refuses a move without update, and another branch’s card as not found', async () => {
    const card = cardsOf(await board(`view=branch&branch=${ids.leeds}`), 'pending')[0];
    if (!card) throw new Error('no card');
    const reader = await branchUser(t, 'Leeds Central', ['task-cards.read']);
    const body = { version: card.version, grouping: 'status', column: 'completed', beforeId: null };
    expect((await move(card.id, body, reader)).statusCode).toBe(403);
    expect((await move(card.id, body, coordinator)).statusCode).toBe(404);
    expect((await move(card.id, { ...body, column: 'nonsense' })).statusCode).toBe(400);
  });
});

describe('the task-planner log', () => {
  it('lists a card created, reassigned, edited and deleted, with who did it', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/v1/task-cards',
      cookie: admin,
      payload: {
        title: 'Log test card',
        assignedTo: ids.admin,
        status: 'pending',
        branch: ids.leeds,
        dueDate: ukCalendarDate(),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const card = created.json().data;
    expect(card.position).toBeGreaterThan(0);
    const saved = await t.call({
      method: 'PUT',
      url: `/api/v1/task-cards/${card.id}`,
      cookie: admin,
      payload: { ...card, _titles: undefined, assignedTo: ids.manager, title: 'Log test card 2' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const removed = await t.call({
      method: 'DELETE',
      url: `/api/v1/task-cards/${card.id}`,
      cookie: admin,
    });
    expect(removed.statusCode).toBe(200);
    const entries = (await log('search=log%20test')).items;
    expect(entries.map((entry) => entry.event)).toEqual(['Deleted', 'Reassigned', 'Created']);
    expect(entries.map((entry) => entry.style)).toEqual([
      'delete card',
      'edit card',
      'create card',
    ]);
    expect(entries[1]?.detail).toBe(
      `Owner ${DEMO_USERS.admin.name} → ${DEMO_USERS.manager.name}; edited title.`,
    );
    expect(entries[2]?.detail).toBe(`Created for ${DEMO_USERS.admin.name}, Pending.`);
    // A coordinator limited to Harrogate does not see Leeds cards' changes.
    expect((await log('search=log%20test', coordinator)).items).toEqual([]);
  });

  it('refuses a team or project of another branch than the card', async () => {
    const leedsTeam = (await board(`view=teams&branch=${ids.leeds}`)).columns[0]?.key;
    const refused = await t.call({
      method: 'POST',
      url: '/api/v1/task-cards',
      cookie: admin,
      payload: {
        title: 'Wrong team',
        assignedTo: ids.admin,
        status: 'pending',
        branch: ids.harrogate,
        team: leedsTeam,
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.team[0]).toMatch(/another branch/);
  });
});

describe('task alerts and alerts made tasks', () => {
  it('puts overdue cards on the task-planner alerts and on their owner’s my task alerts', async () => {
    const manager = await t.login(DEMO_USERS.manager.email);
    const mine = await liveBoard('carers.my-task-alerts', coordinator);
    const overdue = mine.items.filter((row) => row.id.startsWith('task-card:'));
    expect(overdue.map((row) => row.subject)).toContain(
      'Ask carers for Christmas Day availability',
    );
    for (const row of overdue) {
      expect(row.detail).toMatch(/^Task card due \d{2}\/\d{2}\/\d{4}/);
      expect(row.href).toBe('/app/work-planner/main');
    }
    const all = await liveBoard('portal-alerts.task-planner-alerts', manager);
    const cards = all.items.filter((row) => row.id.startsWith('task-card:'));
    expect(new Set(cards.map((row) => row.branch)).size).toBe(3);
    // The office planner's overdue visits are still there beside them.
    expect(all.items.some((row) => !row.id.startsWith('task-card:'))).toBe(true);
    // Someone else's overdue card is not on the manager's own alerts.
    expect(overdue.map((row) => row.subject)).not.toContain('Chase two outstanding references');
  });

  it('makes an alert a task with an owner and a due date, once', async () => {
    const [alert] = await raiseAlerts(
      t.db,
      t.organisationId,
      [
        {
          source: 'Late visit',
          dedupKey: 'work-planner-test:late',
          severity: 'High',
          subject: 'Work planner test late visit',
          detail: 'Nobody checked in.',
          branch: String(ids.harrogate),
          client: null,
          carer: null,
          visit: null,
        },
      ],
      new Date(),
    );
    const url = `/api/v1/alerts/${String(alert?.id)}/task`;
    const due = addCalendarDays(ukCalendarDate(), 2);
    const made = await t.call({
      method: 'POST',
      url,
      cookie: coordinator,
      payload: { assignedTo: ids.coordinator, dueDate: due },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({
      title: 'Work planner test late visit',
      status: 'pending',
      assignedTo: ids.coordinator,
      dueDate: due,
      branch: ids.harrogate,
      alertId: alert?.id,
    });
    const again = await t.call({
      method: 'POST',
      url,
      cookie: coordinator,
      payload: { assignedTo: ids.coordinator, dueDate: due },
    });
    expect(again.statusCode).toBe(409);
    const mine = await board('view=main', coordinator);
    expect(cardsOf(mine, 'pending').map((c) => c.title)).toContain('Work planner test late visit');
    expect((await log('search=work%20planner%20test')).items[0]?.detail).toBe(
      `Created from an alert for ${DEMO_USERS.coordinator.name}, Pending.`,
    );
    const bad = await t.call({
      method: 'POST',
      url,
      cookie: admin,
      payload: { assignedTo: ids.admin, dueDate: '31/12/2026' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
