// `npm run new:record -- <area> <name>`: scaffolds a record kind. Writes the declaration, adds it
// to its area's list (composed by the registry) and gives it a table; then `npm run db:generate` writes its migration.
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

const listConst = `${area.toUpperCase().replace(/-/g, '_')}_RECORDS`;
const listPath = path.join(root, 'packages/domain/src/catalogue', area, `${area}.records.ts`);
if (fs.existsSync(listPath)) {
  // The area's list (`@care360/domain/catalogue/<area>`) takes the kind; the registry composes it.
  const list = fs.readFileSync(listPath, 'utf8');
  const withEntry = list.replace(
    new RegExp(`(export const ${listConst} = \\[)([\\s\\S]*?)(\\n\\] as const;)`),
    (_, open, body, close) => `${open}${body}\n  ${camel},${close}`,
  );
  if (withEntry === list) {
    console.error(
      `Could not find ${listConst} in ${path.relative(root, listPath)}; add the kind by hand.`,
    );
    process.exit(1);
  }
  // First among the imports; `npm run format` sorts them.
  fs.writeFileSync(listPath, `import { ${camel} } from './${name}.record';\n${withEntry}`);
} else {
  // A new area: its own list, and the registry composes it after the others.
  fs.writeFileSync(
    listPath,
    `import { ${camel} } from './${name}.record';

/** The ${area} area's record kinds, in navigation order; \`registry.ts\` composes every area's list. */
export const ${listConst} = [
  ${camel},
] as const;
`,
  );
  const registry = fs.readFileSync(registryPath, 'utf8');
  const withImport = registry.replace(
    /^import type .* from '\.\.\/engine\/records\/fields';$/m,
    (line) => `${line}\nimport { ${listConst} } from './${area}/${area}.records';`,
  );
  const withEntry = withImport.replace(
    /(const DECLARED_RECORDS = \[)([\s\S]*?)(\n\] as const;)/,
    (_, open, body, close) => `${open}${body}\n  ...${listConst},${close}`,
  );
  if (withImport === registry || withEntry === withImport) {
    console.error('Could not find DECLARED_RECORDS in the registry; add the area by hand.');
    process.exit(1);
  }
  fs.writeFileSync(registryPath, withEntry);
}
fs.appendFileSync(tablesPath, `export const ${camel} = tableFor(recordKind('${name}'));\n`);

console.log(`Created ${path.relative(root, declarationPath)}, registered it and gave it a table.
Next: edit its fields, then run
  npm run db:generate      (writes the migration)
  npm run format && npm test`);
