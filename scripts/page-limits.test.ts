import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_PAGE_SIZE } from '@care360/domain';
import { describe, expect, it } from 'vitest';

/**
 * No screen asks a list for more rows than the API gives (MAX_PAGE_SIZE; a larger `limit` is
 * refused with 400, and the screen then says it could not load). Every page size the web app
 * writes, as a number or as a constant, is read from its sources and held to the limit; a screen
 * that needs more follows the cursor (fetchAllPages in apps/web/src/platform/api.ts).
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webSources = path.join(root, 'apps/web/src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Where a page size is written: `limit: X`, `pageSize: X`, `pageSize = X`, `?limit=X`, `limit=${X}`. */
const PAGE_SIZE_AT = /\b(?:limit|pageSize)\s*(?::|=(?!=))\s*\$?\{?\s*([A-Za-z_$][\w$]*|\d+)/g;

/** Number constants of the web app and the domain's limit, by name. */
function numberConstants(files: string[]): Map<string, number> {
  const constants = new Map<string, number>([['MAX_PAGE_SIZE', MAX_PAGE_SIZE]]);
  for (const file of files) {
    for (const [, name, value] of fs
      .readFileSync(file, 'utf8')
      .matchAll(/\bconst\s+([A-Z][A-Z0-9_]*)\s*=\s*(\d+)\b/g)) {
      constants.set(name as string, Number(value));
    }
  }
  return constants;
}

/** Each page size a source asks for: the file, the line, and its value when it is known. */
function pageSizesIn(
  text: string,
  constants: ReadonlyMap<string, number>,
): Array<{ line: number; written: string; value: number | undefined }> {
  return [...text.matchAll(PAGE_SIZE_AT)].map((match) => {
    const written = match[1] as string;
    return {
      line: text.slice(0, match.index).split('\n').length,
      written,
      value: /^\d+$/.test(written) ? Number(written) : constants.get(written),
    };
  });
}

describe('page sizes asked for by the web app', () => {
  const files = sourceFiles(webSources);
  const constants = numberConstants(files);

  it('finds page sizes however they are written', () => {
    const sample = [
      'withQuery(path, { limit: 200 });',
      `fetch(\`/api/v1/x?limit=\${SHOWN}\`);`,
      "fetch('/api/v1/x?limit=150');",
      'useCursorList(path, {}, { pageSize: PAGE });',
      'function f({ pageSize = 30 }) {}',
      'if (limit === 3) {}',
    ].join('\n');
    const found = pageSizesIn(sample, new Map([['SHOWN', 101]]));
    expect(found.map(({ written, value }) => [written, value])).toEqual([
      ['200', 200],
      ['SHOWN', 101],
      ['150', 150],
      ['PAGE', undefined],
      ['30', 30],
    ]);
  });

  it('never asks for more than MAX_PAGE_SIZE rows at once', () => {
    const tooLarge = files.flatMap((file) =>
      pageSizesIn(fs.readFileSync(file, 'utf8'), constants)
        .filter(({ value }) => value !== undefined && value > MAX_PAGE_SIZE)
        .map(
          ({ line, written, value }) =>
            `${path.relative(root, file)}:${line} ${written} = ${value}`,
        ),
    );
    expect(tooLarge).toEqual([]);
  });

  it('knows the value of every page size written as a constant', () => {
    // A name it cannot resolve is a page size nobody checks: a parameter passed on is allowed.
    const PASSED_ON = new Set(['pageSize']);
    const unknown = files.flatMap((file) =>
      pageSizesIn(fs.readFileSync(file, 'utf8'), constants)
        .filter(({ value, written }) => value === undefined && !PASSED_ON.has(written))
        .map(({ line, written }) => `${path.relative(root, file)}:${line} ${written}`),
    );
    expect(unknown).toEqual([]);
  });
});
