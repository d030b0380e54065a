// A brand-new user for a journey: signs up through the API from inside the page's browser
// context, so the session cookie belongs to that context, as after the sign-up form.
import type { Page } from 'playwright-core';

export interface NewUser {
  email: string;
  fullName: string;
  password: string;
}

let signedUp = 0;

/** A unique address per call (per process and time), so journeys never share an account. */
export function newUserDetails(label: string): NewUser {
  signedUp += 1;
  const slug = label.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { email: `${slug}-${process.pid}-${Date.now()}-${signedUp}@example.com`, fullName: 'New Seller', password: 'journey-password-1' };
}

/** Signs a fresh user up in `page`'s context; the page is then signed in. */
export async function signUpInPage(page: Page, label: string): Promise<NewUser> {
  const user = newUserDetails(label);
  const response = await page.request.post('/api/auth/signup', { data: { email: user.email, full_name: user.fullName, password: user.password } });
  if (response.status() !== 201) throw new Error(`Sign-up of ${user.email} answered ${response.status()}: ${await response.text()}`);
  return user;
}
