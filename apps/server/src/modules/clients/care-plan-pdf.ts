import type { AnsweredSection, ClientAlert } from '@care360/domain';
import {
  area,
  type Doc,
  ensureSpace,
  font,
  footers,
  heading,
  labelled,
  MUTED,
  paragraph,
  pdfDocument,
  table,
  titleLines,
} from '../../platform/pdf/pdf-blocks';

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

const TONE_COLOURS: Record<ClientAlert['tone'], string> = {
  danger: '#b00020',
  warning: '#8a5300',
  info: '#1f4e79',
};

const nothing = (doc: Doc, text: string) => paragraph(doc, text, MUTED);

function titleBlock(doc: Doc, plan: CarePlan) {
  titleLines(doc, plan.organisationName, 'Care plan', plan.client.name);
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

/** The care plan as a PDF: A4, Helvetica, page numbers and a printed-by line on every page. */
export function renderCarePlan(plan: CarePlan): Promise<Buffer> {
  const { doc, done } = pdfDocument({
    Title: `Care plan: ${plan.client.name}`,
    Author: plan.organisationName,
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
