import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { recordKind } from '@care360/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../database';
import { recordTable } from '../records/table-for';
import * as schema from '../schema';

/**
 * Uploaded documents of the demo (a copy of a passport, a DBS certificate, a risk assessment):
 * small real PDFs saying they are demo copies, stored as an upload is (random names in the files
 * folder, when the seed is given one) and owned by the record whose file field holds them, so the
 * office downloads them as it would any upload. Demo rows name their files by a fixed id
 * (demoFileId), so the demo data stays the same on every start.
 */

/** A fixed file id for a demo document, from what it is and whose. */
export function demoFileId(key: string): string {
  const hex = createHash('sha256').update(`care360-demo-file:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A one-page PDF with a line of text. */
function demoPdf(text: string): Buffer {
  const safe = text.replace(/[()\\]/g, '');
  const stream = `BT /F1 14 Tf 72 760 Td (${safe}) Tj 0 -24 Td (Demo copy: not a real document.) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * Stores the demo documents that rows of `kinds` already saved hold (each file field's id), named
 * by `nameOf`, then gives each to the record that holds it, as a save claims an upload.
 */
export async function saveDemoFiles(
  db: Db,
  organisationId: string,
  files: readonly { id: string; name: string }[],
  kinds: readonly string[],
  filesDir?: string,
): Promise<void> {
  if (files.length === 0) return;
  const rows = [];
  for (const file of files) {
    const bytes = demoPdf(file.name);
    const storageKey = randomBytes(24).toString('base64url');
    if (filesDir) {
      await fs.mkdir(filesDir, { recursive: true });
      await fs.writeFile(path.join(filesDir, storageKey), bytes, { flag: 'wx' });
    }
    rows.push({
      id: file.id,
      organisationId,
      originalName: `${file.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`,
      contentType: 'application/pdf',
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      storageKey,
    });
  }
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(schema.files).values(rows.slice(start, start + 500));
  }
  for (const kindName of kinds) {
    const kind = recordKind(kindName);
    const table = recordTable(kindName) as unknown as PgTable & Record<string, never>;
    for (const [key, def] of Object.entries(kind.fields)) {
      if (def.kind !== 'file') continue;
      await db
        .update(schema.files)
        .set({ ownerKind: kindName, ownerId: sql`${table.id as never}` })
        .from(table)
        .where(
          and(
            eq(schema.files.id, table[key] as never),
            eq(schema.files.organisationId, organisationId),
            isNull(schema.files.ownerId),
          ),
        );
    }
  }
}
