import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * `npm install` prints no engine warnings on the Node versions the README names: every
 * package in package-lock.json that states `engines.node` accepts them. The
 * range check is written here (semver is only a transitive dependency) and covers the forms
 * lockfiles use: comparators (>=, >, <=, <, =), ^ and ~, x-ranges (20, 20.x, 6.*), a space
 * between comparators (and), and ||. Anything else is reported, never passed silently.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

type Triple = [number, number, number];

const compare = (a: Triple, b: Triple) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

function parseVersion(text: string): Triple {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`Not a Node version: "${text}"`);
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

/** A version in a range: its numbers, and how many were given (x, * and missing parts are not). */
function parsePartial(text: string): { parts: Triple; given: number } {
  const match = /^v?(\d+|[xX*])?(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:[-+][0-9A-Za-z.-]+)?$/.exec(
    text,
  );
  if (!match) throw new Error(`Unsupported version in a range: "${text}"`);
  const numbers: number[] = [];
  for (const part of [match[1], match[2], match[3]]) {
    if (part === undefined || !/^\d+$/.test(part)) break;
    numbers.push(Number(part));
  }
  return {
    parts: [numbers[0] ?? 0, numbers[1] ?? 0, numbers[2] ?? 0],
    given: numbers.length,
  };
}

/** The version after the last one a partial version covers: 20 → 21.0.0, 20.19 → 20.20.0. */
function after(parts: Triple, given: number): Triple {
  if (given === 1) return [parts[0] + 1, 0, 0];
  if (given === 2) return [parts[0], parts[1] + 1, 0];
  return [parts[0], parts[1], parts[2] + 1];
}

function comparatorAccepts(version: Triple, comparator: string): boolean {
  const match = /^(>=|<=|>|<|=|\^|~)?(.*)$/.exec(comparator);
  const op = match?.[1] ?? '';
  const { parts, given } = parsePartial(match?.[2] ?? '');
  if (given === 0) return op === '' || op === '=' || op === '>=' || op === '^' || op === '~';
  const atLeast = (low: Triple) => compare(version, low) >= 0;
  const below = (high: Triple) => compare(version, high) < 0;
  switch (op) {
    case '':
    case '=':
      return atLeast(parts) && below(after(parts, given));
    case '>=':
      return atLeast(parts);
    case '>':
      return given === 3 ? compare(version, parts) > 0 : atLeast(after(parts, given));
    case '<':
      return below(parts);
    case '<=':
      return below(after(parts, given));
    case '~':
      return atLeast(parts) && below(after(parts, Math.min(given, 2)));
    case '^': {
      // The first non-zero number of those given may not change.
      const fixed = parts[0] > 0 || given === 1 ? 1 : parts[1] > 0 || given === 2 ? 2 : 3;
      return atLeast(parts) && below(after(parts, fixed));
    }
    default:
      throw new Error(`Unsupported comparator: "${comparator}"`);
  }
}

/** Whether a Node version (e.g. "20.19" or "v20.20.0") satisfies an `engines.node` range. */
function acceptsNode(range: string, nodeVersion: string): boolean {
  const version = parseVersion(nodeVersion);
  return range.split('||').some((alternative) => {
    if (/\s-\s/.test(alternative)) throw new Error(`Unsupported range: "${range}"`);
    const comparators = alternative
      .trim()
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean);
    return comparators.every((comparator) => comparatorAccepts(version, comparator));
  });
}

/** The packages of a lockfile whose `engines.node` does not accept the Node version. */
function refusedBy(
  lock: { packages?: Record<string, { engines?: unknown }> },
  nodeVersion: string,
): string[] {
  return Object.entries(lock.packages ?? {}).flatMap(([where, pkg]) => {
    const engines = pkg.engines;
    // Old packages wrote engines as an array ("node >= 0.4"): npm ignores that form.
    const range =
      engines && typeof engines === 'object' && !Array.isArray(engines)
        ? (engines as { node?: unknown }).node
        : undefined;
    if (typeof range !== 'string') return [];
    return acceptsNode(range, nodeVersion) ? [] : [`${where || '(root)'} needs node ${range}`];
  });
}

