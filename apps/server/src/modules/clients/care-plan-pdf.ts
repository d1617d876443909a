import type { AnsweredSection, ClientAlert } from '@care360/domain';
import PDFDocument from 'pdfkit';

/** The care plan as it is printed: plain text, already formatted the UK way. */
export interface CarePlan {
  organisationName: string;
  /** 'Printed DD/MM/YYYY HH:MM by <user>'. */
  printedLine: string;
  client: {
    name: string;
    /** Label → value, e.g. 'Date of birth' → '01/02/1940 (85)'. */
    details: [string, string][];
  };
  alerts: ClientAlert[];
  /** Each risk assessment: hazard and rating, then its fields (controls, agreed actions, …). */
  risks: { title: string; lines: [string, string][] }[];
  profile: AnsweredForm[];
  assessments: {
    title: string;
    /** Score and risk band, e.g. '14 — Medium risk'; '' for unscored forms. */
    result: string;
    assessedOn: string;
    assessedBy: string;
    nextReview: string;
  }[];
  medications: { name: string; dose: string; route: string; when: string; support: string }[];
  supportPlan: AnsweredForm | null;
  contacts: { name: string; relationship: string; roles: string; phone: string }[];
}

export interface AnsweredForm {
  title: string;
  /** e.g. 'Completed 01/03/2025 by Ann Lee'. */
  note: string;
  sections: AnsweredSection[];
}

const INK = '#1a1a1a';
const MUTED = '#555555';
const RULE = '#bbbbbb';
const TONE_COLOURS: Record<ClientAlert['tone'], string> = {
  danger: '#b00020',
  warning: '#8a5300',
  info: '#1f4e79',
};
const LABEL_WIDTH = 170;
const GAP = 10;

export type Doc = PDFKit.PDFDocument;

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
function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > area(doc).bottom) doc.addPage();
}

