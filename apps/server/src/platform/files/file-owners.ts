import { type Db, schema } from '@care360/db';
import { can, type RecordKind, recordKind } from '@care360/domain';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { CurrentUser } from '../auth/auth-context';
import { HttpError } from '../http/envelope';
import { resourceVisibility } from '../records/area-resources';
import { column, scopeOf, tableOf } from '../records/record-query';

/**
 * A file belongs to the record whose file field first held it (`files.owner_kind`/`owner_id`):
 * whoever may read that record may download it, and nobody else. An upload no record holds yet
 * is its uploader's alone.
 */

const { files } = schema;

/**
 * Marks each file a saved record's file fields hold as that record's, in the transaction that
 * saves it. A file of another organisation or already another record's is refused (checked
 * before the save too; this catches two saves racing for one upload).
 */
export async function claimFiles(
  tx: Db,
  kind: RecordKind,
  recordId: string,
  values: Record<string, unknown>,
  organisationId: string,
): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const [key, def] of Object.entries(kind.fields)) {
    const fileId = values[key];
    if (def.kind !== 'file' || typeof fileId !== 'string') continue;
    const claimed = await tx
      .update(files)
      .set({ ownerKind: kind.name, ownerId: recordId })
      .where(
        and(
          eq(files.id, fileId),
          eq(files.organisationId, organisationId),
          or(
            isNull(files.ownerId),
            and(eq(files.ownerKind, kind.name), eq(files.ownerId, recordId)),
          ),
        ),
      )
      .returning({ id: files.id });
    if (claimed.length === 0) errors[key] = ['Upload the file again.'];
  }
  if (Object.keys(errors).length)
    throw new HttpError(400, 'Please correct the highlighted fields.', errors);
}

/**
 * Whether the user may read the record that owns a file: the owning kind's read permission, and
 * the record and every record above it live and within the user's organisation and branch.
 */
export async function mayReadOwner(
  db: Db,
  user: CurrentUser,
  owner: { kind: string; id: string },
): Promise<boolean> {
  // A file of something an area keeps outside the record kinds (a chat): as the area judges it.
  const areaResource = resourceVisibility(owner.kind);
  if (areaResource) return areaResource(db, user, owner.id);
  let kind: RecordKind;
  try {
    kind = recordKind(owner.kind);
  } catch {
    return false;
  }
  if (!can(user, kind.permissions.read)) return false;
  return isVisible(db, user, kind, owner.id);
}

async function isVisible(
  db: Db,
  user: CurrentUser,
  kind: RecordKind,
  id: string,
): Promise<boolean> {
  const table = tableOf(kind);
  const [found] = await db
    .select({ parentId: kind.parent ? column(table, 'parentId') : column(table, 'id') })
    .from(table)
    .where(and(eq(column(table, 'id'), id), scopeOf(kind, user)));
  if (!found) return false;
  if (!kind.parent) return true;
  return isVisible(db, user, recordKind(kind.parent), found.parentId as string);
}

/**
 * A record copied from another (an applicant's DBS becoming the carer's) holds files of its
 * own: each file its file fields name gets a new row of this organisation owned by the copy,
 * sharing the stored bytes (retention removes bytes only once no row names them). Answers the
 * values with the new files' ids; a file that is not the organisation's is left out.
 */
export async function copyFilesFor(
  tx: Db,
  kind: RecordKind,
  recordId: string,
  values: Record<string, unknown>,
  organisationId: string,
): Promise<Record<string, unknown>> {
  const copied = { ...values };
  for (const [key, def] of Object.entries(kind.fields)) {
    const fileId = values[key];
    if (def.kind !== 'file' || typeof fileId !== 'string') continue;
    const [original] = await tx
      .select()
      .from(files)
      .where(and(eq(files.id, fileId), eq(files.organisationId, organisationId)));
    if (!original) {
      delete copied[key];
      continue;
    }
    const { id: _id, createdAt: _createdAt, ...file } = original;
    const [copy] = await tx
      .insert(files)
      .values({ ...file, ownerKind: kind.name, ownerId: recordId })
      .returning({ id: files.id });
    copied[key] = copy?.id;
  }
  return copied;
}
