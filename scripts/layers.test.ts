import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layers hold by lint (biome.json: noRestrictedImports per folder, noImportCycles): domain ←
 * db ← server; domain ← web; in the domain package catalogue ← engine; in the web app app ←
 * modules/public ← platform; in the server modules ← platform; and in both an area reaches
 * another only through its index. Each case writes a small file that breaks (or keeps) a rule
 * into a scratch copy of the repository's layout, with the repository's own lint rules, and asks
 * Biome: the working tree is never touched.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const biome = path.join(root, 'node_modules/@biomejs/biome/bin/biome');

interface BiomeConfig {
  linter: unknown;
  overrides: unknown;
}
const config = JSON.parse(fs.readFileSync(path.join(root, 'biome.json'), 'utf8')) as BiomeConfig;

const FILES: Record<string, string> = {
  // Importable files the probes point at (their own content keeps the rules).
  'apps/web/src/modules/people/index.ts': "export const people = 'people';\n",
  'apps/web/src/modules/people/RolePanel.ts': "export const panel = 'panel';\n",
  'apps/web/src/platform/api.ts': "export const api = 'api';\n",
  'apps/web/src/app/router.ts': "export const router = 'router';\n",
  // Forbidden: upward in the web app.
  'apps/web/src/platform/up-static.ts':
    "import { panel } from '../modules/people/RolePanel';\nexport const a = panel;\n",
  'apps/web/src/platform/records/up-lazy.ts':
    "export const b = () => import('../../modules/people/RolePanel');\n",
  'apps/web/src/platform/up-app.ts':
    "import { router } from '../app/router';\nexport const c = router;\n",
  'apps/web/src/modules/clients/up-app.ts':
    "import { router } from '../../app/router';\nexport const d = router;\n",
  'apps/web/src/public/into-area.ts':
    "import { panel } from '../modules/people/RolePanel';\nexport const e = panel;\n",
  // Forbidden: one area into another's files.
  'apps/web/src/modules/clients/across.ts':
    "import { panel } from '../people/RolePanel';\nexport const f = panel;\n",
  // Allowed: down to platform, and another area's public index.
  'apps/web/src/modules/clients/down.ts':
    "import { api } from '../../platform/api';\nimport { people } from '../people';\nexport const g = [api, people];\n",
  // Forbidden: upward between packages.
  'packages/domain/src/up-db.ts': "import { db } from '@care360/db';\nexport const h = db;\n",
  // In the domain package: the engine stands apart from the catalogue that uses it.
  'packages/domain/src/catalogue/registry.ts': 'export const ALL_RECORDS = [];\n',
  'packages/domain/src/engine/records/fields.ts': "export const field = 'field';\n",
  'packages/domain/src/engine/records/into-catalogue.ts':
    "import { ALL_RECORDS } from '../../catalogue/registry';\nexport const n = ALL_RECORDS;\n",
  'packages/domain/src/engine/platform/into-package.ts':
    "import { ALL_RECORDS } from '@care360/domain';\nexport const o = ALL_RECORDS;\n",
  'packages/domain/src/engine/platform/up-db.ts':
    "import { db } from '@care360/db';\nexport const p = db;\n",
  'packages/domain/src/engine/platform/within.ts':
    "import { field } from '../records/fields';\nexport const q = field;\n",
  'packages/domain/src/catalogue/people/down.ts':
    "import { field } from '../../engine/records/fields';\nimport { ALL_RECORDS } from '../registry';\nexport const r = [field, ALL_RECORDS];\n",
  'packages/db/src/up-server.ts':
    "import { server } from '@care360/server';\nexport const i = server;\n",
  'apps/server/src/into-web.ts': "import { web } from '@care360/web';\nexport const j = web;\n",
  'apps/web/src/platform/into-db.ts': "import { db } from '@care360/db';\nexport const k = db;\n",
  // The server: platform/ never imports an area, and an area reaches another only through its index.
  'apps/server/src/routes.ts': 'export const allRoutes = [];\n',
  'apps/server/src/modules/staff/index.ts': "export const staffArea = 'staff';\n",
  'apps/server/src/modules/staff/training.ts': "export const training = 'training';\n",
  'apps/server/src/modules/clients/clients.worklist.ts': "export const own = 'own';\n",
  'apps/server/src/platform/http/route.ts': "export const route = 'route';\n",
  'apps/server/src/platform/records/into-area.ts':
    "import { training } from '../../modules/staff/training';\nexport const s = training;\n",
  'apps/server/src/platform/worklist/into-index.ts':
    "import { staffArea } from '../../modules/staff';\nexport const t = staffArea;\n",
  'apps/server/src/platform/up-root.ts':
    "import { allRoutes } from '../routes';\nexport const u = allRoutes;\n",
  'apps/server/src/modules/clients/across.ts':
    "import { training } from '../staff/training';\nexport const v = training;\n",
  'apps/server/src/modules/clients/across-long.ts':
    "import { training } from '../../modules/staff/training';\nexport const w = training;\n",
  'apps/server/src/modules/clients/up-root.ts':
    "import { allRoutes } from '../../routes';\nexport const x = allRoutes;\n",
  'apps/server/src/modules/clients/down.ts': [
    "import { route } from '../../platform/http/route';",
    "import { staffArea } from '../staff';",
    "import { staffArea as viaIndex } from '../staff/index';",
    "import { own } from './clients.worklist';",
    'export const y = [route, staffArea, viaIndex, own];\n',
  ].join('\n'),
  'apps/server/src/platform/records/within.ts':
    "import { route } from '../http/route';\nexport const z = route;\n",
  // Forbidden: a cycle.
  'apps/web/src/platform/cycle-a.ts': "import { m } from './cycle-b';\nexport const l = () => m;\n",
  'apps/web/src/platform/cycle-b.ts': "import { l } from './cycle-a';\nexport const m = () => l;\n",
};

