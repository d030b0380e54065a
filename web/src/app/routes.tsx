import { Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/AppLayout';
import { ProtectedRoute } from '../lib/auth/protected-route';
import { ForgotPasswordPage, LoginPage, ResetPasswordPage, SignupPage } from '../features/auth';
import { DashboardLayout } from '../features/dashboard';
import { articleRoutes } from '../features/articles';
import { LandingPage } from '../features/landing';
import { pricingRoutes } from '../features/pricing';
import { PrivacyPage, TermsPage } from '../features/legal';
import { ProfilePage } from '../features/profile';
import { VerifyEmailPage } from '../features/account-security';
import { NotFoundPage } from './NotFoundPage';

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/forget', element: <Navigate to="/forgot-password" replace /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/profile/details', element: <ProtectedRoute><ProfilePage /></ProtectedRoute> },
      {
        path: '/dashboard',
        element: <ProtectedRoute><DashboardLayout /></ProtectedRoute>,
        children: [
          { index: true, element: <Navigate to="/dashboard/bulk-campaigns" replace /> },
          // The auditor (and the engine it imports) is its own chunk: public pages never download it.
          { path: 'bulk-campaigns', lazy: async () => ({ Component: (await import('../features/auditor')).AdsAuditorPage }) },
        ],
      },
      // A shared audit report: public, read-only, its own chunk.
      { path: '/r/:token', lazy: async () => ({ Component: await (await import('../features/reports')).loadSharedReportPage() }) },
      ...articleRoutes,
      ...pricingRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
