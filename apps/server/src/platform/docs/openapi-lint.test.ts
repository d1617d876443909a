import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../../routes';
import { openApiDocument } from './openapi';

/**
 * The published document, linted by Redocly's recommended rules as a client generator's user
 * would: any error or warning fails. The CLI runs offline; its telemetry and update check are off.
 */

interface Problem {
  ruleId: string;
  severity: string;
  message: string;
  location: { pointer: string }[];
}

const cli = join(
  dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin/cli.js',
);

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

async function lint(document: object, name: string): Promise<Problem[]> {
  const file = join(folder, `${name}.json`);
  await writeFile(file, JSON.stringify(document));
  // Redocly exits 1 when it finds an error; the JSON report on stdout says what either way.
  const stdout = await promisify(execFile)(
    process.execPath,
    [cli, 'lint', file, '--format=json', '--max-problems=100000'],
    {
      cwd: folder,
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  ).then(
    (done) => done.stdout,
    (failed: { stdout?: string }) => failed.stdout ?? '',
  );
  return (JSON.parse(stdout) as { problems: Problem[] }).problems;
}

const described = (problems: Problem[]) =>
  problems
    .slice(0, 20)
    .map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);

// Linting 1,400 operations takes 6 s on an idle machine and a minute on a loaded one: the ceiling
// is generous because the test waits for the linter's answer, not for a time.
describe('OpenAPI document under a mainstream linter', () => {
  it('passes Redocly’s recommended rules with no error and no warning', async () => {
    const problems = await lint(openApiDocument(allRoutes), 'care360');
    expect(described(problems)).toEqual([]);
  }, 300_000);

  it('is held to the rules: an operation without an id or a refusal is reported', async () => {
    const document = openApiDocument(allRoutes.slice(0, 1)) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const operation = Object.values(Object.values(document.paths)[0] ?? {})[0] ?? {};
    delete operation.operationId;
    operation.responses = { '200': (operation.responses as Record<string, unknown>)['200'] };
    const rules = (await lint(document, 'broken')).map((p) => p.ruleId);
    expect(rules).toEqual(
      expect.arrayContaining(['operation-operationId', 'operation-4xx-response']),
    );
  }, 300_000);
});
