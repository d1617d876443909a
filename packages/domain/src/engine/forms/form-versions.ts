import type { FormDefinition } from './form-definition';

/**
 * A form's identity for versioning. A saved response points at (key, version), and the server
 * keeps the definition it first saw for each; so a change of content must come with a new
 * version. The fingerprint of each form is committed (form-versions.json) and a test compares.
 */

/** JSON with object keys sorted and undefined left out: the same text for the same content. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK_64 = 0xffffffffffffffffn;

/**
 * 16 hex digits (64-bit FNV-1a of the canonical JSON's UTF-8): it detects change, it is not a
 * security measure. Key order does not matter, so a definition read back from JSONB matches.
 */
export function definitionFingerprint(definition: FormDefinition | unknown): string {
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(canonicalJson(definition))) {
    hash = ((hash ^ BigInt(byte)) * FNV_PRIME) & MASK_64;
  }
  return hash.toString(16).padStart(16, '0');
}

export interface FormVersion {
  version: number;
  fingerprint: string;
}
export type FormVersions = Record<string, FormVersion>;

/** The versions file's content for these forms, keys sorted. */
export function formVersionsOf(forms: readonly FormDefinition[]): FormVersions {
  return Object.fromEntries(
    [...forms]
      .sort((a, b) => (a.key < b.key ? -1 : 1))
      .map((form) => [
        form.key,
        { version: form.version, fingerprint: definitionFingerprint(form) },
      ]),
  );
}

export interface VersionProblems {
  /** Content changed while the version stayed: the developer must raise the version. */
  unversioned: string[];
  /** The file is behind the code (new forms, raised versions, removed forms): regenerate it. */
  stale: string[];
}

/** How the forms differ from the committed versions file. */
export function formVersionProblems(
  forms: readonly FormDefinition[],
  committed: FormVersions,
): VersionProblems {
  const problems: VersionProblems = { unversioned: [], stale: [] };
  const current = formVersionsOf(forms);
  for (const [key, now] of Object.entries(current)) {
    const before = committed[key];
    if (!before) {
      problems.stale.push(`${key} (version ${now.version}) is not in the file yet`);
    } else if (now.version === before.version && now.fingerprint !== before.fingerprint) {
      problems.unversioned.push(
        `${key} changed but is still version ${now.version}: raise its version to ${now.version + 1}`,
      );
    } else if (now.version < before.version) {
      problems.unversioned.push(
        `${key} went back from version ${before.version} to ${now.version}: versions only go up`,
      );
    } else if (now.version > before.version) {
      problems.stale.push(`${key} is now version ${now.version} (the file says ${before.version})`);
    }
  }
  for (const key of Object.keys(committed)) {
    if (!current[key]) problems.stale.push(`${key} is in the file but no longer a form`);
  }
  return problems;
}
