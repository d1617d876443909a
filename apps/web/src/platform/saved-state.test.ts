import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test loads a fresh module so that its in-memory copy starts empty, as after a page load.
async function freshModule() {
  vi.resetModules();
  return import('./saved-state');
}

function setCookie(text: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = text;
}

function cookieValue(name: string): string | undefined {
  for (const pair of document.cookie.split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

describe('saved state', () => {
  beforeEach(() => {
    vi.useRealTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('saves a filter in the tab and in a care360_filter_ cookie that lasts one hour', async () => {
    const { saveFilter, readFilter } = await freshModule();
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((text: string) => {
      written.push(text);
      descriptor?.set?.call(document, text);
    });

    saveFilter('users', 'ann');

    expect(readFilter('users')).toBe('ann');
    expect(sessionStorage.getItem('care360_filter_users')).toBe('"ann"');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^care360_filter_users=%22ann%22; /);
    expect(written[0]).toContain('max-age=3600');
    expect(written[0]).toContain('path=/');
  });

  it('falls back to the cookie when the tab has nothing saved', async () => {
    const first = await freshModule();
    first.saveFilter('clients', { search: 'smith', branch: 'north' });
    sessionStorage.clear();

    const { readFilter } = await freshModule();
    expect(readFilter('clients', { search: '', branch: '', active: true })).toEqual({
      search: 'smith',
      branch: 'north',
      active: true,
    });
  });

  it('falls back to empty: "" for a search string, the given shape for an object', async () => {
    const { readFilter } = await freshModule();
    expect(readFilter('carers')).toBe('');
    expect(readFilter('visits', { from: '', to: '' })).toEqual({ from: '', to: '' });
  });

  it('treats a saved value of the other kind as empty', async () => {
    const { saveFilter, readFilter } = await freshModule();
    saveFilter('users', { search: 'x' });
    expect(readFilter('users')).toBe('');
    saveFilter('branches', 'north');
    expect(readFilter('branches', { search: '' })).toEqual({ search: '' });
  });

  // jsdom's cookie jar counts max-age from the last read (browsers count from the write), so
  // each case reads the cookie only once.
  it.each([
    ['2025-06-01T09:59:00Z', 'ann'],
    ['2025-06-01T10:00:01Z', ''],
  ])('falls back to the cookie until it expires: read at %s gives "%s"', async (at, expected) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-01T09:00:00Z'));
    (await freshModule()).saveFilter('users', 'ann');
    sessionStorage.clear();

    vi.setSystemTime(new Date(at));
    expect((await freshModule()).readFilter('users')).toBe(expected);
  });

  it('resets every filter and care360_ cookie and sets view_change to 0', async () => {
    const { saveFilter, readFilter, resetSavedState } = await freshModule();
    saveFilter('users', 'ann');
    saveFilter('branches', { search: 'north' });
    setCookie('care360_selected_client=42; path=/');
    setCookie('other_site=keep; path=/');
    localStorage.setItem('view_change', '1');

    resetSavedState();

    expect(readFilter('users')).toBe('');
    expect(readFilter('branches', { search: '' })).toEqual({ search: '' });
    expect(sessionStorage.getItem('care360_filter_users')).toBeNull();
    expect(cookieValue('care360_filter_users')).toBeUndefined();
    expect(cookieValue('care360_selected_client')).toBeUndefined();
    expect(cookieValue('other_site')).toBe('keep');
    expect(localStorage.getItem('view_change')).toBe('0');
    // Nothing comes back from the cookie either, even on a fresh page.
    expect((await freshModule()).readFilter('users')).toBe('');
  });

  it('keeps tab indexes in localStorage, defaulting to the first tab', async () => {
    const { saveTabIndex, readTabIndex, resetSavedState } = await freshModule();
    expect(readTabIndex('carer-profile')).toBe(0);
    saveTabIndex('carer-profile', 3);
    expect(localStorage.getItem('care360_tab_carer-profile')).toBe('3');
    expect((await freshModule()).readTabIndex('carer-profile')).toBe(3);
    resetSavedState();
    expect(readTabIndex('carer-profile')).toBe(3);
  });

  it('ignores a corrupt saved value', async () => {
    setCookie('care360_filter_users=%7Bnot-json; path=/');
    const { readFilter } = await freshModule();
    expect(readFilter('users')).toBe('');
  });

  it('refuses names that cannot be a cookie name', async () => {
    const { saveFilter } = await freshModule();
    expect(() => saveFilter('bad name;', 'x')).toThrow(/Invalid saved-state name/);
  });
});
