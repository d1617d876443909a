import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import vitestConfig from '../vitest.config';

/**
 * What the README and ARCHITECTURE.md tell a developer to run or open exists: every `npm run`
 * script, every `npx` program, every vitest project a script names, every file a command or a
 * link names. Nothing heavy is run; this only reads the files.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const DOCS = ['README.md', 'ARCHITECTURE.md'] as const;

interface PackageJson {
  name?: string;
  scripts?: Record<string, string>;
  workspaces?: string[];
}
const rootPackage = JSON.parse(read('package.json')) as PackageJson;
const rootScripts = rootPackage.scripts ?? {};
const workspaces = new Map(
  (rootPackage.workspaces ?? []).map((dir) => {
    const pkg = JSON.parse(read(`${dir}/package.json`)) as PackageJson;
    return [pkg.name ?? dir, pkg.scripts ?? {}] as const;
  }),
);

/** The README with its fenced blocks kept (commands live there too). */
const readme = read('README.md');

/** Inline code spans outside fenced blocks; a span broken over lines is joined up again. */
function codeSpans(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/`([^`]+)`/g)].map((m) =>
    (m[1] as string).replace(/\/\s+/g, '/').replace(/\s+/g, ' ').trim(),
  );
}

/** Commands as `npm run <script> [-w <workspace>]`, `npm test`, `npm start` in a text. */
function npmScriptsNamed(text: string): Array<{ script: string; workspace: string | null }> {
  const named: Array<{ script: string; workspace: string | null }> = [];
  for (const m of text.matchAll(/\bnpm run ([a-z][\w:.-]*)((?: +-[-\w]+(?: +[@\w/.-]+)?)*)/g)) {
    const workspace = /(?:^|\s)(?:-w|--workspace)[ =]([@\w/.-]+)/.exec(m[2] ?? '');
    named.push({ script: m[1] as string, workspace: workspace?.[1] ?? null });
  }
  for (const m of text.matchAll(/\bnpm (test|start)\b/g)) {
    named.push({ script: m[1] as string, workspace: null });
  }
  return named;
}

/** Words of a command that name a file or folder of the repository (`scripts/x.ts`). */
function repositoryPaths(command: string): string[] {
  return command
    .split(/[\s;&|]+/)
    .filter((word) => /^[\w.-]+(\/[\w.-]+)+\/?$/.test(word) && !word.startsWith('@'));
}

/**
 * Whether a path exists; `<name>` and `*` in a segment match any name in that folder, and a `**`
 * segment any depth of folders.
 */
function pathExists(pattern: string): boolean {
  const segments = pattern.replace(/\/$/, '').split('/');
  const walk = (dir: string, index: number): boolean => {
    if (index === segments.length) return true;
    const segment = segments[index] as string;
    if (segment === '**') {
      // Any depth of folders, none included.
      if (walk(dir, index + 1)) return true;
      if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return false;
      return fs
        .readdirSync(dir, { withFileTypes: true })
        .some(
          (entry) =>
            entry.isDirectory() &&
            entry.name !== 'node_modules' &&
            walk(path.join(dir, entry.name), index),
        );
    }
    if (!/[<*]/.test(segment)) {
      const next = path.join(dir, segment);
      return fs.existsSync(next) && walk(next, index + 1);
    }
    if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return false;
    const matcher = new RegExp(
      `^${segment
        .split(/(<[^>]+>|\*)/)
        .map((part) =>
          part === '*' || part.startsWith('<')
            ? '[^/]+'
            : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('')}$`,
    );
    return fs
      .readdirSync(dir)
      .filter((name) => name !== 'node_modules' && matcher.test(name))
      .some((name) => walk(path.join(dir, name), index + 1));
  };
  return walk(root, 0);
}

/** The vitest projects vitest.config.ts declares. */
const vitestProjects = new Set(
  ((vitestConfig.test?.projects ?? []) as Array<{ test?: { name?: unknown } }>).map((project) =>
    String(project.test?.name),
  ),
);

/** The projects `npm test` (scripts/test.mjs) runs. */
function projectsOfTestScript(): string[] {
  const source = read('scripts/test.mjs');
  const list = /const projects = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
  const pushed = [...source.matchAll(/projects\.push\(([^)]*)\)/g)].map((m) => m[1]).join(',');
  return [...`${list},${pushed}`.matchAll(/'([^']+)'/g)].map((m) => m[1] as string);
}

describe('the commands the README names', () => {
  const named = npmScriptsNamed(readme);

  it('names the commands a developer needs', () => {
    const scripts = named.map((n) => n.script);
    for (const script of ['start', 'test', 'test:unit', 'test:db', 'test:e2e']) {
      expect(scripts).toContain(script);
    }
  });

  it('names only npm scripts that exist', () => {
    const missing = named
      .filter(({ script, workspace }) =>
        workspace ? !(script in (workspaces.get(workspace) ?? {})) : !(script in rootScripts),
      )
      .map(({ script, workspace }) => (workspace ? `${script} -w ${workspace}` : script));
    expect(missing).toEqual([]);
  });

  it('names only npx programs that are installed, and files that exist', () => {
    const commands = [...readme.matchAll(/\bnpx ([a-z@][\w@/.-]*)([^`\n]*)/g)];
    expect(commands.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const [, bin, rest] of commands) {
      if (!fs.existsSync(path.join(root, 'node_modules/.bin', bin as string))) {
        problems.push(`npx ${bin}: not installed`);
      }
      for (const m of (rest ?? '').matchAll(/--project[ =]([\w-]+)/g)) {
        if (!vitestProjects.has(m[1] as string)) problems.push(`npx ${bin}: --project ${m[1]}`);
      }
      for (const file of repositoryPaths(rest ?? '')) {
        if (!pathExists(file)) problems.push(`npx ${bin} ${file}: no such file`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the scripts of package.json', () => {
  it('run only npm scripts, vitest projects and files that exist', () => {
    const problems: string[] = [];
    for (const [name, command] of Object.entries(rootScripts)) {
      for (const { script, workspace } of npmScriptsNamed(command)) {
        const scripts = workspace ? workspaces.get(workspace) : rootScripts;
        if (!scripts || !(script in scripts)) problems.push(`${name}: npm run ${script}`);
      }
      for (const m of command.matchAll(/--project[ =]([\w-]+)/g)) {
        if (!vitestProjects.has(m[1] as string)) problems.push(`${name}: --project ${m[1]}`);
      }
      for (const file of repositoryPaths(command)) {
        if (!pathExists(file)) problems.push(`${name}: ${file}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('run the whole database suite with test:db, once', () => {
    const projects = [...(rootScripts['test:db'] ?? '').matchAll(/--project[ =]([\w-]+)/g)].map(
      (m) => m[1],
    );
    expect(projects).toEqual(['server', 'server-isolated']);
    for (const project of projects) expect(vitestProjects.has(project ?? '')).toBe(true);
  });

  it('leave no vitest project out of npm test, and name none that is not there', () => {
    const run = projectsOfTestScript();
    expect([...new Set(run)].sort()).toEqual([...vitestProjects].sort());
  });
});

describe('the links of the README and ARCHITECTURE.md', () => {
  for (const doc of DOCS) {
    it(`${doc} links only to files inside the repository`, () => {
      const text = read(doc);
      const problems: string[] = [];
      const links = [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map(
        (m) => m[1] as string,
      );
      for (const link of links) {
        if (/^([a-z][a-z+.-]*:|#)/i.test(link)) continue;
        const target = decodeURI(link.split('#')[0] as string);
        const resolved = path.resolve(root, path.dirname(doc), target);
        if (path.relative(root, resolved).startsWith('..')) problems.push(`${link}: outside`);
        else if (!fs.existsSync(resolved)) problems.push(`${link}: missing`);
      }
      // Paths written as code (`packages/domain/src/catalogue/<area>/*.record.ts`) must name something too.
      for (const span of codeSpans(text)) {
        if (!/^(\.\.\/|(apps|packages|scripts|e2e|docs)\/)/.test(span) || /\s/.test(span)) continue;
        if (span.startsWith('../')) problems.push(`${span}: outside`);
        else if (!pathExists(span)) problems.push(`${span}: missing`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('README links to ARCHITECTURE.md', () => {
    const links = [...readme.matchAll(/\]\(\.?\/?ARCHITECTURE\.md\)/g)];
    expect(links.length).toBeGreaterThan(0);
  });
});
