import { schema } from '@care360/db';
import { recordKind, SURVEY_ACTIVE_STATUSES } from '@care360/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, tableOf } from '../../platform/records/record-query';
import { branchUser } from '../../test/branch-users';
import { createTestApp, DEMO_USERS, NO_ACCESS_EMAIL, type TestApp } from '../../test/test-app';
import { carerSurveyAnswers } from './survey-sends.test-kit';

/** The office sends a staff survey, sees who is due, reminds them; staff answer by link. */

let t: TestApp;
let admin: string;
let leeds: string;
let harrogate: string;
let wellbeing: string;
let draft: string;

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function branchId(name: string) {
  const [row] = await t.db
    .select({ id: schema.branches.id })
    .from(schema.branches)
    .where(
      and(eq(schema.branches.organisationId, t.organisationId), eq(schema.branches.name, name)),
    );
  if (!row) throw new Error(`no branch ${name}`);
  return row.id;
}

async function carerSurvey(title: string) {
  const table = tableOf(recordKind('carer-surveys'));
  const [row] = await t.db
    .select({ id: column(table, 'id') })
    .from(table)
    .where(
      and(eq(column(table, 'organisationId'), t.organisationId), eq(column(table, 'title'), title)),
    );
  if (!row) throw new Error(`no survey ${title}`);
  return row.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
  leeds = await branchId('Leeds Central');
  harrogate = await branchId('Harrogate');
  wellbeing = await carerSurvey('Carer wellbeing survey 2026');
  draft = await carerSurvey('Training needs survey 2027');
});
afterAll(() => t.close());

let address = 0;
const from = () => `203.0.113.${(address++ % 250) + 1}`;

const sendSurvey = (body: object, cookie = admin) =>
  t.call({ method: 'POST', url: '/api/v1/survey-sends', cookie, payload: body });
const due = (id: string, cookie = admin) =>
  t.call({ method: 'GET', url: `/api/v1/survey-sends/${id}/due`, cookie });
const remind = (id: string, body: object = {}, cookie = admin) =>
  t.call({ method: 'POST', url: `/api/v1/survey-sends/${id}/remind`, cookie, payload: body });

async function activeCarers(branch: string) {
  const table = tableOf(recordKind('carers'));
  const col = (name: string) => column(table, name);
  return t.db
    .select({ id: col('id'), surname: col('surname') })
    .from(table)
    .where(
      and(
        eq(col('organisationId'), t.organisationId),
        eq(col('branch'), branch),
        inArray(col('status'), [...SURVEY_ACTIVE_STATUSES.carers]),
        isNull(col('deletedAt')),
      ),
    );
}

const sendCount = async () =>
  (await t.db.select({ id: schema.surveySends.id }).from(schema.surveySends)).length;

/** The token of the newest survey link emailed to `to`, as the recipient reads it. */
function emailedToken(to: string): string {
  const message = [...t.outbox].reverse().find((m) => m.to === to);
  const match = message?.text.match(/survey-answer\/([A-Za-z0-9_-]{43})/);
  if (!match?.[1]) throw new Error(`no survey link emailed to ${to}`);
  return match[1];
}

const fullAnswers = () => carerSurveyAnswers(t);

