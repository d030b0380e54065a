import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { mockApi, signedOut } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';

describe('landing page', () => {
  test('opens with a headline about instant audits from a file upload and a way to start', async () => {
    mockApi(signedOut);
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Audit your Amazon Ads account in seconds, from one file upload/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started Now' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('img', { name: /Illustration of the Ads Auditor summary/ })).toBeInTheDocument();
  });

  test('shows the four feature cards and the four showcases', async () => {
    mockApi(signedOut);
    renderApp('/');
    const features = within(await screen.findByRole('region', { name: 'Everything you need for a first-pass audit' }));
    expect(features.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Blazing Fast',
      'Complete Visibility',
      'No API Required',
      'Inline Notes',
    ]);
    const showcases = within(screen.getByRole('region', { name: 'What you see after one upload' }));
    expect(showcases.getAllByRole('article')).toHaveLength(4);
    expect(showcases.getByText('Account summaries')).toBeInTheDocument();
    expect(showcases.getByText('Campaign drill-down')).toBeInTheDocument();
    expect(showcases.getByText('Parent-ASIN audit')).toBeInTheDocument();
    expect(showcases.getByText('Notes and audit document')).toBeInTheDocument();
    expect(showcases.getAllByRole('img')).toHaveLength(4);
  });

  test('explains How It Works in three steps and closes with a sign-up call to action', async () => {
    mockApi(signedOut);
    const { user, location } = renderApp('/');
    const steps = within(await screen.findByRole('region', { name: 'How It Works' })).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Download the bulk file',
      'Drag and drop it',
      'See performance and audit',
    ]);
    const closing = screen.getByRole('link', { name: 'Sign Up and Upload a File' });
    expect(closing).toHaveAttribute('href', '/signup');
    await user.click(closing);
    await waitFor(() => expect(location()).toBe('/signup'));
    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
  });
});
