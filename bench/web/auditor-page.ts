/** A fresh browser context with the timing probe, and a new account on the Ads Auditor page in it. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PAGE_PROBE } from './page-probe.js';

export const AUDITOR_PATH = '/dashboard/bulk-campaigns';

export async function probedContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(30_000);
  await context.addInitScript({ content: PAGE_PROBE });
  return context;
}

/** Signs a new user up (the session cookie lands in the page's context) and opens the Ads Auditor page. */
export async function openAuditorAsNewUser(page: Page, label: string): Promise<void> {
  const email = `bench-web-${label}-${Date.now()}@example.com`;
  const signup = await page.request.post('/api/auth/signup', { data: { email, full_name: 'Bench Web', password: 'bench password 1' } });
  if (!signup.ok()) throw new Error(`sign-up answered ${signup.status()}: ${await signup.text()}`);
  await page.goto(AUDITOR_PATH);
}
