import type { Page } from '@playwright/test';
import { expect } from './admin';
import { appURL } from './test';

/**
 * Uploads a file as the page's user; answers its id. `/api/v1/files` is the upload endpoint of
 * the files platform, not a record kind, so no declaration names its path.
 */
export async function uploadFile(page: Page, name: string, mimeType: string, buffer: Buffer) {
  const origin = appURL();
  const response = await page.request.post('/api/v1/files', {
    multipart: { file: { name, mimeType, buffer } },
    headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: origin },
  });
  expect(response.ok(), `the upload answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** A small but well-formed one-page PDF, as a scanned letter would arrive. */
export function smallPdf(text: string): Buffer {
  const content = `BT /F1 12 Tf 72 770 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
