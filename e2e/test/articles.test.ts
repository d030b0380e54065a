// A new user writes an article: creates it as a draft, edits it, publishes it (the published
// list of every user shows it), and deletes it through the confirm dialog.
import { describe, expect, test } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser.js';
import { inPage } from './support/browser-page.js';
import { requireChromium } from './support/chromium.js';
import { signUpInPage } from './support/sign-up.js';

const runs = requireChromium('articles journey');

const TITLE = 'Why auto campaigns need negatives';
const EDITED_TITLE = 'Why every auto campaign needs negatives';
const CONTENT = 'Search terms that spend without orders belong in the negatives of the auto campaign.';

describe.skipIf(!runs)('articles in Chromium', () => {
  const started = useAppAndBrowser();

  test('create, edit, publish and delete an article', async () => {
    await inPage(started.browser, 'articles', { baseURL: started.app.url }, async (page) => {
      await signUpInPage(page, 'articles');
      await page.goto('/my-articles');
      await page.getByText('No articles available. Create a new article to get started.').waitFor();

      // Create a draft: both fields are required.
      await page.getByRole('link', { name: 'New Article' }).or(page.getByRole('button', { name: 'New Article' })).first().click();
      await page.waitForURL('**/my-articles/new');
      await page.getByRole('button', { name: 'Create Article' }).click();
      await page.getByText('Title is required').waitFor();
      await page.getByText('Content is required').waitFor();
      await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
      await page.getByRole('textbox', { name: 'Content' }).fill(CONTENT);
      await page.getByRole('button', { name: 'Create Article' }).click();
      await page.getByText('Article created successfully').waitFor();
      await page.waitForURL('**/my-articles');
      const row = page.getByRole('row').filter({ hasText: TITLE });
      await row.getByText('Not Published').waitFor();

      // Edit and publish it.
      await row.getByRole('link', { name: `Edit ${TITLE}` }).click();
      await page.getByRole('textbox', { name: 'Title' }).fill(EDITED_TITLE);
      await page.getByRole('checkbox', { name: 'Publish immediately' }).check();
      await page.getByRole('button', { name: 'Update Article' }).click();
      await page.getByText('Article updated successfully').waitFor();
      await page.waitForURL('**/my-articles');
      const published = page.getByRole('row').filter({ hasText: EDITED_TITLE });
      await published.waitFor();
      expect(await published.getByText('Not Published').count()).toBe(0);
      const everyone = await page.request.get('/api/articles?published_only=true');
      expect((await everyone.json()).map((a: { title: string }) => a.title)).toContain(EDITED_TITLE);

      // Delete it through the confirm dialog.
      await published.getByRole('button', { name: `Delete ${EDITED_TITLE}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete Article' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByText('Article deleted successfully').waitFor();
      await page.getByText('No articles available. Create a new article to get started.').waitFor();
    });
  }, 60_000);
});
