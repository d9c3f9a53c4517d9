import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { animationsEnded } from './settle';

export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; failureSummary: string }[];
}

/**
 * Runs axe on the page once its transitions have ended and fails with a readable list of what is
 * wrong. axe-core is defined in the page once per document and run there with its own API:
 * evaluating its 580 KB source costs as much as a check on a phone-sized screen, and a wizard's
 * steps are checked one after another in one document. Only the violations are gathered
 * (`resultTypes`), the one result a test reads. The app has no frame from another origin, so
 * the page's own document is the whole of what axe must see.
 */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  await animationsEnded(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags) => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map(
      (violation): Violation => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), failureSummary: node.failureSummary ?? '' })),
      }),
    );
  }, A11Y_TAGS);
  if (violations.length === 0) return;
  const report = violations
    .map((violation) => {
      const targets = violation.nodes.map((node) => `    ${node.target}: ${node.failureSummary}`).join('\n');
      return `- ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${targets}`;
    })
    .join('\n');
  throw new Error(`Accessibility violations on ${page.url()}:\n${report}`);
}
