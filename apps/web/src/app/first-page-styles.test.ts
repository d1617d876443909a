import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The first page links only some of Mantine's stylesheets (first-page-styles.ts); a component
// used there without its stylesheet would show unstyled on the sign-in page. These tests follow
// the static imports of every page outside the signed-in area, and of what frames every route.

const src = path.resolve(import.meta.dirname, '..');
const fullSheet = createRequire(path.join(src, 'app')).resolve('@mantine/core/styles.layer.css');
const stylesDir = path.join(path.dirname(fullSheet), 'styles');
const listed = [
  ...fs
    .readFileSync(path.join(src, 'app/first-page-styles.ts'), 'utf8')
    .matchAll(/^import '@mantine\/core\/styles\/([\w-]+)\.layer\.css';$/gm),
].map((match) => match[1] as string);

const firstPageFiles = [
  ...fs
    .readdirSync(path.join(src, 'public'))
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
    .map((file) => path.join(src, 'public', file)),
  ...['AppProviders.tsx', 'RootLayout.tsx', 'RoutePending.tsx', 'RouteError.tsx'].map((file) =>
    path.join(src, 'app', file),
  ),
];

/** The theme names components to style them (`Modal.extend`) wherever they show; it shows none. */
const CONFIGURES_ONLY = new Set([path.join(src, 'app/theme.ts')]);

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.tsx`, `${base}.ts`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]
    .filter((candidate) => fs.existsSync(candidate))
    .at(0);
}

/** Mantine components the files import at run time, following their static local imports. */
function mantineComponentsOf(entries: string[]): Map<string, string> {
  const usedIn = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const [, names] of CONFIGURES_ONLY.has(file)
      ? []
      : code.matchAll(/^import \{([^}]*)\} from '@mantine\/core';/gm)) {
      for (const name of (names ?? '').split(',').map((part) => part.trim())) {
        if (name && !name.startsWith('type ')) usedIn.set(name, path.relative(src, file));
      }
    }
    for (const [, specifier] of code.matchAll(/^import (?!type )[^;]*?from '(\.[^']+)';/gm)) {
      const resolved = specifier && resolveLocal(file, specifier);
      if (resolved) queue.push(resolved);
    }
  }
  return usedIn;
}

describe('the first page’s share of the UI kit’s styles', () => {
  it('holds the stylesheet of every Mantine component a page outside the signed-in area uses', () => {
    const used = mantineComponentsOf(firstPageFiles);
    // Sanity: the walk reaches the sign-in form and the alert popup of the root layout.
    expect([...used.keys()]).toEqual(expect.arrayContaining(['PasswordInput', 'Notification']));
    const missing = [...used]
      .filter(([name]) => fs.existsSync(path.join(stylesDir, `${name}.layer.css`)))
      .filter(([name]) => !listed.includes(name))
      .map(([name, file]) => `${name} (used in ${file})`);
    expect(missing).toEqual([]);
  });

  it('lists the stylesheets in Mantine’s own order, a component after those it builds on', () => {
    const whole = fs.readFileSync(fullSheet, 'utf8');
    const positions = listed.map((name) => {
      const sheet = fs.readFileSync(path.join(stylesDir, `${name}.layer.css`), 'utf8');
      const firstRule = sheet.replace(/^\s*@layer mantine\s*\{/, '').slice(0, 120);
      return { name, at: whole.indexOf(firstRule) };
    });
    expect(positions.filter((entry) => entry.at < 0)).toEqual([]);
    const inMantineOrder = [...positions].sort((a, b) => a.at - b.at).map((entry) => entry.name);
    expect(listed).toEqual(inMantineOrder);
    expect(listed.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
  });
});
