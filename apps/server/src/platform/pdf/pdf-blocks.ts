import PDFDocument from 'pdfkit';

/**
 * The building blocks every printed document of the app is drawn with (pdfkit, A4, Helvetica):
 * headings kept with what follows them, label and value columns, tables that repeat their header
 * on a new page, and page footers. An area's PDF (the care plan, an applicant's letters) lays
 * out its content with these.
 */

export const INK = '#1a1a1a';
export const MUTED = '#555555';
export const RULE = '#bbbbbb';
export const WARNING = '#8a5300';
const LABEL_WIDTH = 170;
const GAP = 10;

export type Doc = PDFKit.PDFDocument;

/** A4 with the app's margins, buffered so footers can be drawn on every page at the end. */
export function pdfDocument(info: { Title: string; Author: string }): {
  doc: Doc;
  done: Promise<Buffer>;
} {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 64, left: 56, right: 56 },
    bufferPages: true,
    info,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** Page geometry of the current page. */
export function area(doc: Doc) {
  const { margins } = doc.page;
  return {
    left: margins.left,
    width: doc.page.width - margins.left - margins.right,
    bottom: doc.page.height - margins.bottom,
  };
}

/** Starts a new page unless `height` more points fit on this one. */
export function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > area(doc).bottom) doc.addPage();
}

export function font(doc: Doc, weight: 'regular' | 'bold', size: number, colour = INK) {
  doc
    .font(weight === 'bold' ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(size)
    .fillColor(colour);
}

/** A line of `label: value` in two columns; the value wraps in its own column. */
export function labelled(doc: Doc, label: string, value: string) {
  const { left, width } = area(doc);
  const valueWidth = width - LABEL_WIDTH - GAP;
  font(doc, 'bold', 10);
  const labelHeight = doc.heightOfString(label, { width: LABEL_WIDTH });
  font(doc, 'regular', 10);
  const valueHeight = doc.heightOfString(value, { width: valueWidth });
  ensureSpace(doc, Math.max(labelHeight, valueHeight));
  const top = doc.y;
  font(doc, 'bold', 10);
  doc.text(label, left, top, { width: LABEL_WIDTH });
  font(doc, 'regular', 10);
  doc.text(value, left + LABEL_WIDTH + GAP, top, { width: valueWidth });
  doc.x = left;
  doc.y = top + Math.max(labelHeight, valueHeight) + 4;
}

/** A document's first lines: who keeps it, what it is, and whose it is. */
export function titleLines(doc: Doc, keeper: string, title: string, subject: string) {
  const { left, width } = area(doc);
  font(doc, 'regular', 11, MUTED);
  doc.text(keeper, left, doc.y, { width });
  font(doc, 'bold', 22);
  doc.text(title, { width });
  font(doc, 'bold', 16);
  doc.text(subject, { width });
  doc.y += 8;
}

/**
 * A heading kept with what follows it: a page break comes before the heading, never between it
 * and its first lines (`following` is their height; a part's heading keeps room for a form's
 * heading and its first answer).
 */
export function heading(doc: Doc, text: string, level: 1 | 2, following = level === 1 ? 64 : 32) {
  const size = level === 1 ? 15 : 12;
  font(doc, 'bold', size);
  const height = doc.heightOfString(text, { width: area(doc).width });
  ensureSpace(doc, height + 10 + following);
  if (level === 1) doc.moveDown(0.6);
  doc.text(text, area(doc).left, doc.y, { width: area(doc).width });
  if (level === 1) {
    const { left, width } = area(doc);
    doc
      .moveTo(left, doc.y + 2)
      .lineTo(left + width, doc.y + 2)
      .lineWidth(0.75)
      .strokeColor(RULE)
      .stroke();
    doc.y += 6;
  } else {
    doc.y += 3;
  }
}

export function paragraph(doc: Doc, text: string, colour = INK) {
  font(doc, 'regular', 10, colour);
  const { left, width } = area(doc);
  ensureSpace(doc, doc.heightOfString(text, { width }));
  doc.text(text, left, doc.y, { width });
  doc.y += 4;
}

/**
 * Rows of columns; each row starts on a new page when it does not fit, headings repeated. Rows
 * whose index is in `flagged` are drawn in the warning colour.
 */
export function table(
  doc: Doc,
  columns: { title: string; share: number }[],
  rows: string[][],
  flagged: ReadonlySet<number> = new Set(),
) {
  const { left, width } = area(doc);
  const total = columns.reduce((sum, column) => sum + column.share, 0);
  const widths = columns.map((column) => (width * column.share) / total);
  const row = (cells: string[], weight: 'regular' | 'bold', colour = INK) => {
    font(doc, weight, 9.5);
    const height = Math.max(
      ...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: (widths[i] ?? 0) - 6 })),
    );
    return { height, cells, weight, colour };
  };
  const draw = ({ height, cells, weight, colour }: ReturnType<typeof row>) => {
    const top = doc.y;
    let x = left;
    font(doc, weight, 9.5, colour);
    cells.forEach((cell, i) => {
      doc.text(cell, x, top, { width: (widths[i] ?? 0) - 6 });
      x += widths[i] ?? 0;
    });
    doc
      .moveTo(left, top + height + 3)
      .lineTo(left + width, top + height + 3)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = left;
    doc.y = top + height + 6;
  };
  const header = row(
    columns.map((column) => column.title),
    'bold',
  );
  ensureSpace(doc, header.height + 24);
  draw(header);
  for (const [index, cells] of rows.entries()) {
    const measured = row(
      cells,
      flagged.has(index) ? 'bold' : 'regular',
      flagged.has(index) ? WARNING : INK,
    );
    if (doc.y + measured.height > area(doc).bottom) {
      doc.addPage();
      draw(header);
    }
    draw(measured);
  }
}

/** Page numbers and who printed it, on every page once the content is laid out. */
export function footers(doc: Doc, printedLine: string) {
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    const { left, width } = area(doc);
    const bottomMargin = doc.page.margins.bottom;
    // Writing inside the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - bottomMargin + 18;
    font(doc, 'regular', 8.5, MUTED);
    doc.text(printedLine, left, y, { width, align: 'left', lineBreak: false });
    doc.text(`Page ${index + 1} of ${range.count}`, left, y, {
      width,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
}
