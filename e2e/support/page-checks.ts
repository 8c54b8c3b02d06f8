import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's WCAG A/AA rules on the page; the serious and critical violations. The script is
 * evaluated through the DevTools protocol, which the page's CSP does not govern.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: Document,
            options: object,
          ): Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
}

/** Page errors and failed requests while the test runs (a request cut short by navigation is not one). */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    if (!reason.includes('ERR_ABORTED')) problems.push(`failed: ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

/** A gallery route, its h1, and a selector that shows its data has arrived. */
export interface GalleryRoute {
  path: string;
  title: string;
  ready: string;
}

/** The gallery frame's preview skin switch. */
const skinSwitch = (page: Page) => page.getByRole('radiogroup', { name: 'Preview skin' });

/**
 * Opens each gallery route, waits for its heading and data, and runs axe in the light and the dark
 * skin; returns the serious findings, each named by route and skin.
 */
export async function galleryFindings(page: Page, routes: readonly GalleryRoute[]): Promise<string[]> {
  const findings: string[] = [];
  for (const route of routes) {
    await page.goto(route.path);
    await page.getByRole('heading', { level: 1, name: route.title, exact: true }).waitFor();
    await page.locator(route.ready).first().waitFor();
    for (const skin of ['Light', 'Dark'] as const) {
      // The radio itself is visually hidden; a user clicks its label.
      await skinSwitch(page).getByText(skin, { exact: true }).click();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.dataset.mantineColorScheme))
        .toBe(skin.toLowerCase());
      findings.push(...(await seriousViolations(page)).map((v) => `${route.path} (${skin}): ${v}`));
    }
    await skinSwitch(page).getByText('Light', { exact: true }).click();
  }
  return findings;
}
