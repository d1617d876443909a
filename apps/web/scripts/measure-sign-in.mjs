// Sums the gzipped JavaScript the sign-in page loads: the entry, everything it imports
// statically, and the login route's chunk with its static imports. Run after `vite build`.
// Usage: node scripts/measure-sign-in.mjs [budgetKB]   (exits 1 over budget; default 150)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const budgetKb = Number(process.argv[2] ?? 150);

const seen = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}

collect('index.html');
const loginKey = Object.keys(manifest).find((key) => key.endsWith('src/public/LoginPage.tsx'));
if (!loginKey) throw new Error('The login page chunk is not in the manifest.');
collect(loginKey);

let total = 0;
for (const file of [...seen].sort()) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  ${file}`);
}
console.log(
  `${(total / 1024).toFixed(2).padStart(8)} KB  gzipped JS for the sign-in page (budget ${budgetKb} KB)`,
);
process.exitCode = total / 1024 > budgetKb ? 1 : 0;
