import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { registerAreaManifests } from '../app/area-manifests';
import { hideAlert } from '../platform/alert-store';
import { loadAllKindAreas } from '../platform/records/loaded-kinds';
import { resetSavedState } from '../platform/saved-state';

// Pieces rendered on their own (a field, a form) see the areas' widgets and tabs as the app does.
registerAreaManifests();

// Pieces rendered without their route's loader (a list, a field) find every declaration loaded.
await loadAllKindAreas();

// findBy/waitFor wait for a state, not a time: on a busy 2-core CI machine a render can take
// seconds, and the 1 s default turned slowness into failures.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks these browser APIs; Mantine calls them while laying out menus, tooltips and the
// app shell.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverStub,
  });
}

// The calendar's resource timeline watches which rows are on screen.
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

if (!('IntersectionObserver' in window)) {
  Object.defineProperty(window, 'IntersectionObserver', {
    writable: true,
    configurable: true,
    value: IntersectionObserverStub,
  });
}

// Mantine's growing textarea re-measures when web fonts finish loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

Element.prototype.scrollIntoView ||= () => {};
// The router restores scroll positions, which jsdom lacks and would only warn about.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  // A phone-sized matchMedia, a fake fetch or a fake clock left by one test would be the next
  // file's too, for test files share their worker's modules and window.
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // Stores kept outside any rendered tree (test files share their worker's modules): the alert
  // and the saved filters start empty for the next test.
  hideAlert();
  resetSavedState();
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  sessionStorage.clear();
  localStorage.clear();
});
