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

/** Accepts only same-site paths ("/x", not "//host" or "https://..."), to avoid open redirects. */
export function safeNextPath(next: string | null, fallback: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}
