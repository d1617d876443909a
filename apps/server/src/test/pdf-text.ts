import zlib from 'node:zlib';

/** The text a PDF shows: its content streams inflated, the strings of each TJ decoded. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/(?<!end)stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const body = Buffer.from(raw.slice(start, raw.indexOf('endstream', start)), 'latin1');
    let content: string;
    try {
      content = zlib.inflateSync(body).toString('latin1');
    } catch {
      continue;
    }
    for (const shown of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      const hex = [...(shown[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)];
      lines.push(hex.map((h) => Buffer.from(h[1] ?? '', 'hex').toString('latin1')).join(''));
    }
  }
  return lines.join('\n');
}

/** How many pages a PDF has. */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}
