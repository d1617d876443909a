import type { TestApp } from './test-app';

/** A small PDF: the type every demo document type allows. */
export const SAMPLE_PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');

/** A multipart body with one file in the field "file", as the browser sends an upload. */
export function multipartFile(name: string, content: Buffer, type = 'application/pdf') {
  const boundary = '----care360test';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/v1/files as the session; answers the response, so refusals can be checked too. */
export function postFile(t: TestApp, cookie: string, name = 'sample.pdf', content = SAMPLE_PDF) {
  return t.call({ method: 'POST', url: '/api/v1/files', cookie, ...multipartFile(name, content) });
}

/** Uploads a file that must be accepted; answers its id. */
export async function uploadFile(
  t: TestApp,
  cookie: string,
  name = 'sample.pdf',
  content = SAMPLE_PDF,
): Promise<string> {
  const response = await postFile(t, cookie, name, content);
  if (response.statusCode !== 201) throw new Error(`upload refused: ${response.body}`);
  return response.json().data.id;
}
