// `npm run new:record -- <area> <name>`: scaffolds a record kind. Writes the declaration, adds it
// to the registry and gives it a table; then `npm run db:generate` writes its migration.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [area, name] = process.argv.slice(2);
if (!area || !name || !/^[a-z][a-z0-9-]*$/.test(area) || !/^[a-z][a-z0-9-]*$/.test(name)) {
  console.error(
    'Usage: npm run new:record -- <area> <name>   (kebab-case, e.g. reference wound-types)',
  );
  process.exit(2);
}

const camel = name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const words = name.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1));
const plural = words.join(' ');
const singular = plural.replace(/ies$/, 'y').replace(/s$/, '');
// Declarations are the catalogue's; the engine they are made with never imports them.
const declarationPath = path.join(root, 'packages/domain/src/catalogue', area, `${name}.record.ts`);
const registryPath = path.join(root, 'packages/domain/src/catalogue/registry.ts');
const tablesPath = path.join(root, 'packages/db/src/schema/records.ts');

if (fs.existsSync(declarationPath)) {
  console.error(`${path.relative(root, declarationPath)} already exists.`);
  process.exit(1);
}
fs.mkdirSync(path.dirname(declarationPath), { recursive: true });
fs.writeFileSync(
  declarationPath,
  `import { defineRecord } from '../../engine/records/define-record';
import { field } from '../../engine/records/fields';

/** What a ${singular.toLowerCase()} is, and who uses it. */
export const ${camel} = defineRecord({
  name: '${name}',
  area: '${area}',
  singular: '${singular}',
  plural: '${plural}',
  navGroup: '${area.charAt(0).toUpperCase() + area.slice(1)}',
  fields: {
    name: field.text('Name', { required: true, unique: true, max: 100 }),
    description: field.longText('Description'),
    active: field.yesNo('Active'),
  },
  list: { columns: ['name', 'active'], sort: 'name', filters: ['active'], search: ['name'] },
});
`,
);

const registry = fs.readFileSync(registryPath, 'utf8');
// After the engine's imports, which come first; `npm run format` sorts the areas' imports.
const withImport = registry.replace(
  /^import type .* from '\.\.\/engine\/records\/fields';$/m,
  (line) => `${line}\nimport { ${camel} } from './${area}/${name}.record';`,
);
if (withImport === registry) {
  console.error("Could not find the engine's imports in the registry; add the kind by hand.");
  process.exit(1);
}
const withEntry = withImport.replace(
  /(const DECLARED_RECORDS = \[)([\s\S]*?)(\n\] as const;)/,
  (_, open, body, close) => `${open}${body}\n  ${camel},${close}`,
);
if (withEntry === withImport) {
  console.error('Could not find DECLARED_RECORDS in the registry; add the kind by hand.');
  process.exit(1);
}
fs.writeFileSync(registryPath, withEntry);
fs.appendFileSync(tablesPath, `export const ${camel} = tableFor(recordKind('${name}'));\n`);

console.log(`Created ${path.relative(root, declarationPath)}, registered it and gave it a table.
Next: edit its fields, then run
  npm run db:generate      (writes the migration)
  npm run format && npm test`);
