// The app's pages and their level-1 headings, shared by the layout and accessibility checks.

export interface PageWithHeading {
  path: string;
  heading: string;
}

export const PUBLIC_PAGES: readonly PageWithHeading[] = [
  { path: '/', heading: 'Audit your Amazon Ads account in seconds, from one file upload' },
  { path: '/login', heading: 'Welcome back' },
  { path: '/signup', heading: 'Create your account' },
  { path: '/forgot-password', heading: 'Forgot your password?' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/pricing', heading: 'Pricing' },
];

/** Signed-in pages apart from the auditor, whose tabs have their own checks. */
export const ACCOUNT_PAGES: readonly PageWithHeading[] = [
  { path: '/profile/details', heading: 'My Account' },
  { path: '/my-articles', heading: 'My Articles' },
  { path: '/my-articles/new', heading: 'New Article' },
];

export const AUDITOR_PAGE: PageWithHeading = { path: '/dashboard/bulk-campaigns', heading: 'Ads Auditor' };
