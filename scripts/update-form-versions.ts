// Rewrites packages/domain/src/catalogue/form-versions.json from every person file's forms in
// code, after a form was added or its version raised. It refuses while a form's content changed
// under the same version number: raise that form's version first (old responses keep the old
// definition).
//   npx tsx scripts/update-form-versions.ts
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  type FormVersions,
  formVersionProblems,
  formVersionsOf,
  PERSON_FILES,
} from '@care360/domain';

const file = fileURLToPath(
  new URL('../packages/domain/src/catalogue/form-versions.json', import.meta.url),
);
const committed: Record<string, FormVersions> = fs.existsSync(file)
  ? JSON.parse(fs.readFileSync(file, 'utf8'))
  : {};
const problems = PERSON_FILES.map((personFile) =>
  formVersionProblems(personFile.questionnaires, committed[personFile.owner] ?? {}),
);
const unversioned = problems.flatMap((p) => p.unversioned);
const stale = problems.flatMap((p) => p.stale);
if (unversioned.length > 0) {
  console.error(
    `Not updated. Raise the version of each changed form first:\n- ${unversioned.join('\n- ')}`,
  );
  process.exit(1);
}
const versions = Object.fromEntries(
  PERSON_FILES.map((personFile) => [personFile.owner, formVersionsOf(personFile.questionnaires)]),
);
fs.writeFileSync(file, `${JSON.stringify(versions, null, 2)}\n`);
console.log(
  stale.length > 0
    ? `Updated form-versions.json:\n- ${stale.join('\n- ')}`
    : 'form-versions.json was already up to date.',
);
