import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useCurrentUser } from './current-user';
import { loginPathFor } from './next-path';

/**
 * Lets a signed-in user through. While the current-user query loads it renders nothing
 * (no flash of the login page); signed out, it sends the user to /login with `next`.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { isPending, isLoggedIn } = useCurrentUser();
  const location = useLocation();
  if (isPending) return null;
  if (!isLoggedIn) return <Navigate to={loginPathFor(location.pathname, location.search)} replace />;
  return <>{children}</>;
}
