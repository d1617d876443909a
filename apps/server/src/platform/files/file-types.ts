/** What may be uploaded: documents and images an agency keeps, each recognised by its content. */
export const ALLOWED_FILE_TYPES: Record<string, { extensions: string[]; magic?: number[][] }> = {
  'application/pdf': { extensions: ['pdf'], magic: [[0x25, 0x50, 0x44, 0x46]] },
  'image/png': { extensions: ['png'], magic: [[0x89, 0x50, 0x4e, 0x47]] },
  'image/jpeg': { extensions: ['jpg', 'jpeg'], magic: [[0xff, 0xd8, 0xff]] },
  // Office documents are zip containers.
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    extensions: ['docx'],
    magic: [[0x50, 0x4b, 0x03, 0x04]],
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    extensions: ['xlsx'],
    magic: [[0x50, 0x4b, 0x03, 0x04]],
  },
  'text/plain': { extensions: ['txt'] },
  'text/csv': { extensions: ['csv'] },
};

export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/**
 * The content type of an upload, judged by its name and its first bytes, never by what the
 * browser claims; null when it is not an allowed type or its content does not match its name.
 */
export function recogniseFile(fileName: string, head: Buffer): string | null {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  for (const [type, rule] of Object.entries(ALLOWED_FILE_TYPES)) {
    if (!rule.extensions.includes(extension)) continue;
    if (!rule.magic) return looksLikeText(head) ? type : null;
    return rule.magic.some((bytes) => bytes.every((b, i) => head[i] === b)) ? type : null;
  }
  return null;
}

function looksLikeText(head: Buffer): boolean {
  return !head.includes(0);
}
