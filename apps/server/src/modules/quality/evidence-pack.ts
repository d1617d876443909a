import type { Db } from '@care360/db';
import {
  CQC_KEY_QUESTIONS,
  type CqcKeyQuestion,
  displayValue,
  type QaRegisterName,
  recordKind,
  ukDate,
} from '@care360/domain';
import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/auth-context';
import {
  type Doc,
  font,
  footers,
  heading,
  labelled,
  MUTED,
  paragraph,
  pdfDocument,
  table,
} from '../../platform/pdf/pdf-blocks';
import { dateColumnText } from '../../platform/records/column-values';
import {
  column,
  referenceTitles,
  scopeOf,
  tableOf,
  titleOf,
  titlesObject,
} from '../../platform/records/record-query';
import { entriesInPeriod, type QaPeriod, REGISTER_FACTS, readableRegisters } from './qa-dashboard';

/**
 * The evidence pack: for a period and a branch, every register entry and action tagged with a
 * CQC quality statement, sorted by key question and statement, each listed with its outcome and
 * then given in full. One PDF with a part (and a bookmark) per key question: one file to hand an
 * inspector and one audited download, rather than a zip of five an inspector must unpack.
 */

export interface Evidence {
  keyQuestion: CqcKeyQuestion;
  statement: string;
  register: QaRegisterName;
  /** The register's name for it ("Incident and Accident", or "Incident Action"). */
  noun: string;
  id: string;
  date: string;
  title: string;
  outcome: string;
  /** The record's fields, labelled, as its page shows them. */
  details: Array<[string, string]>;
}

const statements = () => recordKind('cqc-quality-statements');

/** The statement's key question and name, joined to a tagged row. */
function statementOf(table: ReturnType<typeof tableOf>) {
  const s = tableOf(statements());
  return {
    keyQuestion: sql<string>`(select ${column(s, 'keyQuestion')} from ${s} where ${column(s, 'id')} = ${column(table, 'cqcStatement')})`,
    statement: sql<string>`(select ${column(s, 'statement')} from ${s} where ${column(s, 'id')} = ${column(table, 'cqcStatement')})`,
  };
}

function detailsOf(
  kindName: string,
  row: Record<string, unknown>,
  titles: Record<string, string | null>,
): Array<[string, string]> {
  const declared = recordKind(kindName as never);
  return Object.entries(declared.fields).flatMap(([key, def]): Array<[string, string]> => {
    if (key === 'cqcStatement') return [];
    const value = row[key];
    if (value === null || value === undefined || value === '') return [];
    const shown =
      def.kind === 'date'
        ? ukDate(dateColumnText(value) ?? '')
        : displayValue(def, value, titles[key] ?? null);
    return shown ? [[def.label, shown]] : [];
  });
}

/** The tagged entries and actions of the period the caller may read. */
export async function evidenceOf(db: Db, auth: AuthContext, period: QaPeriod): Promise<Evidence[]> {
  const found: Evidence[] = [];
  for (const name of readableRegisters(auth)) {
    const kind = recordKind(name);
    const table = tableOf(kind);
    const facts = REGISTER_FACTS[name];
    const rows = await db
      .select({
        row: table,
        title: titleOf(kind, table),
        titles: titlesObject(referenceTitles(kind)),
        ...statementOf(table),
      })
      .from(table)
      .where(and(entriesInPeriod(auth, name, period), isNotNull(column(table, 'cqcStatement'))));
    for (const { row, title, titles, keyQuestion, statement } of rows) {
      const values = row as Record<string, unknown>;
      found.push({
        keyQuestion: keyQuestion as CqcKeyQuestion,
        statement,
        register: name,
        noun: kind.singular,
        id: String(values.id),
        date: dateColumnText(values[facts.date]) ?? '',
        title: String(title ?? ''),
        outcome: facts.closes
          ? `${String(values.status ?? '')}${values.closedOn ? ` ${ukDate(dateColumnText(values.closedOn) ?? '')}` : ''}${values.outcome ? `: ${String(values.outcome)}` : ''}`
          : 'Received',
        details: detailsOf(name, values, titles ?? {}),
      });
    }
    if (!facts.actions) continue;
    const actionKind = recordKind(facts.actions as never);
    const a = tableOf(actionKind);
    const actions = await db
      .select({
        row: a,
        titles: titlesObject(referenceTitles(actionKind)),
        ...statementOf(a),
      })
      .from(a)
      .where(
        and(
          scopeOf(actionKind, auth.user),
          isNotNull(column(a, 'cqcStatement')),
          sql`${column(a, 'parentId')} in (select ${column(table, 'id')} from ${table} where ${entriesInPeriod(auth, name, period)})`,
        ) as SQL,
      );
    for (const { row, titles, keyQuestion, statement } of actions) {
      const values = row as Record<string, unknown>;
      found.push({
        keyQuestion: keyQuestion as CqcKeyQuestion,
        statement,
        register: name,
        noun: `${kind.singular} action`,
        id: String(values.id),
        date: dateColumnText(values.dueOn) ?? '',
        title: String(values.action ?? ''),
        outcome:
          values.done === true
            ? `Done ${ukDate(dateColumnText(values.doneOn) ?? '')}`
            : `Due ${ukDate(dateColumnText(values.dueOn) ?? '')}`,
        details: detailsOf(facts.actions, values, titles ?? {}),
      });
    }
  }
  return found.sort(
    (x, y) => x.statement.localeCompare(y.statement) || x.date.localeCompare(y.date),
  );
}

