import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

declare global {
  interface Window {
    /** What each alert the shell drew said, in order; expectAlert takes them off as it checks. */
    __care360Alerts?: string[];
  }
}

/**
 * Runs in every page before the app (support/test.ts adds it to each context): notes the text of
 * each alert the shell's popup draws. A save's alert hides after 4 seconds; on a loaded machine
 * the browser can be busy drawing the next page for longer than that, and a check that only
 * looks at the screen would miss an alert the person did see.
 */
export function noteAlerts() {
  const seen = new WeakSet<Element>();
  const log: string[] = [];
  window.__care360Alerts = log;
  new MutationObserver(() => {
    for (const popup of document.querySelectorAll('[data-type]')) {
      if (seen.has(popup)) continue;
      seen.add(popup);
      log.push(popup.textContent ?? '');
    }
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Expects the shell to have shown an alert containing `text` since the last one checked: each
 * alert counts once, so two saves in a row must each show theirs.
 */
export async function expectAlert(page: Page, text: string) {
  await expect
    .poll(
      () =>
        page.evaluate((wanted) => {
          const log = window.__care360Alerts ?? [];
          const at = log.findIndex((said) => said.includes(wanted));
          if (at < 0) return log;
          log.splice(0, at + 1);
          return true;
        }, text),
      { message: `an alert saying "${text}"` },
    )
    .toBe(true);
}

/** The alert on screen holding `text`, for a test that uses it (its Undo, holding it open). */
export function alertOnScreen(page: Page, text: string) {
  return page.locator('[data-type]').filter({ hasText: text });
}
