import type { Page } from '@playwright/test';
import { expect } from './test';

/** A common phone's screen in CSS pixels (iPhone 12 to 15). */
export const PHONE = { width: 390, height: 844 } as const;

/** Playwright's default desktop viewport, to go back to after a phone check. */
export const DESKTOP = { width: 1280, height: 720 } as const;

/**
 * Elements wider than the window, named so a failure says what to fix: tag, classes and text
 * of the widest few, innermost first.
 */
function widerThanWindow(): { scrollWidth: number; innerWidth: number; culprits: string[] } {
  const limit = window.innerWidth;
  const culprits: string[] = [];
  for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
    const box = element.getBoundingClientRect();
    if (box.right > limit + 1 && box.width > 0) {
      const name = `${element.tagName.toLowerCase()}.${String(element.className).split(' ').slice(0, 2).join('.')}`;
      culprits.push(
        `${name} right=${Math.round(box.right)} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
      );
    }
  }
  return {
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: limit,
    culprits: culprits.slice(-5),
  };
}

/** The page does not scroll sideways: nothing is wider than the window. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const { scrollWidth, innerWidth, culprits } = await page.evaluate(widerThanWindow);
        return scrollWidth <= innerWidth
          ? 'fits'
          : `${scrollWidth} > ${innerWidth}: ${culprits.join(' | ')}`;
      },
      { message: 'the page scrolls sideways at phone width', timeout: 3_000 },
    )
    .toBe('fits');
}
