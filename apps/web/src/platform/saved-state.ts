/**
 * Saved client-side state (spec §3.4, §4.3) in one place, so every list and form keeps it alike.
 *
 * - A filter is saved in memory and sessionStorage (for this tab) and in a cookie
 *   `care360_filter_<name>` that expires after one hour (SAVED_COOKIE_MAX_AGE_SECONDS).
 * - readFilter(name) takes the tab's copy, else the cookie, else empty. Empty is '' for a plain
 *   search string; for an object filter the caller passes its empty shape (e.g. `{ search: '' }`)
 *   and the saved fields are laid over it. A saved value of the other kind counts as empty.
 * - resetSavedState() (at sign-out) empties every saved filter, every care360_ cookie and every
 *   form draft kept in localStorage (forms/form-draft.ts), and sets `view_change` to '0' in
 *   localStorage.
 * - Tab indexes are kept in localStorage and survive sign-out: they are a layout preference.
 */
export type FilterField = string | number | boolean | null | readonly string[];
export type FilterObject = { [field: string]: FilterField };
export type FilterValue = string | FilterObject;

export const COOKIE_PREFIX = 'care360_';
export const FILTER_COOKIE_PREFIX = `${COOKIE_PREFIX}filter_`;
export const SAVED_COOKIE_MAX_AGE_SECONDS = 60 * 60;
export const VIEW_CHANGE_KEY = 'view_change';
/** Form drafts (forms/form-draft.ts): the localStorage key and the cookie name begin so. */
export const DRAFT_PREFIX = `${COOKIE_PREFIX}draft_`;
const FILTER_STORAGE_PREFIX = `${COOKIE_PREFIX}filter_`;
const TAB_STORAGE_PREFIX = `${COOKIE_PREFIX}tab_`;
const VALID_NAME = /^[a-z0-9][a-z0-9_-]*$/i;

const memory = new Map<string, FilterValue>();

function checkName(name: string): void {
  // Names come from code; a bad one is a programming error, not a user error.
  if (!VALID_NAME.test(name)) throw new Error(`Invalid saved-state name: "${name}"`);
}

/** Storage can be switched off or full; saved state is a convenience, so failures are ignored. */
export function safely<T>(fallback: T, work: () => T): T {
  try {
    return work();
  } catch {
    return fallback;
  }
}

export function readCookies(): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of document.cookie.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return cookies;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: readFilter is synchronous; the Cookie Store API is async and missing in some browsers.
  document.cookie = `${name}=${value}; max-age=${maxAgeSeconds}; path=/; SameSite=Lax${secure}`;
}

function parseFilter(text: string | null | undefined): FilterValue | undefined {
  if (!text) return undefined;
  return safely(undefined, () => {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'string') return value;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return value as FilterObject;
    }
    return undefined;
  });
}

function savedFilter(name: string): FilterValue | undefined {
  const inMemory = memory.get(name);
  if (inMemory !== undefined) return inMemory;
  const inTab = parseFilter(
    safely(null, () => sessionStorage.getItem(`${FILTER_STORAGE_PREFIX}${name}`)),
  );
  if (inTab !== undefined) return inTab;
  const cookie = readCookies().get(`${FILTER_COOKIE_PREFIX}${name}`);
  return parseFilter(
    cookie === undefined ? undefined : safely('', () => decodeURIComponent(cookie)),
  );
}

export function saveFilter(name: string, value: FilterValue): void {
  checkName(name);
  const text = JSON.stringify(value);
  memory.set(name, value);
  safely(undefined, () => sessionStorage.setItem(`${FILTER_STORAGE_PREFIX}${name}`, text));
  writeCookie(
    `${FILTER_COOKIE_PREFIX}${name}`,
    encodeURIComponent(text),
    SAVED_COOKIE_MAX_AGE_SECONDS,
  );
}

export function readFilter(name: string): string;
export function readFilter<T extends FilterObject>(name: string, empty: T): T;
export function readFilter(name: string, empty: FilterValue = ''): FilterValue {
  checkName(name);
  const saved = savedFilter(name);
  if (typeof empty === 'string') return typeof saved === 'string' ? saved : empty;
  return typeof saved === 'object' ? { ...empty, ...saved } : empty;
}

export function resetSavedState(): void {
  memory.clear();
  safely(undefined, () => {
    const keys = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i));
    for (const key of keys) {
      if (key?.startsWith(FILTER_STORAGE_PREFIX)) sessionStorage.removeItem(key);
    }
  });
  for (const name of readCookies().keys()) {
    if (name.startsWith(COOKIE_PREFIX)) writeCookie(name, '', 0);
  }
  safely(undefined, () => {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    for (const key of keys) if (key?.startsWith(DRAFT_PREFIX)) localStorage.removeItem(key);
  });
  safely(undefined, () => localStorage.setItem(VIEW_CHANGE_KEY, '0'));
}

export function saveTabIndex(name: string, index: number): void {
  checkName(name);
  safely(undefined, () => localStorage.setItem(`${TAB_STORAGE_PREFIX}${name}`, String(index)));
}

/** The saved tab index, or 0 (the first tab). */
export function readTabIndex(name: string): number {
  checkName(name);
  const saved = Number(safely(null, () => localStorage.getItem(`${TAB_STORAGE_PREFIX}${name}`)));
  return Number.isInteger(saved) && saved >= 0 ? saved : 0;
}
