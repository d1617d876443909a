import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_USERS, type TestApp } from '../../test/test-app';
import { multipartFile, SAMPLE_PDF as PDF } from '../../test/uploads';
import { recogniseFile } from './file-types';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_USERS.admin.email);
});
afterAll(() => t.close());

describe('files', () => {
  it('recognises types by content, not by the name alone', () => {
    expect(recogniseFile('plan.pdf', PDF)).toBe('application/pdf');
    expect(recogniseFile('plan.pdf', Buffer.from('<html>'))).toBeNull();
    expect(recogniseFile('run.exe', Buffer.from('MZ'))).toBeNull();
    expect(recogniseFile('notes.txt', Buffer.from('hello'))).toBe('text/plain');
  });

  it('uploads a file and downloads it as an attachment, for its own organisation only', async () => {
    const up = await t.call({
      method: 'POST',
      url: '/api/v1/files',
      cookie: admin,
      ...multipartFile('Care plan.pdf', PDF),
    });
    expect(up.statusCode, up.body).toBe(201);
    const { id } = up.json().data;
    const down = await t.call({ method: 'GET', url: `/api/v1/files/${id}`, cookie: admin });
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(down.headers['content-disposition']).toBe('attachment; filename="Care plan.pdf"');
    expect(down.headers['x-content-type-options']).toBe('nosniff');
    expect(down.rawPayload.equals(PDF)).toBe(true);

    const other = await t.login(DEMO_USERS.riverside.email);
    expect(
      (await t.call({ method: 'GET', url: `/api/v1/files/${id}`, cookie: other })).statusCode,
    ).toBe(404);
  });

  it('refuses a file whose content does not match its name, with the reason at the field', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/v1/files',
      cookie: admin,
      ...multipartFile('invoice.pdf', Buffer.from('<script>alert(1)</script>')),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.file[0]).toMatch(/content matches its name/);
  });
});
