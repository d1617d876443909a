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
      { message: 'the page scrolls sideways at phone width' },
    )
    .toBe('fits');
}

/**
 * The fields of the page's main form (or of the main region when it has no form) that share a
 * row with another: each named by its label. A field is a visible text input, select or text
 * area, taken with its Mantine wrapper so one field's parts count once; check boxes and radio
 * buttons are choices within a field, and a colour's swatch is its code's picker: these may sit
 * side by side.
 */
function fieldsSideBySide(): { fields: number; pairs: string[] } {
  const main = document.querySelector('main');
  if (!main) return { fields: 0, pairs: [] };
  const scope = main.querySelector('form') ?? main;
  const inputs = Array.from(
    scope.querySelectorAll<HTMLElement>(
      'input:not([type="hidden"], [type="checkbox"], [type="radio"], [type="color"]), select, textarea',
    ),
  ).filter((input) => !input.closest('[role="dialog"], [role="listbox"], [aria-hidden="true"]'));
  const units = new Map<Element, string>();
  for (const input of inputs) {
    const unit = input.closest('.mantine-InputWrapper-root') ?? input;
    const box = unit.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const label =
      (input as HTMLInputElement).labels?.[0]?.textContent ??
      input.getAttribute('aria-label') ??
      input.getAttribute('name') ??
      input.tagName.toLowerCase();
    if (!units.has(unit)) units.set(unit, label.trim().slice(0, 40));
  }
  const boxes = [...units].map(([unit, label]) => ({ label, box: unit.getBoundingClientRect() }));
  const pairs: string[] = [];
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const sameRow = a.box.top < b.box.bottom - 2 && b.box.top < a.box.bottom - 2;
      const apart = a.box.right <= b.box.left + 2 || b.box.right <= a.box.left + 2;
      if (sameRow && apart) pairs.push(`"${a.label}" beside "${b.label}"`);
    }
  }
  return { fields: boxes.length, pairs: pairs.slice(0, 5) };
}

/**
 * The page's form is one column (call at phone width): no two of its fields share a row. One
 * evaluate a try, whatever the number of fields.
 */
export async function expectOneColumnForm(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const { pairs } = await page.evaluate(fieldsSideBySide);
        return pairs.length === 0 ? 'one column' : pairs.join(' | ');
      },
      { message: 'the form has fields side by side at phone width' },
    )
    .toBe('one column');
}
