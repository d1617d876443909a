import PDFDocument from 'pdfkit';
import { area, type Doc, font, INK, MUTED, RULE } from '../../platform/pdf/pdf-blocks';
import type { HospitalPack } from './hospital-pack';

const DANGER = '#b00020';
const MARGIN = 40;

/**
 * Type sizes tried in turn until the pack fits one A4 page: a long medicine list prints smaller
 * rather than spilling onto a second sheet that gets lost on the ward.
 */
const SCALES = [1, 0.9, 0.8, 0.72, 0.65];

const PHOTO_SIZE = 84;

/** The photo fitted in a square at the top right; false when its bytes cannot be drawn. */
function drawPhoto(doc: Doc, photo: Buffer, x: number, y: number, size: number): boolean {
  try {
    doc.image(photo, x, y, { fit: [size, size], align: 'right' });
    return true;
  } catch {
    // A damaged image leaves the pack without a photo rather than without a pack.
    return false;
  }
}

/** One laid-out pass at a type scale; answers whether everything fitted on the first page. */
function layout(doc: Doc, pack: HospitalPack, scale: number): boolean {
  const size = (points: number) => points * scale;
  const { left, width, bottom } = area(doc);
  const labelWidth = 118 * Math.max(scale, 0.8);
  let fits = true;
  const room = (height: number) => {
    if (doc.y + height > bottom) fits = false;
    return fits;
  };

  const section = (title: string) => {
    font(doc, 'bold', size(11.5));
    if (!room(doc.heightOfString(title, { width }) + size(24))) return;
    doc.y += size(5);
    doc.text(title.toUpperCase(), left, doc.y, { width });
    doc
      .moveTo(left, doc.y + 1)
      .lineTo(left + width, doc.y + 1)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
    doc.y += size(4);
  };

  const labelled = (label: string, value: string) => {
    const valueWidth = width - labelWidth - 8;
    font(doc, 'regular', size(9.5));
    const height = Math.max(
      doc.heightOfString(value || ' ', { width: valueWidth }),
      doc.heightOfString(label, { width: labelWidth }),
    );
    if (!room(height)) return;
    const top = doc.y;
    font(doc, 'bold', size(9.5));
    doc.text(label, left, top, { width: labelWidth });
    font(doc, 'regular', size(9.5));
    doc.text(value, left + labelWidth + 8, top, { width: valueWidth });
    doc.x = left;
    doc.y = top + height + size(2.5);
  };

  const table = (titles: string[], shares: number[], rows: string[][]) => {
    const total = shares.reduce((sum, share) => sum + share, 0);
    const widths = shares.map((share) => (width * share) / total);
    const draw = (cells: string[], weight: 'regular' | 'bold') => {
      font(doc, weight, size(9));
      const height = Math.max(
        ...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: (widths[i] ?? 0) - 6 })),
      );
      if (!room(height)) return;
      const top = doc.y;
      let x = left;
      cells.forEach((cell, i) => {
        doc.text(cell, x, top, { width: (widths[i] ?? 0) - 6 });
        x += widths[i] ?? 0;
      });
      doc.x = left;
      doc.y = top + height + size(2.5);
    };
    draw(titles, 'bold');
    for (const row of rows) draw(row, 'regular');
  };

  const none = (text: string) => {
    font(doc, 'regular', size(9.5), MUTED);
    if (room(size(12))) doc.text(text, left, doc.y, { width });
  };

  // Title: whose pack, from whom, when; the photo beside it, so the ward knows whom it is for.
  const top = doc.y;
  const photoSize = PHOTO_SIZE * Math.max(scale, 0.8);
  const titleWidth = pack.photo ? width - photoSize - 12 : width;
  font(doc, 'regular', size(10), MUTED);
  doc.text(`${pack.organisationName} · ${pack.printedLine}`, left, doc.y, { width: titleWidth });
  font(doc, 'bold', size(20), INK);
  doc.text('Hospital pack', { width: titleWidth });
  font(doc, 'bold', size(15), INK);
  doc.text(pack.name, { width: titleWidth });
  if (pack.photo && drawPhoto(doc, pack.photo, left + width - photoSize, top, photoSize))
    doc.y = Math.max(doc.y, top + photoSize);
  doc.y += size(4);

  // Allergies first and in the alert colour: the one fact that must not be missed.
  font(doc, 'bold', size(11.5), DANGER);
  doc.text(`Allergies: ${pack.allergies}`, left, doc.y, { width });
  doc.y += size(2);

  section('Resuscitation');
  for (const [label, value] of pack.resuscitation) labelled(label, value);

  section('About the person');
  for (const [label, value] of pack.identity) labelled(label, value);

  section('Communication');
  for (const [label, value] of pack.communication) labelled(label, value);

  section('Mobility');
  for (const [label, value] of pack.mobility) labelled(label, value);

  section('Current medicines');
  if (pack.medicines.length === 0) none('No current medicines are recorded.');
  else
    table(
      ['Medicine', 'Dose', 'When'],
      [3.2, 1.6, 3.2],
      pack.medicines.map((m) => [m.name, m.dose, m.when]),
    );

  section('Next of kin');
  if (pack.nextOfKin.length === 0) none('No next of kin is recorded.');
  else
    table(
      ['Name', 'Relationship', 'Phone'],
      [3, 2, 3],
      pack.nextOfKin.map((k) => [k.name, k.relationship, k.phone]),
    );
  return fits;
}

function render(pack: HospitalPack, scale: number): { fits: boolean; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN + 6, right: MARGIN + 6 },
    info: { Title: `Hospital pack: ${pack.name}`, Author: pack.organisationName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fits = layout(doc, pack, scale);
  doc.end();
  return { fits, done };
}

/**
 * The hospital pack as a PDF of exactly one A4 page, at the largest type that fits; at the
 * smallest, what does not fit is left off rather than printed on a second page.
 */
export async function renderHospitalPack(pack: HospitalPack): Promise<Buffer> {
  for (const scale of SCALES) {
    const attempt = render(pack, scale);
    if (attempt.fits) return attempt.done;
    await attempt.done;
  }
  return render(pack, SCALES[SCALES.length - 1] ?? 0.65).done;
}
