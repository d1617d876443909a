import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web app never takes from '@care360/domain' anything made from the whole registry of record
 * kinds (ALL_RECORDS, recordKind, ALL_PERMISSIONS, the permission catalogue, …): that would put
 * every area's declarations in one chunk again, loaded by the page using it. A screen reads the
 * names-only index ('virtual:care360/record-kinds') or loads its areas (loaded-kinds.ts). Only the
 * files run at build time (buildTimeListPlugin in vite.config.ts) and tests may, and the server.
 */

const WEB = resolve(import.meta.dirname, '../../..');
const DOMAIN = resolve(WEB, '../../packages/domain/src');
const REGISTRY = join(DOMAIN, 'catalogue/registry.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

interface ValueImport {
  from: string;
  names: string[];
}

/** The names a file imports as values (`import type` and `type X` specifiers left out). */
function valueImports(text: string): ValueImport[] {
  const imports = text.matchAll(/^import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/gm);
  return [...imports].map(([, typeOnly, list = '', from = '']) => ({
    from,
    names: typeOnly
      ? []
      : list
          .split(',')
          .map((specifier) => specifier.trim())
          .filter((specifier) => specifier !== '' && !specifier.startsWith('type '))
          .map((specifier) => specifier.split(/\s+as\s+/)[0] ?? specifier),
  }));
}

/** A file's top-level statements, comments left out, each with the names it declares. */
function topLevelStatements(source: string): { names: string[]; text: string }[] {
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const starts = [...text.matchAll(/^(?:export\s+)?(?:const|let|function|class|async)\b/gm)];
  return starts.map((start, index) => {
    const body = text.slice(start.index, starts[index + 1]?.index ?? text.length);
    const single = /^(?:export\s+)?(?:const|let|class|(?:async\s+)?function)\s+(\w+)/.exec(body);
    const destructured = /^(?:export\s+)?const\s*\{([^}]*)\}/.exec(body);
    const names = single?.[1]
      ? [single[1]]
      : (destructured?.[1] ?? '').split(',').map((name) => name.trim());
    return { names: names.filter(Boolean), text: body };
  });
}

/** Whether code names this identifier: not as a property (`kind.name`), nor inside a string. */
const mentions = (text: string, name: string) =>
  new RegExp(`(?<![\\w$'\`-])(?<![^.]\\.)${name.replace(/\$/g, '\\$')}(?![\\w$'\`-])`).test(text);

/**
 * Every value the domain exports that is made from the registry: the registry's own, then, until
 * nothing changes, each exported declaration that mentions one it imports or one of its own
 * file's declarations so made. Per declaration, not per file: `MAR_CHART_SECTION` lives beside
 * `clientFileSections` (made from the registry) and stays free to take.
 */
function registryDerivedExports(): Set<string> {
  const files = sourceFiles(DOMAIN).filter((file) => !file.endsWith('index.ts'));
  const derived = new Set(
    topLevelStatements(readFileSync(REGISTRY, 'utf8'))
      .filter((statement) => statement.text.startsWith('export'))
      .flatMap((statement) => statement.names),
  );
  for (let changed = true; changed; ) {
    changed = false;
    for (const file of files) {
      if (file === REGISTRY) continue;
      const text = readFileSync(file, 'utf8');
      const local = new Set(
        valueImports(text)
          .filter((entry) => entry.from.startsWith('.'))
          .flatMap((entry) => entry.names)
          .filter((name) => derived.has(name)),
      );
      for (let grew = true; grew; ) {
        grew = false;
        for (const statement of topLevelStatements(text)) {
          if (statement.names.every((name) => local.has(name))) continue;
          const body = statement.text.replace(/^[^=({]*/, '');
          if (![...local].some((name) => mentions(body, name))) continue;
          for (const name of statement.names) local.add(name);
          grew = true;
          if (statement.text.startsWith('export')) {
            for (const name of statement.names) {
              if (!derived.has(name)) {
                derived.add(name);
                changed = true;
              }
            }
          }
        }
      }
    }
  }
  return derived;
}

/** The modules buildTimeListPlugin runs at build time: they may read every declaration. */
function buildTimeSources(): Set<string> {
  const config = readFileSync(join(WEB, 'vite.config.ts'), 'utf8');
  const paths = [...config.matchAll(/sourcePath\('([^']+)'\)/g)].map(([, path = '']) =>
    resolve(WEB, path),
  );
  return new Set(paths);
}

describe('the web app and the whole registry of record kinds', () => {
  const derived = registryDerivedExports();

  it('finds what is made from the registry, and only that', () => {
    for (const name of [
      'ALL_RECORDS',
      'recordKind',
      'ALL_PERMISSIONS',
      'isPermission',
      'PERMISSION_CATALOGUE',
      'permissionLabel',
      'auditRecordTypes',
      'rolePermissionsAnswer',
      'RECORD_NAV',
    ]) {
      expect(derived, name).toContain(name);
    }
    for (const name of ['can', 'MAR_CHART_SECTION', 'navGroupName', 'permissionCatalogue']) {
      expect(derived, name).not.toContain(name);
    }
  });

  it('is not imported by any web module but the build-time ones', () => {
    const buildTime = buildTimeSources();
    expect(buildTime.size).toBeGreaterThan(0);
    const offenders = sourceFiles(join(WEB, 'src'))
      .filter((file) => !buildTime.has(file) && !file.includes(`${join('src', 'test')}/`))
      .flatMap((file) =>
        valueImports(readFileSync(file, 'utf8'))
          .filter((entry) => entry.from === '@care360/domain')
          .flatMap((entry) => entry.names.filter((name) => derived.has(name)))
          .map((name) => `${relative(WEB, file)}: ${name}`),
      );
    expect(offenders).toEqual([]);
  });

  it('would catch a page that took one', () => {
    const page = "import { displayValue, recordKind } from '@care360/domain';";
    const taken = valueImports(page).flatMap((entry) => entry.names);
    expect(taken.filter((name) => derived.has(name))).toEqual(['recordKind']);
    expect(dirname(REGISTRY)).toMatch(/catalogue$/);
  });
});
