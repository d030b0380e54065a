// Account security in a real browser against the built app: the verification banner and its
// Resend, the mailed link, the profile's e-mail change asking for the current password, and
// deleting the account. Screenshots at 1280 and 375 px under e2e/screenshots/.
import { describe, test } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser.js';
import { atPath, inPage, see } from './support/browser-page.js';
import { requireChromium } from './support/chromium.js';
import { mailsSoFar, verificationLinkIn, waitForMail } from './support/outbox.js';
import { saveScreenshot } from './support/screenshots.js';
import { signUpInPage } from './support/sign-up.js';

const runs = requireChromium('account security (verification banner, e-mail change, account deletion)');
const VERIFY_SUBJECT = 'Verify your Ads Auditor e-mail address';

describe.skipIf(!runs)('account security in Chromium', () => {
  const started = useAppAndBrowser();

  test('the verification banner resends a link that verifies; the e-mail change asks for the password', async () => {
    await inPage(started.browser, 'account-security', { baseURL: started.app.url }, async (page) => {
      const user = await signUpInPage(page, 'verify');
      await page.goto('/dashboard/bulk-campaigns');
      const banner = page.getByRole('alert').filter({ hasText: 'Please verify your e-mail address' });
      await banner.waitFor();
      await saveScreenshot(page, 'account-security-dashboard-banner-1280');

      // Resend: a new link arrives, and it verifies the address.
      const signUpMails = mailsSoFar(started.app.outboxDir);
      await banner.getByRole('button', { name: 'Resend' }).click();
      await see(page, 'We sent a new verification link to your e-mail address.');
      const link = verificationLinkIn(await waitForMail(started.app.outboxDir, user.email, 30_000, VERIFY_SUBJECT, signUpMails));
      await page.goto(link);
      await see(page, 'Your e-mail address is verified.');
      await page.getByRole('link', { name: 'Go to Dashboard' }).click();
      await atPath(page, '/dashboard/bulk-campaigns');
      await page.getByRole('heading', { name: 'Ads Auditor' }).waitFor();
      await banner.waitFor({ state: 'detached' });

      // The profile shows the state; a new address needs the current password.
      await page.goto('/profile/details');
      await see(page, 'Verified');
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByLabel('Full name', { exact: true }).fill('Renamed Seller');
      await page.getByLabel('Email', { exact: true }).fill(`moved-${user.email}`);
      const password = page.getByRole('form', { name: 'Edit profile' }).getByLabel('Current password', { exact: true });
      await password.waitFor();
      await saveScreenshot(page, 'account-security-profile-email-change-1280');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await see(page, 'Enter your current password to change your e-mail address');
      await password.fill('not my password');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await see(page, 'Your current password is not correct.');
      await password.fill(user.password);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await see(page, 'Profile updated successfully');
      await see(page, `moved-${user.email}`);
      await see(page, 'Not verified');
      await page.getByRole('alert').filter({ hasText: 'Please verify your e-mail address' }).waitFor();
      await waitForMail(started.app.outboxDir, `moved-${user.email}`, 30_000, VERIFY_SUBJECT);
      await saveScreenshot(page, 'account-security-profile-unverified-1280');
    });
  }, 120_000);

  test('deleting the account asks for the password and the typed word, then signs out (375 px)', async () => {
    await inPage(started.browser, 'account-deletion', { baseURL: started.app.url, viewport: { width: 375, height: 812 }, isMobile: true }, async (page) => {
      const user = await signUpInPage(page, 'delete');
      await page.goto('/profile/details');
      await page.getByRole('heading', { name: 'Your data' }).waitFor();
      await saveScreenshot(page, 'account-security-profile-375');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete my account' });
      const confirm = dialog.getByRole('button', { name: 'Delete my account' });
      await dialog.getByLabel('Current password', { exact: true }).fill(user.password);
      await dialog.getByLabel('Type DELETE to confirm', { exact: true }).fill('delete');
      if (await confirm.isEnabled()) throw new Error('the confirm button is enabled before DELETE is typed');
      await dialog.getByLabel('Type DELETE to confirm', { exact: true }).fill('DELETE');
      await saveScreenshot(page, 'account-security-delete-dialog-375');
      await confirm.click();
      await see(page, 'Your account and all its data were deleted.');
      await atPath(page, '/');
      const current = await page.request.get('/api/auth/current');
      if (current.status() !== 401) throw new Error(`still signed in after deletion: ${current.status()}`);
    });
  }, 120_000);
});
