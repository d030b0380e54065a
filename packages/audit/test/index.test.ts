import { expect, test } from 'vitest';
import { ENGINE_NAME } from '@ads-auditor/audit';

test('package resolves to its sources', () => {
  expect(ENGINE_NAME).toBe('ads-auditor');
});
