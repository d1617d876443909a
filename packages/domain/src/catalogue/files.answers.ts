import { z } from 'zod';

/**
 * POST /api/v1/files: the upload, as stored; a record's file field then holds its id. (A
 * download answers the file itself, not JSON.)
 */
export const fileUploadAnswer = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int().positive(),
});
export type FileUpload = z.infer<typeof fileUploadAnswer>;
