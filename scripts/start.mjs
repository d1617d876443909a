// `npm start`: build the web app when its sources are newer than the build, then run the server
// in this process (tsx compiles the TypeScript on the fly; no separate build step to forget).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const builtIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/domain/src',
];

function newestChange(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
// SKIP_WEB_BUILD: the end-to-end tests build once, then start a server per worker.
if (!process.env.SKIP_WEB_BUILD && Math.max(...webSources.map(newestChange)) > builtAt) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@care360/web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// `--build-only`: bring the web build up to date and stop (the end-to-end tests' global setup).
if (process.argv.includes('--build-only')) process.exit(0);

const { register } = await import('tsx/esm/api');
register();
await import('../apps/server/src/main.ts');
