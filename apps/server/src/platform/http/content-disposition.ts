// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * The Content-Disposition of a download (RFC 6266): `filename="…"` in plain ASCII for old
 * clients, and `filename*=UTF-8''…` with the name as given (accents, other scripts), which every
 * current browser prefers (given only when the name is not plain already). A header may carry no character beyond Latin-1, and no quote or
 * line break may end the value early, so the plain one is made safe.
 */
export function contentDisposition(filename: string, inline = false): string {
  const name = filename.replace(CONTROL_CHARACTERS, '').trim() || 'download';
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\]/g, '_') || 'download';
  const encoded = encodeURIComponent(name.replace(/[\ud800-\udfff]/g, '_')).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  const type = inline ? 'inline' : 'attachment';
  // A plain name needs no second form (as the `content-disposition` package also does).
  if (ascii === name) return `${type}; filename="${ascii}"`;
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
