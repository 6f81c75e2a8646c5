import { type Browser, chromium, type Page } from '@playwright/test';
import { assertChromium, chromiumArgs, chromiumPath } from '../../e2e/fixtures/chromium.js';
import { signInAtProvider } from '../../e2e/fixtures/signIn.js';
import type { DemoAccountName } from '../../e2e/fixtures/users.js';

/** Headless Chromium with e2e's flags; the caller closes it. */
export async function launchChromium(): Promise<Browser> {
  assertChromium();
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/**
 * A new page signed in as a demo user through /login and the built-in provider, the way a person signs in,
 * waiting until the app shows /praxis. Errors the page throws fail the run through `errors`.
 */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  user: DemoAccountName,
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} from ${response.url()}`);
  });
  await page.goto('/login');
  await signInAtProvider(page, user);
  await page.waitForURL((url) => url.pathname === '/praxis');
  return { page, errors };
}

/** Throws the errors the page collected, so that figures of a broken screen are never printed as figures. */
export function assertNoErrors(errors: string[]) {
  if (errors.length > 0) throw new Error(`the browser saw errors:\n${errors.join('\n')}`);
}
