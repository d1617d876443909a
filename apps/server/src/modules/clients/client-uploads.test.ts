import { recordKind } from '@care360/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSample } from '../../test/record-samples';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { SAMPLE_PDF as PDF, uploadFile } from '../../test/uploads';

let t: TestApp;
let admin: string;
let riverside: string;
let clientId: string;
let documentTypeId: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, riverside] = await Promise.all([
    t.login(DEMO_USERS.admin.email),
    t.login(DEMO_USERS.riverside.email),
  ]);
  clientId = (await createSample(t, admin, recordKind('clients'))).row.id;
  documentTypeId = (await createSample(t, admin, recordKind('document-upload-types'))).row.id;
});
afterAll(() => t.close());

const upload = (cookie: string, name: string) => uploadFile(t, cookie, name);

const uploadsOf = (client: string) => `/api/v1/clients/${client}/client-uploads`;

describe('a client’s uploads', () => {
  it('list each document with its file’s name, and the file downloads as an attachment', async () => {
    const fileId = await upload(admin, 'DNACPR form.pdf');
    const created = await t.call({
      method: 'POST',
      url: uploadsOf(clientId),
      cookie: admin,
      payload: { documentType: documentTypeId, title: 'DNACPR form', file: fileId },
    });
    expect(created.statusCode, created.body).toBe(201);

    const list = await t.call({ method: 'GET', url: uploadsOf(clientId), cookie: admin });
    const [item] = list.json().data.items;
    expect(item).toMatchObject({ title: 'DNACPR form', file: fileId });
    expect(item._titles.file).toBe('DNACPR form.pdf');

    const download = await t.call({ method: 'GET', url: `/api/v1/files/${fileId}`, cookie: admin });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="DNACPR form.pdf"');
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });

  it('cannot be saved without a file, nor with another organisation’s file', async () => {
    const missing = await t.call({
      method: 'POST',
      url: uploadsOf(clientId),
      cookie: admin,
      payload: { documentType: documentTypeId, title: 'Care package' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.file).toEqual(['Enter a file.']);

    const theirs = await upload(riverside, 'Their secret.pdf');
    const created = await t.call({
      method: 'POST',
      url: uploadsOf(clientId),
      cookie: admin,
      payload: { documentType: documentTypeId, title: 'Borrowed', file: theirs },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().errors.file).toEqual(['Upload the file again.']);
  });

  it('refuses a file of a type the document type does not allow, judged by its content', async () => {
    const photoType = await createSample(t, admin, recordKind('document-upload-types'), {
      name: 'Wound photograph',
      allowedFileTypes: ['jpg', 'png'],
    });
    const pdf = await upload(admin, 'wound.pdf');
    const refused = await t.call({
      method: 'POST',
      url: uploadsOf(clientId),
      cookie: admin,
      payload: { documentType: photoType.row.id, title: 'Left heel', file: pdf },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.file).toEqual([
      'Wound photograph must be JPEG image or PNG image.',
    ]);
  });
});
