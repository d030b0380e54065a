// Pricing to premium, with the app's Stripe SDK pointed at a local stand-in of the Stripe API:
// a new user buys the subscription plan, pays on the stand-in's checkout page, lands on
// /subscription?payment-success ('Welcome to Premium'), is premium, and cancels at the period's
// end. Without Stripe settings a visitor's Pro button opens the sign-up dialog, and a signed-in
// user reads that payments are not available.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../server/test/helpers/stripe-stand-in.js';
import { startApp, type RunningApp } from './support/app-server.js';
import { inPage } from './support/browser-page.js';
import { launchChromium, requireChromium } from './support/chromium.js';
import { signUpInPage } from './support/sign-up.js';

const runs = requireChromium('pricing and payments journey');

describe.skipIf(!runs)('pricing and payments in Chromium', () => {
  let standIn: StripeStandIn;
  let paidApp: RunningApp;
  let unconfiguredApp: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    const download = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ads-auditor-e2e-item-')), 'audit-playbook.pdf');
    fs.writeFileSync(download, '%PDF-1.4 the purchased item');
    [paidApp, unconfiguredApp, browser] = await Promise.all([
      startApp({ ...standIn.env, PREMIUM_DOWNLOAD_FILE: download }),
      startApp(),
      launchChromium(),
    ]);
    standIn.webhookUrl = `${paidApp.url}/api/payment/webhook`;
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all([paidApp?.stop(), unconfiguredApp?.stop()]);
    await standIn?.close();
  });

  test('subscribe through checkout, see Welcome to Premium, be premium, then cancel at the period end', async () => {
    await inPage(browser, 'pricing-subscribe', { baseURL: paidApp.url }, async (page) => {
      await signUpInPage(page, 'pricing-subscribe');
      await page.goto('/pricing');
      await page.getByRole('button', { name: 'Buy Basic Plan' }).click();

      // The stand-in's checkout page (its own URL first: the pricing page's buttons must not be
      // mistaken for its Pay button), then back to the app.
      await page.waitForURL(/\/checkout\/cs_/);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL(/\/subscription\?payment-success/);
      await page.getByRole('heading', { name: 'Welcome to Premium' }).waitFor();
      const current = await (await page.request.get('/api/auth/current')).json();
      expect(current.is_premium).toBe(true);

      await page.getByRole('button', { name: 'Cancel subscription' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel subscription' }).click();
      await page.getByText(/Subscription cancelled\. Premium stays on until/).waitFor();
      const subscription = await (await page.request.get('/api/subscription/current-subscription')).json();
      expect(subscription.cancel_at_period_end).toBe(true);
    });
  }, 60_000);

  test('without Stripe settings a visitor is asked to sign up; signed in, the buttons are off and the page says payments are not available', async () => {
    await inPage(browser, 'pricing-unconfigured', { baseURL: unconfiguredApp.url }, async (page) => {
      await page.goto('/pricing');
      await page.getByRole('button', { name: 'Buy Pro Plan' }).click();
      const signupDialog = page.getByRole('dialog');
      await signupDialog.getByText('Please signup to use full features of the app.').waitFor();
      expect(await page.getByText('Payments are not available on this server.').count()).toBe(0);
      await page.keyboard.press('Escape');
      await signupDialog.waitFor({ state: 'hidden' });

      await signUpInPage(page, 'pricing-unconfigured');
      await page.goto('/pricing');
      await page.getByText('Payments are not available on this server.').waitFor();
      expect(await page.getByRole('button', { name: 'Buy Pro Plan' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Buy Basic Plan' }).isDisabled()).toBe(true);
    });
  }, 60_000);
});
