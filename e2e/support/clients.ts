import type { Page } from '@playwright/test';
import { apiGet, apiPost, expect } from './admin';
import { appURL } from './test';

/** A demo client file's parts, made through the API where a test is not about making them. */

interface Item {
  id: string;
  [field: string]: unknown;
}

/** The id of the record of `kind` whose title is exactly `title` (demo reference data). */
export async function idOf(page: Page, kind: string, title: string, field = 'name') {
  const { items } = await apiGet<{ items: Item[] }>(
    page,
    `/api/v1/${kind}?search=${encodeURIComponent(title)}&limit=20`,
  );
  const found = items.find((item) => item[field] === title);
  expect(found, `no ${kind} is named ${title}`).toBeDefined();
  return (found as Item).id;
}

export interface NewClient {
  id: string;
  forename: string;
  surname: string;
  /** As the app writes it: title, forename and surname. */
  fullName: string;
}

/** A client of the Leeds Central branch, with the details the file needs, named by the tag. */
export async function createClient(page: Page, tag: string, forename = 'Edith') {
  const surname = `Barraclough-${tag}`;
  const client = await apiPost(page, '/api/v1/clients', {
    title: 'Mrs',
    forename,
    surname,
    dateOfBirth: '1941-05-14',
    branch: await idOf(page, 'branches', 'Leeds Central'),
    status: 'Active',
    address1: '12 Otley Road',
    town: 'Leeds',
    postcode: 'LS6 2AB',
    allergies: 'None known',
  });
  return { id: client.id, forename, surname, fullName: `Mrs ${forename} ${surname}` };
}

/** Uploads a file as the page's user; answers its id. */
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

const ukParts = (date: Date) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  ) as { day: string; month: string; year: string };

/** Today in the UK as 'YYYY-MM-DD', the API's form. */
export function ukTodayIso(now = new Date()): string {
  const { day, month, year } = ukParts(now);
  return `${year}-${month}-${day}`;
}

/** Today in the UK as 'DD/MM/YYYY', as the app shows and takes dates. */
export function ukToday(now = new Date()): string {
  const { day, month, year } = ukParts(now);
  return `${day}/${month}/${year}`;
}
