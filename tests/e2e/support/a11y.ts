import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits for the page's transitions to end (spinners, which never end, aside). Colours half-way
 * through one, such as a dialog's buttons while it fades in, are not the page's colours, and
 * axe would judge their contrast.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Runs axe on the page once its transitions have ended and fails with a readable list of what is wrong. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(A11Y_TAGS).analyze();
  if (violations.length === 0) return;
  const report = violations
    .map((violation) => {
      const targets = violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n');
      return `- ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${targets}`;
    })
    .join('\n');
  throw new Error(`Accessibility violations on ${page.url()}:\n${report}`);
}
