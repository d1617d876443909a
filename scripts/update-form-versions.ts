// Rewrites packages/domain/src/catalogue/clients/forms/form-versions.json from the forms in code, after a
// form was added or its version raised. It refuses while a form's content changed under the same
// version number: raise that form's version first (old responses keep the old definition).
//   npx tsx scripts/update-form-versions.ts
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  CLIENT_FORMS,
  type FormVersions,
  formVersionProblems,
  formVersionsOf,
} from '@care360/domain';

const file = fileURLToPath(
  new URL('../packages/domain/src/catalogue/clients/forms/form-versions.json', import.meta.url),
);
const committed: FormVersions = fs.existsSync(file)
  ? JSON.parse(fs.readFileSync(file, 'utf8'))
  : {};
const { unversioned, stale } = formVersionProblems(CLIENT_FORMS, committed);
if (unversioned.length > 0) {
  console.error(
    `Not updated. Raise the version of each changed form first:\n- ${unversioned.join('\n- ')}`,
  );
  process.exit(1);
}
fs.writeFileSync(file, `${JSON.stringify(formVersionsOf(CLIENT_FORMS), null, 2)}\n`);
console.log(
  stale.length > 0
    ? `Updated form-versions.json:\n- ${stale.join('\n- ')}`
    : 'form-versions.json was already up to date.',
);
