import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { mockApi, signedOut } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';

function sectionText(name: string): string {
  return screen.getByRole('region', { name: new RegExp(`^\\d+\\. ${name}$`) }).textContent ?? '';
}

describe('/privacy', () => {
  test('lists its sections in order', async () => {
    mockApi(signedOut);
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Effective July 18, 2025')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Contents',
      '1. Data we collect',
      '2. How we use data',
      '3. Legal bases',
      '4. Sharing',
      '5. Retention',
      '6. Security',
      '7. International transfers',
      '8. Your rights',
      '9. Children',
      '10. Changes to this policy',
      '11. Contact',
    ]);
  });

  test('says plainly what is kept: account, audit results of recent uploads, notes; never the raw file', async () => {
    mockApi(signedOut);
    renderApp('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    const collected = sectionText('Data we collect');
    expect(collected).toContain('your e-mail address and, if you give it, your name');
    expect(collected).toContain('Uploaded files are processed in memory and are not stored by default: we never keep the raw file');
    expect(collected).toContain('We keep the results of your most recent uploads (by default the last 5)');
    expect(collected).toContain('stored as plain text');
    expect(sectionText('Your rights')).toContain('We answer within 30 days');
    expect(sectionText('Children')).toContain('aged 18 or older');
    expect(within(screen.getByRole('region', { name: '11. Contact' })).getByRole('link', { name: 'support@adsauditor.app' })).toHaveAttribute(
      'href',
      'mailto:support@adsauditor.app',
    );
  });
});
