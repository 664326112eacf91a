import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe-core with the WCAG 2.1 A and AA tags and fails with the list of violations. Legacy mode runs `axe.run` in
 * the page itself: the default mode injects axe a second time into a blank page of its own to merge the frames'
 * results, which only cross-origin frames need (no outside host loads in the tests) and which made each check take
 * twice as long. Every rule still runs; `resultTypes` only spares axe the details (selectors, HTML) of every node that
 * passed, which the check never reads and which took a fifth to a third of each run (axe-core's API docs, "Performance").
 */
export async function checkAccessibility(page: Page, context: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    // First: options() replaces what withTags() sets.
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`,
  );
  expect(summary, `axe violations on ${context}`).toEqual([]);
}
