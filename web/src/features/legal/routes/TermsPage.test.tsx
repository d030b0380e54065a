import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { mockApi, signedOut } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';

function sectionText(name: string): string {
  return screen.getByRole('region', { name: new RegExp(`^\\d+\\. ${name}$`) }).textContent ?? '';
}

describe('/terms', () => {
  test('is dated July 18 2025 and lists its sections in order, with a table of contents', async () => {
    mockApi(signedOut);
    renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText('Effective July 18, 2025')).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Contents',
      '1. Who we are',
      '2. Eligibility and accounts',
      '3. Acceptable use',
      '4. Pricing',
      '5. Intellectual property',
      '6. Beta disclaimer',
      '7. Limitation of liability',
      '8. Suspension and termination',
      '9. Changes to these terms',
      '10. Governing law',
      '11. Contact',
    ]);
    const contents = within(screen.getByRole('navigation', { name: 'Contents' }));
    expect(contents.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '#pricing');
  });

  test('states the age, pricing, liability, law and termination terms', async () => {
    mockApi(signedOut);
    renderApp('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    expect(sectionText('Eligibility and accounts')).toContain('You must be 18 or older');
    expect(sectionText('Pricing')).toContain('The Service is free today');
    expect(sectionText('Pricing')).toContain('charge you only if you opt in to a paid plan');
    expect(sectionText('Beta disclaimer')).toContain('The Service is in beta');
    expect(sectionText('Limitation of liability')).toContain('the greater of USD 100 or the amount you paid us');
    expect(sectionText('Limitation of liability')).toContain('the amount paid is currently USD 0');
    expect(sectionText('Governing law')).toContain('the laws of the State of Florida');
    expect(sectionText('Suspension and termination')).toContain('We may suspend or terminate your account');
    const contact = within(screen.getByRole('region', { name: '11. Contact' }));
    expect(contact.getByRole('link', { name: 'support@adsauditor.app' })).toHaveAttribute('href', 'mailto:support@adsauditor.app');
  });
});
