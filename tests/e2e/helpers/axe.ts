// axe-core run in the page, for the suites that check a screen's accessibility. The app's
// Content-Security-Policy (script-src 'self') refuses injected scripts: a context that runs axe
// bypasses it (bypassCSP); the policy itself is tests/e2e/csp.e2e.test.ts's.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';
const impacts: Impact[] = ['minor', 'moderate', 'serious', 'critical'];

/** axe-core's findings on the page as it is now of at least `floor`'s impact: rule, impact, where. */
export async function violations(page: Page, floor: Impact): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return found
    .filter((violation) => impacts.indexOf(violation.impact as Impact) >= impacts.indexOf(floor))
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** axe-core's critical and serious findings on the page as it is now. */
export const seriousViolations = (page: Page) => violations(page, 'serious');