let scratch = '';
let output = '';

/** The rules Biome reported for one file: 'noRestrictedImports', 'noImportCycles'. */
function rulesFor(file: string): string[] {
  const pattern = new RegExp(
    `^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+:\\d+ lint/\\w+/(\\w+)`,
    'gm',
  );
  return [...output.matchAll(pattern)].map((match) => match[1] as string);
}

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'care360-layers-'));
  fs.writeFileSync(
    path.join(scratch, 'biome.json'),
    JSON.stringify({ linter: config.linter, overrides: config.overrides }),
  );
  for (const [file, content] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    fs.writeFileSync(path.join(scratch, file), content);
  }
  const result = spawnSync(
    process.execPath,
    [biome, 'lint', '--max-diagnostics=none', '--colors=off', '.'],
    { cwd: scratch, encoding: 'utf8' },
  );
  output = `${result.stdout}\n${result.stderr}`;
}, 60_000);

afterAll(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

describe('lint keeps the layers', () => {
  it.each([
    ['apps/web/src/platform/up-static.ts', 'platform imports an area'],
    ['apps/web/src/platform/records/up-lazy.ts', 'platform loads an area lazily'],
    ['apps/web/src/platform/up-app.ts', 'platform imports app'],
    ['apps/web/src/modules/clients/up-app.ts', 'an area imports app'],
    ['apps/web/src/public/into-area.ts', 'a public page imports an area'],
    ['apps/web/src/modules/clients/across.ts', "an area imports another's file"],
    ['packages/domain/src/up-db.ts', 'domain imports db'],
    ['packages/domain/src/engine/records/into-catalogue.ts', 'the engine imports the catalogue'],
    [
      'packages/domain/src/engine/platform/into-package.ts',
      "the engine imports its package's index",
    ],
    ['packages/domain/src/engine/platform/up-db.ts', 'the engine imports db'],
    ['packages/db/src/up-server.ts', 'db imports the server'],
    ['apps/server/src/into-web.ts', 'the server imports the web app'],
    ['apps/web/src/platform/into-db.ts', 'the web app imports db'],
    ['apps/server/src/platform/records/into-area.ts', "the server's platform imports an area"],
    [
      'apps/server/src/platform/worklist/into-index.ts',
      "the server's platform imports an area's index",
    ],
    ['apps/server/src/platform/up-root.ts', "the server's platform imports routes.ts"],
    ['apps/server/src/modules/clients/across.ts', "a server area imports another's file"],
    [
      'apps/server/src/modules/clients/across-long.ts',
      "a server area imports another's file by way of modules/",
    ],
    ['apps/server/src/modules/clients/up-root.ts', 'a server area imports routes.ts'],
  ])('refuses %s (%s)', (file) => {
    expect(rulesFor(file), output).toContain('noRestrictedImports');
  });

  it('lets an area import platform/ and another area’s index', () => {
    expect(rulesFor('apps/web/src/modules/clients/down.ts'), output).toEqual([]);
  });

  it('lets a server area import platform/, its own files and another area’s index', () => {
    expect(rulesFor('apps/server/src/modules/clients/down.ts'), output).toEqual([]);
    expect(rulesFor('apps/server/src/platform/records/within.ts'), output).toEqual([]);
  });

  it('lets the engine import the engine, and the catalogue import both', () => {
    expect(rulesFor('packages/domain/src/engine/platform/within.ts'), output).toEqual([]);
    expect(rulesFor('packages/domain/src/catalogue/people/down.ts'), output).toEqual([]);
  });

  it('refuses an import cycle', () => {
    expect(rulesFor('apps/web/src/platform/cycle-a.ts'), output).toContain('noImportCycles');
  });
});