/** The versions the README names: the oldest supported and the one it is built and tested on. */
function readmeNodeVersions(): string[] {
  const readme = read('README.md');
  const needs = /Needs Node\.js (\d+\.\d+(?:\.\d+)?) or later/.exec(readme)?.[1];
  const tested = /tested on Node (\d+\.\d+(?:\.\d+)?)/.exec(readme)?.[1];
  return [needs, tested].filter((v): v is string => v !== undefined);
}

describe('the engine range check', () => {
  it('reads the forms lockfiles use', () => {
    const cases: Array<[string, string, boolean]> = [
      ['>=20.19', '20.19.0', true],
      ['>=20.19', '20.18.3', false],
      ['>= 10.x', '20.20', true],
      ['>=v12.22.7', '12.22.6', false],
      ['^20.19.0 || ^22.12.0 || >=24.0.0', '20.20', true],
      ['^20.19.0 || ^22.12.0 || >=24.0.0', '21.7.0', false],
      ['^20.19.0 || ^22.12.0 || >=24.0.0', '22.11.0', false],
      ['^22.12.0', '20.20', false],
      ['>=22', '20.20', false],
      ['18 || 20 || >=22', '20.20', true],
      ['18 || 20 || >=22', '21.0.0', false],
      ['6.* || 8.* || >= 10.*', '20.20', true],
      ['6.* || 8.* || >= 10.*', '9.1.0', false],
      ['>=16 || 14 >=14.17', '14.16.0', false],
      ['>=16 || 14 >=14.17', '14.17.0', true],
      ['~20.18.0', '20.19.0', false],
      ['~20.19', '20.19.5', true],
      ['^0.10.2', '0.11.0', false],
      ['<20', '20.0.0', false],
      ['<=20', '20.20.0', true],
      ['>20', '20.20.0', false],
      ['*', '20.20', true],
    ];
    for (const [range, version, accepted] of cases) {
      expect(acceptsNode(range, version), `${range} on ${version}`).toBe(accepted);
    }
    expect(() => acceptsNode('>=20 <=22 || 1.2.3 - 2.0.0', '23.0.0')).toThrow(/Unsupported/);
    expect(() => acceptsNode('>=20.19 <=lts', '20.20')).toThrow(/Unsupported/);
  });

  it('names a locked package whose range refuses the version', () => {
    const lock = {
      packages: {
        '': { engines: { node: '>=20.19' } },
        'node_modules/fine': { engines: { node: '>=18' } },
        'node_modules/needs-22': { engines: { node: '^22.12.0 || >=24' } },
        'node_modules/ancient': { engines: ['node >= 0.4'] },
        'node_modules/no-engines': {},
      },
    };
    expect(refusedBy(lock, '20.20')).toEqual(['node_modules/needs-22 needs node ^22.12.0 || >=24']);
    expect(refusedBy(lock, '18.0.0')).toEqual([
      '(root) needs node >=20.19',
      'node_modules/needs-22 needs node ^22.12.0 || >=24',
    ]);
  });
});

/** Each Node line the README supports, as its oldest release: "20.19+, 22.13+ and 24" → 24.0. */
function readmeSupportedLines(): string[] {
  const line = /Supported Node\.js versions: ([\d.+, and]+)/.exec(read('README.md'))?.[1] ?? '';
  return [...line.matchAll(/(\d+(?:\.\d+)?)\+?/g)].map((m) => m[1] as string);
}

describe('package-lock.json on the Node versions the README names', () => {
  const versions = readmeNodeVersions();
  const lines = readmeSupportedLines();

  it('the README names the Node lines it supports, 20, 22 and 24 among them', () => {
    expect(lines.map((version) => version.split('.')[0])).toEqual(['20', '22', '24']);
  });

  it.each(lines)('every locked package accepts Node %s, the oldest of its line', (version) => {
    const lock = JSON.parse(read('package-lock.json'));
    expect(refusedBy(lock, version)).toEqual([]);
  });

  it('the README names the oldest supported Node and the one it is tested on', () => {
    expect(versions).toHaveLength(2);
  });

  it.each(versions)('every locked package accepts Node %s (no engine warnings)', (version) => {
    const lock = JSON.parse(read('package-lock.json'));
    expect(refusedBy(lock, version)).toEqual([]);
  });
});
