import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
};

/**
 * Loads axe-core into every page of the context. An init script runs before the app's own scripts and, unlike a
 * <script> tag, is not subject to the app's Content Security Policy (which allows no inline scripts).
 */
export async function enableAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: AXE_SOURCE });
}

/** The WCAG 2.2 AA and best-practice violations on the page as it is now, one readable line per problem. */
export async function axeViolations(page: Page): Promise<string[]> {
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }> };
    };
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    });
    return result.violations as AxeViolation[];
  });
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} at ` +
      violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', '),
  );
}
