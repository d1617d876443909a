import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { recordKind } from '@care360/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../database';
import { recordTable } from '../records/table-for';
import { files } from '../schema';
import type { DemoSeeder } from './demo-seeder';
import { type DemoRef, type DemoValues, isDemoRef } from './reference-data';

/**
 * Files held by demo records (a carer's scanned passport, a DBS certificate): a one-page PDF
 * saying what it stands for, stored as an upload is (a `files` row, the bytes under a random
 * name in the files folder) and owned by the record that holds it, so it downloads as any upload
 * does. A demo row names one as `demoFile(name, lines)`, a reference to 'files' by its name, or by
 * a fixed id (`demoFileId`) that `saveDemoFiles` stores once the rows are saved.
 */

/** A fixed file id for a demo document, from what it is and whose. */
export function demoFileId(key: string): string {
  const hex = createHash('sha256').update(`care360-demo-file:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface DemoFileRef extends DemoRef {
  $ref: 'files';
  /** The text of the page, a line each. */
  lines: string[];
}

export const demoFile = (name: string, lines: string[]): DemoFileRef => ({
  $ref: 'files',
  title: name,
  lines,
});

const isDemoFile = (value: unknown): value is DemoFileRef =>
  isDemoRef(value) && value.$ref === 'files' && 'lines' in value;

/** PDF text is Latin-1 inside parentheses: other characters become their nearest ASCII. */
const pdfText = (text: string) =>
  text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);

/** A valid one-page A4 PDF showing the lines in Helvetica. */
export function demoPdf(lines: readonly string[]): Buffer {
  const stream = [
    'BT /F1 13 Tf 72 770 Td 18 TL',
    ...lines.map((line) => `(${pdfText(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A demo PDF's `files` row, its bytes written to `filesDir` when given. */
async function storedPdf(
  organisationId: string,
  originalName: string,
  lines: readonly string[],
  filesDir: string | undefined,
) {
  const bytes = demoPdf(lines);
  const storageKey = randomBytes(24).toString('base64url');
  if (filesDir) {
    await fs.mkdir(filesDir, { recursive: true });
    await fs.writeFile(path.join(filesDir, storageKey), bytes, { flag: 'wx' });
  }
  return {
    organisationId,
    originalName,
    contentType: 'application/pdf',
    sizeBytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    storageKey,
  };
}

/**
 * Stores the files the rows name and puts their ids in their place. The bytes go to `filesDir`
 * when given (the app's own start); a test database copied from a template has none to keep.
 */
export async function storeDemoFiles(
  seeder: DemoSeeder,
  rows: DemoValues[],
  filesDir: string | undefined,
): Promise<void> {
  const found: Array<{ values: DemoValues; key: string; file: DemoFileRef }> = [];
  for (const values of rows) {
    for (const [key, value] of Object.entries(values)) {
      if (isDemoFile(value)) found.push({ values, key, file: value });
    }
  }
  if (found.length === 0) return;
  const stored = await Promise.all(
    found.map(({ file }) => storedPdf(seeder.organisationId, file.title, file.lines, filesDir)),
  );
  const ids = await seeder.db.insert(files).values(stored).returning({ id: files.id });
  found.forEach(({ values, key }, i) => {
    values[key] = ids[i]?.id;
  });
}

/** Marks each file the saved rows hold as their record's, as saving a record through the API does. */
export async function claimDemoFiles(
  seeder: DemoSeeder,
  kindName: string,
  saved: Array<{ id: string; values: DemoValues }>,
): Promise<void> {
  const fileFields = Object.entries(recordKind(kindName).fields)
    .filter(([, def]) => def.kind === 'file')
    .map(([key]) => key);
  for (const { id, values } of saved) {
    for (const key of fileFields) {
      const fileId = values[key];
      if (typeof fileId !== 'string') continue;
      await seeder.db
        .update(files)
        .set({ ownerKind: kindName, ownerId: id })
        .where(eq(files.id, fileId));
    }
  }
}

/**
 * Stores the demo documents that rows of `kinds` already saved hold by a fixed id (demoFileId),
 * then gives each to the record that holds it, as a save claims an upload.
 */
export async function saveDemoFiles(
  db: Db,
  organisationId: string,
  documents: readonly { id: string; name: string }[],
  kinds: readonly string[],
  filesDir?: string,
): Promise<void> {
  if (documents.length === 0) return;
  const rows = await Promise.all(
    documents.map(async (document) => ({
      id: document.id,
      ...(await storedPdf(
        organisationId,
        `${document.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`,
        [document.name, 'Demo copy: not a real document.'],
        filesDir,
      )),
    })),
  );
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(files).values(rows.slice(start, start + 500));
  }
  for (const kindName of kinds) {
    const kind = recordKind(kindName);
    const table = recordTable(kindName) as unknown as PgTable & Record<string, never>;
    for (const [key, def] of Object.entries(kind.fields)) {
      if (def.kind !== 'file') continue;
      await db
        .update(files)
        .set({ ownerKind: kindName, ownerId: sql`${table.id as never}` })
        .from(table)
        .where(
          and(
            eq(files.id, table[key] as never),
            eq(files.organisationId, organisationId),
            isNull(files.ownerId),
          ),
        );
    }
  }
}
