import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { handWrittenWrites, moduleSources } from './write-path';

/**
 * One write path: no area module of the server bumps a version or writes an audit entry by
 * hand; each change goes through the record store.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the write-path check', () => {
  it('refuses a hand-written version bump and an audit insert', () => {
    const sample = [
      "import { recordAudit } from '../../platform/audit/audit';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a sample module.
      "await tx.update(table).set({ status, version: sql`${col('version')} + 1` });",
      'await tx.update(table).set({ version: existing.version + 1 });',
      'await tx.insert(schema.auditLog).values({ action: "update" });',
      "await tx.execute(sql`insert into audit_log (action) values ('update')`);",
      "await recordAudit(tx, { action: 'update', recordType: 'clients' });",
    ].join('\n');
    expect(handWrittenWrites(sample).map((found) => found.line)).toEqual([1, 2, 2, 3, 3, 4, 5, 6]);
  });

  it("accepts a change through the record store, and a select of a row's version", () => {
    const sample = [
      "import { changeRecord, noteAction, systemActor } from '../../platform/records/record-store';",
      "await changeRecord(tx, actor, references, id, { requestState: 'Overdue' }, { version });",
      "await noteAction(tx, actor, { action: 'email.sent', recordType: 'applicants' });",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a sample module.
      "const [row] = await db.select({ id: col('id'), version: sql<number>`${col('version')}` });",
      'if (found.version !== body.version) throw stale();',
    ].join('\n');
    expect(handWrittenWrites(sample)).toEqual([]);
  });

  it('finds none in the server area modules', () => {
    const found = moduleSources(root).flatMap((file) =>
      handWrittenWrites(fs.readFileSync(file, 'utf8')).map(
        (write) => `${path.relative(root, file)}:${write.line}: ${write.rule}: ${write.text}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
