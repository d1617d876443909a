import fs from 'node:fs';
import { schema } from '@care360/db';
import { recordKind } from '@care360/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { SAMPLE_PDF as PDF, uploadFile } from '../../test/uploads';
import { column, tableOf } from '../records/record-query';

/** A file downloads only for a reader of the record that owns it, audited. */

let t: TestApp;
let manager: string;
let coordinator: string;
let hr: string;
let admin: string;
let documentTypeId: string;
let leedsClient: string;
let harrogateClient: string;

const upload = (cookie: string, name = 'Care plan.pdf') => uploadFile(t, cookie, name);

async function clientOf(branchName: string): Promise<string> {
  const clients = tableOf(recordKind('clients'));
  const [row] = await t.db
    .select({ id: column(clients, 'id') })
    .from(clients)
    .innerJoin(schema.branches, eq(schema.branches.id, column(clients, 'branch')))
    .where(eq(schema.branches.name, branchName))
    .limit(1);
  return row?.id as string;
}

const download = (id: string, cookie: string) =>
  t.call({ method: 'GET', url: `/api/v1/files/${id}`, cookie });

const downloadsOf = async (fileId: string) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'download'), eq(schema.auditLog.recordId, fileId)))
  )[0]?.n ?? 0;

async function attach(cookie: string, clientId: string, fileId: string) {
  return t.call({
    method: 'POST',
    url: `/api/v1/clients/${clientId}/client-uploads`,
    cookie,
    payload: { documentType: documentTypeId, title: 'Care plan', file: fileId },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  [manager, coordinator, hr, admin] = await Promise.all([
    t.login(DEMO_USERS.manager.email),
    t.login(DEMO_USERS.coordinator.email),
    t.login(DEMO_USERS.hr.email),
    t.login(DEMO_USERS.admin.email),
  ]);
  documentTypeId = (await createSample(t, admin, recordKind('document-upload-types'))).row.id;
  [leedsClient, harrogateClient] = await Promise.all([
    clientOf('Leeds Central'),
    clientOf('Harrogate'),
  ]);
});
afterAll(() => t.close());

describe('file downloads', () => {
  it("a Leeds client's upload downloads for the manager, audited, and is 404 to Harrogate's coordinator and to HR", async () => {
    const fileId = await upload(manager);
    expect((await attach(manager, leedsClient, fileId)).statusCode).toBe(201);

    const ok = await download(fileId, manager);
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.equals(PDF)).toBe(true);
    expect(await downloadsOf(fileId)).toBe(1);
    const [entry] = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'download'), eq(schema.auditLog.recordId, fileId)));
    expect(entry).toMatchObject({ recordType: 'files', organisationId: t.organisationId });
    expect(entry?.changes).toMatchObject({ ownerKind: 'client-uploads' });

    // Another branch, and a user who may not read client files: as if the file did not exist.
    for (const cookie of [coordinator, hr]) {
      const refused = await download(fileId, cookie);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().status).toBe(false);
    }
    expect(await downloadsOf(fileId)).toBe(1);
  });

  it("a Harrogate client's upload downloads for Harrogate's coordinator", async () => {
    const fileId = await upload(coordinator);
    expect((await attach(coordinator, harrogateClient, fileId)).statusCode).toBe(201);
    expect((await download(fileId, coordinator)).statusCode).toBe(200);
    expect((await download(fileId, manager)).statusCode).toBe(200);
    expect(await downloadsOf(fileId)).toBe(2);
  });

  it('an upload no record holds yet downloads for its uploader only', async () => {
    const fileId = await upload(manager);
    expect((await download(fileId, manager)).statusCode).toBe(200);
    expect((await download(fileId, admin)).statusCode).toBe(404);
    expect(await downloadsOf(fileId)).toBe(1);
  });

  it('a file held by one record cannot be claimed by another, so a reader of the second cannot reach it', async () => {
    const fileId = await upload(manager);
    expect((await attach(manager, leedsClient, fileId)).statusCode).toBe(201);
    const uploads = `/api/v1/clients/${harrogateClient}/client-uploads`;
    const before = (await t.call({ method: 'GET', url: uploads, cookie: manager })).json().data
      .total;
    const stolen = await attach(coordinator, harrogateClient, fileId);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors.file).toEqual(['Upload the file again.']);
    expect((await t.call({ method: 'GET', url: uploads, cookie: manager })).json().data.total).toBe(
      before,
    );
    expect((await download(fileId, coordinator)).statusCode).toBe(404);
  });

  it("a client's photo follows the client: a deleted client's photo is hidden", async () => {
    const fileId = await upload(admin, 'Photo.pdf');
    const client = (
      await t.call({ method: 'GET', url: `/api/v1/clients/${leedsClient}`, cookie: admin })
    ).json().data;
    const { _titles, createdAt: _c, updatedAt: _u, id: _id, ...values } = client;
    const saved = await t.call({
      method: 'PUT',
      url: `/api/v1/clients/${leedsClient}`,
      cookie: admin,
      payload: { ...values, photo: fileId },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await download(fileId, manager)).statusCode).toBe(200);
    // Clients are archived, not deleted by a click; only the retention task deletes one.
    const clients = tableOf(recordKind('clients'));
    const setDeleted = (deletedAt: Date | null) =>
      t.db
        .update(clients)
        .set({ deletedAt })
        .where(eq(column(clients, 'id'), leedsClient));
    await setDeleted(new Date());
    expect((await download(fileId, manager)).statusCode).toBe(404);
    await setDeleted(null);
    expect((await download(fileId, manager)).statusCode).toBe(200);
  });

  it('files that records held before owners were recorded are claimed by the migration', async () => {
    const [file] = await t.db
      .insert(schema.files)
      .values({
        organisationId: t.organisationId,
        originalName: 'Old photo.pdf',
        contentType: 'application/pdf',
        sizeBytes: PDF.length,
        sha256: 'x',
        storageKey: 'old-photo',
      })
      .returning();
    const clients = tableOf(recordKind('clients'));
    await t.db
      .update(clients)
      .set({ photo: file?.id })
      .where(eq(column(clients, 'id'), harrogateClient));
    const migration = fs.readFileSync(
      new URL(
        '../../../../../packages/db/migrations/0008_file_owners_backfill.sql',
        import.meta.url,
      ),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));
    const [claimed] = await t.db
      .select()
      .from(schema.files)
      .where(eq(schema.files.id, file?.id ?? ''));
    expect(claimed).toMatchObject({ ownerKind: 'clients', ownerId: harrogateClient });
  });
});
