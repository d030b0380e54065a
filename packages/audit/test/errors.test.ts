import { expect, test } from 'vitest';
import { AuditError } from '../src/errors.js';

test('an AuditError carries a stable code and a message a user can read', () => {
  const error = new AuditError('not_a_business_report', 'This file is not a business report.');
  expect(error).toBeInstanceOf(Error);
  expect(error.name).toBe('AuditError');
  expect(error.code).toBe('not_a_business_report');
  expect(error.message).toBe('This file is not a business report.');
  expect(String(error)).toBe('AuditError: This file is not a business report.');
});
