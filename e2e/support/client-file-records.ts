import { ALL_RECORDS, type RecordKind, recordKind } from '@care360/domain';
import type { Page } from '@playwright/test';
import { createRecord } from './records';

/**
 * Records of a client's file made through the API, so that the screens that open one by id
 * (/app/clients/:id/edit/<section>/:editid/…) have one to open. Keyed by the section's path in
 * the file; a record kept under a section's record by that path and its own, so a visit
 * template's details are 'visit-templates/details'.
 */
export type ClientFileRecordIds = Record<string, string>;

/** Where a kind kept in a client's file is, relative to /app/clients/:id/edit; null elsewhere. */
function sectionOf(kind: RecordKind): string | null {
  if (!kind.parent) return null;
  if (kind.parent === 'clients') {
    return kind.path.startsWith('edit/') ? kind.path.slice('edit/'.length) : null;
  }
  const parent = sectionOf(recordKind(kind.parent));
  return parent === null ? null : `${parent}/${kind.path}`;
}

/** The kind kept at a section of the file, from the declarations. */
function kindAt(section: string): RecordKind {
  const kind = ALL_RECORDS.find((candidate) => sectionOf(candidate) === section);
  if (!kind) throw new Error(`no record kind is declared at the client file's ${section}`);
  return kind;
}

/**
 * Makes one record at each of the sections for the client (a nested one under a record of its
 * parent's section, made first when not asked for); answers their ids.
 */
export async function createClientFileRecords(
  page: Page,
  clientId: string,
  sections: readonly string[],
): Promise<ClientFileRecordIds> {
  const ids: ClientFileRecordIds = {};
  async function make(section: string): Promise<string> {
    const existing = ids[section];
    if (existing) return existing;
    const kind = kindAt(section);
    const parentId =
      kind.parent === 'clients'
        ? clientId
        : await make(section.slice(0, section.lastIndexOf(`/${kind.path}`)));
    const { id } = await createRecord(page, kind.name, {}, parentId);
    ids[section] = id;
    return id;
  }
  for (const section of sections) await make(section);
  return ids;
}
