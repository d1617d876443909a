import {
  type RecordKind,
  type RecordKindName,
  type ReferenceField,
  recordKind,
  sampleRecord,
} from '@care360/domain';
import type { Page } from '@playwright/test';
import { apiGet, apiPost, expect } from './admin';
import { smallPdf, uploadFile } from './files';

/**
 * Records made and found through the record API, with paths and bodies worked out from the
 * kinds' declarations in the domain package, as the server's routes are: a test names a kind
 * and the values it is about, and a field declared later is filled in by itself.
 */

export interface Item {
  id: string;
  [field: string]: unknown;
}

/** The kind's collection in the API: /api/v1/<kind>, or under one record of its parent kind. */
export function recordsPath(of: RecordKind | RecordKindName, parentId?: string): string {
  const kind = typeof of === 'string' ? recordKind(of) : of;
  if (!kind.parent) return `/api/v1/${kind.name}`;
  if (!parentId) throw new Error(`${kind.name} are kept under a ${kind.parent} record: name it.`);
  return `/api/v1/${kind.parent}/${parentId}/${kind.name}`;
}

/**
 * The id of the record of a kind whose title (or `field`) is exactly `title`, found with the
 * list's search (demo reference data, a demo client).
 */
export async function idOf(page: Page, name: RecordKindName, title: string, field?: string) {
  const kind = recordKind(name);
  const { items } = await apiGet<{ items: Item[] }>(
    page,
    `${recordsPath(kind)}?search=${encodeURIComponent(title)}&limit=20`,
  );
  const found = items.find((item) => item[field ?? kind.titleField] === title);
  expect(found, `no ${kind.singular.toLowerCase()} is named ${title}`).toBeDefined();
  return (found as Item).id;
}

/** Whether a record's choice (or multi-choice) value holds `value`. */
const holds = (stored: unknown, value: string) =>
  Array.isArray(stored) ? stored.includes(value) : stored === value;

/** A record that the reference field may name: the first listed that meets its `where`. */
async function referable(page: Page, def: ReferenceField): Promise<string> {
  const kind = recordKind(def.to);
  const { items } = await apiGet<{ items: Item[] }>(page, `${recordsPath(kind)}?limit=100`);
  const where = def.where;
  const found = items.find((item) => !where || holds(item[where.field], where.value));
  expect(found, `no ${kind.singular.toLowerCase()} can be named in ${def.label}`).toBeDefined();
  return (found as Item).id;
}

/** Varies the samples of one worker (one database), so fields unique there stay unique. */
let samples = 0;

/**
 * Makes a record of a kind through the API as the page's user: the declaration's sample of its
 * required fields, naming existing records in its references and a small PDF in its files, with
 * `values` over it. A nested kind is made under the parent record `parentId`.
 */
export async function createRecord<T extends object = Item>(
  page: Page,
  name: RecordKindName,
  values: Record<string, unknown> = {},
  parentId?: string,
): Promise<T & Item> {
  const kind = recordKind(name);
  const references: Record<string, string> = {};
  for (const [key, def] of Object.entries(kind.fields)) {
    if (key in values || !def.required) continue;
    if (def.kind === 'reference') references[def.to] ??= await referable(page, def);
    if (def.kind === 'file') {
      references.files ??= await uploadFile(
        page,
        `${kind.name}.pdf`,
        'application/pdf',
        smallPdf(kind.singular),
      );
    }
  }
  samples += 1;
  const body = sampleRecord(kind, { n: samples, references, fields: 'required', values });
  return apiPost<T & Item>(page, recordsPath(kind, parentId), body);
}