/** The branch's name for the cover, or every branch the caller may see. */
export async function branchNameOf(db: Db, auth: AuthContext, branch?: string) {
  if (!branch) return 'All branches';
  const kind = recordKind('branches');
  const b = tableOf(kind);
  const [row] = await db
    .select({ name: column(b, 'name') })
    .from(b)
    .where(and(eq(column(b, 'id'), branch), scopeOf(kind, auth.user)));
  return row ? String(row.name) : 'All branches';
}

function keyQuestionPart(doc: Doc, keyQuestion: CqcKeyQuestion, evidence: Evidence[]) {
  doc.addPage();
  doc.outline.addItem(keyQuestion);
  heading(
    doc,
    `${keyQuestion}: ${evidence.length} piece${evidence.length === 1 ? '' : 's'} of evidence`,
    1,
  );
  if (evidence.length === 0) {
    paragraph(
      doc,
      'No register entry or action is tagged with this key question in the period.',
      MUTED,
    );
    return;
  }
  table(
    doc,
    [
      { title: 'Quality statement', share: 0.24 },
      { title: 'Date', share: 0.12 },
      { title: 'Record', share: 0.22 },
      { title: 'Summary', share: 0.22 },
      { title: 'Outcome', share: 0.2 },
    ],
    evidence.map((e) => [e.statement, e.date ? ukDate(e.date) : '', e.noun, e.title, e.outcome]),
  );
  heading(doc, 'The records', 2);
  for (const e of evidence) {
    heading(doc, `${e.noun}: ${e.title || ukDate(e.date)}`, 2);
    font(doc, 'regular', 9, MUTED);
    doc.text(`${e.statement} · record ${e.id}`);
    doc.moveDown(0.3);
    for (const [label, value] of e.details) labelled(doc, label, value);
  }
}

/** The pack as one PDF: a cover, then a part per key question. */
export async function evidencePackPdf(
  evidence: Evidence[],
  cover: { from: string; to: string; branchName: string; printedLine: string },
): Promise<Buffer> {
  const { doc, done } = pdfDocument({ Title: 'CQC evidence pack', Author: 'care360' });
  heading(doc, 'CQC evidence pack', 1);
  paragraph(doc, `${cover.branchName}, ${ukDate(cover.from)} to ${ukDate(cover.to)}.`);
  paragraph(
    doc,
    'The quality registers’ entries and actions tagged with a CQC quality statement, by key question: each listed with its outcome, then given in full.',
    MUTED,
  );
  table(
    doc,
    [
      { title: 'Key question', share: 0.6 },
      { title: 'Evidence', share: 0.4 },
    ],
    CQC_KEY_QUESTIONS.map((q) => [q, String(evidence.filter((e) => e.keyQuestion === q).length)]),
  );
  for (const keyQuestion of CQC_KEY_QUESTIONS) {
    keyQuestionPart(
      doc,
      keyQuestion,
      evidence.filter((e) => e.keyQuestion === keyQuestion),
    );
  }
  footers(doc, cover.printedLine);
  doc.end();
  return done;
}