export function font(doc: Doc, weight: 'regular' | 'bold', size: number, colour = INK) {
  doc
    .font(weight === 'bold' ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(size)
    .fillColor(colour);
}

/** A line of `label: value` in two columns; the value wraps in its own column. */
function labelled(doc: Doc, label: string, value: string) {
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

/**
 * A heading kept with what follows it: a page break comes before the heading, never between it
 * and its first lines (`following` is their height; a part's heading keeps room for a form's
 * heading and its first answer).
 */
function heading(doc: Doc, text: string, level: 1 | 2, following = level === 1 ? 64 : 32) {
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

function paragraph(doc: Doc, text: string, colour = INK) {
  font(doc, 'regular', 10, colour);
  const { left, width } = area(doc);
  ensureSpace(doc, doc.heightOfString(text, { width }));
  doc.text(text, left, doc.y, { width });
  doc.y += 4;
}

const nothing = (doc: Doc, text: string) => paragraph(doc, text, MUTED);

function titleBlock(doc: Doc, plan: CarePlan) {
  const { left, width } = area(doc);
  font(doc, 'regular', 11, MUTED);
  doc.text(plan.organisationName, left, doc.y, { width });
  font(doc, 'bold', 22);
  doc.text('Care plan', { width });
  font(doc, 'bold', 16);
  doc.text(plan.client.name, { width });
  doc.y += 8;
  for (const [label, value] of plan.client.details) labelled(doc, label, value);
}

function alertsBlock(doc: Doc, alerts: ClientAlert[]) {
  heading(doc, 'Key alerts', 1);
  if (alerts.length === 0) return nothing(doc, 'No alerts.');
  for (const alert of alerts) {
    const { left, width } = area(doc);
    font(doc, 'regular', 10);
    const height = doc.heightOfString(alert.text, { width: width - 16 }) + 16;
    ensureSpace(doc, height + 6);
    const top = doc.y;
    // A bar in the alert's colour; the title says the same in words, so print in grey loses nothing.
    doc.rect(left, top, 4, height).fill(TONE_COLOURS[alert.tone]);
    font(doc, 'bold', 10, TONE_COLOURS[alert.tone]);
    doc.text(alert.title, left + 12, top + 2, { width: width - 16 });
    font(doc, 'regular', 10);
    doc.text(alert.text, left + 12, doc.y, { width: width - 16 });
    doc.x = left;
    doc.y = top + height + 6;
  }
}

function answeredForm(doc: Doc, form: AnsweredForm) {
  heading(doc, form.title, 2);
  font(doc, 'regular', 9, MUTED);
  doc.text(form.note, area(doc).left, doc.y, { width: area(doc).width });
  doc.y += 4;
  for (const section of form.sections) {
    font(doc, 'bold', 10, MUTED);
    ensureSpace(doc, 30);
    doc.text(section.title.toUpperCase(), area(doc).left, doc.y, { width: area(doc).width });
    doc.y += 2;
    for (const line of section.lines) labelled(doc, line.question, line.answer);
    doc.y += 4;
  }
}

/** Rows of columns; each row starts on a new page when it does not fit, headings repeated. */
function table(doc: Doc, columns: { title: string; share: number }[], rows: string[][]) {
  const { left, width } = area(doc);
  const total = columns.reduce((sum, column) => sum + column.share, 0);
  const widths = columns.map((column) => (width * column.share) / total);
  const row = (cells: string[], weight: 'regular' | 'bold') => {
    font(doc, weight, 9.5);
    const height = Math.max(
      ...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: (widths[i] ?? 0) - 6 })),
    );
    return { height, cells, weight };
  };
  const draw = ({ height, cells, weight }: ReturnType<typeof row>) => {
    const top = doc.y;
    let x = left;
    font(doc, weight, 9.5);
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
  for (const cells of rows) {
    const measured = row(cells, 'regular');
    if (doc.y + measured.height > area(doc).bottom) {
      doc.addPage();
      draw(header);
    }
    draw(measured);
  }
}

/** Page numbers and who printed it, on every page once the content is laid out. */
function footers(doc: Doc, printedLine: string) {
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

/** The care plan as a PDF: A4, Helvetica, page numbers and a printed-by line on every page. */
export function renderCarePlan(plan: CarePlan): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 64, left: 56, right: 56 },
    bufferPages: true,
    info: { Title: `Care plan: ${plan.client.name}`, Author: plan.organisationName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  titleBlock(doc, plan);
  alertsBlock(doc, plan.alerts);

  heading(doc, 'Risks and agreed actions', 1);
  if (plan.risks.length === 0) nothing(doc, 'No risk assessment is recorded.');
  for (const risk of plan.risks) {
    heading(doc, risk.title, 2);
    for (const [label, value] of risk.lines) labelled(doc, label, value);
    doc.y += 4;
  }

  heading(doc, 'About me', 1);
  if (plan.profile.length === 0) nothing(doc, 'No profile has been completed yet.');
  for (const form of plan.profile) answeredForm(doc, form);

  heading(doc, 'Assessments', 1);
  if (plan.assessments.length === 0) nothing(doc, 'No assessment has been completed yet.');
  else
    table(
      doc,
      [
        { title: 'Assessment', share: 3 },
        { title: 'Score and risk', share: 2.4 },
        { title: 'Assessed', share: 2.6 },
        { title: 'Next review', share: 1.6 },
      ],
      plan.assessments.map((a) => [
        a.title,
        a.result || 'Not scored',
        [a.assessedOn, a.assessedBy].filter(Boolean).join(' by '),
        a.nextReview,
      ]),
    );

  heading(doc, 'Medication', 1);
  if (plan.medications.length === 0) nothing(doc, 'No current medication is recorded.');
  else
    table(
      doc,
      [
        { title: 'Medication', share: 3 },
        { title: 'Dose', share: 1.6 },
        { title: 'Route', share: 1.3 },
        { title: 'When', share: 2.6 },
        { title: 'Support', share: 1.5 },
      ],
      plan.medications.map((m) => [m.name, m.dose, m.route, m.when, m.support]),
    );

  heading(doc, 'Support plan', 1);
  if (plan.supportPlan) answeredForm(doc, plan.supportPlan);
  else nothing(doc, 'No support plan has been completed yet.');

  heading(doc, 'Contacts', 1);
  if (plan.contacts.length === 0) nothing(doc, 'No contacts are recorded.');
  else
    table(
      doc,
      [
        { title: 'Name', share: 2.4 },
        { title: 'Relationship', share: 2 },
        { title: 'Role', share: 2.6 },
        { title: 'Phone', share: 2 },
      ],
      plan.contacts.map((c) => [c.name, c.relationship, c.roles, c.phone]),
    );

  footers(doc, plan.printedLine);
  doc.end();
  return done;
}
