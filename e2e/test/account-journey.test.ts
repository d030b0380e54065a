// A newcomer's whole account journey in a real browser against the built app: sign up, log out,
// log in, edit the profile, reset the password through the mailed link, log in with it.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser.js';
import { atPath, inPage, see } from './support/browser-page.js';
import { requireChromium } from './support/chromium.js';
import { resetLinkIn, waitForMail } from './support/outbox.js';

const runs = requireChromium('account journey (sign up, log in, profile, password reset)');

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe.skipIf(!runs)('account journey in Chromium', () => {
  const started = useAppAndBrowser();

  test('sign up, log out, log in, edit the profile, reset the password and log in with it', async () => {
    const first = { email: 'grace@example.com', name: 'Grace Hopper', password: 'first-password-1' };
    const changed = { email: 'grace.hopper@example.com', name: 'Rear Admiral Hopper' };
    const newPassword = 'second-password-2';

    await inPage(started.browser, 'account-journey', { baseURL: started.app.url }, async (page) => {
      // Landing page: the call to action leads to sign-up.
      await page.goto('/');
      await page.getByRole('link', { name: 'Get Started Now' }).click();
      await atPath(page, '/signup');

      await page.getByLabel('Email', { exact: true }).fill(first.email);
      await page.getByLabel('Full name', { exact: true }).fill(first.name);
      await page.getByLabel('Password', { exact: true }).fill(first.password);
      await page.getByLabel('Verify password', { exact: true }).fill(first.password);
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await see(page, 'Sign up successful');
      await atPath(page, '/dashboard/bulk-campaigns');
      await page.getByRole('heading', { name: 'Ads Auditor' }).waitFor();
      await page.getByRole('navigation', { name: 'Dashboard' }).waitFor();

      // Logging out reloads the page: the dashboard now sends the visitor to sign in.
      await logOut(page);
      await atPath(page, '/login?next=%2Fdashboard%2Fbulk-campaigns');
      // This server has no Google sign-in configured: the button says so instead of failing.
      await page.getByRole('link', { name: 'Sign In with Google' }).click();
      await see(page, 'Google sign-in is not set up on this server. Please use your e-mail and password.');
      await atPath(page, '/login?next=%2Fdashboard%2Fbulk-campaigns');
      await logIn(page, first.email, first.password);
      await see(page, 'Login successful');
      await atPath(page, '/dashboard/bulk-campaigns');

      // Profile: change the name and the e-mail.
      await page.getByRole('button', { name: 'Open user menu' }).click();
      await page.getByRole('menuitem', { name: 'My Account' }).click();
      await atPath(page, '/profile/details');
      await page.getByRole('heading', { name: 'My Account' }).waitFor();
      await see(page, first.name);
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByLabel('Full name', { exact: true }).fill(changed.name);
      await page.getByLabel('Email', { exact: true }).fill(changed.email);
      await page.getByRole('form', { name: 'Edit profile' }).getByLabel('Current password', { exact: true }).fill(first.password);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await see(page, 'Profile updated successfully');
      await see(page, changed.name);
      await see(page, changed.email);

      // Forgotten password: request a link for the new address and follow it from the mail.
      await logOut(page);
      await atPath(page, '/login?next=%2Fprofile%2Fdetails');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await atPath(page, '/forgot-password');
      await page.getByLabel('Email', { exact: true }).fill(changed.email);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await see(page, 'Check your inbox');

      const link = resetLinkIn(await waitForMail(started.app.outboxDir, changed.email, 30_000, 'Reset your Ads Auditor password'));
      expect(new URL(link).origin).toBe(started.app.url);
      await page.goto(link);
      await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
      await see(page, /expire after 1 hour/);
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await see(page, 'Your password has been reset.');
      await page.getByRole('link', { name: 'Go to Sign In' }).click();
      await atPath(page, '/login');

      // The old password no longer works; the new one does.
      await logIn(page, changed.email, first.password);
      await see(page, 'Error logging in. Please try again.');
      await logIn(page, changed.email, newPassword);
      await see(page, 'Login successful');
      await atPath(page, '/dashboard/bulk-campaigns');
      await page.getByRole('heading', { name: 'Ads Auditor' }).waitFor();
    });
  }, 120_000);
});
