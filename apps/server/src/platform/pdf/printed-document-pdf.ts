import type { PrintedDocument } from '@care360/domain';
import {
  area,
  ensureSpace,
  font,
  footers,
  heading,
  INK,
  labelled,
  MUTED,
  paragraph,
  pdfDocument,
  RULE,
  table,
  WARNING,
} from './pdf-blocks';

/**
 * A PrintedDocument (a letter or a form filled from a file) as a PDF: the letterhead at the top
 * right, the recipient's address and the date for a letter, then its blocks in order. The app
 * draws the same document as its printable page.
 */
export function renderPrintedDocument(
  document: PrintedDocument,
  printedLine: string,
): Promise<Buffer> {
  const { doc, done } = pdfDocument({
    Title: document.title,
    Author: document.letterhead.name,
  });
  const { left, width } = area(doc);

  // Letterhead: who it comes from, right-aligned as on headed paper.
  font(doc, 'bold', 13);
  doc.text(document.letterhead.name, left, doc.y, { width, align: 'right' });
  font(doc, 'regular', 9.5, MUTED);
  for (const line of document.letterhead.lines) doc.text(line, { width, align: 'right' });
  doc.y += 14;

  if (document.recipient.length > 0) {
    font(doc, 'regular', 10.5);
    for (const line of document.recipient) doc.text(line, left, doc.y, { width: width / 2 });
    doc.y += 10;
  }
  font(doc, 'regular', 10.5);
  doc.text(document.date, left, doc.y, {
    width,
    align: document.recipient.length ? 'left' : 'right',
  });
  doc.y += 10;

  font(doc, 'bold', 16);
  doc.text(document.title, left, doc.y, { width });
  doc.y += 8;

  for (const block of document.blocks) {
    switch (block.kind) {
      case 'heading':
        heading(doc, block.text, 2);
        break;
      case 'paragraph':
        paragraph(
          doc,
          block.text,
          block.tone === 'muted' ? MUTED : block.tone === 'warning' ? WARNING : INK,
        );
        doc.y += 2;
        break;
      case 'facts':
        for (const [label, value] of block.rows) labelled(doc, label, value);
        doc.y += 4;
        break;
      case 'table':
        table(
          doc,
          block.columns.map((title) => ({ title, share: 1 })),
          block.rows,
          new Set(block.flagged),
        );
        doc.y += 4;
        break;
      case 'checklist':
        for (const item of block.items) {
          font(doc, 'regular', 10);
          const height = doc.heightOfString(item.text, { width: width - 20 });
          ensureSpace(doc, height + 4);
          const top = doc.y;
          // An empty box to tick by hand, or a ticked one for what is already done.
          doc
            .rect(left, top + 1, 9, 9)
            .lineWidth(0.75)
            .strokeColor(INK)
            .stroke();
          if (item.done) doc.text('x', left + 2, top, { width: 9 });
          doc.text(item.text, left + 18, top, { width: width - 20 });
          doc.x = left;
          doc.y = top + height + 4;
        }
        doc.y += 4;
        break;
      case 'signatures':
        for (const caption of block.captions) {
          ensureSpace(doc, 40);
          doc.y += 24;
          doc
            .moveTo(left, doc.y)
            .lineTo(left + width / 2, doc.y)
            .lineWidth(0.75)
            .strokeColor(RULE)
            .stroke();
          font(doc, 'regular', 9, MUTED);
          doc.text(caption, left, doc.y + 3, { width: width / 2 });
        }
        break;
    }
  }

  footers(doc, printedLine);
  doc.end();
  return done;
}
