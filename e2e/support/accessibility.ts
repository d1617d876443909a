import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * Waits until no finite animation or transition is running. A menu or a dialog fades in over a
 * few frames (Mantine starts its transition two frames after it mounts), and axe measuring text
 * contrast half-way through a fade sees pale text the user never reads: a check on a busy
 * machine failed that way. Endless animations (the loading line) are not waited for.
 */
async function settle(page: Page) {
  for (;;) {
    const settled = await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      await frame();
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
        );
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
      return running.length === 0;
    });
    if (settled) return;
  }
}

/** Fails on any serious or critical axe violation of the page once it has settled. */
export async function expectAccessible(page: Page) {
  await settle(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`).join(', ')}`,
    );
  expect(serious, `accessibility of ${page.url()}`).toEqual([]);
}
