/** Paths of the sign-in screens: "Log In" from one of them returns to / rather than to itself. */
export const AUTH_PATHS = ['/login', '/signup', '/forgot-password', '/reset-password', '/forget'];

export function isAuthPath(pathname: string): boolean {
  return AUTH_PATHS.includes(pathname);
}

/** `/login?next=...` for the current location (or / when already on an auth page). */
export function loginPathFor(pathname: string, search = ''): string {
  const next = isAuthPath(pathname) ? '/' : `${pathname}${search}`;
  return `/login?next=${encodeURIComponent(next)}`;
}

/**
 * Accepts only a path on this site, as the browser will read it: URL parsing drops tabs and line
 * breaks and reads backslashes as slashes, so '/\t/evil.example' is another host. The answer is the
 * parsed path (the router then gets exactly what was checked); anything else is the fallback.
 */
export function safeNextPath(next: string | null, fallback: string, origin = window.location.origin): string {
  if (!next || !next.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== origin || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  return path;
}
