import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium, headless; a test tool's own browser download cannot work here. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}. Install it with \`apt-get install -y chromium\` or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}

export interface BrowserPage {
  context: BrowserContext;
  page: Page;
}

/** A fresh context (own storage) per test, so tests never share a session. */
export async function newPage(browser: Browser, baseURL: string): Promise<BrowserPage> {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-GB',
    viewport: { width: 1280, height: 800 },
  });
  // Shorter than the 30 s default so a broken journey reports quickly, yet with room for a lazy page
  // chunk plus an API call while the gate runs every other test project on the same two cores.
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  return { context, page };
}
