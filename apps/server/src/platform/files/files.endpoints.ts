import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { schema } from '@care360/db';
import { fileUploadAnswer } from '@care360/domain';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../audit/audit';
import { CONTROL_CHARACTERS } from '../http/content-disposition';
import { HttpError, notFound } from '../http/envelope';
import { idParams } from '../http/id-params';
import { defineRoute, FILE_ANSWER, SIGNED_IN } from '../http/route';
import { mayReadOwner } from './file-owners';
import { ALLOWED_FILE_TYPES, MAX_FILE_BYTES, recogniseFile } from './file-types';

const { files } = schema;

// Uploading a file alone changes no record: the record that comes to hold it is guarded by its own
// permissions. Downloading needs leave to read that record (file-owners.ts).
const upload = defineRoute({
  method: 'POST',
  url: '/api/v1/files',
  refusals: [413],
  access: SIGNED_IN,
  summary: 'Upload a file (multipart field "file"); answers its id',
  answer: fileUploadAnswer,
  async handler({ auth, request, services: { db, config } }) {
    if (!request.isMultipart()) throw new HttpError(400, 'Send the file as multipart form data.');
    const part = await request.file({ limits: { fileSize: MAX_FILE_BYTES, files: 1 } });
    if (!part) throw new HttpError(400, 'Choose a file to upload.', { file: ['Choose a file.'] });
    const bytes = await part.toBuffer().catch(() => {
      throw new HttpError(413, `The file is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB.`, {
        file: [`Choose a file of at most ${MAX_FILE_BYTES / 1024 / 1024} MB.`],
      });
    });
    // PostgreSQL stores no NUL, and no control character belongs in a file's name.
    const name =
      path
        .basename(part.filename || 'file')
        .replace(CONTROL_CHARACTERS, '')
        .slice(0, 200) || 'file';
    const contentType = recogniseFile(name, bytes.subarray(0, 16));
    if (!contentType || bytes.length === 0) {
      const allowed = Object.values(ALLOWED_FILE_TYPES)
        .flatMap((t) => t.extensions)
        .join(', ');
      throw new HttpError(400, 'That file cannot be accepted.', {
        file: [`Upload a ${allowed} file whose content matches its name.`],
      });
    }
    const storageKey = randomBytes(24).toString('base64url');
    await fs.mkdir(config.filesDir, { recursive: true });
    await fs.writeFile(path.join(config.filesDir, storageKey), bytes, { flag: 'wx' });
    const [row] = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(files)
        .values({
          organisationId: auth.user.organisation.id,
          originalName: name,
          contentType,
          sizeBytes: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          storageKey,
          createdBy: auth.user.id,
        })
        .returning({ id: files.id });
      await recordAudit(tx, {
        organisationId: auth.user.organisation.id,
        actorUserId: auth.user.id,
        action: 'upload',
        recordType: 'files',
        recordId: inserted[0]?.id ?? null,
        changes: { name, contentType, sizeBytes: bytes.length },
        ip: request.ip,
      });
      return inserted;
    });
    return {
      data: { id: row?.id, name, contentType, sizeBytes: bytes.length },
      statusCode: 201,
      message: 'File uploaded.',
    };
  },
});

const download = defineRoute({
  method: 'GET',
  url: '/api/v1/files/:id',
  access: SIGNED_IN,
  summary: 'Download a file as an attachment',
  params: idParams,
  resource: 'files',
  answer: FILE_ANSWER,
  async handler({ auth, params, request, services: { db, config } }) {
    // The check, the bytes and the audit row stand or fall together: no download goes unrecorded.
    const { file, body } = await db.transaction(async (tx) => {
      const [file] = await tx
        .select()
        .from(files)
        .where(and(eq(files.id, params.id), eq(files.organisationId, auth.user.organisation.id)));
      const allowed =
        file &&
        (file.ownerKind && file.ownerId
          ? await mayReadOwner(tx, auth.user, { kind: file.ownerKind, id: file.ownerId })
          : file.createdBy === auth.user.id);
      // A file the user may not read answers as one that does not exist.
      if (!file || !allowed) throw notFound('file');
      const body = await fs.readFile(path.join(config.filesDir, file.storageKey)).catch(() => {
        throw notFound('file');
      });
      await recordAudit(tx, {
        organisationId: auth.user.organisation.id,
        actorUserId: auth.user.id,
        action: 'download',
        recordType: 'files',
        recordId: file.id,
        changes: { name: file.originalName, ownerKind: file.ownerKind, ownerId: file.ownerId },
        ip: request.ip,
      });
      return { file, body };
    });
    return {
      data: null,
      raw: {
        contentType: file.contentType,
        body,
        filename: file.originalName.replace(/["\\\r\n]/g, '_'),
      },
    };
  },
});

export const fileRoutes = [upload, download];
