import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { animationsEnded } from './settle';

export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page once its transitions have ended and fails with a readable list of what is
 * wrong. In axe's legacy mode: its default opens a blank page (a renderer of its own) for every
 * check to gather the frames' results in, which on two busy cores cost more than the check; the
 * app has no frame from another origin, the one thing only the default mode reaches.
 */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  await animationsEnded(page);
  const { violations } = await new AxeBuilder({ page }).withTags(A11Y_TAGS).setLegacyMode().analyze();
  if (violations.length === 0) return;
  const report = violations
    .map((violation) => {
      const targets = violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n');
      return `- ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${targets}`;
    })
    .join('\n');
  throw new Error(`Accessibility violations on ${page.url()}:\n${report}`);
}
