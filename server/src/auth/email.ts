// E-mail addresses are compared and stored normalised: trimmed and lower-cased.
import { RequestValidationError } from '../lib/errors.js';

// Deliberately simple: one @, no spaces, a dot in the domain. Delivery is the real test.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseEmail(raw: string, loc: (string | number)[] = ['body', 'email']): string {
  const email = raw.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email) || email.length > 254) {
    throw new RequestValidationError([{ loc, msg: 'Enter a valid email address', type: 'value_error.email' }]);
  }
  return email;
}
