import fs from 'node:fs';
import path from 'node:path';

/**
 * What an area module of the server may not write by hand: every change goes through the record
 * store (apps/server/src/platform/records/record-store.ts), which moves the version on and writes
 * the audit entry and the outbox event in the change's transaction. A version bump or an audit
 * insert written in a module would skip the outbox (no live update) or the audit trail.
 */
const FORBIDDEN: { rule: string; pattern: RegExp }[] = [
  // `version: sql\`${col('version')} + 1\``, `version: existing.version + 1`, `"version" + 1`.
  { rule: 'a hand-written version bump', pattern: /\bversion\b['"`)}\s]*\+\s*1\b/ },
  { rule: 'a version set by hand', pattern: /\bversion\s*:\s*(?:sql`[^`]*\+|[\w.]+\s*\+)/ },
  { rule: 'a direct audit write (recordAudit)', pattern: /\brecordAudit\b/ },
  { rule: 'an audit insert', pattern: /\.insert\(\s*(?:schema\.)?auditLog\s*\)/ },
  { rule: 'an audit insert in SQL', pattern: /insert\s+into\s+["`]?audit_log\b/i },
];

export interface HandWrite {
  line: number;
  rule: string;
  text: string;
}

/** Each line of `source` that writes a version or an audit entry by hand. */
export function handWrittenWrites(source: string): HandWrite[] {
  return source.split('\n').flatMap((text, index) =>
    FORBIDDEN.filter(({ pattern }) => pattern.test(text)).map(({ rule }) => ({
      line: index + 1,
      rule,
      text: text.trim(),
    })),
  );
}

/** The source files of the server's area modules (tests may set up rows as they need). */
export function moduleSources(root: string): string[] {
  const modules = path.join(root, 'apps/server/src/modules');
  return (fs.readdirSync(modules, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(modules, file));
}