describe('sending a survey', () => {
  it('sends to every active carer of the branch, emails each a private link, and counts them due', async () => {
    const carers = await activeCarers(leeds);
    expect(carers.length).toBeGreaterThan(1);
    const before = t.outbox.length;
    const response = await sendSurvey({
      audience: 'carer-surveys',
      surveyId: wellbeing,
      branch: leeds,
      closesOn: inDays(7),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id, recipients, emailed } = response.json().data;
    expect(recipients).toBe(carers.length);
    expect(t.outbox.length - before).toBe(emailed);
    expect(emailed).toBeGreaterThan(0);
    const sent = t.outbox.at(-1);
    expect(sent?.subject).toBe('Please answer: Carer wellbeing survey 2026');
    // The email log keeps the message without the link.
    const [logged] = await t.db
      .select({ body: schema.emailLog.body })
      .from(schema.emailLog)
      .where(eq(schema.emailLog.to, sent?.to ?? ''));
    expect(logged?.body).not.toMatch(/survey-answer\//);

    const list = await t.call({ method: 'GET', url: '/api/v1/survey-sends', cookie: admin });
    const row = list.json().data.items.find((item: { id: string }) => item.id === id);
    expect(row).toMatchObject({ recipients: carers.length, answered: 0, due: carers.length });
    const dueList = await due(id);
    expect(dueList.statusCode).toBe(200);
    expect(dueList.json().data.items).toHaveLength(carers.length);
  });

  it('sends to chosen people only, and refuses people of another branch', async () => {
    const [first] = await activeCarers(leeds);
    const [elsewhere] = await activeCarers(harrogate);
    const chosen = await sendSurvey({
      audience: 'carer-surveys',
      surveyId: wellbeing,
      branch: leeds,
      closesOn: inDays(3),
      people: [first?.id],
    });
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json().data.recipients).toBe(1);
    const before = await sendCount();
    const refused = await sendSurvey({
      audience: 'carer-surveys',
      surveyId: wellbeing,
      branch: leeds,
      closesOn: inDays(3),
      people: [first?.id, elsewhere?.id],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.people).toBeDefined();
    expect(await sendCount()).toBe(before);
  });

  it('refuses a draft survey and a past closing date, writing nothing', async () => {
    const before = await sendCount();
    const outbox = t.outbox.length;
    const response = await sendSurvey({
      audience: 'carer-surveys',
      surveyId: draft,
      branch: leeds,
      closesOn: inDays(-1),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['closesOn', 'surveyId']);
    expect(await sendCount()).toBe(before);
    expect(t.outbox.length).toBe(outbox);
  });
});

describe('answering and reminding', () => {
  it('takes a person off the due list once they answer, once', async () => {
    const sent = await sendSurvey({
      audience: 'carer-surveys',
      surveyId: wellbeing,
      branch: leeds,
      closesOn: inDays(5),
    });
    const id = sent.json().data.id as string;
    const [person] = (await due(id)).json().data.items as Array<{
      id: string;
      email: string | null;
      name: string;
    }>;
    if (!person?.email) throw new Error('the first due person has no email');
    const token = emailedToken(person.email);

    const form = await t.call({
      method: 'GET',
      url: `/api/v1/survey-answer/${token}`,
      remoteAddress: from(),
    });
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json().data.title).toBe('Carer wellbeing survey 2026');

    const incomplete = await t.call({
      method: 'POST',
      url: '/api/v1/survey-answer',
      payload: { token, answers: {} },
      remoteAddress: from(),
    });
    expect(incomplete.statusCode).toBe(400);

    const answered = await t.call({
      method: 'POST',
      url: '/api/v1/survey-answer',
      payload: { token, answers: await fullAnswers() },
      remoteAddress: from(),
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const after = (await due(id)).json().data;
    expect(after.items.map((item: { id: string }) => item.id)).not.toContain(person.id);
    expect(after.send.answered).toBe(1);

    const again = await t.call({
      method: 'POST',
      url: '/api/v1/survey-answer',
      payload: { token, answers: await fullAnswers() },
      remoteAddress: from(),
    });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect((await due(id)).json().data.send.answered).toBe(1);
  });

  it('reminds one person or all, at most once an hour each', async () => {
    const sent = await sendSurvey({
      audience: 'carer-surveys',
      surveyId: wellbeing,
      branch: leeds,
      closesOn: inDays(5),
    });
    const id = sent.json().data.id as string;
    const people = (await due(id)).json().data.items as Array<{ id: string; email: string | null }>;
    const [first] = people;
    if (!first) throw new Error('nobody due');

    let outbox = t.outbox.length;
    const one = await remind(id, { recipient: first.id });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toEqual({ reminded: 1, skipped: 0 });
    expect(t.outbox.length - outbox).toBe(first.email ? 1 : 0);
    const reminded = (await due(id))
      .json()
      .data.items.find((item: { id: string }) => item.id === first.id);
    expect(reminded.remindedAt).not.toBeNull();
    expect(reminded.reminders).toBe(1);
    expect(reminded.remindableAt).not.toBeNull();

    outbox = t.outbox.length;
    const twice = await remind(id, { recipient: first.id });
    expect(twice.json().data).toEqual({ reminded: 0, skipped: 1 });
    expect(t.outbox.length).toBe(outbox);

    const all = await remind(id);
    expect(all.json().data).toEqual({ reminded: people.length - 1, skipped: 1 });
    const again = await remind(id);
    expect(again.json().data).toEqual({ reminded: 0, skipped: people.length });
    // Each reminder is in the audit trail.
    const audited = await t.db
      .select({ id: schema.auditLog.id })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'survey.reminded'));
    expect(audited.length).toBeGreaterThanOrEqual(people.length);
  });
});

describe('what the send form offers', () => {
  it('offers open surveys only, the branches, and a branch’s active people', async () => {
    const response = await t.call({
      method: 'GET',
      url: `/api/v1/survey-sends/choices?audience=carer-surveys&branch=${leeds}`,
      cookie: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { surveys, branches, people } = response.json().data;
    const titles = surveys.map((survey: { title: string }) => survey.title);
    expect(titles).toContain('Carer wellbeing survey 2026');
    expect(titles).not.toContain('Training needs survey 2027');
    expect(branches.map((b: { id: string }) => b.id)).toEqual(
      expect.arrayContaining([leeds, harrogate]),
    );
    expect(people).toHaveLength((await activeCarers(leeds)).length);
  });

  it('has a demo survey sent with some answers in and some people due', async () => {
    const list = await t.call({
      method: 'GET',
      url: '/api/v1/survey-sends?limit=50',
      cookie: admin,
    });
    const demo = list
      .json()
      .data.items.find(
        (item: { answered: number; due: number }) => item.answered > 0 && item.due > 0,
      );
    expect(demo).toBeDefined();
    const dueList = (await due(demo.id)).json().data;
    expect(dueList.items).toHaveLength(demo.due);
    expect(dueList.items.some((item: { remindedAt: string | null }) => item.remindedAt)).toBe(true);
  });
});

describe('who may send and see surveys', () => {
  it('refuses a user without the permission and hides another organisation’s sends', async () => {
    const sent = await sendSurvey({
      audience: 'carer-surveys',
      surveyId: wellbeing,
      branch: leeds,
      closesOn: inDays(5),
    });
    const id = sent.json().data.id as string;
    const nobody = await t.login(NO_ACCESS_EMAIL);
    const coordinator = await t.login(DEMO_USERS.coordinator.email);
    for (const cookie of [nobody, coordinator]) {
      expect((await due(id, cookie)).statusCode).toBe(403);
      expect((await remind(id, {}, cookie)).statusCode).toBe(403);
      expect(
        (
          await sendSurvey(
            { audience: 'carer-surveys', surveyId: wellbeing, branch: leeds, closesOn: inDays(5) },
            cookie,
          )
        ).statusCode,
      ).toBe(403);
    }
    const riverside = await t.login(DEMO_USERS.riverside.email);
    expect((await due(id, riverside)).statusCode).toBe(404);
    expect((await remind(id, {}, riverside)).statusCode).toBe(404);
    const manager = await t.login(DEMO_USERS.manager.email);
    expect((await due(id, manager)).statusCode).toBe(200);
  });

  it('keeps a branch user to their own branch', async () => {
    const harrogateSend = await sendSurvey({
      audience: 'carer-surveys',
      surveyId: wellbeing,
      branch: harrogate,
      closesOn: inDays(5),
    });
    expect(harrogateSend.statusCode, harrogateSend.body).toBe(201);
    const harrogateId = harrogateSend.json().data.id as string;
    const leedsOnly = await branchUser(t, 'Leeds Central', [
      'survey-sends.read',
      'survey-sends.create',
      'survey-sends.update',
      'branches.read',
    ]);
    expect((await due(harrogateId, leedsOnly)).statusCode).toBe(404);
    expect((await remind(harrogateId, {}, leedsOnly)).statusCode).toBe(404);
    const elsewhere = await sendSurvey(
      { audience: 'carer-surveys', surveyId: wellbeing, branch: harrogate, closesOn: inDays(5) },
      leedsOnly,
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors.branch).toBeDefined();
    const own = await sendSurvey(
      { audience: 'carer-surveys', surveyId: wellbeing, branch: leeds, closesOn: inDays(5) },
      leedsOnly,
    );
    expect(own.statusCode).toBe(201);
    const choices = await t.call({
      method: 'GET',
      url: `/api/v1/survey-sends/choices?branch=${harrogate}`,
      cookie: leedsOnly,
    });
    expect(choices.json().data.branches.map((b: { id: string }) => b.id)).toEqual([leeds]);
    expect(choices.json().data.people).toEqual([]);
    const list = await t.call({ method: 'GET', url: '/api/v1/survey-sends', cookie: leedsOnly });
    const ids = list.json().data.items.map((item: { id: string }) => item.id);
    expect(ids).toContain(own.json().data.id);
    expect(ids).not.toContain(harrogateId);
  });
});
