import { test, expect } from 'vitest';
test('e2e workspace runs', () => expect(1).toBe(1));
