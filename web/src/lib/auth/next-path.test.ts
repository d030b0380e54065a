import { describe, expect, test } from 'vitest';
import { isAuthPath, loginPathFor, safeNextPath } from './next-path';

describe('next parameter', () => {
  test('Log In carries the current path and query, or / from an auth page', () => {
    expect(loginPathFor('/dashboard/bulk-campaigns')).toBe('/login?next=%2Fdashboard%2Fbulk-campaigns');
    expect(loginPathFor('/terms', '?a=1')).toBe('/login?next=%2Fterms%3Fa%3D1');
    for (const path of ['/login', '/signup', '/forgot-password', '/reset-password', '/forget']) {
      expect(isAuthPath(path)).toBe(true);
      expect(loginPathFor(path)).toBe('/login?next=%2F');
    }
  });

  test('accepts only paths on this site', () => {
    expect(safeNextPath('/profile/details', '/dashboard')).toBe('/profile/details');
    expect(safeNextPath('/terms?a=1#top', '/dashboard')).toBe('/terms?a=1#top');
    for (const unsafe of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'dashboard', '/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example/x', '/\\/evil.example', '///evil.example']) {
      expect(safeNextPath(unsafe, '/dashboard'), JSON.stringify(unsafe)).toBe('/dashboard');
    }
  });
});
