import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import config from './playwright.config';

/**
 * The suite's own rules, checked on its sources: no retry hides a failure, no
 * journey waits a fixed time instead of for what the user sees, and a journey given more than
 * the global budget says why on the line above. No browser and no app server: a source check.
 */

const E2E = import.meta.dirname;

/** Every TypeScript source of the suite but this file, by its path in e2e/, as lines. */
const sources = fs
  .readdirSync(E2E, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.includes('node_modules'))
  .filter((file) => file !== path.basename(import.meta.filename))
  .map((file) => ({ file, lines: fs.readFileSync(path.join(E2E, file), 'utf8').split('\n') }));

test('no retry hides a failure, in CI or here', () => {
  expect(config.retries).toBe(0);
  for (const project of config.projects ?? []) expect(project.retries ?? 0).toBe(0);
  expect(
    sources.filter(({ lines }) => lines.some((line) => /\bretries\s*:\s*[1-9]/.test(line))),
  ).toEqual([]);
});

test('no journey waits a fixed time', () => {
  const waits = sources.flatMap(({ file, lines }) =>
    lines.flatMap((line, i) => (/\bwaitForTimeout\s*\(/.test(line) ? [`${file}:${i + 1}`] : [])),
  );
  expect(waits, 'wait for what the user sees (expect, a locator), never a fixed time').toEqual([]);
});

test('a journey with a budget of its own says why on the line above', () => {
  const budget = /\btest\.(slow|setTimeout)\(|\bdescribe\.configure\(\{[^}]*timeout/;
  const unexplained = sources.flatMap(({ file, lines }) =>
    lines.flatMap((line, i) =>
      budget.test(line) && !lines[i - 1]?.trim().startsWith('//') ? [`${file}:${i + 1}`] : [],
    ),
  );
  expect(unexplained).toEqual([]);
});
